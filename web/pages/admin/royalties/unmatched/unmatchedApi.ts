import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
} from "@tanstack/react-query";
import { api, unwrap } from "@web/api/client.ts";

/** The unmatched queue's queries and actions (issue 19), kept with the page that uses them. */
const unmatchedKeys = {
  all: ["admin", "royalty-lines"] as const,
  list: (reportId: string | undefined) => [...unmatchedKeys.all, "unmatched", reportId] as const,
  tracks: (q: string) => [...unmatchedKeys.all, "tracks", q] as const,
};

/** Every page of the queue, for those that change what it holds (a report's check ending). */
export const UNMATCHED_QUEUE_KEY = unmatchedKeys.all;

const PAGE = 50;

/** GET /api/admin/royalty-lines/unmatched: oldest report first, with the queue's total. */
export const unmatchedLinesQuery = (reportId?: string) =>
  infiniteQueryOptions({
    queryKey: unmatchedKeys.list(reportId),
    queryFn: ({ pageParam }) =>
      unwrap(
        api.GET("/api/admin/royalty-lines/unmatched", {
          params: { query: { reportId, cursor: pageParam ?? undefined, limit: PAGE } },
        }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** GET /api/admin/royalty-lines/tracks: the assign picker's search (2+ characters). */
export const trackSearchQuery = (q: string) =>
  queryOptions({
    queryKey: unmatchedKeys.tracks(q),
    queryFn: async () =>
      (await unwrap(api.GET("/api/admin/royalty-lines/tracks", { params: { query: { q } } })))
        .items,
    enabled: q.trim().length >= 2,
  });

function useLinesMutation<V>(mutationFn: (variables: V) => Promise<{ message: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // Posting moves money: the earnings and finance views read the same ledger.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["admin"] }),
  });
}

export const useAssignLines = () =>
  useLinesMutation((body: { lineIds: string[]; trackId: string }) =>
    unwrap(api.POST("/api/admin/royalty-lines/assign", { body })),
  );

export const useDismissLines = () =>
  useLinesMutation((body: { lineIds: string[] }) =>
    unwrap(api.POST("/api/admin/royalty-lines/dismiss", { body })),
  );
