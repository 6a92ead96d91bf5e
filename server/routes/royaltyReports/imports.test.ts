import { ReportImportMessages, ReportPreviewSchema } from "@common/royalties/imports.ts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withLine } from "../../royalties/reports/dsrTestKit.ts";
import { bodyOf, errorOf, send } from "../../test/client.ts";
import { createTestEnv, type TestEnv } from "../../test/support.ts";
import { type Member, member } from "../releases/releaseTestKit.ts";
import {
  catalogueSmallDsrRelease,
  generatedDsr,
  sekDsr,
  settledPreview,
  storedLines,
  uploadedReport,
  uploadReport,
} from "./importTestKit.ts";

/**
 * Importing store reports: a DSR's lines stored, checked and matched, CSV reports by the store's
 * column mapping, the list, deleting and who may. Currencies and exchange rates are in
 * importRates.test.ts.
 */
let env: TestEnv;
let staff: Member;
let admin: Member;
let artist: Member;

beforeAll(async () => {
  env = await createTestEnv();
  staff = await member(env, "staff");
  admin = await member(env, "admin");
  artist = await member(env, "artist");
  await catalogueSmallDsrRelease(env, artist.id);
});
afterAll(() => env.close());

const uploaded = (bytes: Buffer, fields: Record<string, string>, fileName?: string) =>
  uploadedReport(env, staff.cookie, bytes, fields, fileName);

describe("importing a DSR report", () => {
  it("stores, checks and matches its lines; the preview shows the figures", async () => {
    const report = await uploaded(Buffer.from(sekDsr()), { storeId: "spotify" }, "jan.tsv");
    expect(report).toMatchObject({ status: "processing", format: "dsr", storeName: "Spotify" });

    const preview = await settledPreview(env, staff.cookie, report.id);
    expect(preview.report).toMatchObject({
      status: "ready",
      period: "2025-01",
      currency: "SEK",
      exchangeRate: null,
      lineCount: 3,
      problems: [],
    });
    // Line 9 by its ISRC, line 10 (ISRC unknown) by its release's UPC; line 12's UPC is unknown.
    expect(preview.matched).toEqual({ lines: 2, amount: "8.23" });
    expect(preview.unmatched).toEqual({ lines: 1, amount: "4.12" });
    expect(preview.byRelease).toEqual([
      expect.objectContaining({ title: "First Light", currency: "SEK", lines: 2, amount: "8.23" }),
    ]);
    expect(preview.byCurrency).toEqual([
      { currency: "SEK", lines: 3, amount: "12.35", ledgerAmount: "12.35" },
    ]);
    expect(preview.unmatchedLines).toEqual([
      expect.objectContaining({ line: 12, upc: "0742779654321", isrc: null, amount: "4.12" }),
    ]);

    const lines = await storedLines(env, report.id);
    expect(lines.map((l) => [l.line_number, l.state, l.isrc])).toEqual([
      [9, "matched", "SE5Q52400001"],
      [10, "matched", "SE5Q52400002"],
      [12, "unmatched", null],
    ]);
    // 12.345678 × 200 / 300 exactly; a usage that bears no royalty earns nothing.
    expect(lines[0]?.net_amount).toMatch(/^8\.230452(0*)$/);
    expect(lines[1]?.net_amount).toMatch(/^0(\.0*)?$/);
    expect(lines[0]?.track_id).not.toBeNull();
    expect(lines[1]?.track_id).toBeNull();
    expect(lines[1]?.release_id).toBe(lines[0]?.release_id);
  });

  it("shows no figures while the report is being checked", async () => {
    const report = await uploaded(await generatedDsr(40, 7, "SEK"), { storeId: "deezer" });
    const ready = await settledPreview(env, staff.cookie, report.id);
    expect(ready.byCurrency).toEqual([expect.objectContaining({ currency: "SEK", lines: 40 })]);
    // As the page sees it while the parse job writes lines: the state only, no half totals.
    const setStatus = (status: string) =>
      env.ctx.database.db.execute(
        sql`update royalty_reports set status = ${status}::royalty_report_status where id = ${report.id}`,
      );
    await setStatus("processing");
    const res = await send(env, "GET", `/api/admin/royalty-reports/${report.id}`, {
      cookie: staff.cookie,
    });
    const checking = bodyOf(res, ReportPreviewSchema);
    expect(checking.report.status).toBe("processing");
    expect(checking.matched).toEqual({ lines: 0, amount: "0.00" });
    expect(checking.unmatched).toEqual({ lines: 0, amount: "0.00" });
    expect([checking.byCurrency, checking.byRelease, checking.unmatchedLines]).toEqual([
      [],
      [],
      [],
    ]);
    await setStatus("ready");
  });

  it("refuses the identical file", async () => {
    const res = await uploadReport(env, admin.cookie, Buffer.from(sekDsr()), {
      storeId: "spotify",
    });
    expect(res.status).toBe(409);
    expect(errorOf(res).message).toBe("This report has already been imported.");
  });

  it("lists other reports of the same store and month", async () => {
    const second = withLine(12, "SU02.02\tB2\tS1\tT9\tR0\t\tTRUE\t100\t\t\tOnDemandStream");
    const report = await uploaded(Buffer.from(sekDsr(second)), { storeId: "spotify" });
    const preview = await settledPreview(env, staff.cookie, report.id);
    expect(preview.samePeriodReports).toEqual([
      expect.objectContaining({ fileName: "jan.tsv", status: "ready" }),
    ]);
  });

  it("fails a report whose FOOT counts are wrong, naming the line, with no lines", async () => {
    const text = sekDsr(withLine(13, "FOOT\t99\t13\t2\t2\t2"));
    const report = await uploaded(Buffer.from(text), { storeId: "deezer" });
    const preview = await settledPreview(env, staff.cookie, report.id);
    expect(preview.report.status).toBe("failed");
    expect(preview.report.problems).toContainEqual({
      line: 13,
      message: "FOOT states NumberOfLinesInFile 99, but the file has 13.",
    });
    expect(await storedLines(env, report.id)).toEqual([]);
  });

  it("reads a Latin-1 file", async () => {
    const lines = withLine(
      7,
      "AS02.03\tB1\tA1\tDSP-A1\tISRC::SE-5Q5-24-00001\tCafé Noir\t\tThe Offbeats\t\tPT2M44S\tSoundRecording",
    );
    const report = await uploaded(Buffer.from(sekDsr(lines), "latin1"), { storeId: "tidal" });
    await settledPreview(env, staff.cookie, report.id);
    const stored = await storedLines(env, report.id);
    expect(stored[0]?.title).toBe("Café Noir");
  });

  it("keeps titles and names as plain text: control characters dropped, cut at 500 characters", async () => {
    const lines = withLine(
      7,
      `AS02.03\tB1\tA1\tDSP-A1\tISRC::SE-5Q5-24-00001\tMorn\u0007ing\u001f\t\t${"N".repeat(600)}\t\tPT2M44S\tSoundRecording`,
    );
    const report = await uploaded(Buffer.from(sekDsr(lines)), { storeId: "deezer" });
    expect((await settledPreview(env, staff.cookie, report.id)).report.status).toBe("ready");
    const [first, second] = await storedLines(env, report.id);
    expect(first?.title).toBe("Morning");
    expect(first?.artist).toBe("N".repeat(500));
    expect(second).toMatchObject({ title: "Noon", artist: "The Offbeats" });
  });
});

describe("CSV reports", () => {
  const csv = [
    "Month,Track ISRC,Release UPC,Territory,Plays,Cur,Net,Song,Performer",
    "2025-02,SE-5Q5-24-00001,,SE,120,SEK,1.2345,,",
    "2025-02,,0742779123456,NO,3,SEK,0.01,,",
    "2025-02,XX0000000001,,DE,7,SEK,0.5,Harbour Lights,Mira Vale",
  ].join("\n");
  const mapping = {
    period: "Month",
    isrc: "Track ISRC",
    upc: "Release UPC",
    country: "Territory",
    quantity: "Plays",
    currency: "Cur",
    netAmount: "Net",
  };

  it("needs the store's column mapping first", async () => {
    const res = await uploadReport(env, staff.cookie, Buffer.from(csv), { storeId: "napster" });
    expect(res.status).toBe(400);
    expect(errorOf(res).message).toBe("Save a column mapping for this store's CSV reports first.");
  });

  it("checks the mapping", async () => {
    const res = await send(env, "PUT", "/api/admin/stores/napster/report-mapping", {
      cookie: staff.cookie,
      payload: { ...mapping, isrc: null, upc: null },
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(ReportImportMessages.mappingIsrcOrUpc);
  });

  it("imports with the saved mapping, its period from the file", async () => {
    const saved = await send(env, "PUT", "/api/admin/stores/napster/report-mapping", {
      cookie: staff.cookie,
      payload: mapping,
    });
    expect(saved.status).toBe(200);
    const read = await send(env, "GET", "/api/admin/stores/napster/report-mapping", {
      cookie: admin.cookie,
    });
    expect(read.body).toMatchObject({ storeId: "napster", mapping: { ...mapping, store: null } });

    const report = await uploaded(Buffer.from(csv), { storeId: "napster" }, "feb.csv");
    expect(report.format).toBe("csv");
    const preview = await settledPreview(env, staff.cookie, report.id);
    expect(preview.report).toMatchObject({ status: "ready", period: "2025-02", lineCount: 3 });
    expect(preview.matched).toEqual({ lines: 2, amount: "1.24" });
    expect(preview.unmatched).toEqual({ lines: 1, amount: "0.50" });
    // A mapping saved before titles and artists could be mapped: the lines have neither.
    expect((await storedLines(env, report.id)).map((line) => line.title)).toEqual([
      null,
      null,
      null,
    ]);
  });

  it("keeps the title and artist columns it maps, shown with the unmatched lines", async () => {
    const saved = await send(env, "PUT", "/api/admin/stores/napster/report-mapping", {
      cookie: staff.cookie,
      payload: { ...mapping, title: "Song", artist: "Performer" },
    });
    expect(saved.status).toBe(200);
    const march = csv.replace(/2025-02/g, "2025-03");
    const report = await uploaded(Buffer.from(march), { storeId: "napster" }, "mar.csv");
    const preview = await settledPreview(env, staff.cookie, report.id);
    expect(preview.unmatchedLines).toMatchObject([
      { isrc: "XX0000000001", title: "Harbour Lights", artist: "Mira Vale", amount: "0.50" },
    ]);
  });

  it("takes the month staff chose when the file has no period column", async () => {
    const noPeriod = csv.replace(/^Month,/gm, "").replace(/^2025-02,/gm, "");
    const { period: _period, ...rest } = mapping;
    await send(env, "PUT", "/api/admin/stores/bandcamp/report-mapping", {
      cookie: staff.cookie,
      payload: rest,
    });
    const missing = await uploaded(Buffer.from(noPeriod), { storeId: "bandcamp" });
    const failed = await settledPreview(env, staff.cookie, missing.id);
    expect(failed.report.problems).toEqual([
      { line: null, message: ReportImportMessages.noPeriod },
    ]);
    const report = await uploaded(Buffer.from(noPeriod), {
      storeId: "bandcamp",
      period: "2025-03",
    });
    const preview = await settledPreview(env, staff.cookie, report.id);
    expect(preview.report).toMatchObject({ status: "ready", period: "2025-03" });
  });
});

describe("the list, deleting and who may", () => {
  it("lists newest first, page by page", async () => {
    const first = await send(env, "GET", "/api/admin/royalty-reports?limit=2", {
      cookie: staff.cookie,
    });
    const page = first.body as { items: { createdAt: string }[]; nextCursor: string | null };
    expect(page.items).toHaveLength(2);
    expect(page.nextCursor).not.toBeNull();
    const next = await send(
      env,
      "GET",
      `/api/admin/royalty-reports?limit=2&cursor=${page.nextCursor}`,
      { cookie: staff.cookie },
    );
    const later = (next.body as { items: { createdAt: string }[] }).items;
    expect((later[0]?.createdAt ?? "") <= (page.items[1]?.createdAt ?? "")).toBe(true);
  });

  it("deletes a report that is not posted, with its lines and file; never a posted one", async () => {
    const lines = withLine(12, "SU02.02\tB2\tS1\tT7\tR0\t\tTRUE\t100\t\t\tOnDemandStream");
    const report = await uploaded(Buffer.from(sekDsr(lines)), { storeId: "tiktok" });
    await settledPreview(env, staff.cookie, report.id);
    const [row] = (
      await env.ctx.database.db.execute<{ key: string }>(
        sql`select storage_key as key from royalty_reports where id = ${report.id}`,
      )
    ).rows;
    const posted = await uploaded(await generatedDsr(4, 99, "SEK"), { storeId: "tiktok" });
    await settledPreview(env, staff.cookie, posted.id);
    await env.ctx.database.db.execute(
      sql`update royalty_reports set status = 'posted' where id = ${posted.id}`,
    );

    const refused = await send(env, "DELETE", `/api/admin/royalty-reports/${posted.id}`, {
      cookie: staff.cookie,
    });
    expect(refused.status).toBe(409);
    expect(errorOf(refused).message).toBe(ReportImportMessages.postedCannotDelete);

    const res = await send(env, "DELETE", `/api/admin/royalty-reports/${report.id}`, {
      cookie: admin.cookie,
    });
    expect(res.status).toBe(200);
    expect(await storedLines(env, report.id)).toEqual([]);
    expect(await env.ctx.storage.exists(row?.key ?? "")).toBe(false);
  });

  it("refuses artists (403) and anonymous callers (401)", async () => {
    for (const [cookie, status] of [
      [artist.cookie, 403],
      [undefined, 401],
    ] as const) {
      expect((await send(env, "GET", "/api/admin/royalty-reports", { cookie })).status).toBe(
        status,
      );
      expect(
        (await uploadReport(env, cookie, Buffer.from(sekDsr()), { storeId: "spotify" })).status,
      ).toBe(status);
      expect(
        (await send(env, "GET", "/api/admin/stores/spotify/report-mapping", { cookie })).status,
      ).toBe(status);
    }
  });
});
