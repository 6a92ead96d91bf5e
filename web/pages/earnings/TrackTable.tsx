import { formatIsrc } from "@common/codes.ts";
import type { EarningsTrackRow, WholeReleaseUsage } from "@common/royalties/earnings.ts";
import { CardLabel, Th } from "@web/components/TableParts.tsx";
import { cn } from "@web/lib/cn.ts";
import { wrappable } from "@web/lib/wrappable.ts";
import { Fragment, type ReactNode } from "react";
import { money } from "./earningsFormat.ts";

const count = new Intl.NumberFormat("en-GB");

const ROW = "grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 py-3 sm:table-row sm:py-0";
const WHOLE_RELEASE = "Sold as a whole release";
const IN_THE_TRACKS = "Shared over its tracks";

/** A figure's cell: placed on a phone's card by its own classes, a table cell from sm. */
const FIGURE_CELL = "sm:table-cell sm:px-4 sm:py-3 sm:text-right tabular-nums";

/** A row's streams and downloads: labelled on a phone's card, two table cells from sm. */
function CountCells({ usage }: { usage: { streams: number; downloads: number } }) {
  return (
    <>
      <td className={cn(FIGURE_CELL, "row-start-3 mt-1")}>
        <CardLabel from="sm">Streams</CardLabel>
        {count.format(usage.streams)}
      </td>
      <td className={cn(FIGURE_CELL, "row-start-3 mt-1 text-right")}>
        <CardLabel from="sm">Downloads</CardLabel>
        {count.format(usage.downloads)}
      </td>
    </>
  );
}

/**
 * Issue 19: a table per release and track. Streams and downloads are the track's totals in the
 * stores' reports; the amount is the user's own share. A release a store also sold whole (an
 * album download, reported by UPC) gets a row of its own under its tracks: its counts are the
 * release's, not each track's, and its money is already in the tracks' amounts.
 *
 * On a phone each track is a card (release and track, the user's amount beside them, streams and
 * downloads under them), so the amounts are seen without scrolling sideways; from sm it is a table. One DOM for both.
 */
export function TrackTable({
  rows,
  wholeReleases,
  currency,
  children,
}: {
  rows: EarningsTrackRow[];
  wholeReleases: WholeReleaseUsage[];
  currency: string;
  /** Under the rows, above the note: the way to more of them. */
  children?: ReactNode;
}) {
  const whole = new Map(wholeReleases.map((usage) => [usage.releaseId, usage]));
  return (
    <div>
      <table className="block w-full text-sm sm:table" data-testid="earnings-tracks">
        <thead className="hidden border-b border-ink-700 sm:table-header-group">
          <tr>
            <Th>Release</Th>
            <Th>Track</Th>
            <Th className="text-right">Streams</Th>
            <Th className="text-right">Downloads</Th>
            <Th className="text-right">Your earnings</Th>
          </tr>
        </thead>
        <tbody className="block divide-y divide-ink-800 sm:table-row-group">
          {rows.map((row, index) => {
            const firstOfRelease = index === 0 || rows[index - 1]?.releaseId !== row.releaseId;
            const lastOfRelease = rows[index + 1]?.releaseId !== row.releaseId;
            const sold = lastOfRelease && row.releaseId ? whole.get(row.releaseId) : undefined;
            return (
              <Fragment key={row.trackId ?? `other-${index}`}>
                <tr className={ROW}>
                  <td className="text-xs font-semibold text-ink-300 sm:table-cell sm:px-4 sm:py-3 sm:text-sm sm:text-ink-100">
                    {/* The table names a release once, above its tracks; each card names it. */}
                    <span className={cn(!firstOfRelease && "sm:hidden")}>{row.releaseTitle}</span>
                  </td>
                  <td className="row-start-2 text-ink-200 sm:table-cell sm:px-4 sm:py-3">
                    {row.trackTitle}
                    {row.isrc && (
                      <span className="ml-2 text-xs text-ink-400">{formatIsrc(row.isrc)}</span>
                    )}
                  </td>
                  <CountCells usage={row} />
                  <td
                    className={cn(
                      FIGURE_CELL,
                      "col-start-2 row-span-2 row-start-1 self-center text-right font-semibold",
                    )}
                  >
                    <CardLabel from="sm">Your earnings</CardLabel>
                    {wrappable(money(row.amount, currency))}
                  </td>
                </tr>
                {sold && (
                  <tr className={ROW} data-testid="earnings-whole-release">
                    <td className="text-xs font-semibold text-ink-300 sm:table-cell sm:px-4 sm:py-3 sm:text-sm sm:text-ink-100">
                      <span className="sm:hidden">{row.releaseTitle}</span>
                    </td>
                    <td className="row-start-2 text-ink-200 italic sm:table-cell sm:px-4 sm:py-3">
                      {WHOLE_RELEASE}
                    </td>
                    <CountCells usage={sold} />
                    <td
                      className={cn(
                        FIGURE_CELL,
                        "col-start-2 row-span-2 row-start-1 self-center text-right text-xs text-ink-400",
                      )}
                    >
                      {IN_THE_TRACKS}
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
      {children}
      <p className="mt-3 text-xs text-ink-400">
        Streams and downloads are each track's totals as the stores reported them, and a release
        sold whole is counted on its own row (its money is shared over its tracks); the amounts are
        your share.
      </p>
    </div>
  );
}
