import type { Readable } from "node:stream";
import { ReportPreviewSchema, ReportSummarySchema } from "@common/royalties/imports.ts";
import { sql } from "drizzle-orm";
import { expect } from "vitest";
import { z } from "zod";
import { releases, tracks } from "../../db/schema/index.ts";
import { dsrText, SMALL_DSR, withLine } from "../../royalties/reports/dsrTestKit.ts";
import { generateDsr } from "../../royalties/reports/generateDsr.ts";
import { bodyOf, type Reply, send } from "../../test/client.ts";
import type { TestEnv } from "../../test/support.ts";

/** Tests of report imports (issue 19): uploads as the page sends them, and a small catalogue. */

/** SMALL_DSR with its NOK summary in SEK, so every line is in the ledger's currency. */
export const sekDsr = (lines = SMALL_DSR) =>
  dsrText(
    withLine(
      4,
      "SY02.03\tS2\tExample Store\tDPID::PADPIDA0000000001X\tAdvertisementSupportedModel\tOnDemandStream\tNO\tFree\t50\t9\tSEK\t0.75",
      lines,
    ),
  );

const boundary = "----offbeat-report-test";
const REPORT_MULTIPART = `multipart/form-data; boundary=${boundary}`;

/** A multipart body: text fields first (as the form sends them), then the file. */
function reportMultipart(
  bytes: Buffer,
  fileName: string,
  fields: Record<string, string> = {},
): Buffer {
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return Buffer.concat([
    Buffer.from(parts.join("")),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: text/plain\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
}

export function uploadReport(
  env: TestEnv,
  cookie: string | undefined,
  bytes: Buffer,
  fields: Record<string, string>,
  fileName = "report.tsv",
): Promise<Reply> {
  return send(env, "POST", "/api/admin/royalty-reports", {
    cookie,
    payload: reportMultipart(bytes, fileName, fields),
    headers: { "content-type": REPORT_MULTIPART },
  });
}

/** Release B1 of SMALL_DSR: its UPC saved as UPC-A (12 digits), the file writes EAN-13. */
export const catalogueSmallDsrRelease = (env: TestEnv, artistId: string) =>
  catalogueRelease(env, artistId, {
    title: "First Light",
    upc: "742779123456",
    isrcs: ["SE5Q52400001"],
  });

const Uploaded = z.object({ report: ReportSummarySchema, message: z.string() });

/** Uploads a report that must be taken (201): its summary. */
export async function uploadedReport(
  env: TestEnv,
  cookie: string,
  bytes: Buffer,
  fields: Record<string, string>,
  fileName?: string,
) {
  const res = await uploadReport(env, cookie, bytes, fields, fileName);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return bodyOf(res, Uploaded).report;
}

/** The report's preview once the parse job has finished with it. */
export async function settledPreview(env: TestEnv, cookie: string, id: string) {
  const deadline = Date.now() + 20_000;
  while (true) {
    const res = await send(env, "GET", `/api/admin/royalty-reports/${id}`, { cookie });
    const preview = bodyOf(res, ReportPreviewSchema);
    if (preview.report.status !== "processing") return preview;
    if (Date.now() > deadline) throw new Error(`report ${id} still processing`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * A generated report in EUR with a staff rate, uploaded and checked (each seed makes a different
 * file): its id once it is ready.
 */
export async function readyGeneratedReport(
  env: TestEnv,
  cookie: string,
  usageLines: number,
  seed: number,
  storeId = "spotify",
): Promise<string> {
  const res = await uploadReport(env, cookie, await generatedDsr(usageLines, seed), {
    storeId,
    exchangeRate: "11.5",
  });
  if (res.status !== 201) throw new Error(`upload failed: ${JSON.stringify(res.body)}`);
  const { report } = res.body as { report: { id: string } };
  const preview = await settledPreview(env, cookie, report.id);
  if (preview.report.status !== "ready") throw new Error(`report ${report.id} did not get ready`);
  return report.id;
}

/** A generated DSR file's bytes (generateDsr.ts). */
export async function generatedDsr(usageLines: number, seed: number, currency = "EUR") {
  const chunks: Buffer[] = [];
  for await (const chunk of generateDsr({ usageLines, seed, currency }) as Readable)
    chunks.push(Buffer.from(chunk as string));
  return Buffer.concat(chunks);
}

/** A distributed release with codes, straight into the catalogue (the import only reads it). */
async function catalogueRelease(
  env: TestEnv,
  userId: string,
  input: { title: string; upc: string | null; isrcs: string[] },
) {
  const db = env.ctx.database.db;
  const [release] = await db
    .insert(releases)
    .values({
      userId,
      title: input.title,
      artistName: "The Offbeats",
      releaseType: input.isrcs.length > 1 ? "ep" : "single",
      upc: input.upc,
      status: "distributed",
      metadata: {
        created_from: "web_platform",
        selected_platforms: ["spotify"],
        tracks_with_audio: input.isrcs.length,
        upload_timestamp: new Date().toISOString(),
      },
    })
    .returning({ id: releases.id });
  if (!release) throw new Error("release not inserted");
  const trackRows = await db
    .insert(tracks)
    .values(
      input.isrcs.map((isrc, index) => ({
        releaseId: release.id,
        trackNumber: index + 1,
        title: `Track ${index + 1}`,
        isrc,
      })),
    )
    .returning({ id: tracks.id, isrc: tracks.isrc });
  return { releaseId: release.id, tracks: trackRows };
}

export interface StoredLine extends Record<string, unknown> {
  line_number: number;
  isrc: string | null;
  upc: string | null;
  title: string | null;
  artist: string | null;
  state: string;
  currency: string;
  net_amount: string;
  ledger_amount: string;
  track_id: string | null;
  release_id: string | null;
}

export async function storedLines(env: TestEnv, reportId: string): Promise<StoredLine[]> {
  const result = await env.ctx.database.db.execute<StoredLine>(
    sql`select line_number, isrc, upc, title, artist, state::text as state, currency,
      net_amount::text as net_amount, ledger_amount::text as ledger_amount, track_id, release_id
      from royalty_report_lines where report_id = ${reportId} order by line_number`,
  );
  return result.rows;
}
