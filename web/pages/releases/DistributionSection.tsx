import { DistributionMessages, isOnSale, type ReleaseDelivery } from "@common/distribution.ts";
import { Card } from "@web/components/Card.tsx";
import { DeliveryStateBadge } from "@web/components/DeliveryStateBadge.tsx";
import { cn } from "@web/lib/cn.ts";
import { formatDateTime } from "@web/lib/formatTime.ts";
import { Store } from "lucide-react";

/** When the state was reached, in words: "Live since ...", "Delivered ...", "Taken down ...". */
function deliveryDateText(delivery: ReleaseDelivery): string {
  if (delivery.state === "live" && delivery.liveAt)
    return `Live since ${formatDateTime(delivery.liveAt)}`;
  // A redelivery of a release the store sells: the badge is the update's state, not the sale's.
  if (isOnSale(delivery) && delivery.liveAt && delivery.state !== "taken_down")
    return DistributionMessages.liveWhileUpdating(
      formatDateTime(delivery.liveAt),
      delivery.state === "failed",
    );
  if (delivery.state === "delivered" && delivery.deliveredAt)
    return `Delivered ${formatDateTime(delivery.deliveredAt)}`;
  if (delivery.state === "taken_down") return `Taken down ${formatDateTime(delivery.updatedAt)}`;
  return `Updated ${formatDateTime(delivery.updatedAt)}`;
}

/**
 * The release detail's Distribution section (issue 15): one row per store with its state, when
 * it got there and, for a failure or a retry, the store's or the transport's reason. The page
 * refetches while deliveries move (releaseWithDeliveriesQuery) and on live events.
 */
export function DistributionSection({ deliveries }: { deliveries: ReleaseDelivery[] }) {
  const releaseRows = deliveries.filter((d) => d.kind === "release");
  // The stores selling it, as the server counts them: a redelivery under way keeps its store.
  const live = releaseRows.filter(isOnSale).length;
  return (
    <Card aria-labelledby="distribution-heading" data-testid="distribution-section">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="distribution-heading" className="text-lg font-bold tracking-tight">
          Distribution
        </h2>
        {releaseRows.length > 0 && (
          <p className="text-sm text-ink-300" data-testid="distribution-summary">
            {DistributionMessages.liveOn(live, releaseRows.length)}
          </p>
        )}
      </div>
      {deliveries.length === 0 ? (
        <p className="mt-4 text-sm text-ink-400" data-testid="distribution-empty">
          {DistributionMessages.notDelivered}
        </p>
      ) : (
        <ul aria-label="Stores" className="mt-4 divide-y divide-ink-800">
          {deliveries.map((delivery) => (
            <li
              key={delivery.storeId}
              data-testid={`delivery-${delivery.storeId}`}
              className="py-3 text-sm"
            >
              <div className="flex items-center justify-between gap-3">
                <span className="flex min-w-0 items-center gap-2.5 font-semibold text-ink-50">
                  <Store aria-hidden className="size-4 shrink-0 text-ink-400" />
                  <span className="truncate">{delivery.storeName}</span>
                </span>
                <DeliveryStateBadge kind={delivery.kind} state={delivery.state} />
              </div>
              <p className="mt-1 pl-6.5 text-xs text-ink-400">{deliveryDateText(delivery)}</p>
              {delivery.reason && (
                <p
                  data-testid="delivery-reason"
                  className={cn(
                    "mt-1 pl-6.5 text-xs break-words",
                    // A failed update of a release still on sale there is no lost release.
                    delivery.state === "failed" && !isOnSale(delivery)
                      ? "text-danger"
                      : "text-ink-300",
                  )}
                >
                  {delivery.reason}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
