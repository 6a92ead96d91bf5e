import type { ReleaseEdit, ReleaseStatus } from "@common/releases.ts";
import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
} from "@tanstack/react-query";
import { api, unwrap } from "./client.ts";

/** My Releases' filters: both are sent to the server (search is server-side, spec §2). */
export interface ReleaseListParams {
  q: string;
  status: ReleaseStatus | "";
}

export const releaseKeys = {
  all: ["releases"] as const,
  lists: () => [...releaseKeys.all, "list"] as const,
  list: (params: ReleaseListParams) => [...releaseKeys.lists(), params] as const,
  detail: (id: string) => [...releaseKeys.all, "detail", id] as const,
  dashboard: () => [...releaseKeys.all, "dashboard"] as const,
};

/** GET /api/dashboard: the three counts (one query on the server) and the 5 latest releases. */
export const dashboardQuery = queryOptions({
  queryKey: releaseKeys.dashboard(),
  queryFn: () => unwrap(api.GET("/api/dashboard")),
});

/** GET /api/releases: My Releases, newest first, a page at a time (the server's cursor). */
export const releasesInfiniteQuery = (params: ReleaseListParams) =>
  infiniteQueryOptions({
    queryKey: releaseKeys.list(params),
    queryFn: ({ pageParam }) =>
      unwrap(
        api.GET("/api/releases", {
          params: {
            query: {
              q: params.q || undefined,
              status: params.status || undefined,
              cursor: pageParam ?? undefined,
            },
          },
        }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/**
 * GET /api/releases/:id. Its audio links live 15 minutes (decision 9), so it is refetched well
 * before, and whenever a player finds its link dead.
 */
export const releaseDetailQuery = (id: string) =>
  queryOptions({
    queryKey: releaseKeys.detail(id),
    queryFn: async () =>
      (await unwrap(api.GET("/api/releases/{id}", { params: { path: { id } } }))).release,
    staleTime: 60_000,
    refetchInterval: 10 * 60_000,
  });

/**
 * POST /api/releases/:id/takedown (distributed releases; spec §2 "Request Takedown").
 *
 * The dialog's callbacks are the hook's, not `mutate`'s: the dialog shows only while the release
 * may be taken down, so the refetched detail (a request now pending) unmounts it, and TanStack
 * Query skips `mutate` callbacks of an unmounted component (the toast would be lost). They run
 * after the refetch, as `mutate`'s did: the dialog closes on a page without the button.
 */
export function useRequestTakedown(
  id: string,
  callbacks: {
    onSuccess: (done: { message?: string }) => void;
    onError: (error: Error) => void;
  },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) =>
      unwrap(
        api.POST("/api/releases/{id}/takedown", { params: { path: { id } }, body: { reason } }),
      ),
    onSuccess: async (done) => {
      await queryClient.invalidateQueries({ queryKey: releaseKeys.detail(id) });
      callbacks.onSuccess(done);
    },
    onError: callbacks.onError,
  });
}

/**
 * DELETE /api/releases/:id (drafts): the release, its tracks, splits and files go. The lists
 * and counts are refetched; the detail entry is dropped by `forgetRelease` once the page showing
 * it has been left (dropped while shown, it would be fetched again and answer 404).
 */
export function useDeleteRelease(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.DELETE("/api/releases/{id}", { params: { path: { id } } })),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: releaseKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: releaseKeys.dashboard() });
    },
  });
}

export function useForgetRelease() {
  const queryClient = useQueryClient();
  return (id: string) => queryClient.removeQueries({ queryKey: releaseKeys.detail(id) });
}

/** POST /api/releases/:id/resubmit: the edit screen's "Save & Resubmit" (rejected releases). */
export function useResubmitRelease(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReleaseEdit) =>
      unwrap(api.POST("/api/releases/{id}/resubmit", { params: { path: { id } }, body })),
    onSuccess: ({ release }) => {
      queryClient.setQueryData(releaseKeys.detail(id), release);
      void queryClient.invalidateQueries({ queryKey: releaseKeys.all });
    },
  });
}
