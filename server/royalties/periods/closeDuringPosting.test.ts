import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Tx } from "../../db/client.ts";
import { accountFor } from "../../ledger/accounts.ts";
import { lockPeriodsForClose } from "../../ledger/periodLock.ts";
import { postEntry } from "../../ledger/post.ts";
import { moveAppClock } from "../../lib/clock.ts";
import { CURRENCY, earn } from "../../routes/earnings/earningsTestKit.ts";
import { heldTransaction as heldOpen } from "../../test/heldTransaction.ts";
import { waitsForAdvisoryLock } from "../../test/lockWaits.ts";
import { createTestEnv, createUser, type TestEnv } from "../../test/support.ts";
import { closeEndedPeriods } from "./closePeriods.ts";

/**
 * A month closing while a posting of it is still being written (docs/royalties.md "Periods and
 * statements"): the close waits for the posting, and a posting that asks while a close holds the
 * lock is booked after it. Two transactions at once need two connections, so those run on a real
 * PostgreSQL server only (CI's second pass); PGlite is one connection.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterEach(() => moveAppClock(0));
afterAll(async () => {
  moveAppClock(0);
  await env?.close();
});

const db = () => env.ctx.database.db;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Sets the application's clock to `at` (moveAppClock takes days, fractions included). */
const setClock = (at: Date) => moveAppClock((at.getTime() - Date.now()) / DAY_MS);

/** The instant `ms` after midnight UTC starting the month `back` months before the real one. */
function monthStart(back: number, ms = 0): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1) + ms);
}
const day = (at: Date) => at.toISOString().slice(0, 10);

/** A store's earning credited to the user's payable, posted by postEntry in `tx`. */
async function postEarning(tx: Tx, userId: string, amount: bigint, key: string) {
  return postEntry(tx, {
    idempotencyKey: key,
    kind: "report_posting",
    description: "late report",
    createdBy: null,
    lines: [
      {
        accountId: await accountFor(tx, "store_receivable", {
          storeId: "spotify",
          currency: CURRENCY,
        }),
        amount,
      },
      {
        accountId: await accountFor(tx, "artist_payable", { userId, currency: CURRENCY }),
        amount: -amount,
      },
    ],
  });
}

/** A transaction of this file's database held open after `work` until `release`. */
const heldTransaction = <T>(work: (tx: Tx) => Promise<T>) => heldOpen(db(), work);

async function statementOf(userId: string, period: string) {
  const { rows } = await db().execute<{
    opening: string;
    earnings: string;
    closing: string;
  }>(sql`
    select opening_balance::text as opening, earnings::text, closing_balance::text as closing
    from royalty_statements where user_id = ${userId} and period = ${period}::date`);
  return rows[0];
}

/** What the user's payable was credited by entries booked in [from, to). */
async function creditedBetween(userId: string, from: Date, to: Date) {
  const { rows } = await db().execute<{ credited: string }>(sql`
    select (-coalesce(sum(l.amount), 0))::text as credited
    from journal_lines l
    join journal_entries e on e.id = l.entry_id
    join ledger_accounts a on a.id = l.account_id
    where a.kind = 'artist_payable' and a.user_id = ${userId}
      and e.created_at >= ${from.toISOString()}::timestamptz
      and e.created_at < ${to.toISOString()}::timestamptz`);
  return rows[0]?.credited;
}

describe("the period lock", () => {
  it("is held shared by a posting's transaction until it ends", async () => {
    const artist = await createUser(env.ctx);
    const modes = await db().transaction(async (tx) => {
      await postEarning(tx, artist.id, 100n, "lock:held");
      const { rows } = await tx.execute<{ mode: string }>(sql`
        select mode from pg_locks
        where locktype = 'advisory' and pid = pg_backend_pid() and granted`);
      return rows.map((row) => row.mode);
    });
    expect(modes).toEqual(["ShareLock"]);
  });
});

describe.runIf(onPostgres)("closing a month while a posting of it is in flight", () => {
  it("waits for the posting, whose entry its statement then includes", async () => {
    const artist = await createUser(env.ctx);
    // Month N is five months back; its entry of the 15th makes it a month to close.
    const [n, n1, n2] = [monthStart(5), monthStart(4), monthStart(3)];
    await earn(db(), {
      userId: artist.id,
      amount: 10000n,
      at: new Date(n.getTime() + 14 * DAY_MS),
    });
    await earn(db(), { userId: artist.id, amount: 700n, at: new Date(n1.getTime() + 14 * DAY_MS) });

    // Staff post a big report at 23:59:58 on N's last day; it has not committed yet...
    setClock(new Date(n1.getTime() - 2000));
    const posting = heldTransaction((tx) => postEarning(tx, artist.id, 5000n, "late:report"));
    await posting.ready;
    // ...when the close runs at 00:00:01.
    setClock(new Date(n1.getTime() + 1000));
    const close = closeEndedPeriods(env.ctx);
    try {
      expect(await waitsForAdvisoryLock(env, close)).toBe(true);
    } finally {
      posting.release();
    }
    const { entryId } = await posting.done;
    expect(await close).toEqual([day(n).slice(0, 7)]);

    const stamped = await db().execute<{ at: string }>(
      sql`select created_at::text as at from journal_entries where id = ${entryId}`,
    );
    expect(new Date(stamped.rows[0]?.at ?? "").getTime()).toBeLessThan(n1.getTime());
    // N's statement has the late entry, and its figures are what the ledger booked in N.
    expect(await statementOf(artist.id, day(n))).toEqual({
      opening: "0",
      earnings: "15000",
      closing: "15000",
    });
    expect(await creditedBetween(artist.id, n, n1)).toBe("15000");

    // N+1 closes later: its opening is N's closing.
    setClock(new Date(n2.getTime() + 1000));
    expect(await closeEndedPeriods(env.ctx)).toEqual([day(n1).slice(0, 7)]);
    expect(await statementOf(artist.id, day(n1))).toEqual({
      opening: "15000",
      earnings: "700",
      closing: "15700",
    });
  });

  it("books a posting that asked while a close held the lock after the close", async () => {
    const artist = await createUser(env.ctx);
    // Month M is two months back, not closed by the test above.
    const [m, m1] = [monthStart(2), monthStart(1)];
    await earn(db(), { userId: artist.id, amount: 2000n, at: new Date(m.getTime() + 14 * DAY_MS) });

    setClock(new Date(m1.getTime() - 1000));
    const closing = heldTransaction((tx) => lockPeriodsForClose(tx));
    await closing.ready;
    // A posting asks at 23:59:59 on M's last day while the close holds the lock...
    const posting = db().transaction((tx) => postEarning(tx, artist.id, 300n, "waiting:report"));
    try {
      expect(await waitsForAdvisoryLock(env, posting)).toBe(true);
      // ...and the close ends at 00:00:01.
      setClock(new Date(m1.getTime() + 1000));
    } finally {
      closing.release();
    }
    await closing.done;
    const { entryId } = await posting;
    const stamped = await db().execute<{ at: string }>(
      sql`select created_at::text as at from journal_entries where id = ${entryId}`,
    );
    // Booked in M+1, so M (which such a close would have frozen without it) never misses it.
    expect(new Date(stamped.rows[0]?.at ?? "").getTime()).toBeGreaterThanOrEqual(m1.getTime());
    expect(await creditedBetween(artist.id, m, m1)).toBe("2000");
  });
});

describe("a posting by a clock behind the last close", () => {
  it("is booked at the first instant after the last closed month, never inside it", async () => {
    const artist = await createUser(env.ctx);
    const [last, current] = [monthStart(1), monthStart(0)];
    await earn(db(), { userId: artist.id, amount: 400n, at: new Date(last.getTime() + DAY_MS) });
    // One server closes last month just after midnight...
    setClock(new Date(current.getTime() + 1000));
    expect(await closeEndedPeriods(env.ctx)).toContain(day(last).slice(0, 7));
    // ...and another, whose clock is two seconds behind, posts a report.
    setClock(new Date(current.getTime() - 1000));
    const { entryId } = await db().transaction((tx) =>
      postEarning(tx, artist.id, 50n, "behind:report"),
    );
    const stamped = await db().execute<{ at: string }>(
      sql`select created_at::text as at from journal_entries where id = ${entryId}`,
    );
    // Just after the month boundary, by the time since the close.
    const at = new Date(stamped.rows[0]?.at ?? "").getTime();
    expect(at).toBeGreaterThanOrEqual(current.getTime());
    expect(at).toBeLessThan(current.getTime() + 60_000);
    // The closed month keeps what its statement says; the late entry is in the open month.
    expect(await statementOf(artist.id, day(last))).toMatchObject({ closing: "400" });
    expect(await creditedBetween(artist.id, last, current)).toBe("400");

    // A clock that agrees books at its own time.
    setClock(new Date(current.getTime() + 5000));
    const later = await db().transaction((tx) => postEarning(tx, artist.id, 60n, "on:time"));
    const onTime = await db().execute<{ at: string }>(
      sql`select created_at::text as at from journal_entries where id = ${later.entryId}`,
    );
    expect(new Date(onTime.rows[0]?.at ?? "").getTime()).toBeGreaterThanOrEqual(
      current.getTime() + 5000,
    );
  });
});
