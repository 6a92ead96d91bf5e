import type { Readable } from "node:stream";
import { csvDelimiterOf, firstLineOf } from "@common/royalties/csvHeader.ts";
import type { CsvColumnMapping } from "../../db/schema/index.ts";
import { peek } from "../../uploads/peek.ts";
import { type CsvReportOptions, readCsvReport } from "../reports/csvReport.ts";
import { readDsrReport } from "../reports/dsrValidate.ts";
import type { ProblemList, ReportLine } from "../reports/reportLine.ts";

/**
 * A stored report through the reader of its format (server/royalties/reports/), as one shape:
 * its usage lines as they are read, then what the whole file came to.
 */
export interface ReadFile {
  lines: AsyncGenerator<ReportLine>;
  outcome(): {
    problems: ProblemList;
    /** "YYYY-MM-DD" first and last day the report covers, when the file says. */
    periodStart: string | null;
    periodEnd: string | null;
  };
}

const firstOfMonth = (date: string) => `${date.slice(0, 7)}-01`;

function lastOfMonth(month: string): string {
  const [year, number] = month.split("-").map(Number) as [number, number];
  const last = new Date(Date.UTC(year, number, 0)).getUTCDate();
  return `${month}-${String(last).padStart(2, "0")}`;
}

export async function readReportFile(
  body: Readable,
  format: "dsr" | "csv",
  mapping: CsvColumnMapping | null,
): Promise<ReadFile> {
  if (format === "dsr") {
    const report = readDsrReport(body);
    return {
      lines: report.lines,
      outcome() {
        // Only dates the check took: one it refused ("0000-01-01") is a problem named on HEAD's
        // line, and the database, which could not store it, never sees it.
        const { period, problems } = report.outcome();
        return {
          problems,
          periodStart: period ? firstOfMonth(period.start) : null,
          periodEnd: period?.end ?? null,
        };
      },
    };
  }
  if (!mapping) throw new Error("A CSV report needs its store's column mapping");
  const { head, stream } = await peek(body, 64 * 1024);
  const delimiter = csvDelimiterOf(firstLineOf(head.toString("latin1")));
  const options = Object.fromEntries(
    Object.entries(mapping).filter((entry): entry is [string, string] => entry[1] !== null),
  );
  const report = readCsvReport(stream, {
    // The mapping was checked like the reader checks it when staff saved it (CsvMappingSchema).
    mapping: options as CsvReportOptions["mapping"],
    delimiter,
    decimalComma: delimiter === ";",
  });
  return {
    lines: report.lines,
    outcome() {
      const { period, problems } = report.outcome();
      return {
        problems,
        periodStart: period ? `${period}-01` : null,
        periodEnd: period ? lastOfMonth(period) : null,
      };
    },
  };
}
