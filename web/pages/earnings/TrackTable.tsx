import type { EarningsTrackRow } from "@common/royalties/earnings.ts";
import { TableScroller, Th } from "@web/components/TableParts.tsx";
import { money } from "./earningsFormat.ts";

const count = new Intl.NumberFormat("en-GB");

/**
 * Issue 19: a table per release and track. Streams and downloads are the track's totals in the
 * stores' reports; the amount is the user's own share.
 */
export function TrackTable({ rows, currency }: { rows: EarningsTrackRow[]; currency: string }) {
  return (
    <TableScroller>
      <table className="w-full text-sm" data-testid="earnings-tracks">
        <thead className="border-b border-ink-700">
          <tr>
            <Th>Release</Th>
            <Th>Track</Th>
            <Th className="text-right">Streams</Th>
            <Th className="text-right">Downloads</Th>
            <Th className="text-right">Your earnings</Th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-800">
          {rows.map((row, index) => {
            const firstOfRelease = index === 0 || rows[index - 1]?.releaseId !== row.releaseId;
            return (
              <tr key={row.trackId ?? `other-${index}`}>
                <td className="px-4 py-3 font-semibold text-ink-100">
                  {firstOfRelease ? row.releaseTitle : ""}
                </td>
                <td className="px-4 py-3 text-ink-200">
                  {row.trackTitle}
                  {row.isrc && <span className="ml-2 text-xs text-ink-400">{row.isrc}</span>}
                </td>
                <td className="px-4 py-3 text-right tabular-nums">{count.format(row.streams)}</td>
                <td className="px-4 py-3 text-right tabular-nums">{count.format(row.downloads)}</td>
                <td className="px-4 py-3 text-right font-semibold tabular-nums">
                  {money(row.amount, currency)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="mt-3 text-xs text-ink-400">
        Streams and downloads are each track's totals as the stores reported them; the amounts are
        your share.
      </p>
    </TableScroller>
  );
}
