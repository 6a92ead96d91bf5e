import { formatMoney } from "@common/money/format.ts";
import type { TrackHit } from "@common/royalties/posting.ts";
import { useInfiniteQuery } from "@tanstack/react-query";
import { failureMessage } from "@web/api/client.ts";
import { Button } from "@web/components/Button.tsx";
import { Card } from "@web/components/Card.tsx";
import { FormAlert } from "@web/components/FormAlert.tsx";
import { LoadMoreButton } from "@web/components/LoadMoreButton.tsx";
import { Spinner } from "@web/components/Spinner.tsx";
import { CARD_TABLE, CardLabel, TableScroller, Th } from "@web/components/TableParts.tsx";
import { cn } from "@web/lib/cn.ts";
import { useState } from "react";
import { toast } from "sonner";
import { linesText } from "../linesText.ts";
import { TrackPicker } from "./TrackPicker.tsx";
import { unmatchedLinesQuery, useAssignLines, useDismissLines } from "./unmatchedApi.ts";

/**
 * The unmatched queue (issue 19, staff and admins): report lines no track was found for, with
 * their total. Staff select lines and assign them to a track (lines of a posted report are
 * booked at once) or dismiss them (never booked).
 */
export function UnmatchedQueue({ reportId }: { reportId?: string }) {
  const lines = useInfiniteQuery(unmatchedLinesQuery(reportId));
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [track, setTrack] = useState<TrackHit | null>(null);
  const assign = useAssignLines();
  const dismiss = useDismissLines();
  const pages = lines.data?.pages ?? [];
  const items = pages.flatMap((page) => page.items);
  const summary = pages[0];
  const lineIds = [...selected];

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const done = (message: string) => {
    toast.success(message);
    setSelected(new Set());
  };
  const onAssign = () =>
    track &&
    assign.mutate(
      { lineIds, trackId: track.id },
      {
        onSuccess: (result) => done(result.message),
        onError: (error) => toast.error(failureMessage(error, "Failed to assign the lines.")),
      },
    );
  const onDismiss = () =>
    dismiss.mutate(
      { lineIds },
      {
        onSuccess: (result) => done(result.message),
        onError: (error) => toast.error(failureMessage(error, "Failed to dismiss the lines.")),
      },
    );

  return (
    <Card aria-labelledby="unmatched-heading" data-testid="unmatched-queue" className="mb-8">
      <div className="flex items-baseline justify-between gap-4">
        <h2 id="unmatched-heading" className="text-lg font-bold tracking-tight">
          Unmatched lines
        </h2>
        {summary && (
          <span data-testid="unmatched-total" className="text-sm text-ink-400 tabular-nums">
            {linesText(summary.count)} · {formatMoney(summary.total, summary.currency)}
          </span>
        )}
      </div>
      {lines.error && !lines.data ? (
        <FormAlert tone="error" className="mt-4">
          {lines.error.message}
        </FormAlert>
      ) : lines.isPending ? (
        <div className="grid place-items-center py-6">
          <Spinner className="size-6" label="Loading unmatched lines" />
        </div>
      ) : items.length === 0 ? (
        <p className="mt-3 text-sm text-ink-400">Every report line is matched to a track.</p>
      ) : (
        <>
          <TableScroller label="Unmatched lines" className="mt-4">
            {/* A card per line on a phone, where eight columns would scroll sideways. */}
            <table className={CARD_TABLE.md.table}>
              <thead className={CARD_TABLE.md.head}>
                <tr>
                  <Th dense>
                    <span className="sr-only">Select</span>
                  </Th>
                  <Th dense>Report</Th>
                  <Th dense>Line</Th>
                  <Th dense>ISRC / UPC</Th>
                  <Th dense>Title · Artist</Th>
                  <Th dense>Country</Th>
                  <Th dense className="text-right">
                    Quantity
                  </Th>
                  <Th dense className="text-right">
                    Amount
                  </Th>
                </tr>
              </thead>
              <tbody className={CARD_TABLE.md.body}>
                {items.map((line) => (
                  <tr
                    key={line.id}
                    data-testid="unmatched-line"
                    className={cn(CARD_TABLE.md.row, "grid-cols-[auto_1fr_1fr_1fr] gap-y-2")}
                  >
                    <td className="col-start-1 row-start-1 md:table-cell md:px-3 md:py-2">
                      <input
                        type="checkbox"
                        aria-label={`Select line ${line.lineNumber} of ${line.fileName}`}
                        checked={selected.has(line.id)}
                        onChange={() => toggle(line.id)}
                      />
                    </td>
                    <td className="col-span-2 col-start-2 row-start-1 font-semibold md:table-cell md:px-3 md:py-2 md:font-normal md:whitespace-nowrap">
                      {line.storeName} {line.period}
                    </td>
                    <td className="col-start-2 row-start-4 tabular-nums md:table-cell md:px-3 md:py-2">
                      <CardLabel>Line</CardLabel>
                      {line.lineNumber}
                    </td>
                    <td className="col-span-3 col-start-2 row-start-3 min-w-0 font-mono text-xs break-all md:table-cell md:px-3 md:py-2 md:break-normal">
                      <CardLabel>ISRC / UPC</CardLabel>
                      {line.isrc ?? line.upc ?? "—"}
                    </td>
                    <td className="col-span-3 col-start-2 row-start-2 min-w-0 break-words md:table-cell md:px-3 md:py-2">
                      {line.title ?? "—"}
                      {line.artist && <span className="text-ink-400"> · {line.artist}</span>}
                    </td>
                    <td className="col-start-3 row-start-4 md:table-cell md:px-3 md:py-2">
                      <CardLabel>Country</CardLabel>
                      {line.country ?? "—"}
                    </td>
                    <td className="col-start-4 row-start-4 text-right tabular-nums md:table-cell md:px-3 md:py-2">
                      <CardLabel>Quantity</CardLabel>
                      {line.quantity.toLocaleString("en")}
                    </td>
                    <td className="col-start-4 row-start-1 text-right font-semibold tabular-nums md:table-cell md:px-3 md:py-2 md:font-normal md:whitespace-nowrap">
                      {formatMoney(line.amount, summary?.currency ?? line.originalCurrency)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroller>
          <LoadMoreButton list={lines} label="Show more" />
          <div className="mt-4 grid grid-cols-1 gap-3 border-t border-ink-800 pt-4 md:grid-cols-[1fr_auto]">
            <TrackPicker selected={track} onSelect={setTrack} />
            <div className="flex items-start gap-2">
              <Button
                size="sm"
                disabled={lineIds.length === 0 || !track || assign.isPending}
                onClick={onAssign}
              >
                Assign {lineIds.length || ""} to {track ? `“${track.title}”` : "a track"}
              </Button>
              <Button
                size="sm"
                variant="danger"
                disabled={lineIds.length === 0 || dismiss.isPending}
                onClick={onDismiss}
              >
                Dismiss
              </Button>
            </div>
          </div>
        </>
      )}
    </Card>
  );
}
