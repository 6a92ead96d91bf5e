import { ReportImportMessages } from "@common/royalties/imports.ts";
import { PostingMessages } from "@common/royalties/posting.ts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountFor } from "../../ledger/accounts.ts";
import { postEntry } from "../../ledger/post.ts";
import { releaseWithTracks, reportWithLines } from "../../royalties/posting/postingTestKit.ts";
import { SMALL_DSR, withLine } from "../../royalties/reports/dsrTestKit.ts";
import { ReportMessages } from "../../royalties/reports/reportMessages.ts";
import { errorOf, send } from "../../test/client.ts";
import { createTestEnv, type TestEnv } from "../../test/support.ts";
import { type Member, member } from "../releases/releaseTestKit.ts";
import {
  catalogueSmallDsrRelease,
  sekDsr,
  settledPreview,
  storedLines,
  uploadedReport,
} from "./importTestKit.ts";

/**
 * What a report may hold so that it can be booked (server/royalties/reports/amountLimits.ts):
 * amounts, after their exchange rate and added up, that the ledger's bigint can hold, and dates
 * PostgreSQL can store. Each is a problem naming its line when the report is checked, never a
 * posting or a parse that fails with a 500.
 */
let env: TestEnv;
let staff: Member;
let artist: Member;

beforeAll(async () => {
  env = await createTestEnv();
  staff = await member(env, "staff");
  artist = await member(env, "artist");
  await catalogueSmallDsrRelease(env, artist.id);
});
afterAll(() => env.close());

const checked = async (bytes: string, fields: Record<string, string>) => {
  const report = await uploadedReport(env, staff.cookie, Buffer.from(bytes), fields);
  return settledPreview(env, staff.cookie, report.id);
};
const post = (id: string) =>
  send(env, "POST", `/api/admin/royalty-reports/${id}/post`, {
    cookie: staff.cookie,
    payload: {},
  });

/** SMALL_DSR's first summary (line 3) with another currency and NetRevenue and no stated rate. */
const summary = (currency: string, netRevenue: string) =>
  `SY02.03\tS1\tExample Store\tDPID::PADPIDA0000000001X\tSubscriptionModel\tOnDemandStream\tSE\tPremium\t300\t20\t${currency}\t${netRevenue}`;

const headWith = (start: string, end: string) =>
  withLine(1, (SMALL_DSR[0] ?? "").replace("\t2025-01-01\t2025-01-31\t", `\t${start}\t${end}\t`));

describe("amounts the ledger can hold", () => {
  it("fails a DSR whose NetRevenue is 40 nines, naming its line, instead of a posting's 500", async () => {
    const nines = "9".repeat(40);
    const preview = await checked(sekDsr(withLine(3, summary("SEK", nines))), {
      storeId: "spotify",
    });
    expect(preview.report).toMatchObject({ status: "failed", lineCount: 0 });
    expect(preview.report.problems).toEqual([
      { line: 3, message: ReportMessages.amountTooLarge("NetRevenue", nines) },
    ]);
  });

  it("books a report just under the line limit", async () => {
    const preview = await checked(sekDsr(withLine(3, summary("SEK", "999999999999.99"))), {
      storeId: "deezer",
    });
    expect(preview.report).toMatchObject({ status: "ready", problems: [] });
    // Line 9: 999,999,999,999.99 × 200/300; line 10 bears no royalty; line 12 is unmatched.
    expect(preview.matched).toEqual({ lines: 2, amount: "666666666666.66" });
    const res = await post(preview.report.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ status: "posted", total: "666666666666.66" });
  });

  it("names each line the rate entered at upload takes past the line limit", async () => {
    const preview = await checked(sekDsr(withLine(3, summary("EUR", "900000000000"))), {
      storeId: "tidal",
      exchangeRate: "11.5",
    });
    expect(preview.report.status).toBe("failed");
    const limit = "SEK 1,000,000,000,000";
    expect(preview.report.problems).toEqual([
      {
        line: 9,
        message: ReportImportMessages.lineTooLarge(
          "EUR 600000000000.00",
          "SEK 6900000000000.00",
          limit,
        ),
      },
      {
        line: 12,
        message: ReportImportMessages.lineTooLarge(
          "EUR 300000000000.00",
          "SEK 3450000000000.00",
          limit,
        ),
      },
    ]);
    expect(await storedLines(env, preview.report.id)).toEqual([]);
  });

  it("refuses (409) to post a report checked before the limits, booking nothing", async () => {
    const { tracks } = await releaseWithTracks(env.ctx.database.db, artist.id, [[]]);
    const trackId = tracks[0]?.id ?? "";
    const entries = async (reportId: string) => {
      const result = await env.ctx.database.db.execute<{ count: number }>(sql`
        select count(*)::int as count from journal_entries
        where idempotency_key = ${`report:${reportId}:post`}`);
      return result.rows[0]?.count;
    };
    // 10^20 SEK is 10^22 öre, past bigint; 61 places are more than parseDecimal reads.
    for (const [period, amount] of [
      ["2024-01", "100000000000000000000"],
      ["2024-02", `0.${"1".repeat(61)}`],
    ] as const) {
      const { reportId } = await reportWithLines(env.ctx.database.db, {
        storeId: "soundcloud",
        period,
        lines: [{ trackId, amount }],
      });
      const res = await post(reportId);
      expect(res.status, JSON.stringify(res.body)).toBe(409);
      expect(errorOf(res).message).toBe(PostingMessages.unbookableAmounts);
      expect(await entries(reportId)).toBe(0);
    }
    // Its unmatched line assigned to a track once the report is posted: refused the same way.
    const posted = await reportWithLines(env.ctx.database.db, {
      storeId: "soundcloud",
      period: "2024-03",
      status: "posted",
      lines: [{ amount: "100000000000000000000" }],
    });
    const assigned = await send(env, "POST", "/api/admin/royalty-lines/assign", {
      cookie: staff.cookie,
      payload: { lineIds: posted.lineIds, trackId },
    });
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(409);
    expect(errorOf(assigned).message).toBe(PostingMessages.unbookableAmounts);
  });
});

describe("balances the ledger can hold", () => {
  it("refuses (409) a posting that would take the store's receivable past bigint", async () => {
    const { tracks } = await releaseWithTracks(env.ctx.database.db, artist.id, [[]]);
    const trackId = tracks[0]?.id ?? "";
    // Many earlier reports, each within the limits, summed: a receivable one öre short of 2^63.
    const nearlyFull = 2n ** 63n - 2n;
    const receivable = await env.ctx.database.db.transaction(async (tx) => {
      const id = await accountFor(tx, "store_receivable", { storeId: "tidal", currency: "SEK" });
      // The other side in an account of its own: the label's share takes the posting's part.
      const held = await accountFor(tx, "held_for_invite", {
        email: "bigint@example.com",
        currency: "SEK",
      });
      await postEntry(tx, {
        idempotencyKey: "test:tidal-receivable-nearly-full",
        kind: "correction",
        description: "Earlier reports of the store, added up",
        createdBy: staff.id,
        lines: [
          { accountId: id, amount: nearlyFull },
          { accountId: held, amount: -nearlyFull },
        ],
      });
      return id;
    });
    const { reportId } = await reportWithLines(env.ctx.database.db, {
      storeId: "tidal",
      period: "2024-04",
      lines: [{ trackId, amount: "12.50" }],
    });
    const res = await post(reportId);
    expect(res.status, JSON.stringify(res.body)).toBe(409);
    expect(errorOf(res).message).toBe(PostingMessages.balanceLimit);
    const after = await env.ctx.database.db.execute<{ balance: string; status: string }>(sql`
      select (select balance::text from account_balances where account_id = ${receivable}) as balance,
             (select status::text from royalty_reports where id = ${reportId}) as status`);
    expect(after.rows[0]).toEqual({ balance: String(nearlyFull), status: "ready" });
  });
});

describe("dates PostgreSQL can store", () => {
  it("fails a DSR dated in year 0000 with a problem on HEAD, not a crashed parse", async () => {
    const preview = await checked(sekDsr(headWith("0000-01-01", "0000-01-31")), {
      storeId: "pandora",
    });
    expect(preview.report).toMatchObject({ status: "failed", period: null });
    // With no date it could take the report names no month either (a month chosen at upload
    // would do).
    expect(preview.report.problems).toEqual([
      { line: null, message: ReportImportMessages.noPeriod },
      { line: 1, message: ReportMessages.outsideYears("UsageStartDate", "0000-01-01") },
      { line: 1, message: ReportMessages.outsideYears("UsageEndDate", "0000-01-31") },
    ]);
  });

  it("fails a DSR whose period ends before it starts, naming HEAD", async () => {
    const preview = await checked(sekDsr(headWith("2025-02-01", "2025-01-31")), {
      storeId: "amazon_music",
    });
    expect(preview.report).toMatchObject({ status: "failed", period: null });
    expect(preview.report.problems).toEqual([
      { line: null, message: ReportImportMessages.noPeriod },
      {
        line: 1,
        message: ReportMessages.endsBeforeStart(
          "UsageStartDate",
          "2025-02-01",
          "UsageEndDate",
          "2025-01-31",
        ),
      },
    ]);
  });

  it("fails a CSV whose period column is in year 0000, naming the line", async () => {
    const saved = await send(env, "PUT", "/api/admin/stores/bandcamp/report-mapping", {
      cookie: staff.cookie,
      payload: {
        period: "Month",
        isrc: "ISRC",
        country: "Country",
        quantity: "Plays",
        currency: "Currency",
        netAmount: "Net",
      },
    });
    expect(saved.status).toBe(200);
    const csv = ["Month,ISRC,Country,Plays,Currency,Net", "0000-01,SE5Q52400001,SE,1,SEK,1"];
    const preview = await checked(csv.join("\n"), { storeId: "bandcamp" });
    expect(preview.report).toMatchObject({ status: "failed", period: null });
    expect(preview.report.problems).toEqual([
      { line: null, message: ReportImportMessages.noPeriod },
      { line: 2, message: ReportMessages.outsideYears("Period", "0000-01") },
    ]);
  });
});
