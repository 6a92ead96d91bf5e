import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { CsvError, type Info, parse } from "csv-parse";
import { z } from "zod";
import { csvAmount, csvCount } from "./csvNumbers.ts";
import { ReportTextDecoder } from "./decodeReportText.ts";
import { ProblemList, type ReportLine } from "./reportLine.ts";
import { ReportMessages } from "./reportMessages.ts";
import { readAmount, readCount, readCurrency, readPeriod } from "./reportValues.ts";

/**
 * Store reports as CSV, for stores that send no DSR (issue 19: "CSV with a column mapping saved
 * per store"). The mapping names, for each field Offbeat needs, the header of the column that
 * holds it; the file is streamed through csv-parse (quotes as RFC 4180) and comes out as the same
 * usage lines as a DSR, each line's own amount in `netRevenue`.
 */

const column = z.string().trim().min(1).max(200);

const CsvColumnMappingSchema = z
  .object({
    store: column.optional(),
    period: column.optional(),
    isrc: column.optional(),
    upc: column.optional(),
    country: column,
    useType: column.optional(),
    quantity: column,
    currency: column,
    netAmount: column,
    title: column.optional(),
    artist: column.optional(),
  })
  .refine((mapping) => mapping.isrc !== undefined || mapping.upc !== undefined, {
    message: "Map an ISRC column, a UPC column or both: lines are matched to tracks by them.",
  });
type CsvColumnMapping = z.infer<typeof CsvColumnMappingSchema>;

const CsvReportOptionsSchema = z.object({
  mapping: CsvColumnMappingSchema,
  delimiter: z.enum([",", ";", "\t"]).default(","),
  /** European exports write 12,34; the delimiter is then usually ";". */
  decimalComma: z.boolean().default(false),
});
export type CsvReportOptions = z.input<typeof CsvReportOptionsSchema>;

type Field = keyof CsvColumnMapping;

interface CsvOutcome {
  /** The store and period the lines name, when the mapping has those columns. */
  store: string | null;
  period: string | null;
  encoding: string | null;
  usageLines: number;
  problems: ProblemList;
}

export interface CsvReport {
  lines: AsyncGenerator<ReportLine>;
  /** What the whole file came to; available once `lines` is read to the end. */
  outcome: () => CsvOutcome;
}

/** One value the whole report shares (store, period): the first line's, others must agree. */
class SameForAll {
  value: string | null = null;
  #line = 0;
  constructor(readonly field: string) {}
  check(problems: ProblemList, line: number, value: string): void {
    if (this.value === null) {
      this.value = value;
      this.#line = line;
    } else if (value !== this.value)
      problems.add(line, ReportMessages.otherValue(this.field, value, this.value, this.#line));
  }
}

/** Codes as stores write them ("US-S1Z-99-00001", "0 74277 91234 5") to the bare code. */
const codeOf = (value: string) => value.replace(/[\s-]/g, "").toUpperCase() || null;

export function readCsvReport(source: Readable, input: CsvReportOptions): CsvReport {
  const options = CsvReportOptionsSchema.parse(input);
  const problems = new ProblemList();
  const decoder = new ReportTextDecoder();
  const parser = parse({
    delimiter: options.delimiter,
    relax_column_count: true,
    skip_empty_lines: true,
    max_record_size: 1_000_000,
    info: true,
  });
  const done = pipeline(source, decoder, parser);
  done.catch(() => undefined);
  const store = new SameForAll("Store");
  const period = new SameForAll("Period");
  let outcome: CsvOutcome | null = null;
  let usageLines = 0;

  /** Column positions by field, from the header row; null when a mapped column is missing. */
  function positionsOf(header: readonly string[], line: number): Map<Field, number> | null {
    const byName = new Map(header.map((name, index) => [name.trim().toLowerCase(), index]));
    const positions = new Map<Field, number>();
    for (const [field, name] of Object.entries(options.mapping) as [Field, string][]) {
      const index = byName.get(name.toLowerCase());
      if (index === undefined) problems.add(line, ReportMessages.missingColumn(name, field));
      else positions.set(field, index);
    }
    return positions.size === Object.keys(options.mapping).length ? positions : null;
  }

  function lineOf(cells: readonly string[], at: Map<Field, number>, line: number) {
    const cell = (field: Field) => {
      const index = at.get(field);
      return index === undefined ? "" : (cells[index] ?? "").trim();
    };
    usageLines += 1;
    if (at.has("store")) store.check(problems, line, cell("store"));
    if (at.has("period")) {
      const month = readPeriod(problems, line, cell("period"));
      if (month) period.check(problems, line, month);
    }
    const isrc = codeOf(cell("isrc"));
    const icpn = codeOf(cell("upc"));
    if (!isrc && !icpn) problems.add(line, ReportMessages.noCode);
    const territory = cell("country").toUpperCase();
    if (territory === "") problems.add(line, ReportMessages.missing("Country"));
    const amountText = csvAmount(cell("netAmount"), options.decimalComma);
    const streams = readCount(
      problems,
      line,
      "Quantity",
      csvCount(cell("quantity"), options.decimalComma),
    );
    const currency = readCurrency(problems, line, "Currency", cell("currency").toUpperCase());
    const netRevenue = readAmount(problems, line, "Net amount", amountText);
    if ((!isrc && !icpn) || territory === "" || streams === null) return null;
    if (currency === null || netRevenue === null) return null;
    return {
      line,
      isrc,
      icpn,
      title: cell("title") || null,
      artist: cell("artist") || null,
      territory,
      useType: cell("useType") || "Unspecified",
      streams,
      currency,
      netRevenue,
      share: null,
      exchangeRate: null,
      isRoyaltyBearing: true,
    } satisfies ReportLine;
  }

  async function* lines(): AsyncGenerator<ReportLine> {
    let positions: Map<Field, number> | null = null;
    let headerRead = false;
    let lastLine = 0;
    let failed = false;
    try {
      for await (const { record, info } of parser as AsyncIterable<{
        record: string[];
        info: Info;
      }>) {
        lastLine = info.lines;
        if (!headerRead) {
          headerRead = true;
          positions = positionsOf(record, info.lines);
          if (!positions) break;
          continue;
        }
        const line = positions && lineOf(record, positions, info.lines);
        if (line) yield line;
      }
      if (positions) await done;
    } catch (error) {
      failed = true;
      // csv-parse's errors carry the line they stopped at (its info fields).
      const at = error instanceof CsvError ? (error as CsvError & { lines?: unknown }).lines : null;
      if (error instanceof CsvError)
        problems.add(typeof at === "number" ? at : lastLine + 1, error.message);
      else if (error instanceof Error && decoder.errored) problems.add(null, error.message);
      else throw error;
    } finally {
      if (!source.destroyed) source.destroy();
    }
    // After a failure the problem is noted; what was read says nothing about the rest.
    if (!failed && !headerRead) problems.add(null, ReportMessages.emptyFile);
    else if (!failed && positions && usageLines === 0)
      problems.add(null, ReportMessages.emptyReport);
    outcome = {
      store: store.value,
      period: period.value,
      encoding: decoder.encoding,
      usageLines,
      problems,
    };
  }

  return {
    lines: lines(),
    outcome: () => {
      if (!outcome) throw new Error("Read the report's lines to the end before its outcome.");
      return outcome;
    },
  };
}
