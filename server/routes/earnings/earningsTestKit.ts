/**
 * Ledger history for the earnings tests, written straight to the tables: entries booked in past
 * months need a created_at in the past, which postEntry (booking now) cannot give. Each entry is
 * inserted with its lines in one transaction, so the ledger's triggers (balance at commit, lines
 * only in the entry's transaction, payables never negative) check it like a real posting.
 */
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  journalEntries,
  journalLines,
  royaltyReportLines,
  royaltyReports,
  royaltyStatements,
} from "../../db/schema/index.ts";
import { accountFor } from "../../ledger/accounts.ts";
import { appNow } from "../../lib/clock.ts";

export const CURRENCY = "SEK";

/** The first day of the month `back` months before the application's current one. */
export function monthDay(back: number): string {
  const now = appNow();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1))
    .toISOString()
    .slice(0, 10);
}

/** That month as YYYY-MM, as the earnings page and statements name it. */
export const period = (back: number) => monthDay(back).slice(0, 7);

/** The middle of that month (the 15th, noon UTC), when its entries are booked. */
export function midMonth(back: number): Date {
  const now = appNow();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 15, 12));
}

type Kind = (typeof journalEntries.$inferInsert)["kind"];

interface Line {
  accountId: string;
  amount: bigint;
  trackId?: string | null;
  period?: string | null;
  storeId?: string | null;
  reportId?: string | null;
}

export async function bookAt(
  db: Db,
  at: Date,
  kind: Kind,
  lines: Line[],
  idempotencyKey = `test:${randomUUID()}`,
): Promise<string> {
  return db.transaction(async (tx) => {
    const [entry] = await tx
      .insert(journalEntries)
      .values({
        kind,
        description: `test ${kind}`,
        idempotencyKey,
        createdBy: null,
        createdAt: at,
      })
      .returning({ id: journalEntries.id });
    if (!entry) throw new Error("entry not inserted");
    // Credits first, as postEntry does, so a payable never looks overdrawn mid-entry.
    const ordered = [...lines].sort((a, b) => (a.amount < 0n ? 0 : 1) - (b.amount < 0n ? 0 : 1));
    await tx.insert(journalLines).values(ordered.map((line) => ({ entryId: entry.id, ...line })));
    return entry.id;
  });
}

const payable = (db: Db, userId: string) =>
  accountFor(db, "artist_payable", { userId, currency: CURRENCY });

/** The user's share of store revenue, booked at `at` (store receivable against their payable). */
export async function earn(
  db: Db,
  input: {
    userId: string;
    amount: bigint;
    at: Date;
    trackId?: string;
    storeId?: string;
    reportId?: string;
    period?: string;
  },
) {
  const storeId = input.storeId ?? "spotify";
  const booked = {
    trackId: input.trackId ?? null,
    storeId,
    reportId: input.reportId ?? null,
    period: input.period ?? null,
  };
  const entryId = await bookAt(db, input.at, "report_posting", [
    {
      accountId: await accountFor(db, "store_receivable", { storeId, currency: CURRENCY }),
      amount: input.amount,
      ...booked,
    },
    { accountId: await payable(db, input.userId), amount: -input.amount, ...booked },
  ]);
  // The report's lines of the track (and its release-level ones) booked by this entry, as a
  // posting marks them, unless an earlier call did.
  if (input.reportId && input.trackId)
    await db.execute(sql`
      update royalty_report_lines set posted_entry_id = ${entryId}
      where report_id = ${input.reportId} and posted_entry_id is null
        and (track_id = ${input.trackId} or track_id is null)`);
  return entryId;
}

/**
 * A report's posting as postReport books it: one entry at `at` with each track's store
 * receivable against its payees' shares, and the report's lines marked as posted by it.
 */
export async function postAt(
  db: Db,
  at: Date,
  scope: { reportId: string; storeId: string; period: string },
  /** Each to a user's payable, or (`accountId`) to another account, a held one say. */
  shares: ({ trackId: string; amount: bigint } & ({ userId: string } | { accountId: string }))[],
): Promise<string> {
  const receivable = await accountFor(db, "store_receivable", {
    storeId: scope.storeId,
    currency: CURRENCY,
  });
  const lines: Line[] = [];
  for (const share of shares) {
    const on = { ...scope, trackId: share.trackId };
    lines.push({ accountId: receivable, amount: share.amount, ...on });
    const to = "userId" in share ? await payable(db, share.userId) : share.accountId;
    lines.push({ accountId: to, amount: -share.amount, ...on });
  }
  const entryId = await bookAt(db, at, "report_posting", lines);
  await db
    .update(royaltyReportLines)
    .set({ postedEntryId: entryId })
    .where(eq(royaltyReportLines.reportId, scope.reportId));
  return entryId;
}

/** A withdrawal requested at `at` (payable to payouts in progress). */
export async function withdraw(db: Db, userId: string, amount: bigint, at: Date) {
  const inProgress = await accountFor(db, "payouts_in_progress", { userId, currency: CURRENCY });
  return bookAt(db, at, "payout_requested", [
    { accountId: await payable(db, userId), amount },
    { accountId: inProgress, amount: -amount },
  ]);
}

/**
 * A requested withdrawal rejected by staff (or cancelled by its artist) at `at`: the amount
 * returns to the payable.
 */
export async function rejectWithdrawal(
  db: Db,
  userId: string,
  amount: bigint,
  at: Date,
  kind: "payout_rejected" | "payout_cancelled" = "payout_rejected",
) {
  const inProgress = await accountFor(db, "payouts_in_progress", { userId, currency: CURRENCY });
  return bookAt(db, at, kind, [
    { accountId: inProgress, amount },
    { accountId: await payable(db, userId), amount: -amount },
  ]);
}

/** A posted store report with its lines (country, use type, quantity, ledger amount). */
export async function postedReport(
  db: Db,
  fileName: string,
  lines: {
    trackId: string | null;
    releaseId?: string | null;
    country: string;
    useType: string;
    quantity: number;
    ledgerAmount: string;
  }[],
) {
  const [report] = await db
    .insert(royaltyReports)
    .values({
      storeId: "spotify",
      format: "csv",
      fileName,
      sha256: randomUUID(),
      storageKey: `reports/${randomUUID()}`,
      sizeBytes: 100,
      periodStart: monthDay(2),
      periodEnd: monthDay(2),
      currency: CURRENCY,
      status: "posted",
      lineCount: lines.length,
    })
    .returning({ id: royaltyReports.id });
  if (!report) throw new Error("report not inserted");
  if (lines.length === 0) return report.id;
  await db.insert(royaltyReportLines).values(
    lines.map((line, index) => ({
      reportId: report.id,
      lineNumber: index + 2,
      country: line.country,
      useType: line.useType,
      quantity: line.quantity,
      currency: CURRENCY,
      netAmount: line.ledgerAmount,
      ledgerAmount: line.ledgerAmount,
      trackId: line.trackId,
      releaseId: line.releaseId ?? null,
      state: "posted" as const,
    })),
  );
  return report.id;
}

/**
 * The route matrix's owner gets last month's statement (a row only: no ledger entries, no period
 * closed, so nothing else in the matrix sees different balances).
 */
export async function ownerStatement(db: Db, userId: string): Promise<void> {
  await db.insert(royaltyStatements).values({
    userId,
    period: monthDay(1),
    currency: CURRENCY,
    openingBalance: 0n,
    earnings: 0n,
    payouts: 0n,
    closingBalance: 0n,
  });
}
