import { ReportImportMessages } from "@common/royalties/imports.ts";
import { and, eq } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { AppContext } from "../../context.ts";
import {
  type ReportProblem,
  royaltyReportLines,
  royaltyReports,
  storeReportMappings,
} from "../../db/schema/index.ts";
import { ObjectNotFoundError } from "../../storage/storage.ts";
import { ProblemList } from "../reports/reportLine.ts";
import { ReportMessages } from "../reports/reportMessages.ts";
import { LineAmountBook } from "./lineAmounts.ts";
import { LineWriter } from "./lineWriter.ts";
import { withParseClaim } from "./parseClaim.ts";
import { readReportFile } from "./readReportFile.ts";

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const validDate = (value: string | null) => (value && DATE.test(value) ? value : null);

/** The readers' problems and the import's own, in line order, the first 200 kept. */
function problemsOf(lists: readonly ProblemList[]): ReportProblem[] {
  const kept = lists
    .flatMap((list) => list.kept)
    .sort((a, b) => (a.line ?? 0) - (b.line ?? 0))
    .slice(0, 200);
  const count = lists.reduce((total, list) => total + list.count, 0);
  const more = count - kept.length;
  return more > 0 ? [...kept, { line: null, message: ReportMessages.moreProblems(more) }] : kept;
}

/** What the parse needs of the server's context; its thread builds just this (parseReportThread.ts). */
export type ParseContext = Pick<AppContext, "database" | "storage"> & {
  config: Pick<Config, "LEDGER_CURRENCY">;
};

/**
 * The parse job's work (issue 19): the stored file is streamed through its format's reader and
 * checked, each usage line gets its exact amounts and is written in batches, matched to the
 * catalogue as it goes in (lineWriter.ts), and the report becomes ready, or failed with its
 * problems and no lines. Memory stays flat: one batch of lines at a time.
 *
 * Idempotent: a retried job first removes the lines an interrupted run wrote, and the status
 * changes last, only from processing, so a report deleted or finished meanwhile is left alone.
 * One run at a time (parseClaim.ts): a second run while one goes on returns without a change.
 */
export async function parseReport(ctx: ParseContext, reportId: string): Promise<void> {
  await withParseClaim(ctx.database, reportId, () => parseClaimed(ctx, reportId));
}

async function parseClaimed(ctx: ParseContext, reportId: string): Promise<void> {
  const db = ctx.database.db;
  const [report] = await db
    .select({
      id: royaltyReports.id,
      status: royaltyReports.status,
      format: royaltyReports.format,
      storageKey: royaltyReports.storageKey,
      periodStart: royaltyReports.periodStart,
      periodEnd: royaltyReports.periodEnd,
      exchangeRate: royaltyReports.exchangeRate,
      mapping: storeReportMappings.mapping,
    })
    .from(royaltyReports)
    .leftJoin(storeReportMappings, eq(storeReportMappings.storeId, royaltyReports.storeId))
    .where(eq(royaltyReports.id, reportId));
  if (report?.status !== "processing") return;
  await db.delete(royaltyReportLines).where(eq(royaltyReportLines.reportId, reportId));

  const ledgerCurrency = ctx.config.LEDGER_CURRENCY;
  const own = new ProblemList();
  // The staff rate was entered for a report in another currency; it means nothing otherwise.
  const amounts = new LineAmountBook(ledgerCurrency, report.exchangeRate, own);
  const writer = new LineWriter(ctx.database.pool, reportId);

  let body: Awaited<ReturnType<typeof ctx.storage.get>>["body"];
  try {
    body = (await ctx.storage.get(report.storageKey)).body;
  } catch (error) {
    if (!(error instanceof ObjectNotFoundError)) throw error;
    own.add(null, ReportImportMessages.unreadable);
    await finish(ctx, reportId, { problems: problemsOf([own]), lineCount: 0 });
    return;
  }

  const file = await readReportFile(body, report.format, report.mapping);
  for await (const line of file.lines) {
    const lineAmounts = amounts.amountsOf(line);
    // Once a problem is noted nothing will be booked; the file is still read for the others.
    if (lineAmounts && own.count === 0) await writer.add(line, lineAmounts);
  }
  await writer.flush();

  const outcome = file.outcome();
  const periodStart = validDate(outcome.periodStart) ?? report.periodStart;
  const periodEnd = validDate(outcome.periodEnd) ?? report.periodEnd;
  if (!periodStart) own.add(null, ReportImportMessages.noPeriod);
  const rates = amounts.outcome();
  await finish(ctx, reportId, {
    problems: problemsOf([outcome.problems, own]),
    lineCount: writer.written,
    periodStart,
    periodEnd,
    currency: rates.currency ?? ledgerCurrency,
    exchangeRate: rates.currency === ledgerCurrency ? null : rates.exchangeRate,
    rateSource: rates.currency === ledgerCurrency ? null : rates.rateSource,
  });
}

/** Ends a report the parse could not finish (its thread ran out of memory): failed, no lines. */
export async function failParse(ctx: ParseContext, reportId: string, message: string) {
  await finish(ctx, reportId, { problems: [{ line: null, message }], lineCount: 0 });
}

interface Finished {
  problems: ReportProblem[];
  lineCount: number;
  periodStart?: string | null;
  periodEnd?: string | null;
  currency?: string;
  exchangeRate?: string | null;
  rateSource?: "report" | "staff" | null;
}

/** Ready, or failed with no lines: one transaction, only from processing. */
async function finish(ctx: ParseContext, reportId: string, result: Finished): Promise<void> {
  const failed = result.problems.length > 0;
  await ctx.database.db.transaction(async (tx) => {
    const [still] = await tx
      .update(royaltyReports)
      .set({
        status: failed ? "failed" : "ready",
        problems: result.problems,
        lineCount: failed ? 0 : result.lineCount,
        periodStart: result.periodStart,
        periodEnd: result.periodEnd,
        currency: result.currency,
        exchangeRate: result.exchangeRate,
        rateSource: result.rateSource,
        processedAt: new Date(),
      })
      .where(and(eq(royaltyReports.id, reportId), eq(royaltyReports.status, "processing")))
      .returning({ id: royaltyReports.id });
    if (still && failed)
      await tx.delete(royaltyReportLines).where(eq(royaltyReportLines.reportId, reportId));
  });
}
