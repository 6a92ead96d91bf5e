import { describe, expect, it } from "vitest";
import { dsrText, readDsr, SMALL_DSR, withLine } from "./dsrTestKit.ts";

describe("reading a DSR flat file", () => {
  it("reads the spec's small file into usage lines ready to store", async () => {
    const { lines, outcome, problems } = await readDsr(dsrText(SMALL_DSR));
    expect(problems).toEqual([]);
    expect(outcome).toMatchObject({ lines: 13, summaries: 2, blocks: 2, usageLines: 3 });
    expect(outcome.head).toMatchObject({
      senderName: "Example Store",
      usageStartDate: "2025-01-01",
      usageEndDate: "2025-01-31",
    });
    expect(lines).toEqual([
      {
        line: 9,
        isrc: "SE5Q52400001",
        icpn: "0742779123456",
        title: "Morning",
        artist: "The Offbeats",
        territory: "SE",
        useType: "OnDemandStream",
        streams: 200,
        currency: "SEK",
        netRevenue: null,
        share: { summaryId: "S1", netRevenue: "12.345678", totalUsages: 300n },
        exchangeRate: { rate: "11.2", baseCurrency: "EUR" },
        isRoyaltyBearing: true,
      },
      expect.objectContaining({
        line: 10,
        isrc: "SE5Q52400002",
        territory: "NO",
        streams: 50,
        currency: "NOK",
        share: { summaryId: "S2", netRevenue: "0.75", totalUsages: 50n },
        exchangeRate: null,
        isRoyaltyBearing: false,
      }),
      // A release-level line: no resource, matched later by the release's UPC.
      expect.objectContaining({ line: 12, isrc: null, icpn: "0742779654321", title: "Single" }),
    ]);
  });

  it("reads CRLF line ends and comment lines, counting comments in the line numbers", async () => {
    const withComments = [
      ...SMALL_DSR.slice(0, 5),
      "# a store's own note",
      ...SMALL_DSR.slice(5, -1),
      "FOOT\t14\t14\t2\t2\t2",
    ];
    const { lines, outcome, problems } = await readDsr(dsrText(withComments, "\r\n"));
    expect(problems).toEqual([]);
    expect(outcome.lines).toBe(14);
    expect(lines.map((line) => line.line)).toEqual([10, 11, 13]);
    expect(lines[0]?.useType).toBe("OnDemandStream");
  });

  it("accepts short records, reading missing trailing cells as empty, never shifting", async () => {
    // Line 10 already lacks its trailing cells; here the summary loses them too.
    const short = withLine(
      4,
      "SY02.03\tS2\tExample Store\t\t\tOnDemandStream\tNO\t\t50\t\tNOK\t0.75",
    );
    const { lines, problems } = await readDsr(dsrText(short));
    expect(problems).toEqual([]);
    expect(lines[1]).toMatchObject({
      line: 10,
      territory: "NO",
      streams: 50,
      useType: "OnDemandStream",
    });
  });

  it("reads Latin-1 names when the bytes are not UTF-8", async () => {
    const latin = withLine(
      7,
      "AS02.03\tB1\tA1\tDSP-A1\tSE5Q52400001\tSånger från Malmö\t\tBjörk Öberg",
    );
    const { lines, outcome, problems } = await readDsr(Buffer.from(dsrText(latin), "latin1"));
    expect(problems).toEqual([]);
    expect(outcome.encoding).toBe("latin1");
    expect(lines[0]).toMatchObject({ title: "Sånger från Malmö", artist: "Björk Öberg" });
  });

  it("reads a Windows export's curly quotes, dashes and € (windows-1252's 0x80-0x9F)", async () => {
    const text = dsrText(
      withLine(7, "AS02.03\tB1\tA1\tDSP-A1\tSE5Q52400001\tDon_t Stop _ Live\t\tZo_ Sj_berg"),
    );
    // Don’t Stop – Live, Zoë Sjöberg: 0x92 and 0x96 are windows-1252's, 0xEB and 0xF6 Latin-1's.
    const bytes = Buffer.from(text, "latin1");
    const at = (from: number, search: string) => bytes.indexOf(search, from);
    const title = at(0, "Don_t");
    bytes[title + 3] = 0x92;
    bytes[at(title, " _ ") + 1] = 0x96;
    const artist = at(title, "Zo_");
    bytes[artist + 2] = 0xeb;
    bytes[artist + 6] = 0xf6;
    for (const chunkSize of [1, 7, 4096]) {
      const { lines, outcome, problems } = await readDsr(bytes, chunkSize);
      expect(problems).toEqual([]);
      expect(outcome.encoding).toBe("latin1");
      expect(lines[0]).toMatchObject({ title: "Don’t Stop – Live", artist: "Zoë Sjöberg" });
    }
  });

  it("reads UTF-8 names, split across chunks, and drops a byte-order mark", async () => {
    const utf8 = withLine(7, "AS02.03\tB1\tA1\tDSP-A1\tSE5Q52400001\tSånger 🎶\t\tBjörk Öberg");
    const bytes = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(dsrText(utf8))]);
    for (const chunkSize of [1, 2, 3, 5, 4096]) {
      const { lines, outcome, problems } = await readDsr(bytes, chunkSize);
      expect(problems).toEqual([]);
      expect(outcome.encoding).toBe("utf-8");
      expect(lines[0]).toMatchObject({ title: "Sånger 🎶", artist: "Björk Öberg" });
    }
  });

  it("refuses a file that turns from UTF-8 to other bytes", async () => {
    const bytes = Buffer.concat([
      Buffer.from(dsrText(withLine(6, "RE01.02\tB1\tR0\tDSP-R1\t\tCAT1\t0742779123456\tSånger"))),
      Buffer.from("# Malmö\n", "latin1"),
    ]);
    const { problems } = await readDsr(bytes, 64);
    expect(problems).toContain(
      "The file starts as UTF-8 but later has bytes that are not UTF-8. Save it again as UTF-8 (or Latin-1) throughout.",
    );
  });

  it("does not count blank lines after FOOT", async () => {
    const { problems } = await readDsr(`${dsrText(SMALL_DSR)}\n\r\n`);
    expect(problems).toEqual([]);
  });
});
