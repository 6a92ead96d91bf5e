import { MAX_SCALE } from "@common/money/decimal.ts";
import { PostingMessages } from "@common/royalties/posting.ts";
import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { isOutOfRange } from "../../db/pgErrors.ts";
import { conflict } from "../../lib/errors.ts";
import { REPORT_TOTAL_LIMIT } from "../reports/amountLimits.ts";
import { lineFilter } from "./bookingData.ts";

/**
 * Refuses (409) a booking the ledger could not hold, before anything is booked: the lines'
 * amounts add up to the report limit or more (the ledger's bigint minor units could overflow),
 * or one has more decimals than the ledger's decimals read back. The import refuses such
 * reports with problems naming the lines (../reports/amountLimits.ts, ../import/lineAmounts.ts);
 * this is for reports checked before it did, which posting answered with a 500. One aggregate
 * over the lines being booked, in PostgreSQL's numeric, which cannot overflow.
 */
export async function refuseUnbookableAmounts(
  tx: Tx,
  reportId: string,
  lineIds?: readonly number[],
): Promise<void> {
  const result = await tx.execute<{ unbookable: boolean }>(sql`
    select coalesce(sum(abs(ledger_amount)) >= ${String(REPORT_TOTAL_LIMIT)}::numeric
                    or max(scale(ledger_amount)) > ${MAX_SCALE}, false) as unbookable
    from royalty_report_lines where ${lineFilter(reportId, lineIds)}`);
  if (result.rows[0]?.unbookable) throw conflict(PostingMessages.unbookableAmounts);
}

/**
 * A booking's error, answered 409 when the ledger's trigger found a balance it would take past
 * bigint (22003). The report limits bound one booking, not the sum of many: a store's
 * receivable gathers every report of the store, and about nine reports at the limit in a
 * 3-decimal currency would overflow it. The transaction is rolled back, so nothing is booked.
 */
export function refuseBalanceOverflow(error: unknown): never {
  if (isOutOfRange(error)) throw conflict(PostingMessages.balanceLimit);
  throw error;
}
