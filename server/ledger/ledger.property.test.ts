/**
 * The ledger's invariants over random histories (issue 19): report revenue split 80/20 and
 * over random royalty splits, withdrawals held within the balance, then paid, rejected or
 * cancelled, and postings repeated. After every history: each entry balances, all balances add
 * up to zero, payables + label share + paid out = imported revenue, no payable is negative,
 * balances equal the sum of their lines, and repeating a posting changed nothing.
 */
import { labelAndArtist, largestRemainder, type SplitWeight } from "@common/money/allocate.ts";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Tx } from "../db/client.ts";
import { createTestEnv, createUser, type TestEnv } from "../test/support.ts";
import { balancesOfUser } from "./balances.ts";
import {
  holdPayout,
  ledgerSnapshot,
  postReportRevenue,
  refusal,
  settlePayout,
  totalsByKind,
} from "./ledgerTestKit.ts";

let env: TestEnv;
const users: string[] = [];
beforeAll(async () => {
  env = await createTestEnv();
  for (let i = 0; i < 3; i += 1) users.push((await createUser(env.ctx)).id);
});
afterAll(async () => {
  await env?.close();
});

const weight: fc.Arbitrary<SplitWeight> = fc.oneof(
  fc.bigInt({ min: 1n, max: 1000n }),
  // A percentage with one decimal, as the split builder stores it ("33.3").
  fc.integer({ min: 1, max: 1000 }).map((tenths) => `${Math.floor(tenths / 10)}.${tenths % 10}`),
);

const action = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      type: fc.constant("report" as const),
      // Minor units: from a single öre to a large month (100,000,000.00 SEK).
      total: fc.oneof(
        fc.bigInt({ min: 1n, max: 100n }),
        fc.bigInt({ min: 1n, max: 10_000_000_000n }),
      ),
      payees: fc.uniqueArray(fc.record({ user: fc.nat({ max: 2 }), weight }), {
        minLength: 1,
        maxLength: 3,
        selector: (payee) => payee.user,
      }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant("hold" as const),
      user: fc.nat({ max: 2 }),
      // Share of the available balance to withdraw, in thousandths; above 1000 overdraws.
      permille: fc.integer({ min: 1, max: 1200 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant("settle" as const),
      pick: fc.nat(),
      outcome: fc.constantFrom("paid" as const, "rejected" as const, "cancelled" as const),
    }),
  },
  { weight: 1, arbitrary: fc.record({ type: fc.constant("repeat" as const), pick: fc.nat() }) },
);

/** What the test expects, kept beside the database across runs (the database is shared). */
const model = {
  revenue: 0n,
  label: 0n,
  available: new Map<string, bigint>(),
  paidOut: new Map<string, bigint>(),
  inProgress: new Map<string, bigint>(),
};
const add = (map: Map<string, bigint>, key: string, amount: bigint) =>
  map.set(key, (map.get(key) ?? 0n) + amount);

let run = 0;

async function checkInvariants() {
  const db = env.ctx.database.db;
  const snapshot = await ledgerSnapshot(db);
  expect(snapshot.unbalancedEntries).toBe(0);
  expect(snapshot.balanceTotal).toBe(0n);
  expect(snapshot.lineTotal).toBe(0n);
  const totals = await totalsByKind(db);
  const credit = (kind: string) => -(totals.get(kind) ?? 0n);
  expect(totals.get("store_receivable") ?? 0n).toBe(model.revenue);
  expect(credit("label_share")).toBe(model.label);
  expect(
    credit("artist_payable") +
      credit("held_for_invite") +
      credit("payouts_in_progress") +
      credit("label_share") +
      credit("paid_out"),
  ).toBe(model.revenue);
  const drift = await db.execute<{ bad: string }>(sql`
    select count(*) as bad from ledger_accounts a
    left join account_balances b on b.account_id = a.id
    left join (select account_id, sum(amount) as total from journal_lines group by account_id) l
      on l.account_id = a.id
    where coalesce(b.balance, 0) <> coalesce(l.total, 0)
       or (a.kind in ('artist_payable', 'held_for_invite', 'payouts_in_progress') and b.balance > 0)`);
  expect(Number(drift.rows[0]?.bad)).toBe(0);
  for (const userId of users) {
    const owed = Object.fromEntries(
      (await balancesOfUser(db, userId)).map((row) => [row.kind, row.amount]),
    );
    expect(owed.artist_payable ?? 0n).toBe(model.available.get(userId) ?? 0n);
    expect(owed.payouts_in_progress ?? 0n).toBe(model.inProgress.get(userId) ?? 0n);
    expect(owed.paid_out ?? 0n).toBe(model.paidOut.get(userId) ?? 0n);
  }
}

describe("the ledger's invariants (fast-check, on the database)", () => {
  it("hold over random reports, splits, withdrawals and repeats", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 12 }), async (actions) => {
        run += 1;
        const db = env.ctx.database.db;
        const done: ((tx: Tx) => Promise<{ created: boolean }>)[] = [];
        const pending: { key: string; userId: string; amount: bigint }[] = [];
        for (const [index, step] of actions.entries()) {
          const key = `run${run}-${index}`;
          if (step.type === "report") {
            const payees = step.payees.map((payee) => ({
              userId: users[payee.user] ?? "",
              weight: payee.weight,
            }));
            const post = (tx: Tx) =>
              postReportRevenue(tx, { key: `report:${key}:post`, total: step.total, payees });
            expect((await db.transaction(post)).created).toBe(true);
            done.push(post);
            model.revenue += step.total;
            const { artist, label } = labelAndArtist(step.total);
            model.label += label;
            const shares = largestRemainder(
              artist,
              payees.map((payee) => payee.weight),
            );
            for (const [at, payee] of payees.entries())
              add(model.available, payee.userId, shares[at] ?? 0n);
          } else if (step.type === "hold") {
            const userId = users[step.user] ?? "";
            const available = model.available.get(userId) ?? 0n;
            const amount = (available * BigInt(step.permille)) / 1000n;
            if (amount === 0n) continue;
            const hold = (tx: Tx) => holdPayout(tx, userId, key, amount);
            if (amount > available) {
              expect(await refusal(() => db.transaction(hold))).toContain("would go below zero");
              continue;
            }
            await db.transaction(hold);
            done.push(hold);
            pending.push({ key, userId, amount });
            add(model.available, userId, -amount);
            add(model.inProgress, userId, amount);
          } else if (step.type === "settle") {
            const [payout] = pending.splice(step.pick % Math.max(pending.length, 1), 1);
            if (!payout) continue;
            const settle = (tx: Tx) =>
              settlePayout(tx, payout.userId, payout.key, payout.amount, step.outcome);
            await db.transaction(settle);
            done.push(settle);
            add(model.inProgress, payout.userId, -payout.amount);
            add(
              step.outcome === "paid" ? model.paidOut : model.available,
              payout.userId,
              payout.amount,
            );
          } else {
            const again = done[step.pick % Math.max(done.length, 1)];
            if (!again) continue;
            const before = await ledgerSnapshot(db);
            expect((await db.transaction(again)).created).toBe(false);
            expect(await ledgerSnapshot(db)).toEqual(before);
          }
        }
        await checkInvariants();
      }),
      { numRuns: 25 },
    );
  });
});
