import type { CurrentUser } from "@common/users.ts";
import { QueryClient } from "@tanstack/react-query";
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
    queries: { staleTime: 30_000, refetchOnWindowFocus: true },
  },
});

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
