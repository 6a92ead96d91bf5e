import type { WaitingDeliveries } from "@common/distribution.ts";
import { useQuery } from "@tanstack/react-query";
import { waitingDeliveriesQuery } from "@web/api/deliveries.ts";
import { UnreadBadge } from "@web/pages/messages/UnreadBadge.tsx";

const plural = (count: number, one: string, many: string) =>
  count === 1 ? `1 ${one}` : `${count} ${many}`;

/** What a screen reader hears: which of the two is waiting, each with its number. */
function waitingDeliveriesLabel({ takedowns, failed }: WaitingDeliveries): string {
  return [
    takedowns > 0 && plural(takedowns, "takedown request to decide", "takedown requests to decide"),
    failed > 0 && plural(failed, "failed delivery", "failed deliveries"),
  ]
    .filter((part): part is string => typeof part === "string")
    .join(", ");
}

/**
 * The Deliveries link (staff and admins): takedown requests nobody has decided and deliveries
 * that failed for good, which staff retry.
 */
export function DeliveriesNavBadge() {
  const { data } = useQuery(waitingDeliveriesQuery);
  const waiting = data ?? { takedowns: 0, failed: 0 };
  return (
    <UnreadBadge
      count={waiting.takedowns + waiting.failed}
      testId="deliveries-nav-waiting"
      className="ml-auto"
      label={() => waitingDeliveriesLabel(waiting)}
    />
  );
}
