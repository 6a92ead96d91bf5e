import type { ReleaseCorrection } from "@common/releaseCorrection.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "./client.ts";
import { invalidateDeliveries } from "./deliveries.ts";

/**
 * PATCH /api/admin/releases/{id}/metadata (staff and admins, issue 15): corrects an approved or
 * distributed release's details. The review lists, the release detail and its cards follow.
 */
export function useCorrectReleaseMetadata(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReleaseCorrection) =>
      unwrap(api.PATCH("/api/admin/releases/{id}/metadata", { params: { path: { id } }, body })),
    onSettled: () => invalidateDeliveries(queryClient),
  });
}
