import { broadcastDismissedKey, DISMISSED_ANNOUNCEMENTS_KEY } from "@common/notifications.ts";
import { useMemo, useSyncExternalStore } from "react";

/**
 * Spec §4, §9: dismissed announcements and broadcasts are remembered in the browser's local
 * storage (announcements under one key holding a list of ids, each broadcast under
 * "broadcast dismissed {id}" = "1"). Kept in memory too, so a dismissal holds for the visit
 * where storage is refused (some private windows); other tabs follow through `storage` events.
 */
const memory = new Map<string, string>();
const listeners = new Set<() => void>();

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key) ?? memory.get(key) ?? null;
  } catch {
    return memory.get(key) ?? null;
  }
}

function write(key: string, value: string): void {
  memory.set(key, value);
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage full or refused: the in-memory copy still hides it for this visit.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

function parseIds(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === "string") : [];
  } catch {
    return [];
  }
}

/** The ids of the announcements this browser dismissed. */
export function useDismissedAnnouncements(): ReadonlySet<string> {
  const raw = useSyncExternalStore(
    subscribe,
    () => read(DISMISSED_ANNOUNCEMENTS_KEY),
    () => null,
  );
  return useMemo(() => new Set(parseIds(raw)), [raw]);
}

/**
 * Remembers a dismissed announcement. Ids of announcements no longer shown (`activeIds`) are
 * dropped from the list on the way, so it never grows past what the top bar can show.
 */
export function dismissAnnouncement(id: string, activeIds: readonly string[]): void {
  const active = new Set(activeIds);
  const kept = parseIds(read(DISMISSED_ANNOUNCEMENTS_KEY)).filter((d) => active.has(d) && d !== id);
  write(DISMISSED_ANNOUNCEMENTS_KEY, JSON.stringify([...kept, id]));
}

export function useBroadcastDismissed(id: string | undefined): boolean {
  return useSyncExternalStore(
    subscribe,
    () => (id ? read(broadcastDismissedKey(id)) === "1" : false),
    () => false,
  );
}

export function dismissBroadcast(id: string): void {
  write(broadcastDismissedKey(id), "1");
}
