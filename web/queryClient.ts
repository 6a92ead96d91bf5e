import type { CurrentUser } from "@common/users.ts";
import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { ApiError, retryOutagesOnly } from "./api/client.ts";
import { checkSessionStillThere, forgetAccountData } from "./api/session.ts";
import {
  publicSession,
  SESSION_QUERY_KEY,
  setPublicSessionUser,
} from "./pages/public/publicSession.ts";

/**
 * The tab's one TanStack Query cache. It is created with the first screen that needs it (the
 * sign-in dialog, the signed-in app, a form page), never by the public pages' first load.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, refetchOnWindowFocus: true, retry: retryOutagesOnly },
    // Offline, a save, a send or a request fails at once with "Could not reach Offbeat…"
    // (failureMessage) and the form keeps what was typed. TanStack's default would hold it,
    // the button spinning with no word, and send it whenever the connection came back.
    mutations: { networkMode: "always" },
  },
  // Any call refused because the account was just suspended (or must agree to the terms), or
  // because the session ended (expired, signed out on another device, the password changed
  // elsewhere), means the session the page holds is stale: refetch it, and the route guard shows
  // the suspension overlay (decision 1) or sends the user to sign in again, whichever screen
  // made the call.
  queryCache: new QueryCache({ onError: refreshSessionIfRefused }),
  mutationCache: new MutationCache({ onError: refreshSessionIfRefused }),
});

function refreshSessionIfRefused(error: Error) {
  if (!(error instanceof ApiError)) return;
  if (error.status === 401 && error.code === "UNAUTHORIZED") checkSessionStillThere(queryClient);
  else if (error.isStandingRefusal)
    void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }, { cancelRefetch: false });
}

/**
 * The cache holds one account's data. When the session's user changes (signed out, the session
 * ended, another account signed in from another tab), what the previous one loaded goes, so the
 * next person at this browser never sees it, not even for a moment before a refetch. Another
 * account's screens are read again for it; with nobody signed in nothing is asked.
 */
let cacheOwner: string | null = null;
function keepCacheToOneAccount(user: CurrentUser | null) {
  const owner = user?.id ?? null;
  if (cacheOwner !== null && owner !== cacheOwner) {
    if (owner === null) forgetAccountData(queryClient);
    else
      void queryClient.resetQueries({
        predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0],
      });
  }
  cacheOwner = owner;
}

// The public pages' session store and meQuery's cache entry describe the same visitor, so each
// follows the other: a sign-in on the artist login form reaches the route guard, and a sign-in
// in the dialog, a sign-out or a refetch reaches the public header. Same-value copies stop.
function copySessionToCache() {
  const known = publicSession.get();
  if (known.status === "loading") return;
  if (queryClient.getQueryData(SESSION_QUERY_KEY) !== known.user)
    queryClient.setQueryData(SESSION_QUERY_KEY, known.user);
}
copySessionToCache();
publicSession.subscribe(copySessionToCache);
queryClient.getQueryCache().subscribe((event) => {
  if (event.type !== "updated" || event.action.type !== "success") return;
  const [scope, name] = event.query.queryKey;
  if (scope !== SESSION_QUERY_KEY[0] || name !== SESSION_QUERY_KEY[1]) return;
  const user = (event.query.state.data as CurrentUser | null | undefined) ?? null;
  keepCacheToOneAccount(user);
  setPublicSessionUser(user);
});
