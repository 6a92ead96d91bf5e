import { TakedownMessages, type TakedownRequest } from "@common/distribution.ts";
import { useInfiniteQuery } from "@tanstack/react-query";
import { takedownQueueQuery } from "@web/api/deliveries.ts";
import { Button } from "@web/components/Button.tsx";
import { Card } from "@web/components/Card.tsx";
import { FormAlert } from "@web/components/FormAlert.tsx";
import { LoadMoreButton } from "@web/components/LoadMoreButton.tsx";
import { Spinner } from "@web/components/Spinner.tsx";
import { formatDateTime } from "@web/lib/formatTime.ts";
import { Check, X } from "lucide-react";
import { useState } from "react";
import { type TakedownDecision, TakedownDecisionModal } from "./TakedownDialogs.tsx";

const STATUS_TEXT: Record<TakedownRequest["status"], string> = {
  pending: "Pending review",
  approved: "Stores are removing it",
  completed: "Taken down",
  rejected: "Rejected",
};

/**
 * Takedown requests (issue 15): what artists asked to remove, oldest first (the longest waiting
 * on top), 25 at a time, with the stores done so far; pending ones get Approve (a note) and
 * Reject (a reason). The heading counts every pending request, loaded or not.
 */
export function TakedownQueue() {
  const queue = useInfiniteQuery(takedownQueueQuery);
  const [decision, setDecision] = useState<TakedownDecision | null>(null);
  const items = queue.data?.pages.flatMap((page) => page.items) ?? [];
  const pending = queue.data?.pages[0]?.pending ?? 0;
  return (
    <Card aria-labelledby="takedowns-heading" data-testid="takedown-queue" className="mb-8">
      <div className="flex items-baseline justify-between gap-4">
        <h2 id="takedowns-heading" className="text-lg font-bold tracking-tight">
          Takedown requests
        </h2>
        {items.length > 0 && (
          <span data-testid="takedowns-pending" className="text-sm text-ink-400 tabular-nums">
            {pending} pending
          </span>
        )}
      </div>
      {queue.error && !queue.data ? (
        <FormAlert tone="error" className="mt-4">
          {queue.error.message}
        </FormAlert>
      ) : queue.isPending ? (
        <div className="grid place-items-center py-6">
          <Spinner className="size-6" label="Loading takedown requests" />
        </div>
      ) : items.length === 0 ? (
        <p className="mt-3 text-sm text-ink-400">{TakedownMessages.noRequests}</p>
      ) : (
        <ul aria-label="Takedown requests" className="mt-4 divide-y divide-ink-800">
          {items.map((request) => (
            <li
              key={request.id}
              data-testid="takedown-request"
              data-status={request.status}
              className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-start"
            >
              <div className="min-w-0 flex-1">
                <p className="font-semibold break-words text-ink-50">
                  {request.releaseTitle}
                  <span className="font-normal text-ink-300"> · {request.artistName}</span>
                </p>
                <p className="mt-1 line-clamp-3 text-sm whitespace-pre-line text-ink-200">
                  {request.reason}
                </p>
                <p className="mt-1.5 flex flex-wrap gap-x-3 gap-y-0.5 text-xs text-ink-400">
                  <span>
                    Requested {formatDateTime(request.createdAt)}
                    {request.requestedBy && ` by ${request.requestedBy}`}
                  </span>
                  <span data-testid="takedown-stores" className="tabular-nums">
                    {request.stores.live} of {request.stores.total}{" "}
                    {request.stores.total === 1 ? "store" : "stores"} done
                  </span>
                  <span>{STATUS_TEXT[request.status]}</span>
                </p>
              </div>
              {request.status === "pending" && (
                <div className="flex shrink-0 gap-2">
                  <Button
                    size="sm"
                    variant="danger"
                    onClick={() => setDecision({ request, action: "reject" })}
                  >
                    <X aria-hidden className="size-4" />
                    Reject
                  </Button>
                  <Button size="sm" onClick={() => setDecision({ request, action: "approve" })}>
                    <Check aria-hidden className="size-4" />
                    Approve
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <LoadMoreButton list={queue} />
      <TakedownDecisionModal decision={decision} onClose={() => setDecision(null)} />
    </Card>
  );
}
