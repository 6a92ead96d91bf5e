import { gzipSync } from "node:zlib";
import { ReportImportMessages } from "@common/royalties/imports.ts";
import { describe, expect, it } from "vitest";
import { readSampleHead } from "./readSampleHead.ts";

const blob = (bytes: Uint8Array | string) =>
  new Blob([typeof bytes === "string" ? bytes : Uint8Array.from(bytes)]);

describe("a sample report's first line, as the server will read the file", () => {
  it("reads UTF-8 and, when the bytes are not UTF-8, windows-1252 (Latin-1 exports)", async () => {
    expect(await readSampleHead(blob("ISRC;Quantité;Net\n1;2;3\n"))).toEqual({
      text: "ISRC;Quantité;Net\n",
    });
    // é is 0xE9 in Latin-1, € is 0x80 in windows-1252 (what exports mean by "Latin-1").
    const latin1 = Buffer.from([
      ...Buffer.from("ISRC;Quantit"),
      0xe9,
      ...Buffer.from(";Belopp "),
      0x80,
      ...Buffer.from("\n1;2;3\n"),
    ]);
    expect(await readSampleHead(blob(latin1))).toEqual({ text: "ISRC;Quantité;Belopp €\n" });
  });

  it("unpacks a gzipped sample, and says so when it is damaged", async () => {
    const packed = gzipSync("ISRC\tStreams\tNet revenue\nSE5Q52400001\t10\t0.5\n");
    expect(await readSampleHead(blob(packed))).toEqual({ text: "ISRC\tStreams\tNet revenue\n" });
    const damaged = Buffer.concat([packed.subarray(0, 2), Buffer.from("not gzip at all")]);
    expect(await readSampleHead(blob(damaged))).toEqual({
      error: ReportImportMessages.damagedGzip,
    });
  });

  it("refuses a workbook and UTF-16 text with the upload's own messages", async () => {
    expect(await readSampleHead(blob(Buffer.from("PK\u0003\u0004\u0014\u0000", "latin1")))).toEqual(
      {
        error: ReportImportMessages.zipFile,
      },
    );
    expect(await readSampleHead(blob(Buffer.from("\ufeffISRC\tPlays\n", "utf16le")))).toEqual({
      error: "This file is UTF-16 text. Save it as UTF-8 (or Latin-1) and upload it again.",
    });
  });
});
