import type { CsvSeparator } from "@common/csvSeparator.ts";

/**
 * One CSV cell: always quoted (quotes doubled); a cell that a spreadsheet would read as a formula
 * (= + - @, tab, carriage return first) is prefixed with an apostrophe, since names are typed by
 * users and the file is opened by staff.
 */
export function csvCell(value: string | number | null): string {
  let text = value === null ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** How one download writes its rows: the cell separator and amounts' decimal mark. */
export interface CsvDialect {
  /** Cells already written (by csvCell or `amount`) as one line, without its line break. */
  row(cells: readonly string[]): string;
  /**
   * A decimal amount ("-1445.60"), bare so spreadsheets read it as a number; "" for none. Never
   * quoted: it starts with a digit or "-" followed by one, which no spreadsheet takes for a
   * formula's start.
   */
  amount(value: string | null): string;
}

export function csvDialect(separator: CsvSeparator): CsvDialect {
  const between = separator === "semicolon" ? ";" : ",";
  return {
    row: (cells) => cells.join(between),
    amount: (value) =>
      value === null ? "" : separator === "semicolon" ? value.replace(".", ",") : value,
  };
}
