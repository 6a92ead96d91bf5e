import { TypingTimings } from "@common/messaging.ts";

/**
 * Typing notices pass at most once per `TypingTimings.serverMinIntervalMs` per user and
 * conversation; the rest are dropped quietly (the indicator already shows). Per process: a
 * client that alternates between processes gets at most one notice per second from each.
 */
export function createTypingThrottle(intervalMs: number = TypingTimings.serverMinIntervalMs) {
  const lastSent = new Map<string, number>();
  const MAX_KEYS = 10_000;
  return {
    /** True when this notice should be published. */
    allow(userId: string, conversationId: string, now = Date.now()): boolean {
      const key = `${userId}:${conversationId}`;
      const last = lastSent.get(key);
      if (last !== undefined && now - last < intervalMs) return false;
      if (lastSent.size >= MAX_KEYS) {
        for (const [k, t] of lastSent) if (now - t >= intervalMs) lastSent.delete(k);
        if (lastSent.size >= MAX_KEYS) lastSent.clear();
      }
      lastSent.set(key, now);
      return true;
    },
  };
}
