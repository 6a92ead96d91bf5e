/**
 * Booking reports over random catalogues and reports (issue 19), through the real posting:
 * random splits (one-decimal percentages, emails of accounts, of no account, or none), lines
 * with many decimals, some negative, matched by track or by release. After every report: each
 * entry balances, what the stores owe equals what the payables, held money and the label got,
 * and that equals the report's revenue rounded once per track (or release) by an independent
 * computation; no payable or held balance is negative; posting again changes nothing.
 */
import { currencyExponent } from "@common/money/currencies.ts";
import { parseDecimal, sum, toMinorUnits } from "@common/money/decimal.ts";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ledgerSnapshot, refusal, totalsByKind } from "../../ledger/ledgerTestKit.ts";
import type { Actor } from "../../policies/user.ts";
import { createTestEnv, createUser, type TestEnv } from "../../test/support.ts";
import { releaseWithTracks, reportWithLines, type TestLine } from "./postingTestKit.ts";
import { postReport } from "./postReport.ts";

let env: TestEnv;
let staff: Actor;
let owner: string;
const emails: string[] = [];
beforeAll(async () => {
  env = await createTestEnv();
  staff = { id: (await createUser(env.ctx, { role: "staff" })).id, role: "staff" };
  owner = (await createUser(env.ctx)).id;
  for (let i = 0; i < 2; i += 1) emails.push((await createUser(env.ctx)).email);
  emails.push("nobody-yet-1@example.com", "nobody-yet-2@example.com");
});
afterAll(() => env?.close());

const percentage = fc
  .integer({ min: 1, max: 1000 })
  .map((tenths) => `${Math.floor(tenths / 10)}.${tenths % 10}`);
const split = fc.record({
  email: fc.option(fc.nat({ max: 3 }), { nil: null }),
  percentage,
});
/** An amount with up to 12 decimals, mostly positive (a refund now and then). */
const amount = fc
  .record({
    units: fc.bigInt({ min: -2_000_000_000n, max: 50_000_000_000_000n }),
    scale: fc.integer({ min: 0, max: 12 }),
  })
  .map(({ units, scale }) => {
    const negative = units < 0n;
    const digits = (negative ? -units : units).toString().padStart(scale + 1, "0");
    const point = digits.length - scale;
    return `${negative ? "-" : ""}${digits.slice(0, point)}${scale ? `.${digits.slice(point)}` : ""}`;
  });
const scenario = fc.record({
  tracks: fc.array(fc.array(split, { maxLength: 4 }), { minLength: 1, maxLength: 3 }),
  lines: fc.array(fc.record({ target: fc.nat({ max: 3 }), amount }), {
    minLength: 1,
    maxLength: 8,
  }),
});

const KINDS = [
  "label_share",
  "artist_payable",
  "held_for_invite",
  "payouts_in_progress",
  "paid_out",
];
let period = 0;

describe("posting reports (property)", () => {
  it("balances, adds up to the revenue rounded once, never overdraws, and is idempotent", async () => {
    const exponent = currencyExponent(env.ctx.config.LEDGER_CURRENCY);
    const db = env.ctx.database.db;
    let expectedRevenue = 0n;
    await fc.assert(
      fc.asyncProperty(scenario, async (input) => {
        const { releaseId, tracks } = await releaseWithTracks(
          db,
          owner,
          input.tracks.map((splits) =>
            splits.map((s) => ({
              email: s.email === null ? null : (emails[s.email] ?? null),
              percentage: s.percentage,
            })),
          ),
        );
        // Target 3 (or past the tracks) is the release as a whole (a UPC match).
        const lines: TestLine[] = input.lines.map((line) => {
          const track = tracks[line.target];
          return track
            ? { trackId: track.id, amount: line.amount }
            : { releaseId, amount: line.amount };
        });
        const groups = new Map<string, string[]>();
        for (const line of lines) {
          const key = line.trackId ?? `release:${line.releaseId}`;
          groups.set(key, [...(groups.get(key) ?? []), line.amount]);
        }
        const revenue = [...groups.values()].reduce(
          (total, amounts) => total + toMinorUnits(sum(amounts.map(parseDecimal)), exponent),
          0n,
        );
        period += 1;
        const month = `20${String(10 + Math.floor(period / 12)).padStart(2, "0")}-${String((period % 12) + 1).padStart(2, "0")}`;
        const { reportId } = await reportWithLines(db, { period: month, lines });

        const before = await ledgerSnapshot(db);
        const text = await postReport(env.ctx, staff, reportId).then(
          () => null,
          (error: unknown) => (error instanceof Error ? error.message : String(error)),
        );
        if (text === null) expectedRevenue += revenue;
        else {
          // Refused only for a refund larger than what was earned: nothing was booked.
          expect(text).toContain("takes back more than");
          expect(await ledgerSnapshot(db)).toEqual(before);
        }

        const after = await ledgerSnapshot(db);
        expect(after.unbalancedEntries).toBe(0);
        expect(after.balanceTotal).toBe(0n);
        const totals = await totalsByKind(db);
        expect(totals.get("store_receivable") ?? 0n).toBe(expectedRevenue);
        const owed = KINDS.reduce((total, kind) => total - (totals.get(kind) ?? 0n), 0n);
        expect(owed).toBe(expectedRevenue);
        const overdrawn = await db.execute<{ n: string }>(
          // Credit-normal payables hold money as a negative balance; positive is overdrawn.
          sql`select count(*)::text as n from account_balances b
            join ledger_accounts a on a.id = b.account_id
            where a.kind in ('artist_payable', 'held_for_invite') and b.balance > 0`,
        );
        expect(overdrawn.rows[0]?.n).toBe("0");

        if (text === null) {
          await refusal(() => postReport(env.ctx, staff, reportId));
          expect(await ledgerSnapshot(db)).toEqual(after);
        }
      }),
      { numRuns: 40 },
    );
    // The runs booked something (a property that never posts proves nothing).
    expect(expectedRevenue).toBeGreaterThan(0n);
  }, 240_000);
});
