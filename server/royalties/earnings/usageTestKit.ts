/**
 * The report lines the plan tests read (trackUsagePlan, statementUsage, countryBreakdownPlan):
 * an artist's album with its lines, and a crowd of other artists' lines large enough for the
 * planner to choose as on a label's database (with a handful of lines it reads them all through
 * the report index).
 */
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { insertRelease } from "../../routes/account/accountTestKit.ts";
import { CURRENCY, postedReport } from "../../routes/earnings/earningsTestKit.ts";

/**
 * "Low Tide" (tracks Ebb and Flow) of `artistId` and a posted Spotify report (not booked: the
 * tests book it as they need): 120 streams and 3 downloads of Ebb, and 2 albums bought whole.
 */
export async function lowTideReport(db: Db, artistId: string) {
  const created = await insertRelease(db, artistId, "distributed", {
    title: "Low Tide",
    tracks: [{ title: "Ebb" }, { title: "Flow" }],
  });
  const releaseId = created.release.id;
  const [ebb, flow] = created.trackIds as [string, string];
  const line = { country: "SE", ledgerAmount: "10.00" };
  const reportId = await postedReport(db, "spotify-albums.csv", [
    { ...line, trackId: ebb, useType: "OnDemandStream", quantity: 120 },
    { ...line, trackId: ebb, useType: "PermanentDownload", quantity: 3 },
    // Two albums bought whole: the release's downloads, not Ebb's or Flow's.
    { ...line, trackId: null, releaseId, useType: "PermanentDownload", quantity: 2 },
  ]);
  return { releaseId, ebb, flow, reportId };
}

/** Other artists' 20,000 posted lines (a track each per 10 lines, every 50th a release's), analysed. */
export async function crowdLines(db: Db): Promise<void> {
  const crowd = await postedReport(db, "spotify-crowd.csv", []);
  await db.execute(sql`
    insert into royalty_report_lines (report_id, line_number, country, use_type, quantity,
      currency, net_amount, ledger_amount, track_id, release_id, state)
    select ${crowd}, n, 'NO', 'OnDemandStream', 10, ${CURRENCY}, '0.10', '0.10',
      case when n % 50 = 0 then null else md5('track' || (n / 10))::uuid end,
      md5('release' || (n / 100))::uuid, 'posted'
    from generate_series(1, 20000) as n`);
  await db.execute(sql`analyze royalty_report_lines`);
}
