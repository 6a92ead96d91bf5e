import { TypingTimings } from "@common/messaging.ts";

/** When each person who is typing was first and last heard of (ms timestamps). */
export type TypingState = ReadonlyMap<string, { since: number; lastHeard: number }>;

/**
 * Spec §9: a typing notice shows the indicator for about 3 s; while notices keep coming
 * (every 2 s at most, see TypingTimings) it stays, and 2.5 s of silence removes it.
 */
function visibleUntil(entry: { since: number; lastHeard: number }): number {
  return Math.max(entry.since + TypingTimings.showMs, entry.lastHeard + TypingTimings.silenceMs);
}

export function noteTyping(state: TypingState, userId: string, now: number): TypingState {
  const next = new Map(state);
  const current = state.get(userId);
  const stillShown = current !== undefined && visibleUntil(current) > now;
  next.set(userId, { since: stillShown ? current.since : now, lastHeard: now });
  return next;
}

/** Their message arrived: they are no longer typing it. */
export function stopTyping(state: TypingState, userId: string): TypingState {
  if (!state.has(userId)) return state;
  const next = new Map(state);
  next.delete(userId);
  return next;
}

/** Forgets everyone whose indicator has run out. */
export function prune(state: TypingState, now: number): TypingState {
  const expired = [...state].filter(([, entry]) => visibleUntil(entry) <= now);
  if (expired.length === 0) return state;
  const next = new Map(state);
  for (const [id] of expired) next.delete(id);
  return next;
}

/** The next moment someone's indicator runs out, or null when nobody is typing. */
export function nextExpiry(state: TypingState): number | null {
  let soonest: number | null = null;
  for (const entry of state.values()) {
    const until = visibleUntil(entry);
    if (soonest === null || until < soonest) soonest = until;
  }
  return soonest;
}

/** "Ana is typing…", "Ana and Bo are typing…", "3 people are typing…". */
export function typingText(names: string[]): string | null {
  if (names.length === 0) return null;
  if (names.length === 1) return `${names[0]} is typing…`;
  if (names.length === 2) return `${names[0]} and ${names[1]} are typing…`;
  return `${names.length} people are typing…`;
}

/** Whether a keystroke should send a typing notice: at most one per TypingTimings.sendEveryMs. */
export const shouldSendTyping = (lastSentAt: number | null, now: number) =>
  lastSentAt === null || now - lastSentAt >= TypingTimings.sendEveryMs;
