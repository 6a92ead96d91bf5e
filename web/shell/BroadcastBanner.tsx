import { useQuery } from "@tanstack/react-query";
import { latestBroadcastQuery } from "@web/api/notifications.ts";
import { formatDateTime } from "@web/lib/formatTime.ts";
import { Megaphone, X } from "lucide-react";
import { dismissBroadcast, useBroadcastDismissed } from "./dismissals.ts";

/**
 * The latest broadcast under the top bar (spec §2 "optional dismissible broadcast banner",
 * §7 "newest first, limit 1"); dismissed for good in this browser. Live on `broadcasts.changed`.
 */
export function BroadcastBanner() {
  const { data: broadcast } = useQuery(latestBroadcastQuery);
  const dismissed = useBroadcastDismissed(broadcast?.id);
  if (!broadcast || dismissed) return null;
  return (
    // Not "Broadcast": Admin Tools has a card of that name, and landmarks need names apart.
    <section
      aria-label="Latest broadcast"
      data-testid="broadcast-banner"
      className="flex items-start gap-3 border-b border-accent/25 bg-accent/10 px-5 py-3 sm:px-8 lg:px-10"
    >
      <Megaphone aria-hidden className="mt-0.5 size-5 shrink-0 text-accent" />
      <div className="min-w-0 flex-1">
        <p className="font-bold break-words text-ink-50">{broadcast.title}</p>
        <p className="mt-0.5 text-sm break-words whitespace-pre-line text-ink-200">
          {broadcast.body}
        </p>
        <p className="mt-1 text-xs text-ink-400">
          <time dateTime={broadcast.createdAt}>{formatDateTime(broadcast.createdAt)}</time>
        </p>
      </div>
      <button
        type="button"
        onClick={() => dismissBroadcast(broadcast.id)}
        aria-label="Dismiss broadcast"
        className="shrink-0 rounded-md p-1.5 text-ink-300 transition-colors hover:bg-ink-800 hover:text-ink-50"
      >
        <X aria-hidden className="size-4" />
      </button>
    </section>
  );
}
