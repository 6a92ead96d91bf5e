import { onlineManager, useQuery } from "@tanstack/react-query";
import { healthQuery } from "@web/api/health.ts";
import { cn } from "@web/lib/cn.ts";
import { formatTime } from "@web/lib/formatTime.ts";
import { useSyncExternalStore } from "react";

// TanStack Query's own view of the connection (the browser's online and offline events).
const subscribeOnline = (changed: () => void) => onlineManager.subscribe(changed);
const isOnline = () => onlineManager.isOnline();

/**
 * "Platform Status: All systems operational" with a "Last updated" time (spec §2). Backed by
 * GET /api/health, so the strip only says "operational" while the server and database answer.
 * With the browser offline the last answer is stale (queries pause): it says so instead.
 */
export function StatusStrip() {
  const health = useQuery(healthQuery);
  const online = useSyncExternalStore(subscribeOnline, isOnline);
  const up = online && health.data === "ok";
  const text = !online
    ? "You are offline"
    : health.isPending
      ? "Checking..."
      : up
        ? "All systems operational"
        : "Some services are unavailable";
  return (
    // A named region, so the strip between the top bar and the page is not content outside
    // every landmark for a screen reader's landmark list.
    <section
      aria-label="Platform status"
      data-testid="platform-status"
      className="flex flex-wrap items-center justify-between gap-x-6 gap-y-1 border-b border-ink-800 bg-ink-900/50 px-5 py-2 text-xs text-ink-300 sm:px-8 lg:px-10"
    >
      <p className="flex items-center gap-2">
        <span
          aria-hidden
          className={cn(
            "size-2 rounded-full",
            online && health.isPending
              ? "bg-ink-400"
              : up
                ? "bg-success shadow-[0_0_8px] shadow-success"
                : "bg-warning",
          )}
        />
        <span>
          <span className="font-semibold text-ink-200">Platform Status:</span> {text}
        </span>
      </p>
      {health.dataUpdatedAt > 0 && (
        <p className="pl-4 sm:pl-0">
          Last updated{" "}
          <time dateTime={new Date(health.dataUpdatedAt).toISOString()}>
            {formatTime(health.dataUpdatedAt)}
          </time>
        </p>
      )}
    </section>
  );
}
