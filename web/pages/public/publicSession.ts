import type { CurrentUser } from "@common/users.ts";
import type { Session } from "@web/api/session.ts";
import { createSmallStore, useSmallStore } from "@web/lib/smallStore.ts";
import { useEffect } from "react";

/** The cache key of meQuery (web/api/session.ts); queryClient.ts keeps the two in step. */
export const SESSION_QUERY_KEY = ["session", "me"] as const;

const session = createSmallStore<Session>({ status: "loading", user: null });
let requested = false;

/** Records who is signed in (or null), e.g. after the artist login form signed someone in. */
export function setPublicSessionUser(user: CurrentUser | null) {
  requested = true;
  const current = session.get();
  if (current.status !== "loading" && current.user === user) return;
  session.set(user ? { status: "signedIn", user } : { status: "signedOut", user: null });
}

export const publicSession = {
  initial: session.initial,
  get: session.get,
  subscribe: session.subscribe,
};

/**
 * Spec §4 Session for the public pages: loading, then signed in or signed out. Read once per
 * page load from GET /api/site/session, which answers 200 signed in or not, so a signed-out
 * visitor's console stays clean. A plain fetch and a small store instead of TanStack Query and
 * the typed client keep the public pages' first load light; once the app's query cache exists,
 * it and this store follow each other (web/queryClient.ts).
 */
export function usePublicSession(): Session {
  useEffect(() => {
    if (requested) return;
    requested = true;
    fetch("/api/site/session", { credentials: "same-origin" })
      .then(async (response) => {
        if (!response.ok) throw new Error(`GET /api/site/session answered ${response.status}`);
        const body = (await response.json()) as { user: CurrentUser | null };
        setPublicSessionUser(body.user);
      })
      .catch((error: unknown) => {
        // Spec §8: a failed profile load is only logged; the visitor is treated as signed out.
        console.error("Could not load the session", error);
        setPublicSessionUser(null);
      });
  }, []);
  return useSmallStore(session);
}
