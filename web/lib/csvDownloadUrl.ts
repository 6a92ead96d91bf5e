import type { CsvSeparator } from "@common/csvSeparator.ts";

/**
 * The separator a CSV download should use for this browser's person (common/csvSeparator.ts):
 * a semicolon, with decimal commas, where their locale writes one and a half as "1,5", since
 * Excel there opens a comma-separated file in one column. The browser's language stands in for
 * the computer's region, which a page cannot read.
 */
export function spreadsheetSeparator(locale?: string): CsvSeparator {
  const decimal = new Intl.NumberFormat(locale)
    .formatToParts(1.5)
    .find((part) => part.type === "decimal")?.value;
  return decimal === "," ? "semicolon" : "comma";
}

/** `path` with `query` and, where the locale (the browser's) needs it, `separator=semicolon`. */
export function csvDownloadUrl(
  path: string,
  query: Record<string, string> = {},
  locale?: string,
): string {
  const params = new URLSearchParams(query);
  if (spreadsheetSeparator(locale) === "semicolon") params.set("separator", "semicolon");
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
