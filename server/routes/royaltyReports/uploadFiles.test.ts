import { randomBytes } from "node:crypto";
import { gzipSync } from "node:zlib";
import { ReportImportMessages } from "@common/royalties/imports.ts";
import { TextMessages } from "@common/text.ts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dsrText, SMALL_DSR, withLine } from "../../royalties/reports/dsrTestKit.ts";
import { errorOf } from "../../test/client.ts";
import { createTestEnv, type TestEnv } from "../../test/support.ts";
import { type Member, member } from "../releases/releaseTestKit.ts";
import {
  catalogueSmallDsrRelease,
  settledPreview,
  storedLines,
  uploadedReport,
  uploadReport,
} from "./importTestKit.ts";

/**
 * The file a store report arrives as (server/royalties/import/uploadReport.ts): gzipped as
 * stores send DSR files, or not a text report at all (a workbook, UTF-16, a damaged gzip).
 */

/** SMALL_DSR in SEK throughout, with another MessageId: the same lines in a file of its own. */
const sekDsr = (id: string) =>
  dsrText(
    withLine(
      4,
      "SY02.03\tS2\tExample Store\tDPID::PADPIDA0000000001X\tAdvertisementSupportedModel\tOnDemandStream\tNO\tFree\t50\t9\tSEK\t0.75",
      withLine(1, (SMALL_DSR[0] ?? "").replace("\tMSG-1\t", `\t${id}\t`)),
    ),
  );

let env: TestEnv;
let staff: Member;

beforeAll(async () => {
  env = await createTestEnv();
  staff = await member(env, "staff");
  const artist = await member(env, "artist");
  await catalogueSmallDsrRelease(env, artist.id);
});
afterAll(() => env.close());

const uploaded = (bytes: Buffer, fields: Record<string, string>, fileName?: string) =>
  uploadedReport(env, staff.cookie, bytes, fields, fileName);

async function reportCount(): Promise<number> {
  const result = await env.ctx.database.db.execute<{ count: number }>(
    sql`select count(*)::int as count from royalty_reports`,
  );
  return result.rows[0]?.count ?? 0;
}

describe("a report's file", () => {
  it("reads a gzipped DSR as the store delivered it (.tsv.gz), stored unpacked", async () => {
    const text = sekDsr("MSG-GZ");
    const report = await uploaded(gzipSync(text), { storeId: "amazon_music" }, "DSR.tsv.gz");
    expect(report).toMatchObject({ format: "dsr", fileName: "DSR.tsv.gz" });
    const preview = await settledPreview(env, staff.cookie, report.id);
    expect(preview.report).toMatchObject({ status: "ready", lineCount: 3, problems: [] });
    expect(await storedLines(env, report.id)).toHaveLength(3);
    // The same report unpacked is the same file.
    const plain = await uploadReport(env, staff.cookie, Buffer.from(text), {
      storeId: "amazon_music",
    });
    expect(plain.status).toBe(409);
    expect(errorOf(plain).message).toBe(ReportImportMessages.duplicate);
  });

  it("refuses a damaged gzip file and keeps nothing of it", async () => {
    const before = await reportCount();
    const whole = gzipSync(sekDsr("MSG-GZ-2"));
    // Cut off past its first 64 KiB, which are read before anything is stored: it fails while
    // being stored. Random comment lines keep it from compressing to less than that.
    const comments = randomBytes(600_000)
      .toString("base64")
      .replace(/.{100}/g, "#$&\n");
    const long = gzipSync(sekDsr("MSG-GZ-3").replace("\n", `\n${comments}\n`));
    for (const bytes of [
      whole.subarray(0, whole.length - 12),
      Buffer.concat([whole.subarray(0, 2), Buffer.from("not gzip at all")]),
      long.subarray(0, Math.floor(long.length * 0.8)),
    ]) {
      const res = await uploadReport(env, staff.cookie, bytes, { storeId: "amazon_music" });
      expect(res.status).toBe(400);
      expect(errorOf(res)).toMatchObject({
        message:
          "The gzip file is damaged or incomplete. Download it from the store again and upload it.",
        fields: { file: ReportImportMessages.damagedGzip },
      });
    }
    expect(await reportCount()).toBe(before);
  });

  it("says what a workbook, a UTF-16 export or another binary file is, before asking for a mapping", async () => {
    const utf16 = Buffer.from(`\ufeffISRC\tPlays\n`, "utf16le");
    const cases: [Buffer, string][] = [
      [
        Buffer.from("PK\u0003\u0004\u0014\u0000\u0006\u0000", "latin1"),
        ReportImportMessages.zipFile,
      ],
      [
        Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]),
        ReportImportMessages.excelFile,
      ],
      [utf16, "This file is UTF-16 text. Save it as UTF-8 (or Latin-1) and upload it again."],
      [utf16.subarray(2), ReportImportMessages.utf16],
      [Buffer.from("%PDF-1.7\n\u0000\u0001binary", "latin1"), ReportImportMessages.notText],
      [gzipSync(Buffer.from("PK\u0003\u0004 inside", "latin1")), ReportImportMessages.zipFile],
    ];
    for (const [bytes, message] of cases) {
      // Napster has no CSV mapping: the file's own problem is the one to tell.
      const res = await uploadReport(env, staff.cookie, bytes, { storeId: "napster" });
      expect(res.status, message).toBe(400);
      expect(errorOf(res).message).toBe(message);
    }
  });
});

describe("the upload's fields", () => {
  it("refuses U+0000 in a multipart field with a 400 naming it, storing nothing", async () => {
    // The app's hook checks params, query and JSON bodies; these fields are read by the route,
    // and a storeId "a\u0000b" reached PostgreSQL (a 500).
    const before = await reportCount();
    const file = Buffer.from(sekDsr("MSG-NUL"));
    const cases: [Record<string, string>, string][] = [
      [{ storeId: "a\u0000b" }, "storeId"],
      [{ storeId: "spotify", period: "2025-01\u0000" }, "period"],
      // A field's name is named as the app names a JSON key: the character shown as U+FFFD.
      [{ storeId: "spotify", "note\u0000": "x" }, "note\uFFFD"],
    ];
    for (const [fields, name] of cases) {
      const res = await uploadReport(env, staff.cookie, file, fields);
      expect(res.status, name).toBe(400);
      expect(errorOf(res)).toMatchObject({
        code: "VALIDATION_ERROR",
        message: TextMessages.nul,
        fields: { [name]: TextMessages.nul },
      });
    }
    expect(await reportCount()).toBe(before);
  });
});
