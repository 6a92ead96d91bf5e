import type { CurrentUser } from "@common/users.ts";
import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { ApiError, retryOutagesOnly } from "./api/client.ts";
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
  // Any call refused because the account was just suspended (or must agree to the terms)
  // means the session the page holds is stale: refetch it, and the route guard shows the
  // suspension overlay at once (decision 1), whichever screen made the call.
  queryCache: new QueryCache({ onError: refreshSessionIfRefused }),
  mutationCache: new MutationCache({ onError: refreshSessionIfRefused }),
});

function refreshSessionIfRefused(error: Error) {
  if (!(error instanceof ApiError) || !error.isStandingRefusal) return;
  void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }, { cancelRefetch: false });
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
  setPublicSessionUser((event.query.state.data as CurrentUser | null | undefined) ?? null);
});
