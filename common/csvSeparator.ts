import { z } from "zod";

/**
 * How a CSV download separates its cells. Excel opens a CSV with the list separator of the
 * computer's region: a comma where the decimal mark is a dot, a semicolon where it is a comma
 * (Sweden, Germany, France…). A comma-separated file opened in Swedish Excel lands in one
 * column, and "1445.60" is not a number there. "semicolon" writes what it reads: cells joined by
 * ";" and amounts with a decimal comma ("1445,60"); the royalty import reads that back too.
 */
export const CSV_SEPARATOR_MESSAGE = "Use separator=comma or separator=semicolon.";

export const CsvSeparatorSchema = z
  .enum(["comma", "semicolon"], { error: CSV_SEPARATOR_MESSAGE })
  .default("comma")
  .describe(
    'comma (default): "," between cells, amounts as 1445.60; semicolon: ";" between cells, amounts as 1445,60, as Excel opens them where the decimal mark is a comma',
  );
export type CsvSeparator = z.infer<typeof CsvSeparatorSchema>;
