/**
 * The finance overview as CSV, for the label's accounts: one row per month of the range (store
 * revenue, label share, the artists' side, paid out), then one per store and month with revenue.
 * A `section` column tells them apart, as on the statement's CSV (earnings/statementCsv.ts).
 * Amounts are decimal strings in major units, written bare so spreadsheets read them as numbers;
 * text goes through csvCell (quoted, formula-safe).
 */
import type { FinanceOverview } from "@common/royalties/finance.ts";
import { csvCell } from "../../queries/admin/partnerContacts.ts";

const HEADER = "section,period,store,currency,revenue,label_share,artist_share,paid_out";

export function financeCsv(data: FinanceOverview): string {
  const c = csvCell(data.currency);
  const months = data.months.map(
    (m) =>
      `${csvCell("month")},${csvCell(m.period)},"",${c},${m.revenue},${m.labelShare},${m.artistShare},${m.paidOut}`,
  );
  const stores = [...data.stores]
    .sort((a, b) => a.period.localeCompare(b.period) || a.storeName.localeCompare(b.storeName))
    .map(
      (s) =>
        `${csvCell("store")},${csvCell(s.period)},${csvCell(s.storeName)},${c},${s.revenue},,,`,
    );
  return `${[HEADER, ...months, ...stores].join("\r\n")}\r\n`;
}
