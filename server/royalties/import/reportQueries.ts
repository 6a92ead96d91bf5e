import { and, desc, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { royaltyReports, stores } from "../../db/schema/index.ts";
import { exactTime, keysetPage, olderThan } from "../../lib/cursor.ts";

/** The columns every report listing shows (presentReport.ts turns them into the API shape). */
const reportColumns = {
  id: royaltyReports.id,
  storeId: royaltyReports.storeId,
  storeName: stores.displayName,
  format: royaltyReports.format,
  fileName: royaltyReports.fileName,
  sizeBytes: royaltyReports.sizeBytes,
  status: royaltyReports.status,
  periodStart: royaltyReports.periodStart,
  currency: royaltyReports.currency,
  exchangeRate: royaltyReports.exchangeRate,
  rateSource: royaltyReports.rateSource,
  lineCount: royaltyReports.lineCount,
  problems: royaltyReports.problems,
  createdAt: royaltyReports.createdAt,
  processedAt: royaltyReports.processedAt,
  postedAt: royaltyReports.postedAt,
  reversedAt: royaltyReports.reversedAt,
  reversalReason: royaltyReports.reversalReason,
};

export type ReportListRow = Awaited<ReturnType<typeof reportPage>>["items"][number];

/** Newest first, a keyset page (one statement). */
export async function reportPage(
  db: Db,
  options: { after?: { time: string; id: string }; limit: number },
) {
  const rows = await db
    .select({ ...reportColumns, cursorTime: exactTime(royaltyReports.createdAt) })
    .from(royaltyReports)
    .innerJoin(stores, eq(stores.id, royaltyReports.storeId))
    .where(
      options.after
        ? olderThan(royaltyReports.createdAt, royaltyReports.id, options.after)
        : undefined,
    )
    .orderBy(desc(royaltyReports.createdAt), desc(royaltyReports.id))
    .limit(options.limit + 1);
  return keysetPage(rows, options.limit);
}

export async function reportById(db: Db, id: string) {
  const [row] = await db
    .select(reportColumns)
    .from(royaltyReports)
    .innerJoin(stores, eq(stores.id, royaltyReports.storeId))
    .where(eq(royaltyReports.id, id));
  return row ?? null;
}

const UNMATCHED_SHOWN = 50;
const RELEASES_SHOWN = 100;

type Rows<T> = { rows: T[] };

/**
 * The preview's figures (issue 19: "lines matched to tracks, unmatched lines with their totals,
 * revenue by release and currency"): five statements whatever the report's size, each an
 * aggregate over the report's lines (the (report_id, state) index) or a short list.
 */
export async function reportFigures(
  db: Db,
  report: { id: string; storeId: string; periodStart: string | null; status: string },
) {
  const { id } = report;
  // While the parse job writes the lines, the page polls and shows only that it is checking:
  // aggregates over half-written lines would be wrong and would take the database from the
  // import itself (the import bench ran twice as long while it polled the preview).
  if (report.status === "processing")
    return { states: [], byRelease: [], byCurrency: [], unmatched: [], samePeriod: [] };
  const [states, byRelease, byCurrency, unmatched, samePeriod] = await Promise.all([
    db.execute(sql`
      select state::text as state, count(*)::int as lines,
        coalesce(sum(ledger_amount), 0)::text as amount
      from royalty_report_lines where report_id = ${id} group by state`) as Promise<
      Rows<{ state: string; lines: number; amount: string }>
    >,
    db.execute(sql`
      select l.release_id as "releaseId", r.title, r.artist_name as artist, l.currency,
        count(*)::int as lines, sum(l.net_amount)::text as amount,
        sum(l.ledger_amount)::text as "ledgerAmount"
      from royalty_report_lines l join releases r on r.id = l.release_id
      where l.report_id = ${id} and l.release_id is not null
      group by l.release_id, r.title, r.artist_name, l.currency
      order by sum(l.ledger_amount) desc, l.release_id
      limit ${RELEASES_SHOWN}`) as Promise<
      Rows<{
        releaseId: string;
        title: string;
        artist: string;
        currency: string;
        lines: number;
        amount: string;
        ledgerAmount: string;
      }>
    >,
    db.execute(sql`
      select currency, count(*)::int as lines, sum(net_amount)::text as amount,
        sum(ledger_amount)::text as "ledgerAmount"
      from royalty_report_lines where report_id = ${id}
      group by currency order by currency`) as Promise<
      Rows<{ currency: string; lines: number; amount: string; ledgerAmount: string }>
    >,
    db.execute(sql`
      select id::int as id, line_number as line, isrc, upc, title, artist, currency,
        net_amount::text as amount
      from royalty_report_lines where report_id = ${id} and state = 'unmatched'
      order by id limit ${UNMATCHED_SHOWN}`) as Promise<
      Rows<{
        id: number;
        line: number;
        isrc: string | null;
        upc: string | null;
        title: string | null;
        artist: string | null;
        currency: string;
        amount: string;
      }>
    >,
    report.periodStart
      ? db
          .select({
            id: royaltyReports.id,
            fileName: royaltyReports.fileName,
            status: royaltyReports.status,
          })
          .from(royaltyReports)
          .where(
            and(
              eq(royaltyReports.storeId, report.storeId),
              eq(royaltyReports.periodStart, report.periodStart),
              ne(royaltyReports.status, "failed"),
              ne(royaltyReports.id, id),
            ),
          )
          .orderBy(royaltyReports.createdAt)
      : Promise.resolve([]),
  ]);
  return {
    states: states.rows,
    byRelease: byRelease.rows,
    byCurrency: byCurrency.rows,
    unmatched: unmatched.rows,
    samePeriod,
  };
}

export type ReportFigures = Awaited<ReturnType<typeof reportFigures>>;

/**
 * The Royalties link's count: reports waiting for staff, either checked and not yet posted or
 * with lines no track was found for (the unmatched queue). Reports are a few a month per store;
 * the partial index on unmatched lines answers each one's part.
 */
export async function waitingReportCount(db: Db): Promise<number> {
  const result = await db.execute<{ count: string }>(sql`
    select count(*)::text as count from royalty_reports r
    where r.status = 'ready'
       or exists (select 1 from royalty_report_lines l
                  where l.report_id = r.id and l.state = 'unmatched')`);
  return Number(result.rows[0]?.count ?? 0);
}
