/**
 * Posting a journal entry (docs/royalties.md "The ledger"): one entry and its lines, once per
 * idempotency key. The code refuses an entry that does not balance before sending it; the
 * database refuses it again at commit, whatever wrote it.
 */
import { eq, sql } from "drizzle-orm";
import type { Tx } from "../db/client.ts";
import { journalEntries, journalLines, royaltyPeriods } from "../db/schema/index.ts";
import { appNow } from "../lib/clock.ts";
import { LedgerError, LedgerMessages } from "./messages.ts";
import { lockPeriodForPosting } from "./periodLock.ts";

type JournalEntryKind = (typeof journalEntries.$inferSelect)["kind"];

/** One signed amount in minor units: debit positive, credit negative. */
export interface PostingLine {
  accountId: string;
  amount: bigint;
  trackId?: string | null;
  /** The month it books, as its first day ("2025-03-01"). */
  period?: string | null;
  storeId?: string | null;
  reportId?: string | null;
}

export interface Posting {
  /** Unique per event (`report:<id>:post`, `payout:<key>:hold`): a repeat is a no-op. */
  idempotencyKey: string;
  kind: JournalEntryKind;
  description: string;
  /** The person who caused it; null for the system's own postings. */
  createdBy: string | null;
  lines: readonly PostingLine[];
}

/**
 * Lines per INSERT: 7 parameters a line stays far below PostgreSQL's 65,535 parameters per
 * statement, and the balance trigger runs once per statement.
 */
const LINES_PER_STATEMENT = 2000;

/** Throws a LedgerError naming the entry when its lines cannot make an entry. */
function checkPosting(posting: Posting): void {
  const key = posting.idempotencyKey;
  if (key.trim() === "") throw new LedgerError(LedgerMessages.emptyKey);
  if (posting.lines.length < 2) throw new LedgerError(LedgerMessages.tooFewLines(key));
  posting.lines.forEach((line, index) => {
    if (line.amount === 0n) throw new LedgerError(LedgerMessages.zeroLine(key, index + 1));
  });
  const total = posting.lines.reduce((sum, line) => sum + line.amount, 0n);
  if (total !== 0n) throw new LedgerError(LedgerMessages.unbalanced(key, total));
}

/**
 * Writes the entry in the caller's transaction, unless one with the same idempotency key
 * exists: then nothing is written and its id comes back with `created: false`. Two
 * transactions posting the same key at once make one entry (the second waits on the unique
 * key, then finds the first's).
 *
 * The entry is stamped only once the period lock is held (./periodLock.ts), which the caller's
 * transaction keeps until it commits: a month never closes while one of its entries is still
 * being written, and an entry waiting for a close is booked after it, in the next month.
 */
export async function postEntry(
  tx: Tx,
  posting: Posting,
): Promise<{ entryId: string; created: boolean }> {
  checkPosting(posting);
  await lockPeriodForPosting(tx);
  const [inserted] = await tx
    .insert(journalEntries)
    .values({
      kind: posting.kind,
      description: posting.description,
      idempotencyKey: posting.idempotencyKey,
      createdBy: posting.createdBy,
      // The application's clock, not the database's: an entry's month decides its period, and
      // periods close by that clock (server/lib/clock.ts), so the two always agree. Read here,
      // after the period lock, never passed in: a time read before it could fall in a month
      // that closed while this posting waited. Never inside a closed month, though: a server
      // whose clock runs behind the one that closed it (or a clock set back) books just after
      // the last closed month, since a closed month's statements are final and an entry in it
      // would be in no statement at all. Just after it by the time passed since that close (the
      // database's clock), so such entries keep their order among themselves.
      createdAt: sql`greatest(${appNow().toISOString()}::timestamptz, (
        select (p.period + interval '1 month') at time zone 'UTC'
          + greatest(clock_timestamp() - p.closed_at, interval '0')
        from ${royaltyPeriods} p order by p.period desc limit 1))`,
    })
    .onConflictDoNothing({ target: journalEntries.idempotencyKey })
    .returning({ id: journalEntries.id });
  if (!inserted) {
    const [existing] = await tx
      .select({ id: journalEntries.id })
      .from(journalEntries)
      .where(eq(journalEntries.idempotencyKey, posting.idempotencyKey));
    if (existing) return { entryId: existing.id, created: false };
    // Unreachable: the conflict was on this key, and entries are never deleted.
    throw new LedgerError(LedgerMessages.entryMissing(posting.idempotencyKey));
  }
  // Credits first: when an entry's lines go out in several statements, a payable it both
  // credits and debits never looks overdrawn between them.
  const ordered = [...posting.lines].sort(
    (a, b) => (a.amount < 0n ? 0 : 1) - (b.amount < 0n ? 0 : 1),
  );
  for (let start = 0; start < ordered.length; start += LINES_PER_STATEMENT) {
    await tx.insert(journalLines).values(
      ordered.slice(start, start + LINES_PER_STATEMENT).map((line) => ({
        entryId: inserted.id,
        accountId: line.accountId,
        amount: line.amount,
        trackId: line.trackId ?? null,
        period: line.period ?? null,
        storeId: line.storeId ?? null,
        reportId: line.reportId ?? null,
      })),
    );
  }
  return { entryId: inserted.id, created: true };
}
