import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lockedBalances } from "../../ledger/accountLocks.ts";
import { accountFor } from "../../ledger/accounts.ts";
import { holdPayout } from "../../ledger/ledgerTestKit.ts";
import { CURRENCY, earn, midMonth, period } from "../../routes/earnings/earningsTestKit.ts";
import { waitsForAdvisoryLock } from "../../test/lockWaits.ts";
import { createTestEnv, createUser, type TestEnv } from "../../test/support.ts";
import { closeEndedPeriods } from "./closePeriods.ts";

/**
 * A withdrawal asked for while a month closes (server/ledger/periodLock.ts): the withdrawal's
 * balance check and its booking are one decision, so the close either counts the withdrawal or
 * comes after it; it never mails "can be withdrawn" for money the artist has just requested.
 * Two transactions at once: a real PostgreSQL server only (CI's second pass).
 */
const onPostgres = Boolean(process.env.DATABASE_URL);

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => {
  await env?.close();
});

const db = () => env.ctx.database.db;

describe.runIf(onPostgres)("a withdrawal while a month closes", () => {
  it("is in the close's figures: no 'can be withdrawn' mail for the money just requested", async () => {
    const artist = await createUser(env.ctx);
    // SEK 500 earned last month, waiting for the close to become available.
    await earn(db(), { userId: artist.id, amount: 50000n, at: midMonth(1) });
    const payable = await accountFor(db(), "artist_payable", {
      userId: artist.id,
      currency: CURRENCY,
    });

    // The withdrawal has read the balance (its first step) when the close starts.
    let read = () => {};
    const balanceRead = new Promise<void>((resolve) => {
      read = resolve;
    });
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const withdrawal = db().transaction(async (tx) => {
      const owed = -((await lockedBalances(tx, [payable])).get(payable) ?? 0n);
      read();
      await gate;
      await holdPayout(tx, artist.id, `during-close-${artist.id}`, owed);
    });
    await Promise.race([balanceRead, withdrawal]);
    const close = closeEndedPeriods(env.ctx);
    try {
      // The close waits for the withdrawal's decision to be booked.
      expect(await waitsForAdvisoryLock(env, close)).toBe(true);
    } finally {
      release();
    }
    await withdrawal;
    expect(await close).toContain(period(1));

    const notices = await db().execute<{ n: number }>(sql`
      select count(*)::int as n from earnings_notices
      where user_id = ${artist.id} and kind = 'withdrawable'`);
    expect(notices.rows[0]?.n).toBe(0);
    const statement = await db().execute<{ closing: string }>(sql`
      select closing_balance::text as closing from royalty_statements
      where user_id = ${artist.id} and period = ${`${period(1)}-01`}::date`);
    // Last month's statement is last month's: the withdrawal is this month's.
    expect(statement.rows[0]?.closing).toBe("50000");
  });
});
