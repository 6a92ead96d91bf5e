/**
 * Streams and downloads of the user's earning tracks (issue 19's earnings table): the whole
 * track's counts in the posted report lines (matched by ISRC), not scaled to the user's share,
 * since a stream is not divisible; a use type counts as a stream or a download by its name (DDEX
 * "OnDemandStream", "PermanentDownload", a CSV's "stream"). A store that sells a whole album
 * reports it by UPC, on a line without a track: those counts are the release's, kept apart
 * (one album download is not a download of each track), while its money is shared over the
 * tracks. One query; it reads every posted line of the tracks, which is why the earnings page
 * keeps its result (breakdownCache.ts). The tracks go in as an array evaluated first, so the
 * plan is the track index's for any user (a subquery's unknown size let the planner scan the
 * whole table for a one-month artist); the releases' lines are read by the partial index of
 * posted lines without a track (royalty_report_lines_release_idx).
 */
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { EARNING_KINDS, payableAccount } from "./ledgerScope.ts";

export interface TrackUsage {
  streams: number;
  downloads: number;
}

export interface Usage {
  /** By track id: the lines matched by ISRC. */
  tracks: Map<string, TrackUsage>;
  /** By release id: the lines matched by UPC to the whole release. */
  releases: Map<string, TrackUsage>;
}

interface UsageRow extends Record<string, unknown> {
  track_id: string | null;
  release_id: string | null;
  streams: string;
  downloads: string;
}

/**
 * The `streams` and `downloads` columns of report lines `r`, each quantity times `sign` (a
 * reversal's are taken back): the one rule for what counts as which, shared with statements
 * (statementUsage.ts).
 */
export function usageCounts(sign: SQL = sql`1`): SQL {
  return sql`
    coalesce(sum(case when r.use_type ilike '%stream%' then r.quantity else 0 end * ${sign}), 0)::text as streams,
    coalesce(sum(case when r.use_type ilike '%download%' then r.quantity else 0 end * ${sign}), 0)::text as downloads`;
}

/** The statement (exported for its plan test, trackUsagePlan.test.ts). */
export function usageQuery(userId: string, currency: string): SQL {
  const counts = usageCounts();
  const mine = sql`array(
      select distinct l.track_id
      from journal_lines l
      join journal_entries e on e.id = l.entry_id
      where l.account_id = ${payableAccount(userId, currency)} and e.kind in ${EARNING_KINDS}
        and l.track_id is not null)`;
  return sql`
    select r.track_id, null::uuid as release_id, ${counts}
    from royalty_report_lines r
    where r.state = 'posted' and r.track_id = any (${mine})
    group by r.track_id
    union all
    select null::uuid, r.release_id, ${counts}
    from royalty_report_lines r
    where r.state = 'posted' and r.track_id is null and r.release_id = any (array(
      select distinct t.release_id from tracks t where t.id = any (${mine})))
    group by r.release_id`;
}

export async function trackUsage(db: Db, userId: string, currency: string): Promise<Usage> {
  const result = await db.execute<UsageRow>(usageQuery(userId, currency));
  const usage: Usage = { tracks: new Map(), releases: new Map() };
  for (const row of result.rows) {
    const figures = { streams: Number(row.streams), downloads: Number(row.downloads) };
    if (row.track_id) usage.tracks.set(row.track_id, figures);
    else if (row.release_id) usage.releases.set(row.release_id, figures);
  }
  return usage;
}
