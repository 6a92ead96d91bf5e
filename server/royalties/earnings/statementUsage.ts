/**
 * Streams and downloads behind a statement's earnings lines (issue 19: "earnings by
 * release/track/store"; a store's statement always carries the units it paid for). A line is
 * a (track, store, sales month) of the user's payable booked in the statement's month; its
 * counts are those of the report lines its entries booked: a posting's by `posted_entry_id`, a
 * reversal's the same lines again, negated (they are marked reversed but keep the entry that
 * posted them), so a statement made before a reversal keeps its figures and the one of the
 * reversal's month nets them. As on the earnings page (trackUsage.ts) a track counts its own
 * lines (matched by ISRC), whole (not scaled to the user's share); a store's sale of a whole
 * release (by UPC, no track) counts on the release, apart. One query: the tracks' lines by
 * royalty_report_lines_booked_idx (track and report, booked lines), the releases' by
 * royalty_report_lines_release_idx (release lines posted or reversed): neither a report's other
 * artists' lines nor the track's other months are read. A reversal counts only where the user's
 * own payable had the posting: a share held for an invited collaborator reached them as a claim
 * (one sum, no units), so its reversal takes the money back without units the statements never
 * gave them.
 */
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { payableAccount } from "./ledgerScope.ts";
import { usageCounts } from "./trackUsage.ts";

export interface LineUsage {
  /** Null for a release sold whole. */
  trackId: string | null;
  /** Null for a track's own lines. */
  releaseId: string | null;
  storeId: string;
  /** "2026-10". */
  salesPeriod: string;
  /** The counts a reversal takes back, negative. */
  reversal: boolean;
  /** A reversal's report (one line each on the statement); null for postings. */
  reversedReport: string | null;
  streams: number;
  downloads: number;
}

interface UsageRow extends Record<string, unknown> {
  track_id: string | null;
  release_id: string | null;
  store_id: string;
  sales_period: string;
  reversal: boolean;
  reversed_report: string | null;
  streams: string;
  downloads: string;
}

/** The statement (exported for its plan test). `bookedIn` is the month's window on `e`. */
export function statementUsageQuery(userId: string, currency: string, bookedIn: SQL): SQL {
  const reversed = sql`(case when b.reversal then b.report_id end) as reversed_report`;
  const counts = usageCounts(sql`(case when b.reversal then -1 else 1 end)`);
  // A posting's own lines; a reversal's, the report's lines it took back (posted before).
  const bookedBy = sql`r.report_id = b.report_id and (r.posted_entry_id = b.entry_id
    or (b.reversal and r.state = 'reversed' and r.posted_entry_id is not null))`;
  return sql`
    with booked as materialized (
      select distinct l.entry_id, l.report_id, l.track_id, l.store_id, l.period,
             e.idempotency_key like 'report:%:reverse' as reversal
      from journal_lines l
      join journal_entries e on e.id = l.entry_id
      where l.account_id = ${payableAccount(userId, currency)} and e.kind = 'report_posting'
        and ${bookedIn} and l.track_id is not null and l.report_id is not null
        -- A reversal takes back the units this payable was given: a collaborator's share that
        -- was held and claimed later (one sum, no units) is taken back as money alone.
        and (e.idempotency_key not like 'report:%:reverse' or exists (
          select 1 from journal_lines p join journal_entries pe on pe.id = p.entry_id
          where p.account_id = l.account_id and p.period = l.period and p.report_id = l.report_id
            and p.track_id = l.track_id and pe.idempotency_key not like 'report:%:reverse'))
    ),
    releases as (
      select distinct b.entry_id, b.report_id, b.store_id, b.period, b.reversal, t.release_id
      from booked b join tracks t on t.id = b.track_id
    )
    select b.track_id, null::uuid as release_id, b.store_id, to_char(b.period, 'YYYY-MM') as sales_period,
           b.reversal, ${reversed}, ${counts}
    from booked b
    join royalty_report_lines r on r.track_id = b.track_id and r.posted_entry_id is not null
      and ${bookedBy}
    group by b.track_id, b.store_id, b.period, b.reversal, reversed_report
    union all
    select null::uuid, b.release_id, b.store_id, to_char(b.period, 'YYYY-MM'), b.reversal, ${reversed},
           ${counts}
    from releases b
    join royalty_report_lines r on r.release_id = b.release_id and r.track_id is null
      and r.state in ('posted', 'reversed') and ${bookedBy}
    group by b.release_id, b.store_id, b.period, b.reversal, reversed_report`;
}

export async function statementUsage(
  db: Db,
  userId: string,
  currency: string,
  bookedIn: SQL,
): Promise<LineUsage[]> {
  const result = await db.execute<UsageRow>(statementUsageQuery(userId, currency, bookedIn));
  return result.rows.map((row) => ({
    trackId: row.track_id,
    releaseId: row.release_id,
    storeId: row.store_id,
    salesPeriod: row.sales_period,
    reversal: row.reversal,
    reversedReport: row.reversed_report,
    streams: Number(row.streams),
    downloads: Number(row.downloads),
  }));
}
