import { describe, expect, it } from "vitest";
import { dsrText, readDsr, SMALL_DSR, withLine } from "./dsrTestKit.ts";

const problemsOf = async (lines: readonly string[]) => (await readDsr(dsrText(lines))).problems;

describe("checking a DSR file before anything is booked", () => {
  it("names an SU02 line pointing at a summary the file does not have", async () => {
    const lines = withLine(12, "SU02.02\tB2\tS9\tT3\tR0\t\tTRUE\t100");
    expect(await problemsOf(lines)).toEqual([
      "Line 3: Summary S1 states 300 usages, but its SU02 lines add up to 200.",
      "Line 12: SU02 refers to summary S9, which the file does not have.",
    ]);
  });

  it("names an SU02 line pointing at a resource of another block", async () => {
    const lines = withLine(12, "SU02.02\tB2\tS1\tT3\tR0\tA1\tTRUE\t100");
    expect(await problemsOf(lines)).toEqual([
      "Line 12: SU02 refers to resource A1, which block B2 does not have.",
    ]);
  });

  it("names an SU02 line whose BlockId is not the block in progress", async () => {
    const lines = withLine(12, "SU02.02\tB1\tS1\tT3\tR0\tA1\tTRUE\t100");
    expect(await problemsOf(lines)).toEqual([
      "Line 12: SU02 belongs to block B1, but the block in progress is B2.",
    ]);
  });

  it("refuses a summary whose usage lines do not add up to its total", async () => {
    const lines = withLine(9, "SU02.02\tB1\tS1\tT1\tR0\tA1\tTRUE\t199\t\t\tOnDemandStream");
    expect(await problemsOf(lines)).toEqual([
      "Line 3: Summary S1 states 300 usages, but its SU02 lines add up to 299.",
    ]);
  });

  it("refuses FOOT counts that differ from the file's", async () => {
    const lines = withLine(13, "FOOT\t12\t13\t3\t2\t1");
    expect(await problemsOf(lines)).toEqual([
      "Line 13: FOOT states NumberOfLinesInFile 12, but the file has 13.",
      "Line 13: FOOT states NumberOfSummaryRecords 3, but the file has 2.",
      "Line 13: FOOT states NumberOfBlocksInReport 1, but the file has 2.",
    ]);
  });

  it("refuses a file cut off before FOOT", async () => {
    expect(await problemsOf(SMALL_DSR.slice(0, 10))).toEqual([
      "The file has no FOOT record: it is probably incomplete (cut off during transfer).",
      "Line 3: Summary S1 states 300 usages, but its SU02 lines add up to 200.",
    ]);
  });

  it("wants exactly one HEAD, first, and nothing after FOOT", async () => {
    expect(await problemsOf(SMALL_DSR.slice(1))).toEqual([
      "The file has no HEAD record; a DSR file starts with one.",
      "Line 12: FOOT states NumberOfLinesInFile 13, but the file has 12.",
      "Line 12: FOOT states NumberOfLinesInReport 13, but the file has 12.",
    ]);
    const [head, ...rest] = SMALL_DSR;
    const twice = [head!, ...rest.slice(0, -1), head!, "FOOT\t14\t14\t2\t2\t2", "RE01.02\tB3"];
    expect(await problemsOf(twice)).toEqual([
      "Line 13: The file has a second HEAD record; a DSR file has exactly one.",
      "Line 14: FOOT states NumberOfLinesInFile 14, but the file has 15.",
      "Line 14: FOOT states NumberOfLinesInReport 14, but the file has 15.",
      "Line 15: RE01 after FOOT; FOOT must be the last record of the file.",
    ]);
  });

  it("names malformed amounts, counts, currencies and booleans with their line", async () => {
    let lines = withLine(
      3,
      "SY02.03\tS1\tStore\t\tSub\tOnDemandStream\tSE\tPremium\t300\t20\tsek\t12,34",
    );
    lines = withLine(9, "SU02.02\tB1\tS1\tT1\tR0\tA1\tyes\t2e2", lines);
    expect(await problemsOf(lines)).toEqual([
      'Line 3: Currency "sek" is not an ISO 4217 currency code (three capital letters, like SEK or EUR).',
      'Line 3: NetRevenue "12,34" is not a decimal amount (like 12.3456 or -0.5).',
      'Line 9: IsRoyaltyBearing "yes" must be TRUE or FALSE.',
      'Line 9: NumberOfStreams "2e2" is not a whole number of 0 or more.',
    ]);
  });

  it("refuses a NetRevenue with more than 12 digits before the point, naming its line", async () => {
    // Forty nines were accepted, and posting the report failed: the ledger's bigint overflowed.
    const nines = "9".repeat(40);
    const huge = `SY02.03\tS1\tStore\t\tSub\tOnDemandStream\tSE\tPremium\t300\t20\tSEK\t${nines}`;
    expect(await problemsOf(withLine(3, huge))).toEqual([
      `Line 3: NetRevenue "${nines}" is too large: Offbeat takes amounts below 1,000,000,000,000 (at most 12 digits before the decimal point).`,
    ]);
    const negative = huge.replace(nines, "-1E12");
    expect(await problemsOf(withLine(3, negative))).toEqual([
      'Line 3: NetRevenue "-1E12" is too large: Offbeat takes amounts below 1,000,000,000,000 (at most 12 digits before the decimal point).',
    ]);
    const { lines, problems } = await readDsr(
      dsrText(withLine(3, huge.replace(nines, "-999999999999.999999"))),
    );
    expect(problems).toEqual([]);
    expect(lines[0]?.share?.netRevenue).toBe("-999999999999.999999");
  });

  it("refuses HEAD dates outside 1900 to 2199 and a period that ends before it starts", async () => {
    const headWith = (start: string, end: string) =>
      withLine(1, SMALL_DSR[0]!.replace("\t2025-01-01\t2025-01-31\t", `\t${start}\t${end}\t`));
    // Year 0000 passed (JavaScript's Date reads it) and crashed the parse job in PostgreSQL.
    const yearZero = await readDsr(dsrText(headWith("0000-01-01", "2200-01-31")));
    expect(yearZero.problems).toEqual([
      'Line 1: UsageStartDate "0000-01-01" is not in the years 1900 to 2199, the ones Offbeat books.',
      'Line 1: UsageEndDate "2200-01-31" is not in the years 1900 to 2199, the ones Offbeat books.',
    ]);
    expect(yearZero.outcome.period).toBeNull();
    const backwards = await readDsr(dsrText(headWith("2025-02-01", "2025-01-31")));
    expect(backwards.problems).toEqual([
      'Line 1: UsageStartDate "2025-02-01" is after UsageEndDate "2025-01-31": the period ends before it starts.',
    ]);
    expect(backwards.outcome.period).toBeNull();
    const edges = await readDsr(dsrText(headWith("1900-01-01", "2199-12-31")));
    expect(edges.problems).toEqual([]);
    expect(edges.outcome.period).toEqual({ start: "1900-01-01", end: "2199-12-31" });
  });

  it("refuses record types it does not read rather than skip their money", async () => {
    const lines = withLine(12, "SU03.01\tB2\tS1\tT3\tR0\t\tTRUE\t100");
    expect(await problemsOf(lines)).toEqual([
      "Line 3: Summary S1 states 300 usages, but its SU02 lines add up to 200.",
      'Line 12: "SU03.01" is not a record type Offbeat reads (HEAD, SY01, SY02, RE01, AS02, SU02, FOOT).',
    ]);
  });

  it("refuses a summary after the first block and a summary defined twice", async () => {
    const lines = [
      ...SMALL_DSR.slice(0, 6),
      "SY02.03\tS1\tStore\t\tSub\tOnDemandStream\tDK\tPremium\t0\t0\tDKK\t0",
      ...SMALL_DSR.slice(6, -1),
      "FOOT\t14\t14\t2\t2\t2",
    ];
    expect(await problemsOf(lines)).toEqual([
      "Line 7: Summary records come before the first release block (RE01); this one comes after.",
      "Line 7: Summary S1 is already defined on line 3.",
    ]);
  });

  it("refuses a report sent in several files", async () => {
    const head = SMALL_DSR[0]!.replace("\t1\t1\t2025-01-01", "\t1\t2\t2025-01-01");
    expect(await problemsOf(withLine(1, head))).toEqual([
      "Line 1: This is file 1 of 2 of one report; Offbeat imports reports sent as one file only.",
    ]);
  });

  it("accepts a file with only HEAD, a summary of nothing sold and FOOT", async () => {
    const nothingSold = [
      SMALL_DSR[0]!,
      "SY02.03\tS1\tStore\t\tSub\tOnDemandStream\tSE\tPremium\t0\t0\tSEK\t0.00",
      "FOOT\t3\t3\t1\t0\t0",
    ];
    const { lines, problems } = await readDsr(dsrText(nothingSold));
    expect(problems).toEqual([]);
    expect(lines).toEqual([]);
  });
});
