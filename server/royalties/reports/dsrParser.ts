import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { ReportTextDecoder } from "./decodeReportText.ts";
import { type DsrRecord, recordOf } from "./dsrRecords.ts";
import type { ProblemList } from "./reportLine.ts";
import { ReportMessages } from "./reportMessages.ts";

/**
 * A DSR flat file as a stream of typed records, read as it arrives so a million-line report
 * never sits in memory. Tab cells, no quoting (a DSR cell may hold a lone `"`), rows of every
 * length (short rows are read cell by cell, never shifted), LF or CRLF line ends.
 *
 * The lines are split here rather than by csv-parse: DSR rows differ in length by record type,
 * and csv-parse with relax_column_count builds a CsvError (stack trace included) for every row
 * whose length differs from the first row's. On a generated 200,000-line file that made reading
 * 20 times slower (6.9 s against 0.33 s), far from the import's benchmark target. With no quoting
 * a DSR line is exactly `line.split("\t")`. CSV reports, which quote, use csv-parse
 * (csvReport.ts).
 *
 * Comment (`#`) and blank lines are skipped but counted, and every record carries its line, so
 * FOOT's NumberOfLinesInFile ("every line, comments included") can be checked and a problem can
 * name its line.
 */

/** A DSR line is a few hundred characters; a megabyte without a line end is not a DSR. */
const MAX_LINE_CHARACTERS = 1_000_000;

export interface ParsedDsr {
  records: AsyncGenerator<DsrRecord>;
  /** "utf-8" or "latin1" once the first non-ASCII bytes are read; null if the file is ASCII. */
  encoding: () => string | null;
}

const cellsOf = (line: string) => (line.endsWith("\r") ? line.slice(0, -1) : line).split("\t");

/**
 * Records in file order, then one `end` record with the file's line count. Problems in cells
 * (a count that is not a number) go to `problems` and come as null; bytes that cannot be read
 * or a line too long end the records with a problem.
 */
export function parseDsr(source: Readable, problems: ProblemList): ParsedDsr {
  const decoder = new ReportTextDecoder();
  // Awaited in records(); a failure also ends the iteration over `decoder` with the error.
  const done = pipeline(source, decoder);
  done.catch(() => undefined);

  async function* records(): AsyncGenerator<DsrRecord> {
    let line = 0;
    /** The last line that was not blank: blank lines after it are not part of the file. */
    let lastLine = 0;
    let rest = "";
    const read = (text: string): DsrRecord | null => {
      line += 1;
      const cells = cellsOf(text);
      const first = cells[0] ?? "";
      if (cells.length === 1 && first.trim() === "") return null;
      lastLine = line;
      return first.startsWith("#") ? null : recordOf(line, cells, problems);
    };
    try {
      for await (const chunk of decoder as AsyncIterable<string>) {
        const lines = (rest + chunk).split("\n");
        rest = lines.pop() ?? "";
        if (rest.length > MAX_LINE_CHARACTERS) {
          problems.add(line + 1, ReportMessages.lineTooLong(MAX_LINE_CHARACTERS));
          break;
        }
        for (const text of lines) {
          const record = read(text);
          if (record) yield record;
        }
      }
      const record = rest === "" ? null : read(rest);
      if (record) yield record;
      await done;
    } catch (error) {
      if (!decoder.errored || !(error instanceof Error)) throw error;
      problems.add(null, error.message);
    } finally {
      if (!source.destroyed) source.destroy();
    }
    yield { kind: "end", lines: lastLine };
  }

  return { records: records(), encoding: () => decoder.encoding };
}
