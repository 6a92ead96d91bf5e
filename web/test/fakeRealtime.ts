import type { RealtimeEvent } from "@common/realtime.ts";
import type { RealtimeConnection, RealtimeHandler } from "@web/realtime/connection.ts";

/**
 * Stands in for the tab's connection in component tests: keeps the handlers so the test can
 * play the hub (`publish`) and see what is listened to (`subscribed`).
 */
export function fakeConnection() {
  const handlers = new Map<string, Set<RealtimeHandler>>();
  const connection = {
    subscribe(topic: string, handler: RealtimeHandler) {
      const set = handlers.get(topic) ?? new Set<RealtimeHandler>();
      set.add(handler);
      handlers.set(topic, set);
      return () => set.delete(handler);
    },
  };
  const publish = (event: RealtimeEvent) => {
    for (const handler of handlers.get(event.topic) ?? []) handler(event);
  };
  const subscribed = (topic: string) => (handlers.get(topic)?.size ?? 0) > 0;
  // Only subscribe is used by useRealtimeEvent; the class's socket handling is not needed here.
  return { connection: connection as unknown as RealtimeConnection, publish, subscribed };
}
