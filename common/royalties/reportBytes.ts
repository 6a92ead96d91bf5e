import { ReportImportMessages } from "./imports.ts";

const GZIP = [0x1f, 0x8b];
const ZIP = [0x50, 0x4b, 0x03, 0x04];
/** The compound-file header of Office 97-2003 documents (.xls). */
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

const startsWith = (head: Uint8Array, magic: readonly number[]) =>
  head.length >= magic.length && magic.every((byte, index) => head[index] === byte);

/** The DDEX DSR standard lets a report travel gzipped (Part 1, 8.1: ".tsv.gz"). */
export const isGzip = (head: Uint8Array) => startsWith(head, GZIP);

/**
 * Why the first bytes of a file are no report, in words staff can act on; null for text. A
 * workbook or UTF-16 export (Excel's "Unicode Text") would otherwise be read as a CSV and fail
 * on its first line, or be refused for want of a column mapping the store does not need. The
 * server refuses such an upload with it, and the mapping editor such a sample.
 */
export function notTextReason(head: Uint8Array): string | null {
  if (startsWith(head, ZIP)) return ReportImportMessages.zipFile;
  if (startsWith(head, OLE)) return ReportImportMessages.excelFile;
  const bom = startsWith(head, [0xff, 0xfe]) || startsWith(head, [0xfe, 0xff]);
  // UTF-16 without its byte-order mark: every other byte of ASCII text is zero.
  const zeroPairs =
    head.length >= 4 && ((head[1] === 0 && head[3] === 0) || (head[0] === 0 && head[2] === 0));
  if (bom || zeroPairs) return ReportImportMessages.utf16;
  if (head.includes(0)) return ReportImportMessages.notText;
  return null;
}
