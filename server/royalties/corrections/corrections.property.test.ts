/**
 * Ledger corrections over random sequences (issue 19: "corrections as new entries", docs/royalties.md
 * "Corrections"), through the real command: moves between the label's share and three artists,
 * some asking for more than an artist is owed. After every one: it was booked exactly as asked
 * or refused with nothing written; each artist's payable equals an independent model; every
 * entry balances; the store receivable still equals the label's share plus what is owed; no
 * payable is overdrawn; sending the same form again changes nothing.
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CURRENCY,
  ledgerSnapshot,
  postReportRevenue,
  totalsByKind,
} from "../../ledger/ledgerTestKit.ts";
import { AppError } from "../../lib/errors.ts";
import type { Actor } from "../../policies/user.ts";
import { createTestEnv, createUser, type TestEnv } from "../../test/support.ts";
import { postCorrection } from "./postCorrection.ts";

let env: TestEnv;
let admin: Actor;
const artists: { id: string; email: string }[] = [];
const EARNED = 10_000n;

beforeAll(async () => {
  env = await createTestEnv();
  admin = { id: (await createUser(env.ctx, { role: "admin" })).id, role: "admin" };
  for (let i = 0; i < 3; i += 1) {
    const user = await createUser(env.ctx);
    artists.push({ id: user.id, email: user.email });
    // Each artist earned SEK 100.00 of a SEK 125.00 report line (the label's 20% is 25.00).
    await env.ctx.database.db.transaction((tx) =>
      postReportRevenue(tx, {
        key: `report:seed-${i}:post`,
        total: EARNED + EARNED / 4n,
        payees: [{ userId: user.id, weight: 1n }],
      }),
    );
  }
});
afterAll(() => env?.close());

/** 0..2: an artist; 3: the label's share. */
const side = fc.nat({ max: 3 });
const move = fc.record({ from: side, to: side, minor: fc.bigInt({ min: 1n, max: 15_000n }) });

const party = (index: number) => {
  const artist = artists[index];
  return artist ? { kind: "artist" as const, email: artist.email } : { kind: "label" as const };
};
const text = (minor: bigint) => `${minor / 100n}.${String(minor % 100n).padStart(2, "0")}`;

async function payables(): Promise<bigint[]> {
  const result = await env.ctx.database.db.execute<{ user_id: string; owed: string }>(sql`
    select a.user_id, (-b.balance)::text as owed from ledger_accounts a
    join account_balances b on b.account_id = a.id
    where a.kind = 'artist_payable' and a.currency = ${CURRENCY}`);
  const owed = new Map(result.rows.map((row) => [row.user_id, BigInt(row.owed)]));
  return artists.map((artist) => owed.get(artist.id) ?? 0n);
}

describe("ledger corrections (property)", () => {
  it("book what was asked or nothing, keep the ledger balanced and never overdraw", async () => {
    const db = env.ctx.database.db;
    const model = artists.map(() => EARNED);
    let booked = 0;
    let refused = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(move, { minLength: 1, maxLength: 6 }), async (moves) => {
        for (const { from, to, minor } of moves) {
          // The form's schema refuses these before the command runs.
          if (from === to || (from === 3 && to === 3)) continue;
          const input = {
            from: party(from),
            to: party(to),
            amount: text(minor),
            reason: "Property test",
            idempotencyKey: randomUUID(),
          };
          const before = await ledgerSnapshot(db);
          const overdraws = from < 3 && minor > (model[from] ?? 0n);
          const outcome = await postCorrection(env.ctx, admin, input).then(
            (done) => done,
            (error: unknown) => error,
          );
          if (overdraws) {
            expect(outcome).toBeInstanceOf(AppError);
            expect((outcome as AppError).status).toBe(409);
            expect(await ledgerSnapshot(db)).toEqual(before);
            refused += 1;
            continue;
          }
          expect(outcome).toMatchObject({ created: true });
          booked += 1;
          if (from < 3) model[from] = (model[from] ?? 0n) - minor;
          if (to < 3) model[to] = (model[to] ?? 0n) + minor;
          const after = await ledgerSnapshot(db);
          expect(after.entries).toBe(before.entries + 1);
          // The same form again: the first correction, nothing new.
          expect(await postCorrection(env.ctx, admin, input)).toMatchObject({ created: false });
          expect(await ledgerSnapshot(db)).toEqual(after);
        }
        expect(await payables()).toEqual(model);
        const snapshot = await ledgerSnapshot(db);
        expect(snapshot.unbalancedEntries).toBe(0);
        expect(snapshot.balanceTotal).toBe(0n);
        const totals = await totalsByKind(db);
        const owed = model.reduce((total, amount) => total + amount, 0n);
        expect(totals.get("store_receivable")).toBe(-(totals.get("label_share") ?? 0n) + owed);
        expect(model.every((amount) => amount >= 0n)).toBe(true);
      }),
      { numRuns: 25 },
    );
    // Both paths ran (a property that never books or never refuses proves half of it).
    expect(booked).toBeGreaterThan(0);
    expect(refused).toBeGreaterThan(0);
  }, 240_000);
});
