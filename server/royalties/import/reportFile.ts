/**
 * Where an uploaded store report is kept and how its format is told (issue 19). The parse job's
 * name lives here too, so the upload can queue it without importing the job's code.
 */

export const PARSE_REPORT_JOB = "royalty-report-parse";

/** A year of a large store's daily usage lines fits; anything bigger is not one report. */
export const REPORT_MAX_BYTES = 500 * 1024 * 1024;

/**
 * Reports live under their own prefix, which the unreferenced-file sweep does not touch
 * (server/jobs/cleanupUploads.ts sweeps uploads/, avatars/ and previews/ only).
 */
export const reportKey = (reportId: string, format: "dsr" | "csv") =>
  `royalty-reports/${reportId}/report.${format === "dsr" ? "tsv" : "csv"}`;

const BOM = "\ufeff";

/**
 * DSR when the first line that is neither blank nor a `#` comment starts with HEAD (the DSR
 * flat file's first record, ../shared/spec/dsr.md); anything else is read as CSV. Only ASCII is
 * looked at, so the encoding does not matter here.
 */
export function formatOf(head: Buffer): "dsr" | "csv" {
  const text = head
    .toString("latin1")
    .replace(/^\u00ef\u00bb\u00bf/, "")
    .replace(BOM, "");
  for (const line of text.split("\n")) {
    const trimmed = line.trim();
    if (trimmed === "" || trimmed.startsWith("#")) continue;
    return trimmed.startsWith("HEAD") ? "dsr" : "csv";
  }
  return "csv";
}
