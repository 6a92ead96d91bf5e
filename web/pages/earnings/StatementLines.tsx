import { formatIsrc } from "@common/codes.ts";
import type { StatementView, StatementWholeRelease } from "@common/royalties/earnings.ts";
import { CardLabel } from "@web/components/TableParts.tsx";
import { cn } from "@web/lib/cn.ts";
import { wrappable } from "@web/lib/wrappable.ts";
import { Fragment } from "react";
import { money, monthLabel } from "./earningsFormat.ts";

/** A line's cell: a block on a phone's card, a table cell from sm (and on paper). */
const CELL = "sm:table-cell sm:py-2 sm:pr-3";
const ROW = "grid grid-cols-2 gap-x-3 gap-y-2 py-3 sm:table-row sm:py-0";
// Room for "SEK 1,234.56" on one line where the table has it (a seven-figure amount may still
// wrap after its currency rather than widen the page).
const AMOUNT_CELL =
  "col-start-2 row-start-1 text-right tabular-nums sm:table-cell sm:min-w-28 sm:py-2 sm:font-normal";

const KIND_LABEL = {
  report_posting: "",
  invitation_claimed: "Held share claimed",
  correction: "Correction",
} as const;

const count = new Intl.NumberFormat("en-GB");

/** "1,200 streams", "5 downloads", one a line; "—" for a line no usage is behind. */
function Units({ usage }: { usage: { streams: number | null; downloads: number | null } }) {
  const parts = [
    usage.streams ? `${count.format(usage.streams)} streams` : null,
    usage.downloads ? `${count.format(usage.downloads)} downloads` : null,
  ].filter((part) => part !== null);
  if (parts.length === 0) return "—";
  return parts.map((part) => (
    <span key={part} className="block whitespace-nowrap">
      {part}
    </span>
  ));
}

type Line = StatementView["lines"][number];

/**
 * A statement's earnings lines (issue 19): one per track, store and sales month, with the store
 * reports and the units behind it. A release a store sold whole (an album download) is a row of
 * its own under the release's lines: its units are the release's, and its money is in its
 * tracks' amounts. On a phone each line is a card with its amount beside the release; from sm
 * (which a printed page is) it is a table.
 */
export function StatementLines({
  lines,
  wholeReleases,
  currency,
}: {
  lines: Line[];
  wholeReleases: StatementWholeRelease[];
  currency: string;
}) {
  // Each release's whole sales go under the last of its lines.
  const lastLine = new Map<string, number>();
  lines.forEach((line, index) => {
    if (line.releaseId) lastLine.set(line.releaseId, index);
  });
  return (
    <table className="block w-full text-sm sm:table" data-testid="statement-lines">
      <thead className="hidden border-b border-ink-700 text-left text-xs text-ink-400 sm:table-header-group">
        <tr>
          <th className="py-2 pr-3">Release</th>
          <th className="py-2 pr-3">Track</th>
          <th className="py-2 pr-3">Store</th>
          <th className="py-2 pr-3">Sales month</th>
          <th className="py-2 pr-3">Reports</th>
          <th className="py-2 pr-3">Units</th>
          <th className="py-2 text-right">Amount</th>
        </tr>
      </thead>
      <tbody className="block divide-y divide-ink-800 sm:table-row-group">
        {lines.map((line, index) => (
          <Fragment
            key={`${line.kind}:${line.trackId}:${line.storeId}:${line.salesPeriod}:${line.note}`}
          >
            <LineRow line={line} currency={currency} />
            {line.releaseId &&
              lastLine.get(line.releaseId) === index &&
              wholeReleases
                .filter((sold) => sold.releaseId === line.releaseId)
                .map((sold) => (
                  <WholeReleaseRow
                    key={`${sold.releaseId}:${sold.storeId}:${sold.salesPeriod}:${sold.reversal}`}
                    sold={sold}
                  />
                ))}
          </Fragment>
        ))}
      </tbody>
    </table>
  );
}

function LineRow({ line, currency }: { line: Line; currency: string }) {
  return (
    <tr className={ROW}>
      <td className={cn(CELL, "font-semibold sm:font-normal")}>
        {line.releaseTitle ?? KIND_LABEL[line.kind]}
        {line.note && (
          <span className="block text-xs font-normal text-ink-300" data-testid="statement-note">
            {line.note}
          </span>
        )}
      </td>
      <td className={cn(CELL, "col-span-2 row-start-2")}>
        {line.trackTitle ?? "—"}
        {line.isrc && <span className="ml-1 text-xs text-ink-400">{formatIsrc(line.isrc)}</span>}
      </td>
      <td className={CELL}>
        <CardLabel from="sm">Store</CardLabel>
        {line.storeName ?? "—"}
      </td>
      <td className={CELL}>
        <CardLabel from="sm">Sales month</CardLabel>
        {line.salesPeriod ? monthLabel(line.salesPeriod) : "—"}
      </td>
      <td className={cn(CELL, "col-span-2 text-xs text-ink-300")}>
        <CardLabel from="sm">Reports</CardLabel>
        {line.reports.map((report) => report.fileName).join(", ") || "—"}
      </td>
      <td className={cn(CELL, "tabular-nums")}>
        <CardLabel from="sm">Units</CardLabel>
        <Units usage={line} />
      </td>
      <td className={cn(AMOUNT_CELL, "font-semibold")}>
        {wrappable(money(line.amount, currency))}
      </td>
    </tr>
  );
}

function WholeReleaseRow({ sold }: { sold: StatementWholeRelease }) {
  return (
    <tr className={ROW} data-testid="statement-whole-release">
      <td className={cn(CELL, "font-semibold sm:font-normal")}>
        {/* The table's lines above name the release; a phone's card names it again. */}
        <span className="sm:hidden">{sold.releaseTitle}</span>
      </td>
      <td className={cn(CELL, "col-span-2 row-start-2 italic")}>
        Sold as a whole release
        {sold.reversal && (
          <span className="block text-xs text-ink-300 not-italic">Taken back by a reversal</span>
        )}
      </td>
      <td className={CELL}>
        <CardLabel from="sm">Store</CardLabel>
        {sold.storeName}
      </td>
      <td className={CELL}>
        <CardLabel from="sm">Sales month</CardLabel>
        {monthLabel(sold.salesPeriod)}
      </td>
      <td className={cn(CELL, "hidden")} />
      <td className={cn(CELL, "tabular-nums")}>
        <CardLabel from="sm">Units</CardLabel>
        <Units usage={sold} />
      </td>
      <td className={cn(AMOUNT_CELL, "text-xs text-ink-400")}>Shared over its tracks</td>
    </tr>
  );
}
