import type { DistributionSettingsInput } from "@common/distributionSettings.ts";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { adminKeys } from "./admin.ts";
import { api, unwrap } from "./client.ts";

const distributionSettingsKey = [...adminKeys.all, "distribution-settings"] as const;

/** GET /api/admin/distribution-settings: the label's name, DPID, prefixes, P/C-line owners. */
export const distributionSettingsQuery = queryOptions({
  queryKey: distributionSettingsKey,
  queryFn: async () => (await unwrap(api.GET("/api/admin/distribution-settings"))).settings,
});

/** PUT /api/admin/distribution-settings: answers the saved settings, which replace the cache. */
export function useSaveDistributionSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: DistributionSettingsInput) =>
      (await unwrap(api.PUT("/api/admin/distribution-settings", { body }))).settings,
    onSuccess: (settings) => queryClient.setQueryData(distributionSettingsKey, settings),
  });
}
