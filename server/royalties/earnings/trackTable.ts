/**
 * The earnings page's table per release and track, a page at a time, and its "By track" chart
 * (issue 19 "Artists: earnings"). The chart is over every track, so it is drawn here from all of
 * them and sent as its bars; the table is sent a page of whole releases at a time, an artist
 * with hundreds of tracks getting the first page with the page and the rest on asking
 * (GET /api/earnings/tracks). Amounts leave as decimal strings in major units.
 */
import { CURSOR_MESSAGE, encodeCursor } from "@common/keysetCursor.ts";
import { amountText } from "@common/money/format.ts";
import {
  CHART_BARS,
  type EarningsTrackPage,
  type EarningsView,
  TRACK_PAGE_ROWS,
} from "@common/royalties/earnings.ts";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { badRequest } from "../../lib/errors.ts";
import { reportLineBreakdowns } from "./breakdownCache.ts";
import { earningsByTrack, type TrackScope, withUsage } from "./earningsBreakdowns.ts";
import type { TrackUsage, Usage } from "./trackUsage.ts";

type TrackRow = Awaited<ReturnType<typeof earningsByTrack>>[number] & TrackUsage;

/**
 * The rows the table shows, with their streams and downloads. A track whose earnings net to zero
 * (a reversed report) is not shown; a track with streams but no money still is.
 */
export function shownRows(
  rows: Awaited<ReturnType<typeof earningsByTrack>>,
  usage: Usage,
): TrackRow[] {
  return withUsage(rows, usage.tracks).filter(
    (row) => row.amount !== 0n || row.streams !== 0 || row.downloads !== 0,
  );
}

/**
 * The first rows up to `limit`, cut between releases (an album's tracks and its whole-release
 * row stay together; a release longer than `limit` is a page alone), and the last release's id
 * when more rows follow. Money no release explains is last in the order, so a page never ends
 * inside it with more to come.
 */
export function pageByRelease<T extends { releaseId: string | null }>(
  rows: readonly T[],
  limit = TRACK_PAGE_ROWS,
): { items: T[]; next: string | null } {
  let end = 0;
  while (end < rows.length) {
    const releaseId = rows[end]?.releaseId;
    let groupEnd = end + 1;
    while (groupEnd < rows.length && rows[groupEnd]?.releaseId === releaseId) groupEnd += 1;
    if (end > 0 && groupEnd > limit) break;
    end = groupEnd;
  }
  const items = rows.slice(0, end);
  const next = end < rows.length ? (items.at(-1)?.releaseId ?? null) : null;
  return { items, next };
}

/**
 * The "By track" chart's bars: largest first (equal amounts in the table's order); a track by its
 * title, and by its title and release where another of the user's tracks has the same title
 * (an "Intro" on two albums). Past CHART_BARS the rest is one bar, added up exactly.
 */
export function trackChart(
  rows: readonly TrackRow[],
  currency: string,
): Pick<EarningsView, "byTrack" | "byTrackRest"> {
  const titles = new Map<string, number>();
  for (const row of rows) titles.set(row.trackTitle, (titles.get(row.trackTitle) ?? 0) + 1);
  const sorted = [...rows].sort((a, b) =>
    a.amount === b.amount ? 0 : a.amount > b.amount ? -1 : 1,
  );
  const kept = sorted.length <= CHART_BARS ? sorted : sorted.slice(0, CHART_BARS - 1);
  const rest = sorted.slice(kept.length);
  return {
    byTrack: kept.map((row) => ({
      label:
        (titles.get(row.trackTitle) ?? 0) > 1
          ? `${row.trackTitle} (${row.releaseTitle})`
          : row.trackTitle,
      amount: amountText(row.amount, currency),
    })),
    byTrackRest:
      rest.length === 0
        ? null
        : {
            tracks: rest.length,
            amount: amountText(
              rest.reduce((total, row) => total + row.amount, 0n),
              currency,
            ),
          },
  };
}

/**
 * A page as the API sends it: its rows, the whole-release counts of its releases, and the cursor
 * of the page after it (the last release's id, from pageByRelease).
 */
export function tablePage(
  rows: readonly TrackRow[],
  next: string | null,
  usage: Usage,
  currency: string,
): Omit<EarningsTrackPage, "currency"> {
  const listed = new Set(rows.map((row) => row.releaseId));
  return {
    tracks: rows.map((row) => ({ ...row, amount: amountText(row.amount, currency) })),
    // A release sold whole is counted under its tracks, when one of them is listed.
    wholeReleases: [...usage.releases]
      .filter(([releaseId]) => listed.has(releaseId))
      .map(([releaseId, counts]) => ({ releaseId, ...counts })),
    nextCursor: next ? encodeCursor([next]) : null,
  };
}

/**
 * GET /api/earnings/tracks: a page of the table after a release (the cursor), or one release's
 * rows (a release's own page shows its earnings). A cursor naming a release that is gone is the
 * list having changed (400, CURSOR_MESSAGE).
 */
export async function earningsTracks(
  db: Db,
  input: { userId: string; currency: string } & TrackScope,
): Promise<EarningsTrackPage> {
  const { userId, currency, afterRelease, releaseId } = input;
  if (afterRelease) {
    const found = await db.execute(sql`select 1 from releases where id = ${afterRelease}`);
    if (found.rows.length === 0) throw badRequest(CURSOR_MESSAGE);
  }
  const [{ usage }, rows] = await Promise.all([
    reportLineBreakdowns(db, userId, currency),
    earningsByTrack(db, userId, currency, { afterRelease, releaseId }),
  ]);
  const shown = shownRows(rows, usage);
  // One release's rows are one page whatever their number.
  const { items, next } = releaseId ? { items: shown, next: null } : pageByRelease(shown);
  return { currency, ...tablePage(items, next, usage, currency) };
}
