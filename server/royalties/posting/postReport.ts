/**
 * Staff confirm a checked report and it is booked (issue 19): one transaction that locks the
 * report, asks for confirmation when the store already has a report of that month, books every
 * matched line in one journal entry (`report:<id>:post`), marks the report posted and audits.
 * A second post finds the report posted and is refused by the policy (409), changing nothing.
 */
import { amountText } from "@common/money/format.ts";
import { type PostedReport, PostingMessages, SAME_PERIOD_CODE } from "@common/royalties/posting.ts";
import { and, eq, ne, notInArray, sql } from "drizzle-orm";
import { writeAudit } from "../../commands/audit.ts";
import type { AppContext } from "../../context.ts";
import { retryTransaction } from "../../db/retryTransaction.ts";
import { royaltyReports } from "../../db/schema/index.ts";
import { appNow } from "../../lib/clock.ts";
import { AppError, conflict } from "../../lib/errors.ts";
import { authorize } from "../../policies/authorize.ts";
import type { Actor } from "../../policies/user.ts";
import { refuseUnbookableAmounts } from "./bookableAmounts.ts";
import { bookLines } from "./bookLines.ts";
import { lockReport } from "./postingLocks.ts";

/** The first day of the month a date string falls in ("2025-03-17" → "2025-03-01"). */
export const monthOf = (day: string) => `${day.slice(0, 7)}-01`;

export async function postReport(
  ctx: AppContext,
  actor: Actor,
  reportId: string,
  options: { confirmSamePeriod?: boolean } = {},
): Promise<PostedReport> {
  const currency = ctx.config.LEDGER_CURRENCY;
  return retryTransaction(ctx, async (tx) => {
    const report = await lockReport(tx, reportId);
    authorize(actor, "royaltyReport.post", report);
    if (!report.periodStart) throw conflict(PostingMessages.noPeriod);
    const period = monthOf(report.periodStart);

    const [other] = await tx
      .select({ id: royaltyReports.id })
      .from(royaltyReports)
      .where(
        and(
          eq(royaltyReports.storeId, report.storeId),
          ne(royaltyReports.id, report.id),
          // A reversed report booked nothing that stands: importing the corrected file is the
          // documented way on (docs/royalties.md), not a second report to confirm.
          notInArray(royaltyReports.status, ["failed", "reversed"]),
          sql`date_trunc('month', ${royaltyReports.periodStart}) = ${period}::date`,
        ),
      )
      .limit(1);
    if (other && !options.confirmSamePeriod)
      throw new AppError(409, SAME_PERIOD_CODE, PostingMessages.samePeriod);

    await refuseUnbookableAmounts(tx, report.id);
    const booking = await bookLines(ctx, tx, {
      reportId: report.id,
      storeId: report.storeId,
      period,
      idempotencyKey: `report:${report.id}:post`,
      description: `Report ${report.fileName} (${report.storeId}, ${period.slice(0, 7)})`,
      createdBy: actor.id,
    });
    await tx
      .update(royaltyReports)
      .set({
        status: "posted",
        postedBy: actor.id,
        // The booking's date, as its journal entry has it (ledger/post.ts).
        postedAt: appNow(),
        confirmedSamePeriod: other ? true : undefined,
      })
      .where(eq(royaltyReports.id, report.id));
    const result: PostedReport = {
      status: "posted",
      entries: booking.entryId ? 1 : 0,
      lines: booking.lines,
      total: amountText(booking.total, currency),
      currency,
      unmatchedAgain: booking.unmatchedAgain,
    };
    await writeAudit(tx, {
      actorId: actor.id,
      action: "POST_ROYALTY_REPORT",
      targetType: "royalty_report",
      targetId: report.id,
      details: {
        store: report.storeId,
        period: period.slice(0, 7),
        entryId: booking.entryId,
        lines: booking.lines,
        total: result.total,
        currency,
        confirmedSamePeriod: Boolean(other),
      },
    });
    return result;
  });
}
