import { sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertRelease } from "../../routes/account/accountTestKit.ts";
import {
  CURRENCY,
  earn,
  midMonth,
  monthDay,
  postedReport,
} from "../../routes/earnings/earningsTestKit.ts";
import { queryPlan } from "../../test/queryPlan.ts";
import { createTestEnv, createUser, type TestEnv } from "../../test/support.ts";
import { trackUsage, usageQuery } from "./trackUsage.ts";

/**
 * The earnings table's streams and downloads: a track's own lines (by ISRC) and, apart, its
 * release's lines sold whole (by UPC), each read from its index. Other artists' 20,000 posted
 * lines, analysed, make the table large enough for the planner to choose as on a label's
 * database (with a handful of lines it reads them all through the report index).
 */
let env: TestEnv;
let artistId = "";
let releaseId = "";
let ebb = "";
beforeAll(async () => {
  env = await createTestEnv();
  const db = env.ctx.database.db;
  artistId = (await createUser(env.ctx, { role: "artist" })).id;
  const created = await insertRelease(db, artistId, "distributed", {
    title: "Low Tide",
    tracks: [{ title: "Ebb" }, { title: "Flow" }],
  });
  releaseId = created.release.id;
  const [first, flow] = created.trackIds as [string, string];
  ebb = first;
  const line = { country: "SE", ledgerAmount: "10.00" };
  const reportId = await postedReport(db, "spotify-albums.csv", [
    { ...line, trackId: ebb, useType: "OnDemandStream", quantity: 120 },
    { ...line, trackId: ebb, useType: "PermanentDownload", quantity: 3 },
    // Two albums bought whole: the release's downloads, not Ebb's or Flow's.
    { ...line, trackId: null, releaseId, useType: "PermanentDownload", quantity: 2 },
  ]);
  const fromReport = { reportId, storeId: "spotify", period: monthDay(2), at: midMonth(1) };
  await earn(db, { userId: artistId, amount: 1600n, trackId: ebb, ...fromReport });
  await earn(db, { userId: artistId, amount: 800n, trackId: flow, ...fromReport });
  // Other artists' lines: a track each per 10 lines, and every 50th a release's.
  const crowd = await postedReport(db, "spotify-crowd.csv", []);
  await db.execute(sql`
    insert into royalty_report_lines (report_id, line_number, country, use_type, quantity,
      currency, net_amount, ledger_amount, track_id, release_id, state)
    select ${crowd}, n, 'NO', 'OnDemandStream', 10, ${CURRENCY}, '0.10', '0.10',
      case when n % 50 = 0 then null else md5('track' || (n / 10))::uuid end,
      md5('release' || (n / 100))::uuid, 'posted'
    from generate_series(1, 20000) as n`);
  await db.execute(sql`analyze royalty_report_lines`);
});
afterAll(async () => {
  await env?.close();
});

describe("the earnings table's counts", () => {
  it("keeps a release sold whole apart from its tracks", async () => {
    const usage = await trackUsage(env.ctx.database.db, artistId, CURRENCY);
    expect([...usage.tracks]).toEqual([[ebb, { streams: 120, downloads: 3 }]]);
    expect([...usage.releases]).toEqual([[releaseId, { streams: 0, downloads: 2 }]]);
  });

  it("reads the tracks' and the releases' lines from their indexes, never the whole table", async () => {
    const query = new PgDialect().sqlToQuery(usageQuery(artistId, CURRENCY));
    const plan = await queryPlan(env, query, ["seqscan"]);
    expect(plan).toContain("royalty_report_lines_track_idx");
    expect(plan).toContain("royalty_report_lines_release_idx");
    expect(plan).not.toMatch(/Seq Scan on royalty_report_lines/);
  });
});
