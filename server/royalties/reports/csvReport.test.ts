import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { type CsvReportOptions, readCsvReport } from "./csvReport.ts";
import type { ReportLine } from "./reportLine.ts";

const MAPPING = {
  store: "Store",
  period: "Sales Month",
  isrc: "ISRC",
  upc: "UPC",
  country: "Country",
  useType: "Type",
  quantity: "Units",
  currency: "Currency",
  netAmount: "Net",
  title: "Track",
};

async function readCsv(content: string | Buffer, options: CsvReportOptions = { mapping: MAPPING }) {
  const bytes = typeof content === "string" ? Buffer.from(content) : content;
  const chunks = [];
  for (let start = 0; start < bytes.length; start += 11)
    chunks.push(bytes.subarray(start, start + 11));
  const report = readCsvReport(Readable.from(chunks), options);
  const lines: ReportLine[] = [];
  for await (const line of report.lines) lines.push(line);
  const outcome = report.outcome();
  return { lines, outcome, problems: outcome.problems.messages() };
}

const HEADER = "Store,Sales Month,ISRC,UPC,Track,Country,Type,Units,Currency,Net";

describe("CSV store reports with a column mapping", () => {
  it("reads lines through the store's mapping, amounts exact, quotes honoured", async () => {
    const csv = [
      HEADER,
      'Bandcamp,2025-01,SE-5Q5-24-00001,,"Morning, Again",se,Download,3,EUR,2.970000000001',
      "Bandcamp,2025-01,,0742779123456,First Light,NO,Download,1,EUR,-0.99",
    ].join("\r\n");
    const { lines, outcome, problems } = await readCsv(csv);
    expect(problems).toEqual([]);
    expect(outcome).toMatchObject({ store: "Bandcamp", period: "2025-01", usageLines: 2 });
    expect(lines).toEqual([
      {
        line: 2,
        isrc: "SE5Q52400001",
        icpn: null,
        title: "Morning, Again",
        artist: null,
        territory: "SE",
        useType: "Download",
        streams: 3,
        currency: "EUR",
        netRevenue: "2.970000000001",
        share: null,
        exchangeRate: null,
        isRoyaltyBearing: true,
      },
      expect.objectContaining({ line: 3, isrc: null, icpn: "0742779123456", netRevenue: "-0.99" }),
    ]);
  });

  it("reads semicolons, decimal commas and Latin-1 headers", async () => {
    const mapping = { ...MAPPING, country: "Land", title: "Låt" };
    const csv = [
      "Store;Sales Month;ISRC;UPC;Låt;Land;Type;Units;Currency;Net",
      "Tidal;202501;SE5Q52400001;;Sång;SE;Stream;1200;SEK;3,1415",
    ].join("\n");
    const { lines, outcome, problems } = await readCsv(Buffer.from(csv, "latin1"), {
      mapping,
      delimiter: ";",
      decimalComma: true,
    });
    expect(problems).toEqual([]);
    expect(outcome).toMatchObject({ period: "2025-01", encoding: "latin1" });
    expect(lines[0]).toMatchObject({ title: "Sång", netRevenue: "3.1415", streams: 1200 });
  });

  it("reads the thousands separators a spreadsheet's export writes, English and Swedish", async () => {
    const english = [
      HEADER,
      'Spotify,2025-01,SE5Q52400001,,A,SE,Stream,"1,234,567","USD","1,234.56"',
      'Spotify,2025-01,SE5Q52400002,,B,SE,Stream,12,USD,"0,004"',
    ].join("\n");
    const read = await readCsv(english);
    expect(read.lines.map((l) => [l.streams, l.netRevenue])).toEqual([[1234567, "1234.56"]]);
    // A comma that could be a decimal comma is refused, never guessed.
    expect(read.problems).toEqual([
      'Line 3: Net amount "0,004" is not a decimal amount (like 12.3456 or -0.5).',
    ]);

    const swedish = [
      "Store;Sales Month;ISRC;UPC;Track;Country;Type;Units;Currency;Net",
      "Spotify;2025-01;SE5Q52400001;;A;SE;Stream;12\u00a0345;SEK;-1\u00a0234,5",
    ].join("\n");
    const sv = await readCsv(swedish, { mapping: MAPPING, delimiter: ";", decimalComma: true });
    expect(sv.problems).toEqual([]);
    expect(sv.lines[0]).toMatchObject({ streams: 12345, netRevenue: "-1234.5" });
  });

  it("names the mapped columns the header lacks", async () => {
    const { lines, problems } = await readCsv("Store,ISRC,Units\nBandcamp,SE5Q52400001,1");
    expect(lines).toEqual([]);
    expect(problems).toEqual([
      'Line 1: The header has no column "Sales Month" (mapped to period).',
      'Line 1: The header has no column "UPC" (mapped to upc).',
      'Line 1: The header has no column "Country" (mapped to country).',
      'Line 1: The header has no column "Type" (mapped to useType).',
      'Line 1: The header has no column "Currency" (mapped to currency).',
      'Line 1: The header has no column "Net" (mapped to netAmount).',
      'Line 1: The header has no column "Track" (mapped to title).',
    ]);
  });

  it("names each bad cell with its line, counting the header and blank lines", async () => {
    const csv = [
      HEADER,
      "Bandcamp,2025-01,SE5Q52400001,,A,SE,Download,1.5,EUR,1e3x",
      "",
      "Bandcamp,2025-13,,,B,,Download,2,euro,1",
      "Spotify,2025-02,SE5Q52400001,,C,SE,Stream,2,EUR,1",
    ].join("\n");
    const { lines, problems } = await readCsv(csv);
    expect(lines).toEqual([expect.objectContaining({ line: 5, title: "C" })]);
    expect(problems).toEqual([
      'Line 2: Quantity "1.5" is not a whole number of 0 or more.',
      'Line 2: Net amount "1e3x" is not a decimal amount (like 12.3456 or -0.5).',
      'Line 4: Period "2025-13" is not a month (YYYY-MM, YYYYMM or a date in the month).',
      "Line 4: The line has neither an ISRC nor a UPC: it cannot be matched to a track.",
      "Line 4: Country is empty.",
      'Line 4: Currency "EURO" is not an ISO 4217 currency code (three capital letters, like SEK or EUR).',
      'Line 5: Store "Spotify" differs from "Bandcamp" on line 2; a report covers one store and one period.',
      'Line 5: Period "2025-02" differs from "2025-01" on line 2; a report covers one store and one period.',
    ]);
  });

  it("names amounts of 12 digits or more and periods outside 1900 to 2199", async () => {
    const csv = [
      HEADER,
      "Bandcamp,2025-01,SE5Q52400001,,A,SE,Download,1,EUR,999999999999.99",
      "Bandcamp,0000-01,SE5Q52400001,,B,SE,Download,1,EUR,1000000000000",
      'Bandcamp,2200-01-15,SE5Q52400001,,C,SE,Download,1,EUR,"-1,000,000,000,000.50"',
      "Bandcamp,189912,SE5Q52400001,,D,SE,Download,1,EUR,1",
    ].join("\n");
    const { lines, problems } = await readCsv(csv);
    expect(lines).toEqual([
      expect.objectContaining({ line: 2, netRevenue: "999999999999.99" }),
      expect.objectContaining({ line: 5, title: "D" }),
    ]);
    const tooLarge = (value: string) =>
      `Net amount "${value}" is too large: Offbeat takes amounts below 1,000,000,000,000 (at most 12 digits before the decimal point).`;
    const years = (value: string) =>
      `Period "${value}" is not in the years 1900 to 2199, the ones Offbeat books.`;
    expect(problems).toEqual([
      `Line 3: ${years("0000-01")}`,
      `Line 3: ${tooLarge("1000000000000")}`,
      `Line 4: ${years("2200-01-15")}`,
      `Line 4: ${tooLarge("-1000000000000.50")}`,
      `Line 5: ${years("189912")}`,
    ]);
  });

  it("refuses an empty file, a header alone and a mapping without codes", async () => {
    expect((await readCsv("")).problems).toEqual(["The file is empty."]);
    expect((await readCsv(`${HEADER}\n`)).problems).toEqual([
      "The file has a header row but no lines.",
    ]);
    const { isrc: _isrc, upc: _upc, ...noCodes } = MAPPING;
    expect(() => readCsvReport(Readable.from([]), { mapping: noCodes })).toThrow(
      "Map an ISRC column, a UPC column or both",
    );
  });

  it("names a line csv-parse cannot read", async () => {
    const { problems } = await readCsv(
      `${HEADER}\nBandcamp,2025-01,"SE5Q5"x,,A,SE,Download,1,EUR,1\n`,
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^Line 2: Invalid Closing Quote/);
  });
});
