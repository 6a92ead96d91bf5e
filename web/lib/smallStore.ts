import { useSyncExternalStore } from "react";

export interface SmallStore<T> {
  /** The value the store started with: what a server-rendered page was rendered with. */
  initial: T;
  get(): T;
  set(value: T): void;
  subscribe(listener: () => void): () => void;
}

/**
 * A value outside React that components read with useSmallStore: what the public pages use
 * where the app uses TanStack Query, so their first load stays light.
 */
export function createSmallStore<T>(initial: T): SmallStore<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    initial,
    get: () => value,
    set(next) {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * The store's value. While React hydrates server-rendered HTML it reads the initial value, the
 * one the server rendered with, and then moves on to the current one: no hydration mismatch when
 * the value changed before that part of the page hydrated.
 */
export function useSmallStore<T>(store: SmallStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, () => store.initial);
}
