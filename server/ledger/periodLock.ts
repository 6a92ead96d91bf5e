/**
 * The lock between booking and closing a month (docs/royalties.md "Periods and statements").
 *
 * An entry's month is the month of its created_at, stamped when postEntry inserts it; its lines
 * and its commit may come seconds later (a big report). A close that read the month meanwhile
 * would freeze statements without the entry while the next month's opening, summed later,
 * includes it. So every posting holds this transaction-level advisory lock SHARED from before
 * it stamps created_at until it commits, and a close takes it EXCLUSIVE before it decides which
 * months to close and reads their figures: the close waits for postings in flight to commit,
 * and a posting that asks while a close holds (or waits for) the lock waits too, then is stamped
 * after the close, in the new month.
 *
 * Lock order: the close takes this lock first in its transaction and then only reads, inserts
 * its own rows (royalty_periods, royalty_statements, audit, mail jobs) and writes the user's
 * earnings_notices row; no posting locks any of those before its first postEntry, so a close
 * holding the lock never waits for a posting that waits for it. A posting may hold row locks
 * (its report, payable or held accounts, a payout request) when it asks for the shared
 * lock; the close reads those without locking them. If a posting already holding the lock
 * then waits for one of those rows, PostgreSQL's deadlock check (after deadlock_timeout) lets
 * the queued posting go before the queued close, its shared request being compatible with the
 * one granted, rather than fail either.
 *
 * Whatever reads a balance to decide on it (a withdrawal, a correction, a reversal, a claim, a
 * posting's refund check) takes the shared lock before its account rows (accountLocks.ts), not
 * only at its postEntry: a close never reads a balance that a decision in flight has read and not
 * yet booked, so a withdrawal asked for while a month closes is in the close's figures (its "can
 * be withdrawn" check included) or booked after it, never read by both.
 *
 * Both need READ COMMITTED (the database's default): the close's reads after the lock then see
 * what the postings it waited for committed.
 */
import { sql } from "drizzle-orm";
import type { Tx } from "../db/client.ts";

/**
 * The lock's key. Advisory locks are per database, and the other advisory lock (a report's
 * parse, server/royalties/import/parseClaim.ts) hashes a differently prefixed text.
 */
const PERIOD_LOCK_KEY = sql`hashtextextended('ledger:booking-period', 0)`;

/** A posting's side: held until the transaction ends; taken again by it, it returns at once. */
export async function lockPeriodForPosting(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock_shared(${PERIOD_LOCK_KEY})`);
}

/** The close's side: waits until no posting is in flight, and holds postings off until the end. */
export async function lockPeriodsForClose(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${PERIOD_LOCK_KEY})`);
}
