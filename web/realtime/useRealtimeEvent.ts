import { useContext, useEffect, useRef } from "react";
import type { RealtimeHandler } from "./connection.ts";
import { RealtimeContext } from "./context.ts";

/**
 * Calls `handler` for every event on `topic` while the component is mounted (no subscription
 * while `topic` is null or no user is signed in). The handler may change on every render.
 *
 *   useRealtimeEvent(`user:${me.id}`, (e) => {
 *     if (e.event === "account.updated") queryClient.invalidateQueries({ queryKey: ["me"] });
 *   });
 */
export function useRealtimeEvent(topic: string | null | undefined, handler: RealtimeHandler): void {
  const connection = useContext(RealtimeContext);
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!connection || !topic) return;
    return connection.subscribe(topic, (event) => latest.current(event));
  }, [connection, topic]);
}
