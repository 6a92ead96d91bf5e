/**
 * GET /api/earnings: the caller's money at a glance and its breakdowns (issue 19 "Artists:
 * earnings"). The same queries whatever the history's length: the summary (moneySummary, THE
 * definition of available), the withdrawals flag, one GROUP BY each for month, store and track,
 * and the account's version; after a posting changed the account, also the country split and
 * the streams and downloads of the tracks and of whole releases (two passes over report lines,
 * kept until the next change).
 * Amounts leave here as decimal strings in major units.
 */
import { FEATURE_FLAGS } from "@common/featureFlags.ts";
import { amountText, minorUnitsOf } from "@common/money/format.ts";
import type { EarningsView } from "@common/royalties/earnings.ts";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { moneySummary } from "../moneySummary.ts";
import { reportLineBreakdowns } from "./breakdownCache.ts";
import {
  earningsByMonth,
  earningsByStore,
  earningsByTrack,
  withUsage,
} from "./earningsBreakdowns.ts";

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
  // A store or track whose earnings net to zero (a reversed report) is not shown; a track with
  // streams but no money still is.
  const tracks = withUsage(trackRows, usage.tracks).filter(
    (row) => row.amount !== 0n || row.streams !== 0 || row.downloads !== 0,
  );
  // A release sold whole is counted under its tracks, when one of them is still listed.
  const listed = new Set(tracks.map((row) => row.releaseId));
  const releases = [...usage.releases]
    .filter(([releaseId]) => listed.has(releaseId))
    .map(([releaseId, counts]) => ({ releaseId, ...counts }));
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
    byStore: stores
      .filter((row) => row.amount !== 0n)
      .map((row) => ({ ...row, amount: money(row.amount) })),
    byCountry: countries.map((row) => ({ country: row.country, amount: money(row.amount) })),
    tracks: tracks.map((row) => ({ ...row, amount: money(row.amount) })),
    wholeReleases: releases,
  };
}
