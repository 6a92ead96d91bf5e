/**
 * A year of statements in one file, for the artist's accounts and tax return: the year's closed
 * months with their four figures, the year's totals, and the year's earnings per release, track
 * and store with their streams and downloads (a reversal's taken back), and the releases stores
 * sold whole. Read from the statements (the months' figures, fixed when each month closed) and
 * from the ledger lines booked in those months with the report lines they booked (three
 * queries), so the per-track rows add up to the year's earnings exactly and the units to the
 * months' statements'.
 */
import { amountText } from "@common/money/format.ts";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { type CsvDialect, csvCell } from "../../lib/csvText.ts";
import { nextMonth, periodOfDay } from "../periods/closePeriods.ts";
import { bookedInMonth, EARNING_KINDS, payableAccount } from "./ledgerScope.ts";
import { payeeText } from "./statementCsv.ts";
import { HEAD_COLUMNS, type HeadRow } from "./statements.ts";
import { type LineUsage, statementUsage } from "./statementUsage.ts";

interface TrackRow extends Record<string, unknown> {
  kind: "report_posting" | "invitation_claimed" | "correction";
  track_id: string | null;
  release_id: string | null;
  store_id: string | null;
  release_title: string | null;
  track_title: string | null;
  isrc: string | null;
  store_name: string | null;
  amount: string;
}

interface PayeeRow {
  full_name: string;
  artist_name: string | null;
  email: string;
}

export interface YearSummary {
  year: string;
  currency: string;
  payee: { name: string; artistName: string | null; email: string };
  months: HeadRow[];
  /** With a report posting's units (null for the other kinds). */
  tracks: (TrackRow & Partial<Units>)[];
  wholeReleases: ({ release_title: string | null; store_name: string | null } & Units)[];
}

interface Units {
  streams: number;
  downloads: number;
}

/** Units summed by key over the year's months (and a reversal's negative ones). */
function unitsBy(usage: readonly LineUsage[], key: (u: LineUsage) => string | null) {
  const sums = new Map<string, Units>();
  for (const u of usage) {
    const k = key(u);
    if (k === null) continue;
    const sum = sums.get(k) ?? { streams: 0, downloads: 0 };
    sum.streams += u.streams;
    sum.downloads += u.downloads;
    sums.set(k, sum);
  }
  return sums;
}

/** The year's statements and earnings by track and store; null if it has no statement. */
export async function yearSummary(
  db: Db,
  userId: string,
  year: string,
): Promise<YearSummary | null> {
  const months = await db.execute<HeadRow & PayeeRow>(sql`
    select ${HEAD_COLUMNS}, u.full_name, u.artist_name, u.email::text as email
    from royalty_statements join users u on u.id = royalty_statements.user_id
    where user_id = ${userId}
      and period >= ${`${year}-01-01`}::date and period < ${`${Number(year) + 1}-01-01`}::date
    order by period`);
  const first = months.rows[0];
  const last = months.rows.at(-1);
  if (!first || !last) return null;
  // The closed months only, as the statements are: from January to the end of the last one.
  const booked = bookedInMonth(`${year}-01-01`, nextMonth(last.period));
  const [tracks, usage] = await Promise.all([
    db.execute<TrackRow>(sql`
    select e.kind, l.track_id, rel.id as release_id, l.store_id, rel.title as release_title,
           t.title as track_title, t.isrc,
           s.display_name as store_name, (-sum(l.amount))::text as amount
    from journal_lines l
    join journal_entries e on e.id = l.entry_id
    left join tracks t on t.id = l.track_id
    left join releases rel on rel.id = t.release_id
    left join stores s on s.id = l.store_id
    where l.account_id = ${payableAccount(userId, first.currency)} and e.kind in ${EARNING_KINDS}
      and ${booked}
    -- By the track and store themselves: two tracks may share a title (and have no ISRC yet).
    group by e.kind, l.track_id, l.store_id, rel.id, rel.title, t.title, t.isrc, t.track_number,
             s.display_name
    order by rel.title nulls last, t.track_number nulls last, t.title nulls last,
             s.display_name nulls last, e.kind`),
    statementUsage(db, userId, first.currency, booked),
  ]);
  const byTrack = unitsBy(usage, (u) => u.trackId && `${u.trackId}|${u.storeId}`);
  const byRelease = unitsBy(usage, (u) => u.releaseId && `${u.releaseId}|${u.storeId}`);
  const named = (releaseId: string, storeId: string) =>
    tracks.rows.find((t) => t.release_id === releaseId && t.store_id === storeId);
  return {
    year,
    currency: first.currency,
    payee: { name: first.full_name, artistName: first.artist_name, email: first.email },
    months: months.rows,
    tracks: tracks.rows.map((t) =>
      t.kind === "report_posting" && t.track_id
        ? { ...t, ...(byTrack.get(`${t.track_id}|${t.store_id}`) ?? { streams: 0, downloads: 0 }) }
        : t,
    ),
    wholeReleases: [...byRelease].flatMap(([key, units]) => {
      const [releaseId = "", storeId = ""] = key.split("|");
      const row = named(releaseId, storeId);
      return row
        ? [{ release_title: row.release_title, store_name: row.store_name, ...units }]
        : [];
    }),
  };
}

const HEADER = [
  "section",
  "month",
  "release",
  "track",
  "isrc",
  "store",
  "streams",
  "downloads",
  "currency",
  "amount",
  "note",
] as const;
type Cells = Partial<Record<(typeof HEADER)[number], string | null>>;

/** A month's four rows: the section and the statement's column. */
const FIGURES = [
  ["opening balance", "opening_balance"],
  ["earnings", "earnings"],
  ["payouts", "payouts"],
  ["closing balance", "closing_balance"],
] as const;

const KIND_LABEL = {
  report_posting: "earnings by track and store",
  invitation_claimed: "held share claimed",
  correction: "correction",
} as const;

/**
 * One table with a `section` column, as a statement's CSV is: the months (four rows each), the
 * year's totals, then the earnings rows, which add up to the year's earnings. Amounts bare, in
 * major units, in the dialect asked for; text formula-safe.
 */
export function yearSummaryCsv(summary: YearSummary, issuer: string, dialect: CsvDialect): string {
  const { currency, months, payee } = summary;
  const money = (minor: string | bigint) => amountText(BigInt(minor), currency);
  const row = (cells: Cells) =>
    dialect.row(
      HEADER.map((name) => {
        const value = name === "currency" ? currency : (cells[name] ?? null);
        if (name === "amount") return dialect.amount(value);
        // Integers, bare like the amount (negative where a reversal took back more than was booked).
        if (name === "streams" || name === "downloads") return value ?? "";
        return csvCell(value);
      }),
    );
  const sum = (pick: (month: HeadRow) => string) =>
    months.reduce((total, month) => total + BigInt(pick(month)), 0n);
  const first = months[0];
  const last = months.at(-1);
  const rows = [
    dialect.row(HEADER),
    row({ section: "issued by", note: issuer }),
    row({ section: "issued to", note: payeeText(payee) }),
    ...months.flatMap((m) =>
      FIGURES.map(([section, column]) =>
        row({ section, month: periodOfDay(m.period), amount: money(m[column]) }),
      ),
    ),
    row({
      section: "year opening balance",
      month: first && periodOfDay(first.period),
      amount: money(first?.opening_balance ?? "0"),
    }),
    row({ section: "year earnings", month: summary.year, amount: money(sum((m) => m.earnings)) }),
    row({ section: "year payouts", month: summary.year, amount: money(sum((m) => m.payouts)) }),
    row({
      section: "year closing balance",
      month: last && periodOfDay(last.period),
      amount: money(last?.closing_balance ?? "0"),
    }),
    ...summary.tracks.map((t) =>
      row({
        section: KIND_LABEL[t.kind],
        month: summary.year,
        release: t.release_title,
        track: t.track_title,
        isrc: t.isrc,
        store: t.store_name,
        streams: t.streams === undefined ? null : String(t.streams),
        downloads: t.downloads === undefined ? null : String(t.downloads),
        amount: money(t.amount),
      }),
    ),
    // Albums bought whole: the release's units; their money is in its tracks' rows.
    ...summary.wholeReleases.map((sold) =>
      row({
        section: "sold as a whole release",
        month: summary.year,
        release: sold.release_title,
        store: sold.store_name,
        streams: String(sold.streams),
        downloads: String(sold.downloads),
        note: "the money is shared over its tracks",
      }),
    ),
  ];
  return `${rows.join("\r\n")}\r\n`;
}
