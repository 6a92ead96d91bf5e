import { PgDialect } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CURRENCY, earn, midMonth, monthDay } from "../../routes/earnings/earningsTestKit.ts";
import { queryPlan } from "../../test/queryPlan.ts";
import { createTestEnv, createUser, type TestEnv } from "../../test/support.ts";
import { trackUsage, usageQuery } from "./trackUsage.ts";
import { crowdLines, lowTideReport } from "./usageTestKit.ts";

/**
 * The earnings table's streams and downloads: a track's own lines (by ISRC) and, apart, its
 * release's lines sold whole (by UPC), each read from its index among other artists' lines.
 */
let env: TestEnv;
let artistId = "";
let releaseId = "";
let ebb = "";
beforeAll(async () => {
  env = await createTestEnv();
  const db = env.ctx.database.db;
  artistId = (await createUser(env.ctx, { role: "artist" })).id;
  const low = await lowTideReport(db, artistId);
  ({ releaseId, ebb } = low);
  const reportId = low.reportId;
  const fromReport = { reportId, storeId: "spotify", period: monthDay(2), at: midMonth(1) };
  await earn(db, { userId: artistId, amount: 1600n, trackId: ebb, ...fromReport });
  await earn(db, { userId: artistId, amount: 800n, trackId: low.flow, ...fromReport });
  await crowdLines(db);
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
