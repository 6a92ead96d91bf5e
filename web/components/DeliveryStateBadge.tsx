import {
  DELIVERY_STATE_COLOURS,
  type DeliveryKind,
  type DeliveryState,
  deliveryStateLabel,
} from "@common/distribution.ts";
import { cn } from "@web/lib/cn.ts";
import { LoaderCircle } from "lucide-react";
import { badgeColourClasses } from "./StatusBadge.tsx";

/**
 * One store's delivery state as a pill in the release status badges' colours ("Live" green,
 * "Failed" red, "Takedown queued" grey ...); a spinner while the batch is on its way.
 */
export function DeliveryStateBadge({
  kind,
  state,
  className,
}: {
  kind: DeliveryKind;
  state: DeliveryState;
  className?: string;
}) {
  const colour = DELIVERY_STATE_COLOURS[state];
  const moving = state === "queued" || state === "uploading";
  return (
    <span
      data-testid="delivery-state"
      data-state={state}
      data-kind={kind}
      className={cn(
        "inline-flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset",
        badgeColourClasses[colour],
        className,
      )}
    >
      {moving ? (
        <LoaderCircle aria-hidden className="size-3 animate-spin" />
      ) : (
        <span aria-hidden className="size-1.5 rounded-full bg-current" />
      )}
      {deliveryStateLabel(kind, state)}
    </span>
  );
}
