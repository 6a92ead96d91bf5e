/**
 * The unmatched-lines queue (issue 19): report lines no track or release was found for, oldest
 * report first, in keyset pages over (report, line id), the partial index's order. Two
 * statements whatever the page: the page and the queue's count and total. Only lines of checked
 * reports (ready or posted): a report still being checked writes its lines as it reads them and
 * starts over if it is retried, which would undo whatever staff did with them meanwhile.
 */
import { normaliseIsrc, normaliseUpc } from "@common/codes.ts";
import { currencyExponent } from "@common/money/currencies.ts";
import { parseDecimal, toMinorUnits } from "@common/money/decimal.ts";
import { amountText } from "@common/money/format.ts";
import type { TrackHit, UnmatchedLine } from "@common/royalties/posting.ts";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";

interface LineRow extends Record<string, unknown> {
  id: string;
  report_id: string;
  store_id: string;
  store_name: string;
  period_start: string | null;
  file_name: string;
  line_number: number;
  isrc: string | null;
  upc: string | null;
  title: string | null;
  artist: string | null;
  country: string | null;
  quantity: string;
  ledger_amount: string;
  net_amount: string;
  currency: string;
}

interface UnmatchedPage {
  items: UnmatchedLine[];
  next: { report: string; line: string } | null;
  count: number;
  total: string;
  currency: string;
}

export async function unmatchedPage(
  db: Db,
  currency: string,
  query: { reportId?: string; after?: { report: string; line: string }; limit: number },
): Promise<UnmatchedPage> {
  const ofReport = query.reportId ? sql`and l.report_id = ${query.reportId}` : sql``;
  const after = query.after
    ? sql`and (l.report_id, l.id) > (${query.after.report}::uuid, ${query.after.line}::bigint)`
    : sql``;
  const [page, sums] = await Promise.all([
    db.execute<LineRow>(sql`
      select l.id::text as id, l.report_id, r.store_id, s.display_name as store_name,
             r.period_start::text as period_start, r.file_name, l.line_number, l.isrc, l.upc,
             l.title, l.artist, l.country, l.quantity::text as quantity,
             l.ledger_amount::text as ledger_amount, l.net_amount::text as net_amount, l.currency
      from royalty_report_lines l
      join royalty_reports r on r.id = l.report_id
      join stores s on s.id = r.store_id
      where l.state = 'unmatched' and r.status in ('ready', 'posted') ${ofReport} ${after}
      order by l.report_id, l.id
      limit ${query.limit + 1}`),
    db.execute<{ count: string; total: string | null }>(sql`
      select count(*)::text as count, sum(l.ledger_amount)::text as total
      from royalty_report_lines l join royalty_reports r on r.id = l.report_id
      where l.state = 'unmatched' and r.status in ('ready', 'posted') ${ofReport}`),
  ]);
  const rows = page.rows.slice(0, query.limit);
  const last = rows.at(-1);
  const sum = sums.rows[0];
  const totalMinor = toMinorUnits(parseDecimal(sum?.total ?? "0"), currencyExponent(currency));
  return {
    items: rows.map((row) => ({
      id: row.id,
      reportId: row.report_id,
      storeId: row.store_id,
      storeName: row.store_name,
      period: row.period_start ? row.period_start.slice(0, 7) : null,
      fileName: row.file_name,
      lineNumber: Number(row.line_number),
      isrc: row.isrc,
      upc: row.upc,
      title: row.title,
      artist: row.artist,
      country: row.country,
      quantity: Number(row.quantity),
      amount: row.ledger_amount,
      originalAmount: row.net_amount,
      originalCurrency: row.currency.trim(),
    })),
    next: page.rows.length > query.limit && last ? { report: last.report_id, line: last.id } : null,
    count: Number(sum?.count ?? 0),
    total: amountText(totalMinor, currency),
    currency,
  };
}

const likeOf = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Tracks by title, ISRC, release title, artist name or the release's UPC (contains, no case), 20
 * at most. An ISRC is stored bare and shown "ZZ-OFB-26-00001" (formatIsrc): typed or pasted
 * either way, it is compared without its separators. A UPC is compared without separators or
 * leading zeros, so a line's EAN-13 ("0200000000011") finds the release's UPC-A.
 *
 * Each condition is its own branch on one table, so each is read from its trigram index
 * (tracks' title and ISRC, releases' title, artist name and UPC) instead of an OR across the
 * join, which scanned every track.
 */
export function trackSearchSql(q: string): SQL {
  const like = likeOf(q);
  const isrc = normaliseIsrc(q);
  const isrcLike = likeOf(isrc);
  const upcDigits = normaliseUpc(q).replace(/^0+/, "");
  const upcLike = /^\d{6,}$/.test(upcDigits) ? likeOf(upcDigits) : null;
  return sql`
    select t.id, t.title, t.isrc, r.title as release_title, r.artist_name
    from tracks t join releases r on r.id = t.release_id
    where t.id in (
      select id from tracks where title ilike ${like}
      union all
      select id from tracks where isrc ilike ${isrcLike}
      union all
      select tr.id from tracks tr where tr.release_id in (
        select id from releases
        where title ilike ${like} or artist_name ilike ${like}${upcLike ? sql` or upc like ${upcLike}` : sql``}))
    order by (t.isrc = ${isrc}) desc nulls last, t.title, t.id
    limit 20`;
}

/** The assign picker's hits for what staff typed (trackSearchSql). */
export async function searchTracks(db: Db, q: string): Promise<TrackHit[]> {
  const result = await db.execute<{
    id: string;
    title: string;
    isrc: string | null;
    release_title: string;
    artist_name: string;
  }>(trackSearchSql(q));
  return result.rows.map((row) => ({
    id: row.id,
    title: row.title,
    isrc: row.isrc,
    releaseTitle: row.release_title,
    artistName: row.artist_name,
  }));
}
