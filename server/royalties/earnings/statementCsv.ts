/**
 * A statement as CSV (issue 19 "download as CSV"): who it is from and for and when it was
 * issued, the head figures, then one row per line, per country and per payout, in one table with
 * a `section` column so a spreadsheet can filter it. A line's streams and downloads are the
 * units behind it; a release a store sold whole has rows of its own, units without an amount.
 * Amounts are decimal strings in major units (never floats); text cells go through csvCell
 * (quoted, formula-safe), amounts are written bare so spreadsheets read them as numbers, in the
 * dialect asked for (a comma or, for Excel where the decimal mark is a comma, a semicolon).
 */
import type { StatementView } from "@common/royalties/earnings.ts";
import { type CsvDialect, csvCell } from "../../lib/csvText.ts";

const HEADER = [
  "section",
  "release",
  "track",
  "isrc",
  "store",
  "sales_period",
  "country",
  "reports",
  "date",
  "streams",
  "downloads",
  "currency",
  "amount",
  "note",
] as const;

type Cells = Record<(typeof HEADER)[number], string | null>;

const units = (value: number | null) => (value === null ? null : String(value));

const KIND_LABEL = {
  report_posting: "earnings",
  invitation_claimed: "held share claimed",
  correction: "correction",
} as const;

function rowOf(dialect: CsvDialect, cells: Partial<Cells>, currency: string): string {
  const full: Cells = {
    section: null,
    release: null,
    track: null,
    isrc: null,
    store: null,
    sales_period: null,
    country: null,
    reports: null,
    date: null,
    streams: null,
    downloads: null,
    currency,
    amount: null,
    note: null,
    ...cells,
  };
  return dialect.row(
    HEADER.map((name) =>
      name === "amount"
        ? dialect.amount(full.amount)
        : name === "streams" || name === "downloads"
          ? (full[name] ?? "") // an integer, bare like the amount (a reversal's is negative)
          : csvCell(full[name]),
    ),
  );
}

/** "Nova (Nova Lind) <nova@example.com>": the payee as the printed statement's "To" reads. */
export function payeeText({ name, artistName, email }: StatementView["parties"]["payee"]): string {
  const who = artistName && artistName !== name ? `${artistName} (${name})` : name;
  return `${who} <${email}>`;
}

export function statementCsv(view: StatementView, dialect: CsvDialect): string {
  const { head, parties } = view;
  const c = head.currency;
  const row = (cells: Partial<Cells>, currency: string) => rowOf(dialect, cells, currency);
  const rows = [
    dialect.row(HEADER),
    row({ section: "issued by", note: parties.issuer }, c),
    row({ section: "issued to", note: payeeText(parties.payee) }, c),
    row({ section: "issued on", sales_period: head.period, date: parties.issuedOn }, c),
    row({ section: "opening balance", sales_period: head.period, amount: head.openingBalance }, c),
    row({ section: "earnings", sales_period: head.period, amount: head.earnings }, c),
    row({ section: "payouts", sales_period: head.period, amount: head.payouts }, c),
    row({ section: "closing balance", sales_period: head.period, amount: head.closingBalance }, c),
    ...view.lines.map((line) =>
      row(
        {
          section: `line: ${KIND_LABEL[line.kind]}`,
          release: line.releaseTitle,
          track: line.trackTitle,
          isrc: line.isrc,
          store: line.storeName,
          sales_period: line.salesPeriod,
          reports: line.reports.map((report) => report.fileName).join("; "),
          streams: units(line.streams),
          downloads: units(line.downloads),
          amount: line.amount,
          note: line.note,
        },
        c,
      ),
    ),
    // A release a store sold whole: its units, no amount (its money is in its tracks' lines).
    ...view.wholeReleases.map((sold) =>
      row(
        {
          section: "line: sold as a whole release",
          release: sold.releaseTitle,
          store: sold.storeName,
          sales_period: sold.salesPeriod,
          streams: units(sold.streams),
          downloads: units(sold.downloads),
          note: sold.reversal
            ? "taken back by a reversal; the money was shared over its tracks"
            : "the money is shared over its tracks",
        },
        c,
      ),
    ),
    ...view.byCountry.map((country) =>
      row({ section: "country", country: country.country ?? "unknown", amount: country.amount }, c),
    ),
    ...view.payouts.map((payout) =>
      row({ section: `payout ${payout.kind}`, date: payout.date, amount: payout.amount }, c),
    ),
  ];
  return `${rows.join("\r\n")}\r\n`;
}
