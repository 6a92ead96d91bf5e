import type { PlatformId } from "@common/platforms.ts";
import type { SmartLinkSettings, SmartLinkView } from "@common/smartLinks.ts";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, api, unwrap } from "./client.ts";

/**
 * Issue 17: a release's smart link panel and its statistics (web/pages/releases/smartLink/).
 * Exported for useDeliveryEvents: a store going live changes the panel.
 */
export const smartLinkKeys = {
  all: ["smartLinks"] as const,
  panel: (releaseId: string) => [...smartLinkKeys.all, "panel", releaseId] as const,
  stats: (releaseId: string, range: { from: string; to: string }) =>
    [...smartLinkKeys.all, "stats", releaseId, range] as const,
};

/**
 * GET /api/releases/{id}/smart-link: the panel, or null when the release has no smart link
 * (it gets one when it is distributed), so the page shows nothing rather than an error.
 */
export const smartLinkQuery = (releaseId: string) =>
  queryOptions({
    queryKey: smartLinkKeys.panel(releaseId),
    queryFn: async () => {
      try {
        return await unwrap(
          api.GET("/api/releases/{id}/smart-link", { params: { path: { id: releaseId } } }),
        );
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });

/** GET /api/releases/{id}/smart-link/stats?from&to: visits, clicks and referrers over the days. */
export const smartLinkStatsQuery = (releaseId: string, range: { from: string; to: string }) =>
  queryOptions({
    queryKey: smartLinkKeys.stats(releaseId, range),
    queryFn: () =>
      unwrap(
        api.GET("/api/releases/{id}/smart-link/stats", {
          params: { path: { id: releaseId }, query: range },
        }),
      ),
  });

/** Each change answers the panel as it now is: it replaces the cached one. */
function usePanelMutation<V>(
  releaseId: string,
  mutationFn: (variables: V) => Promise<SmartLinkView>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (view) => queryClient.setQueryData(smartLinkKeys.panel(releaseId), view),
  });
}

/** PATCH /api/releases/{id}/smart-link: on/off, store order, hidden stores. */
export const useUpdateSmartLink = (releaseId: string) =>
  usePanelMutation(releaseId, (body: SmartLinkSettings) =>
    unwrap(
      api.PATCH("/api/releases/{id}/smart-link", { params: { path: { id: releaseId } }, body }),
    ),
  );

/** PUT /api/releases/{id}/smart-link/stores/{storeId}: the store's web address for the release. */
export const useSetStoreLink = (releaseId: string) =>
  usePanelMutation(releaseId, ({ storeId, url }: { storeId: PlatformId; url: string }) =>
    unwrap(
      api.PUT("/api/releases/{id}/smart-link/stores/{storeId}", {
        params: { path: { id: releaseId, storeId } },
        body: { url },
      }),
    ),
  );

/** DELETE /api/releases/{id}/smart-link/stores/{storeId}: the store's button leaves the page. */
export const useRemoveStoreLink = (releaseId: string) =>
  usePanelMutation(releaseId, (storeId: PlatformId) =>
    unwrap(
      api.DELETE("/api/releases/{id}/smart-link/stores/{storeId}", {
        params: { path: { id: releaseId, storeId } },
      }),
    ),
  );
