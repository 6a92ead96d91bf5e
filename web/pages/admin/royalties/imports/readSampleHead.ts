import { ReportImportMessages } from "@common/royalties/imports.ts";
import { isGzip, notTextReason } from "@common/royalties/reportBytes.ts";
import { decodeWindows1252 } from "@common/royalties/windows1252.ts";

/** A sample's first line is all the mapping form reads: 64 KiB holds any header row. */
const SAMPLE_BYTES = 64 * 1024;

async function firstBytes(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  try {
    while (length < SAMPLE_BYTES) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      length += value.length;
    }
  } finally {
    void reader.cancel().catch(() => undefined);
  }
  const head = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    head.set(chunk, at);
    at += chunk.length;
  }
  return head.subarray(0, SAMPLE_BYTES);
}

/**
 * The first line of a sample report as the server will read the file: unpacked when gzipped,
 * UTF-8 unless its bytes are not, then windows-1252 (server/royalties/reports/decodeReportText.ts),
 * so a Latin-1 export's "Quantité" is offered as the server will find it. A workbook or UTF-16
 * file is refused with the upload's own message.
 */
export async function readSampleHead(file: Blob): Promise<{ text: string } | { error: string }> {
  let head: Uint8Array = new Uint8Array(await file.slice(0, SAMPLE_BYTES).arrayBuffer());
  if (isGzip(head)) {
    try {
      head = await firstBytes(file.stream().pipeThrough(new DecompressionStream("gzip")));
    } catch {
      return { error: ReportImportMessages.damagedGzip };
    }
  }
  const refusal = notTextReason(head);
  if (refusal) return { error: refusal };
  const newline = head.indexOf(0x0a);
  const line = newline < 0 ? head : head.subarray(0, newline + 1);
  try {
    return { text: new TextDecoder("utf-8", { fatal: true }).decode(line) };
  } catch {
    return { text: decodeWindows1252(line) };
  }
}
