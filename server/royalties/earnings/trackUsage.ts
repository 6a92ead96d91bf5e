/**
 * Streams and downloads per track of the user's earning tracks (issue 19's earnings table): the
 * whole track's counts in the posted report lines (matched by ISRC), not scaled to the user's
 * share, since a stream is not divisible; a use type counts as a stream or a download by its
 * name (DDEX "OnDemandStream", "PermanentDownload", a CSV's "stream"). One query; it reads every
 * posted line of the tracks, which is why the earnings page keeps its result (breakdownCache.ts).
 * The tracks go in as an array evaluated first, so the plan is the track index's for any user
 * (a subquery's unknown size let the planner scan the whole table for a one-month artist).
 */
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { EARNING_KINDS, payableAccount } from "./ledgerScope.ts";

export interface TrackUsage {
  streams: number;
  downloads: number;
}

interface UsageRow extends Record<string, unknown> {
  track_id: string;
  streams: string;
  downloads: string;
}

export async function trackUsage(
  db: Db,
  userId: string,
  currency: string,
): Promise<Map<string, TrackUsage>> {
  const result = await db.execute<UsageRow>(sql`
    select r.track_id,
           sum(case when r.use_type ilike '%stream%' then r.quantity else 0 end)::text as streams,
           sum(case when r.use_type ilike '%download%' then r.quantity else 0 end)::text as downloads
    from royalty_report_lines r
    where r.state = 'posted' and r.track_id = any (array(
      select distinct l.track_id
      from journal_lines l
      join journal_entries e on e.id = l.entry_id
      where l.account_id = ${payableAccount(userId, currency)} and e.kind in ${EARNING_KINDS}
        and l.track_id is not null))
    group by r.track_id`);
  return new Map(
    result.rows.map((row) => [
      row.track_id,
      { streams: Number(row.streams), downloads: Number(row.downloads) },
    ]),
  );
}
