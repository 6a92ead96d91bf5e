/**
 * The earnings page's charts and table (issue 19), each one GROUP BY query over the user's own
 * payable lines, so the page costs the same number of queries for one month or five years.
 * Amounts are minor units; the user's share only.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { EARNING_KINDS, payableAccount } from "./ledgerScope.ts";
import type { TrackUsage } from "./trackUsage.ts";

/** The month the stores' usage happened (the line's period), else the month it was booked. */
const SALES_MONTH = sql`coalesce(l.period, date_trunc('month', e.created_at at time zone 'UTC')::date)`;

interface MonthRow extends Record<string, unknown> {
  period: string;
  amount: string;
}

/** Earnings by sales month from `fromDay` on ("2021-12-01"), oldest first. */
export async function earningsByMonth(db: Db, userId: string, currency: string, fromDay: string) {
  const result = await db.execute<MonthRow>(sql`
    select to_char(${SALES_MONTH}, 'YYYY-MM') as period, (-sum(l.amount))::text as amount
    from journal_lines l
    join journal_entries e on e.id = l.entry_id
    where l.account_id = ${payableAccount(userId, currency)} and e.kind in ${EARNING_KINDS}
      and ${SALES_MONTH} >= ${fromDay}::date
    group by 1 order by 1`);
  return result.rows.map((row) => ({ period: row.period, amount: BigInt(row.amount) }));
}

interface StoreRow extends Record<string, unknown> {
  store_id: string | null;
  store_name: string | null;
  amount: string;
}

/** Earnings by store, largest first. */
export async function earningsByStore(db: Db, userId: string, currency: string) {
  const result = await db.execute<StoreRow>(sql`
    select l.store_id, s.display_name as store_name, (-sum(l.amount))::text as amount
    from journal_lines l
    join journal_entries e on e.id = l.entry_id
    left join stores s on s.id = l.store_id
    where l.account_id = ${payableAccount(userId, currency)} and e.kind in ${EARNING_KINDS}
    group by l.store_id, s.display_name
    order by -sum(l.amount) desc, s.display_name`);
  return result.rows.map((row) => ({
    storeId: row.store_id,
    storeName: row.store_name ?? "Other",
    amount: BigInt(row.amount),
  }));
}

interface TrackRow extends Record<string, unknown> {
  track_id: string | null;
  track_title: string | null;
  isrc: string | null;
  release_id: string | null;
  release_title: string | null;
  amount: string;
}

/** Which of the user's tracks: all, those after a release in the table's order, one release's. */
export interface TrackScope {
  /** The table's next page: releases after this one (by title, then id), then money no release explains. */
  afterRelease?: string;
  releaseId?: string;
}

/**
 * Earnings per track, ordered by release, then track; money no track explains is one row, last.
 * The streams and downloads come from the report lines (trackUsage.ts), joined in by withUsage.
 * The sums need every line of the scope whatever the page, so a page is cut from the ordered
 * rows (trackTable.ts); one query either way.
 */
export async function earningsByTrack(
  db: Db,
  userId: string,
  currency: string,
  scope: TrackScope = {},
) {
  const ofRelease = scope.releaseId
    ? sql`and l.track_id in (select id from tracks where release_id = ${scope.releaseId})`
    : sql``;
  // Row comparison in the ORDER BY's own order (titles by the same collation).
  const after = scope.afterRelease
    ? sql`where rel.id is null or (rel.title, rel.id) >
            (select c.title, c.id from releases c where c.id = ${scope.afterRelease})`
    : sql``;
  const result = await db.execute<TrackRow>(sql`
    select g.track_id, t.title as track_title, t.isrc, rel.id as release_id,
           rel.title as release_title, g.amount::text as amount
    from (
      select l.track_id, -sum(l.amount) as amount
      from journal_lines l
      join journal_entries e on e.id = l.entry_id
      where l.account_id = ${payableAccount(userId, currency)} and e.kind in ${EARNING_KINDS}
        ${ofRelease}
      group by l.track_id
    ) g
    left join tracks t on t.id = g.track_id
    left join releases rel on rel.id = t.release_id
    ${after}
    order by rel.title nulls last, rel.id, t.track_number nulls last, g.track_id`);
  return result.rows.map((row) => ({
    trackId: row.track_id,
    trackTitle: row.track_title ?? (row.track_id ? "Removed track" : "Other earnings"),
    isrc: row.isrc,
    releaseId: row.release_id,
    releaseTitle: row.release_title ?? "—",
    amount: BigInt(row.amount),
  }));
}

/** The track rows with each track's streams and downloads (0 for money no track explains). */
export function withUsage<T extends { trackId: string | null }>(
  rows: T[],
  usage: ReadonlyMap<string, TrackUsage>,
): (T & TrackUsage)[] {
  return rows.map((row) => {
    const counts = row.trackId ? usage.get(row.trackId) : undefined;
    return { ...row, streams: counts?.streams ?? 0, downloads: counts?.downloads ?? 0 };
  });
}
