/**
 * The finance overview as CSV, for the label's accounts: one row per month of the range (store
 * revenue, label share, the artists' side, paid out), then one per store and month with revenue.
 * A `section` column tells them apart, as on the statement's CSV (earnings/statementCsv.ts).
 * Amounts are decimal strings in major units, written bare so spreadsheets read them as numbers,
 * in the dialect asked for (server/lib/csvText.ts); text goes through csvCell (quoted,
 * formula-safe).
 */
import type { FinanceOverview } from "@common/royalties/finance.ts";
import { type CsvDialect, csvCell } from "../../lib/csvText.ts";

const HEADER = [
  "section",
  "period",
  "store",
  "currency",
  "revenue",
  "label_share",
  "artist_share",
  "paid_out",
] as const;

export function financeCsv(data: FinanceOverview, dialect: CsvDialect): string {
  const c = csvCell(data.currency);
  const { amount } = dialect;
  const months = data.months.map((m) =>
    dialect.row([
      csvCell("month"),
      csvCell(m.period),
      csvCell(null),
      c,
      amount(m.revenue),
      amount(m.labelShare),
      amount(m.artistShare),
      amount(m.paidOut),
    ]),
  );
  const stores = [...data.stores]
    .sort((a, b) => a.period.localeCompare(b.period) || a.storeName.localeCompare(b.storeName))
    .map((s) =>
      dialect.row([
        csvCell("store"),
        csvCell(s.period),
        csvCell(s.storeName),
        c,
        amount(s.revenue),
        "",
        "",
        "",
      ]),
    );
  return `${[dialect.row(HEADER), ...months, ...stores].join("\r\n")}\r\n`;
}
