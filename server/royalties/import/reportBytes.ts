import type { Readable } from "node:stream";
import { createGunzip } from "node:zlib";
import { ReportImportMessages } from "@common/royalties/imports.ts";

const GZIP = Buffer.from([0x1f, 0x8b]);
const ZIP = Buffer.from("PK\u0003\u0004", "latin1");
/** The compound-file header of Office 97-2003 documents (.xls). */
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

const startsWith = (head: Buffer, magic: Buffer) =>
  head.length >= magic.length && head.subarray(0, magic.length).equals(magic);

/** The DDEX DSR standard lets a report travel gzipped (Part 1, 8.1: ".tsv.gz"). */
export const isGzip = (head: Buffer) => startsWith(head, GZIP);

/**
 * The stream unpacked. An aborted upload still reaches whoever reads it (as the error the
 * request stream raised), and a reader that stops early releases the upload.
 */
export function gunzipped(source: Readable): Readable {
  const gunzip = createGunzip();
  source.on("error", (error) => gunzip.destroy(error));
  gunzip.on("close", () => {
    if (!source.destroyed) source.destroy();
  });
  return source.pipe(gunzip);
}

/** zlib's errors for a file that is not gzip after its first two bytes, or that stops short. */
export function isDamagedGzip(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "Z_DATA_ERROR" || code === "Z_BUF_ERROR";
}

/**
 * Why the first bytes of an upload are no report, in words staff can act on; null for text.
 * A workbook or UTF-16 export (Excel's "Unicode Text") would otherwise be read as a CSV and
 * fail on its first line, or be refused for want of a column mapping the store does not need.
 */
export function notTextReason(head: Buffer): string | null {
  if (startsWith(head, ZIP)) return ReportImportMessages.zipFile;
  if (startsWith(head, OLE)) return ReportImportMessages.excelFile;
  const bom = (head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff);
  // UTF-16 without its byte-order mark: every other byte of ASCII text is zero.
  const zeroPairs =
    head.length >= 4 && ((head[1] === 0 && head[3] === 0) || (head[0] === 0 && head[2] === 0));
  if (bom || zeroPairs) return ReportImportMessages.utf16;
  if (head.includes(0)) return ReportImportMessages.notText;
  return null;
}
