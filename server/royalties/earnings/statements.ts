/**
 * Monthly statements (issue 19): the head figures were fixed when the month closed
 * (royalty_statements); the lines behind them are read from the ledger, the user's payable lines
 * of entries booked that month, each with the store reports it was booked from. A constant number
 * of queries per statement.
 */
import { amountText } from "@common/money/format.ts";
import type { StatementHead, StatementList, StatementView } from "@common/royalties/earnings.ts";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { nextMonth, periodOfDay } from "../periods/closePeriods.ts";
import { countryBreakdown } from "./countryBreakdown.ts";
import { bookedInMonth, EARNING_KINDS, payableAccount } from "./ledgerScope.ts";
import { type LineUsage, statementUsage } from "./statementUsage.ts";

/** A statement's head figures as stored: minor units as text, the period's first day. */
export interface HeadRow extends Record<string, unknown> {
  user_id: string;
  period: string;
  currency: string;
  opening_balance: string;
  earnings: string;
  payouts: string;
  closing_balance: string;
}

export const HEAD_COLUMNS = sql`user_id, period::text as period, currency, opening_balance::text,
  earnings::text, payouts::text, closing_balance::text`;

function presentHead(row: HeadRow): StatementHead {
  const money = (minor: string) => amountText(BigInt(minor), row.currency);
  return {
    period: periodOfDay(row.period),
    currency: row.currency,
    openingBalance: money(row.opening_balance),
    earnings: money(row.earnings),
    payouts: money(row.payouts),
    closingBalance: money(row.closing_balance),
  };
}

/**
 * A page of the user's statements, newest first (one per closed month), months before `before`
 * ("2026-10") when given, and every year that has one: two queries, both on
 * royalty_statements_user_period_idx, however long the history.
 */
export async function listStatements(
  db: Db,
  userId: string,
  page: { before?: string | undefined; limit: number },
): Promise<StatementList> {
  const before = page.before ? sql`and period < ${`${page.before}-01`}::date` : sql``;
  const [heads, years] = await Promise.all([
    db.execute<HeadRow>(sql`
      select ${HEAD_COLUMNS} from royalty_statements
      where user_id = ${userId} ${before}
      order by period desc limit ${page.limit + 1}`),
    db.execute<{ year: string }>(sql`
      select distinct to_char(period, 'YYYY') as year from royalty_statements
      where user_id = ${userId} order by year desc`),
  ]);
  const items = heads.rows.slice(0, page.limit).map(presentHead);
  return {
    items,
    nextCursor: heads.rows.length > page.limit ? (items.at(-1)?.period ?? null) : null,
    years: years.rows.map((row) => row.year),
  };
}

/** A statement row with its owner as the statement names them, and the day it was drawn up. */
interface StatementRow extends HeadRow {
  full_name: string;
  artist_name: string | null;
  email: string;
  issued_on: string;
}

/** The statement row of `period` ("2026-10"), or null: the subject "earnings.read" decides on. */
export async function findStatement(db: Db, userId: string, period: string) {
  const result = await db.execute<StatementRow>(sql`
    select ${HEAD_COLUMNS}, u.full_name, u.artist_name, u.email,
           (royalty_statements.created_at at time zone 'UTC')::date::text as issued_on
    from royalty_statements join users u on u.id = royalty_statements.user_id
    where user_id = ${userId} and period = ${`${period}-01`}::date`);
  const row = result.rows[0];
  return row ? { userId: row.user_id, row } : null;
}

interface LineRow extends Record<string, unknown> {
  kind: "report_posting" | "invitation_claimed" | "correction";
  track_id: string | null;
  release_id: string | null;
  store_id: string | null;
  release_title: string | null;
  track_title: string | null;
  isrc: string | null;
  store_name: string | null;
  sales_period: string | null;
  amount: string;
  note: string | null;
  reversal: boolean;
  reports: { id: string; fileName: string }[];
}

interface PayoutRow extends Record<string, unknown> {
  id: string;
  day: string;
  kind: "payout_requested" | "payout_rejected" | "payout_cancelled";
  amount: string;
}

const usageKey = (u: {
  trackId: string | null;
  releaseId?: string | null;
  storeId: string | null;
  salesPeriod: string | null;
  reversedReport: string | null;
}) => `${u.trackId ?? `release:${u.releaseId}`}|${u.storeId}|${u.salesPeriod}|${u.reversedReport}`;

/**
 * The lines' streams and downloads (a report posting's: null for the others), and the releases
 * sold whole, named as the lines of their tracks name them (a release's usage comes from a line
 * of one of its tracks in the same store and month).
 */
function withUsage(lines: readonly LineRow[], usage: readonly LineUsage[]) {
  const byKey = new Map(usage.map((u) => [usageKey(u), u]));
  const presented = lines.map((line) => {
    const counted = line.kind === "report_posting" && line.track_id !== null;
    const found = counted
      ? byKey.get(
          usageKey({
            trackId: line.track_id,
            storeId: line.store_id,
            salesPeriod: line.sales_period,
            // A reversal line is one report's (its note names it).
            reversedReport: line.reversal ? (line.reports[0]?.id ?? null) : null,
          }),
        )
      : undefined;
    return {
      line,
      streams: counted ? (found?.streams ?? 0) : null,
      downloads: counted ? (found?.downloads ?? 0) : null,
    };
  });
  const wholeReleases = usage.flatMap((u) => {
    const named = u.releaseId
      ? lines.find((l) => l.release_id === u.releaseId && l.store_id === u.storeId)
      : undefined;
    if (!u.releaseId || !named) return [];
    return [
      {
        releaseId: u.releaseId,
        releaseTitle: named.release_title ?? "",
        storeId: u.storeId,
        storeName: named.store_name ?? u.storeId,
        salesPeriod: u.salesPeriod,
        reversal: u.reversal,
        streams: u.streams,
        downloads: u.downloads,
      },
    ];
  });
  return { presented, wholeReleases };
}

/**
 * The statement with its lines and their usage, countries and payouts (four queries), issued by
 * `issuer`.
 */
export async function statementView(
  db: Db,
  found: { userId: string; row: StatementRow },
  issuer: string,
): Promise<StatementView> {
  const { userId, row } = found;
  const currency = row.currency;
  const month = bookedInMonth(row.period, nextMonth(row.period));
  const [lines, payouts, countries, usage] = await Promise.all([
    db.execute<LineRow>(sql`
      select e.kind, l.track_id, rel.id as release_id, l.store_id, rel.title as release_title,
             t.title as track_title, t.isrc,
             s.display_name as store_name, to_char(l.period, 'YYYY-MM') as sales_period,
             (-sum(l.amount))::text as amount,
             -- A correction's reason, and a reversal's description with its reason: a reversal
             -- shows as its own line beside the posting it undoes.
             (case when e.kind = 'correction' or e.idempotency_key like 'report:%:reverse'
                   then e.description end) as note,
             bool_or(e.idempotency_key like 'report:%:reverse') as reversal,
             coalesce(jsonb_agg(distinct jsonb_build_object('id', rr.id, 'fileName', rr.file_name))
               filter (where rr.id is not null), '[]'::jsonb) as reports
      from journal_lines l
      join journal_entries e on e.id = l.entry_id
      left join tracks t on t.id = l.track_id
      left join releases rel on rel.id = t.release_id
      left join stores s on s.id = l.store_id
      left join royalty_reports rr on rr.id = l.report_id
      where l.account_id = ${payableAccount(userId, currency)} and e.kind in ${EARNING_KINDS}
        and ${month}
      group by e.kind, l.track_id, l.store_id, l.period, rel.id, rel.title, t.title, t.isrc,
               s.display_name, t.track_number, note
      order by rel.title nulls last, t.track_number nulls last, t.title nulls last,
               s.display_name nulls last, l.period nulls last, e.kind, note nulls first`),
    db.execute<PayoutRow>(sql`
      select e.id, (e.created_at at time zone 'UTC')::date::text as day, e.kind,
             sum(l.amount)::text as amount
      from journal_lines l
      join journal_entries e on e.id = l.entry_id
      where l.account_id = ${payableAccount(userId, currency)}
        and e.kind in ('payout_requested', 'payout_rejected', 'payout_cancelled') and ${month}
      group by e.id, e.created_at, e.kind
      order by e.created_at, e.id`),
    countryBreakdown(db, userId, currency, month),
    statementUsage(db, userId, currency, month),
  ]);
  const { presented, wholeReleases } = withUsage(lines.rows, usage);
  const money = (minor: bigint) => amountText(minor, currency);
  return {
    head: presentHead(row),
    parties: {
      issuer,
      payee: { name: row.full_name, artistName: row.artist_name, email: row.email },
      issuedOn: row.issued_on,
    },
    lines: presented.map(({ line, streams, downloads }) => ({
      kind: line.kind,
      trackId: line.track_id,
      releaseId: line.release_id,
      storeId: line.store_id,
      releaseTitle: line.release_title,
      trackTitle: line.track_title,
      isrc: line.isrc,
      storeName: line.store_name,
      salesPeriod: line.sales_period,
      amount: money(BigInt(line.amount)),
      note: line.note,
      reports: line.reports,
      streams,
      downloads,
    })),
    wholeReleases,
    byCountry: countries.map((c) => ({ country: c.country, amount: money(c.amount) })),
    payouts: payouts.rows.map((p) => ({
      id: p.id,
      date: p.day,
      kind: p.kind === "payout_requested" ? "requested" : "returned",
      amount: money(BigInt(p.amount)),
    })),
  };
}
