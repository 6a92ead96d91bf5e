/**
 * GET /api/earnings: the caller's money at a glance and its breakdowns (issue 19 "Artists:
 * earnings"). The same queries whatever the history's length: the summary (moneySummary, THE
 * definition of available), the withdrawals flag, one GROUP BY each for month, store and track,
 * and the account's version; after a posting changed the account, also the country split and
 * the streams and downloads of the tracks and of whole releases (two passes over report lines,
 * kept until the next change). The track chart is drawn from every track, the table is its
 * first page (trackTable.ts).
 * Amounts leave here as decimal strings in major units.
 */
import { FEATURE_FLAGS } from "@common/featureFlags.ts";
import { amountText, minorUnitsOf } from "@common/money/format.ts";
import type { EarningsView } from "@common/royalties/earnings.ts";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { moneySummary } from "../moneySummary.ts";
import { reportLineBreakdowns } from "./breakdownCache.ts";
import { earningsByMonth, earningsByStore, earningsByTrack } from "./earningsBreakdowns.ts";
import { pageByRelease, shownRows, tablePage, trackChart } from "./trackTable.ts";

/** How far back the monthly chart goes. */
const CHART_MONTHS = 60;

/** The first day of the month `months - 1` months before `now`'s (UTC): 60 months incl. now. */
function chartStart(now: Date, months = CHART_MONTHS): string {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (months - 1), 1));
  return start.toISOString().slice(0, 10);
}

async function withdrawalsOn(db: Db): Promise<boolean> {
  const result = await db.execute<{ enabled: boolean }>(
    sql`select enabled from feature_flags where key = 'withdrawals'`,
  );
  return result.rows[0]?.enabled ?? FEATURE_FLAGS.withdrawals.default;
}

export async function earningsView(
  db: Db,
  input: { userId: string; currency: string; minimum: string; now: Date },
): Promise<EarningsView> {
  const { userId, currency } = input;
  // Independent reads, each on its own pool connection; the report-line figures are usually
  // kept from an earlier request (breakdownCache.ts).
  const [summary, on, months, stores, { countries, usage }, trackRows] = await Promise.all([
    moneySummary(db, userId, currency),
    withdrawalsOn(db),
    earningsByMonth(db, userId, currency, chartStart(input.now)),
    earningsByStore(db, userId, currency),
    reportLineBreakdowns(db, userId, currency),
    earningsByTrack(db, userId, currency),
  ]);
  const tracks = shownRows(trackRows, usage);
  const first = pageByRelease(tracks);
  const { nextCursor, ...table } = tablePage(first.items, first.next, usage, currency);
  const money = (minor: bigint) => amountText(minor, currency);
  return {
    summary: {
      currency,
      available: money(summary.available),
      pending: money(summary.pending),
      paidOut: money(summary.paidOut),
      inProgress: money(summary.inProgress),
      lifetime: money(summary.lifetime),
      minimum: money(minorUnitsOf(input.minimum, currency)),
      withdrawalsPaused: !on,
    },
    byMonth: months.map((row) => ({ period: row.period, amount: money(row.amount) })),
    // A store whose earnings net to zero (a reversed report) is not shown.
    byStore: stores
      .filter((row) => row.amount !== 0n)
      .map((row) => ({ ...row, amount: money(row.amount) })),
    byCountry: countries.map((row) => ({ country: row.country, amount: money(row.amount) })),
    ...trackChart(tracks, currency),
    ...table,
    tracksNextCursor: nextCursor,
  };
}
