import { sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountFor } from "../../ledger/accounts.ts";
import {
  bookAt,
  CURRENCY,
  midMonth,
  monthDay,
  postAt,
} from "../../routes/earnings/earningsTestKit.ts";
import { queryPlan } from "../../test/queryPlan.ts";
import { createTestEnv, createUser, type TestEnv } from "../../test/support.ts";
import { nextMonth } from "../periods/closePeriods.ts";
import { bookedInMonth } from "./ledgerScope.ts";
import { statementUsage, statementUsageQuery } from "./statementUsage.ts";
import { crowdLines, lowTideReport } from "./usageTestKit.ts";

/**
 * A statement's units: the report lines each month's entries booked. A report posted two months
 * ago and reversed last month: the older statement keeps its counts (the lines are marked
 * reversed since), last month's takes them back; read by their indexes among other artists' lines.
 * A collaborator's share of it was held for their email and claimed before the reversal.
 */
let env: TestEnv;
let artistId = "";
let releaseId = "";
let reportId = "";
let ebb = "";
let claimantId = "";
const inMonth = (back: number) => bookedInMonth(monthDay(back), nextMonth(monthDay(back)));

beforeAll(async () => {
  env = await createTestEnv();
  const db = env.ctx.database.db;
  artistId = (await createUser(env.ctx, { role: "artist" })).id;
  const low = await lowTideReport(db, artistId);
  ({ releaseId, ebb, reportId } = low);
  const scope = { reportId, storeId: "spotify", period: monthDay(3) };
  const receivable = await accountFor(db, "store_receivable", {
    storeId: "spotify",
    currency: CURRENCY,
  });
  // A collaborator's share of ebb is held for their email by the same posting, then claimed.
  const claimant = await createUser(env.ctx, { role: "artist" });
  claimantId = claimant.id;
  const held = await accountFor(db, "held_for_invite", {
    email: claimant.email,
    currency: CURRENCY,
  });
  await postAt(db, midMonth(2), scope, [
    { userId: artistId, trackId: ebb, amount: 1600n },
    { userId: artistId, trackId: low.flow, amount: 800n },
    { accountId: held, trackId: ebb, amount: 400n },
  ]);
  const claimantPayable = await accountFor(db, "artist_payable", {
    userId: claimantId,
    currency: CURRENCY,
  });
  await bookAt(db, midMonth(2), "invitation_claimed", [
    { accountId: held, amount: 400n },
    { accountId: claimantPayable, amount: -400n },
  ]);
  // Last month an admin reversed it: its mirror (the claimed share from the claimant's
  // payable), and its lines marked reversed.
  const payable = await accountFor(db, "artist_payable", { userId: artistId, currency: CURRENCY });
  await bookAt(
    db,
    midMonth(1),
    "report_posting",
    [
      { accountId: receivable, amount: -2800n, ...scope, trackId: ebb },
      { accountId: payable, amount: 1600n, ...scope, trackId: ebb },
      { accountId: payable, amount: 800n, ...scope, trackId: low.flow },
      { accountId: claimantPayable, amount: 400n, ...scope, trackId: ebb },
    ],
    `report:${reportId}:reverse`,
  );
  await db.execute(sql`
    update royalty_report_lines set state = 'reversed' where report_id = ${reportId}`);
  await crowdLines(db);
});
afterAll(async () => {
  await env?.close();
});

describe("a statement's units", () => {
  const of = (back: number) =>
    statementUsage(env.ctx.database.db, artistId, CURRENCY, inMonth(back));
  const sold = { storeId: "spotify", salesPeriod: monthDay(3).slice(0, 7) };

  it("are the lines its month's posting booked, kept after the report is reversed", async () => {
    expect(await of(2)).toEqual([
      {
        trackId: ebb,
        releaseId: null,
        ...sold,
        reversal: false,
        reversedReport: null,
        streams: 120,
        downloads: 3,
      },
      {
        trackId: null,
        releaseId,
        ...sold,
        reversal: false,
        reversedReport: null,
        streams: 0,
        downloads: 2,
      },
    ]);
  });

  it("are taken back in the reversal's month", async () => {
    expect(await of(1)).toEqual([
      {
        trackId: ebb,
        releaseId: null,
        ...sold,
        reversal: true,
        reversedReport: reportId,
        streams: -120,
        downloads: -3,
      },
      {
        trackId: null,
        releaseId,
        ...sold,
        reversal: true,
        reversedReport: reportId,
        streams: 0,
        downloads: -2,
      },
    ]);
  });

  it("are not taken back from a collaborator whose share reached them as a claim", async () => {
    // The claim moved one sum (no units) two months ago; the reversal takes back that money.
    const month = (back: number) =>
      statementUsage(env.ctx.database.db, claimantId, CURRENCY, inMonth(back));
    expect(await month(2)).toEqual([]);
    expect(await month(1)).toEqual([]);
  });

  it("are nothing in a month nothing was posted", async () => {
    expect(await of(0)).toEqual([]);
  });

  it("reads the tracks' and the releases' lines from their indexes, never the whole table", async () => {
    const query = new PgDialect().sqlToQuery(statementUsageQuery(artistId, CURRENCY, inMonth(1)));
    const plan = await queryPlan(env, query, ["seqscan"]);
    // The tracks' lines by (track, report); the releases' by that index too (track null) or
    // by the release index, as the planner prices them.
    expect(plan).toMatch(
      /Index Scan using royalty_report_lines_booked_idx on royalty_report_lines r\s/,
    );
    expect(plan).toMatch(/royalty_report_lines_(booked|release)_idx on royalty_report_lines r_1/);
    expect(plan).not.toMatch(/Seq Scan on royalty_report_lines/);
  });
});
