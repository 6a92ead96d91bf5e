import type { ReleaseInput } from "@common/releases.ts";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "./client.ts";
import { releaseKeys } from "./releases.ts";

/**
 * GET /api/releases/:id for the builder (?editId=), which turns it into its state. Its own key,
 * not the detail page's: the builder reads it once into local state, and reopening the builder
 * (or its "Reload draft" after a save refused as out of date) reads it afresh.
 */
export const builderDraftQuery = (id: string) =>
  queryOptions({
    queryKey: [...releaseKeys.all, "builder", id] as const,
    queryFn: async () =>
      (await unwrap(api.GET("/api/releases/{id}", { params: { path: { id } } }))).release,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });

/**
 * Save Draft / Submit for Review: the whole release in one request, POST for a new one, PUT for
 * an existing draft (the server writes it, tracks and splits in one transaction). Every release
 * list and the dashboard read afresh afterwards.
 */
export function useSaveRelease() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: ReleaseInput }) =>
      id
        ? unwrap(api.PUT("/api/releases/{id}", { params: { path: { id } }, body: input }))
        : unwrap(api.POST("/api/releases", { body: input })),
    onSuccess: () => {
      void queryClient.invalidateQueries({
        queryKey: releaseKeys.all,
        // The builder leaves right after saving: reading its own draft again would be wasted.
        predicate: (query) => query.queryKey[1] !== "builder",
      });
    },
  });
}
