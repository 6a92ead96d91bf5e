import { ReportImportMessages } from "@common/royalties/imports.ts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dsrText, withLine } from "../../royalties/reports/dsrTestKit.ts";
import { errorOf, send } from "../../test/client.ts";
import { createTestEnv, type TestEnv } from "../../test/support.ts";
import { type Member, member } from "../releases/releaseTestKit.ts";
import {
  catalogueSmallDsrRelease,
  generatedDsr,
  sekDsr,
  settledPreview,
  uploadedReport,
  uploadReport,
} from "./importTestKit.ts";

/**
 * Report imports in other currencies: the rate staff enter, the rate the report states, and the
 * rates and currencies refused. The rest of importing is in imports.test.ts.
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

const uploaded = (bytes: Buffer, fields: Record<string, string>, fileName?: string) =>
  uploadedReport(env, staff.cookie, bytes, fields, fileName);

describe("importing a DSR report", () => {
  it("converts another currency at the rate staff enter, exactly", async () => {
    const bytes = await generatedDsr(40, 7, "EUR");
    const without = await uploaded(bytes, { storeId: "pandora" });
    const failed = await settledPreview(env, staff.cookie, without.id);
    expect(failed.report.status).toBe("failed");
    // The problem names the first usage line in euros, the first line that needed the rate.
    const firstUsage =
      bytes
        .toString("utf8")
        .split("\n")
        .findIndex((text) => text.startsWith("SU")) + 1;
    expect(failed.report.problems[0]).toEqual({
      line: firstUsage,
      message: ReportImportMessages.noRate("EUR", "SEK"),
    });

    // The same file again with the rate: the failed import is replaced, not a duplicate.
    const report = await uploaded(bytes, { storeId: "pandora", exchangeRate: "11.4567" });
    const preview = await settledPreview(env, staff.cookie, report.id);
    expect(preview.report).toMatchObject({
      status: "ready",
      currency: "EUR",
      exchangeRate: "11.4567",
      rateSource: "staff",
      lineCount: 40,
    });
    const check = await env.ctx.database.db.execute<{ wrong: number; lines: number }>(sql`
      select count(*) filter (where ledger_amount <> net_amount * 11.4567)::int as wrong,
        count(*)::int as lines
      from royalty_report_lines where report_id = ${report.id}`);
    expect(check.rows[0]).toEqual({ wrong: 0, lines: 40 });
    const gone = await send(env, "GET", `/api/admin/royalty-reports/${without.id}`, {
      cookie: staff.cookie,
    });
    expect(gone.status).toBe(404);
  });

  it("converts at the rate the report states: the reported amount divided by it (DDEX)", async () => {
    // 1 SEK = 0.0875 EUR: the store converted SEK sales into euros; the ledger goes back.
    const euros =
      "SY02.03\tS1\tExample Store\tDPID::PADPIDA0000000001X\tSubscriptionModel\tOnDemandStream\tSE\tPremium\t300\t20\tEUR\t12.345678\t\t\t\t\t\t\t\tSEK\t0.0875";
    const report = await uploaded(
      Buffer.from(sekDsr(withLine(3, euros))),
      { storeId: "deezer" },
      "stated-rate.tsv",
    );
    const preview = await settledPreview(env, staff.cookie, report.id);
    expect(preview.report).toMatchObject({
      status: "ready",
      currency: "EUR",
      exchangeRate: "0.0875",
      rateSource: "report",
    });
    // Line 9: 12.345678 × 200/300 = 8.230452 EUR = 94.0623… SEK; line 12: 4.115226 EUR = 47.03… SEK.
    expect(preview.matched).toEqual({ lines: 2, amount: "94.06" });
    expect(preview.unmatched).toEqual({ lines: 1, amount: "47.03" });
    const check = await env.ctx.database.db.execute<{ wrong: number }>(sql`
      select count(*) filter (where abs(ledger_amount * 0.0875 - net_amount) > 1e-15)::int as wrong
      from royalty_report_lines where report_id = ${report.id}`);
    expect(check.rows[0]).toEqual({ wrong: 0 });
  });

  it("names a stated rate of 0 and a currency it cannot book, with their lines", async () => {
    const zero =
      "SY02.03\tS1\tExample Store\tDPID::PADPIDA0000000001X\tSubscriptionModel\tOnDemandStream\tSE\tPremium\t300\t20\tEUR\t12.345678\t\t\t\t\t\t\t\tSEK\t0";
    const unknown =
      "SY02.03\tS2\tExample Store\tDPID::PADPIDA0000000001X\tAdvertisementSupportedModel\tOnDemandStream\tNO\tFree\t50\t9\tXYZ\t0.75";
    const report = await uploaded(
      Buffer.from(dsrText(withLine(4, unknown, withLine(3, zero)))),
      { storeId: "deezer", exchangeRate: "11.2" },
      "bad-rate.tsv",
    );
    const preview = await settledPreview(env, staff.cookie, report.id);
    expect(preview.report.status).toBe("failed");
    expect(preview.report.problems.slice(0, 2)).toEqual([
      { line: 3, message: 'ExchangeRate "0" is not an exchange rate: it must be above 0.' },
      {
        line: 4,
        message:
          'Currency "XYZ" is not an ISO 4217 currency code (three capital letters, like SEK or EUR).',
      },
    ]);
  });

  it("refuses a bad exchange rate and an unknown store with a readable message", async () => {
    const bad = await uploadReport(env, staff.cookie, Buffer.from("HEAD"), {
      storeId: "spotify",
      exchangeRate: "-1",
    });
    expect(bad.status).toBe(400);
    expect(errorOf(bad).message).toBe(ReportImportMessages.rateFormat);
    const unknown = await uploadReport(env, staff.cookie, Buffer.from("HEAD"), {
      storeId: "nowhere",
    });
    expect(unknown.status).toBe(400);
    expect(errorOf(unknown).message).toBe(ReportImportMessages.unknownStore);
  });
});
