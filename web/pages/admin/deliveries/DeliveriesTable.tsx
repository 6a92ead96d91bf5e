import type { AdminDelivery } from "@common/distribution.ts";
import { Button } from "@web/components/Button.tsx";
import { DeliveryStateBadge } from "@web/components/DeliveryStateBadge.tsx";
import { CARD_TABLE, CardLabel, Th } from "@web/components/TableParts.tsx";
import { cn } from "@web/lib/cn.ts";
import { formatDateTime } from "@web/lib/formatTime.ts";
import { useFocusSuccessor } from "@web/lib/useFocusSuccessor.ts";
import { CircleCheck, RotateCcw } from "lucide-react";

/**
 * /admin/deliveries' list (issue 15): release and artist, store, state and when it changed,
 * attempts and the last reason, in the server's order (failures first). Retry on a failed row,
 * Mark live on a delivered one, as the row's permissions allow. Below md the rows lay out as
 * cards (one DOM for both, as the users table does).
 */
export function DeliveriesTable({
  deliveries,
  busyId,
  onRetry,
  onMarkLive,
}: {
  deliveries: AdminDelivery[];
  /** The delivery whose action is on its way. */
  busyId: string | null;
  onRetry: (delivery: AdminDelivery) => void;
  onMarkLive: (delivery: AdminDelivery) => void;
}) {
  // A retried failure loses its Retry (or its row, filtered to failures): focus goes to the next
  // failure's Retry rather than to the page's body.
  const rows = useFocusSuccessor();
  return (
    <div className="relative rounded-2xl bg-ink-900 ring-1 ring-ink-700 md:overflow-x-auto">
      <table className={cn(CARD_TABLE.md.table, "md:min-w-[760px]")} data-testid="deliveries-table">
        <thead className={CARD_TABLE.md.head}>
          <tr>
            <Th dense>Release</Th>
            <Th dense>Store</Th>
            <Th dense>State · Updated</Th>
            <Th dense className="text-right">
              Attempts
            </Th>
            <Th dense>Reason</Th>
            <Th dense className="text-right">
              Actions
            </Th>
          </tr>
        </thead>
        <tbody ref={rows} data-focus-list className={CARD_TABLE.md.body}>
          {deliveries.map((delivery) => (
            <tr
              key={delivery.id}
              data-testid="delivery-row"
              data-delivery-id={delivery.id}
              data-store={delivery.storeId}
              data-state={delivery.state}
              data-focus-row
              className={cn(CARD_TABLE.md.row, "grid-cols-2 align-top")}
            >
              <td className="min-w-0 md:table-cell md:max-w-64 md:px-3 md:py-3">
                <p className="truncate font-semibold text-ink-50" title={delivery.releaseTitle}>
                  {delivery.releaseTitle}
                </p>
                {/* Wraps rather than cuts: staff look deliveries up by the UPC, which stays whole. */}
                <p className="text-xs break-words text-ink-400" data-testid="delivery-artist-upc">
                  {delivery.artistName}
                  {delivery.upc && (
                    <>
                      {" · "}
                      <span className="font-mono whitespace-nowrap">{delivery.upc}</span>
                    </>
                  )}
                </p>
              </td>
              <td className="col-start-1 row-start-2 text-ink-200 md:table-cell md:whitespace-nowrap md:px-3 md:py-3">
                <CardLabel>Store</CardLabel>
                {delivery.storeName}
              </td>
              <td className="col-start-2 row-start-1 justify-self-end text-right md:table-cell md:px-3 md:py-3 md:text-left md:whitespace-nowrap">
                <DeliveryStateBadge kind={delivery.kind} state={delivery.state} />
                <p className="mt-1 text-xs text-ink-400">
                  <span className="sr-only">Updated </span>
                  {formatDateTime(delivery.updatedAt)}
                </p>
              </td>
              <td className="col-start-2 row-start-2 text-ink-200 tabular-nums md:table-cell md:px-3 md:py-3 md:text-right">
                <CardLabel>Attempts</CardLabel>
                {delivery.attempts}
              </td>
              <td className="col-span-2 min-w-0 md:table-cell md:min-w-48 md:px-3 md:py-3">
                {delivery.reason ? (
                  <>
                    <CardLabel>Reason</CardLabel>
                    <p
                      data-testid="delivery-reason"
                      className={cn(
                        "line-clamp-4 text-xs break-words",
                        delivery.state === "failed" ? "text-danger" : "text-ink-300",
                      )}
                      title={delivery.reason}
                    >
                      {delivery.reason}
                    </p>
                  </>
                ) : (
                  <span className="hidden text-ink-600 md:inline">—</span>
                )}
              </td>
              <td className="col-span-2 md:table-cell md:px-3 md:py-3 md:whitespace-nowrap">
                <div className="flex justify-end gap-2">
                  {delivery.permissions.retry && (
                    <Button
                      size="sm"
                      variant="secondary"
                      busy={busyId === delivery.id}
                      disabled={busyId !== null}
                      onClick={() => onRetry(delivery)}
                      aria-label={`Retry ${delivery.storeName} delivery of ${delivery.releaseTitle}`}
                    >
                      <RotateCcw aria-hidden className="size-4" />
                      Retry
                    </Button>
                  )}
                  {delivery.permissions.markLive && (
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={busyId !== null}
                      onClick={() => onMarkLive(delivery)}
                      // Begins with the visible "Mark live", as speech input users say it (WCAG 2.5.3).
                      aria-label={`Mark live: ${delivery.releaseTitle} on ${delivery.storeName}`}
                    >
                      <CircleCheck aria-hidden className="size-4" />
                      Mark live
                    </Button>
                  )}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
