import type { CurrentUser } from "@common/users.ts";
import {
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { useEffect } from "react";
import { ApiError, api, unwrap } from "./client.ts";

const sessionKeys = {
  all: ["session"] as const,
  me: () => [...sessionKeys.all, "me"] as const,
};

/** GET /api/me: the signed-in user, or null when signed out (401 is an answer, not an error). */
export const meQuery = queryOptions({
  queryKey: sessionKeys.me(),
  queryFn: async (): Promise<CurrentUser | null> => {
    try {
      return (await unwrap(api.GET("/api/me"))).user;
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  },
  staleTime: 60_000,
});

export type Session =
  | { status: "loading"; user: null }
  | { status: "signedOut"; user: null }
  | { status: "signedIn"; user: CurrentUser };

/** Spec §4 Session: loading until the profile check ends, then signed in or signed out. */
export function useSession(): Session {
  const { data, isPending, error } = useQuery(meQuery);
  useEffect(() => {
    // Spec §8: other profile load errors are only logged; the visitor is treated as signed out.
    if (error) console.error("Could not load the session", error);
  }, [error]);
  if (isPending) return { status: "loading", user: null };
  if (data) return { status: "signedIn", user: data };
  return { status: "signedOut", user: null };
}

/** Stores the user a sign-in step answered with, so the app is signed in without a refetch. */
export function useSetSignedInUser() {
  const queryClient = useQueryClient();
  return (user: CurrentUser) => queryClient.setQueryData(meQuery.queryKey, user);
}

/**
 * Set when this tab signs out, so the route guard can tell that sign-out from a session that
 * ended under the user (expired, signed out on another device, the password changed elsewhere).
 */
let signedOutHere = false;

/**
 * A call refused for want of a session (401), or the live connection closed for it: the session
 * may have ended under the user, so it is read again, and the route guard acts on the answer.
 * Not while signed out, nor while this tab signs out (the server closes its socket too).
 */
export function checkSessionStillThere(queryClient: QueryClient) {
  if (signedOutHere || !queryClient.getQueryData(meQuery.queryKey)) return;
  void queryClient.invalidateQueries({ queryKey: meQuery.queryKey }, { cancelRefetch: false });
}

/** Whether the session ended because this tab signed out; asking clears it. */
export function takeSignedOutHere(): boolean {
  const was = signedOutHere;
  signedOutHere = false;
  return was;
}

/**
 * Sign-out forgets everything the signed-in user loaded (spec §4): every cached query is emptied
 * (forgetAccountData), and the session itself is set to signed out so mounted screens react at
 * once.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      signedOutHere = true;
      // Spec §8: sign-out ignores failures; the local session ends either way.
      await unwrap(api.POST("/api/auth/sign-out")).catch(() => null);
    },
    onSettled: () => {
      forgetAccountData(queryClient);
      queryClient.setQueryData(meQuery.queryKey, null);
    },
  });
}

/**
 * Drops everything the account loaded, the session aside. A query a screen still shows is emptied
 * rather than removed: a removed one is fetched again at once by the screen watching it, which
 * after a sign-out meant a burst of refused calls (401) before the shell went away.
 */
export function forgetAccountData(queryClient: QueryClient) {
  const cache = queryClient.getQueryCache();
  for (const query of cache.findAll()) {
    if (query.queryKey[0] === sessionKeys.all[0]) continue;
    if (query.getObserversCount() > 0) query.reset();
    else cache.remove(query);
  }
}
