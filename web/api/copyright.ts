import type { CopyrightReport } from "@common/copyright.ts";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { adminReleaseKeys } from "./adminReleases.ts";
import { api, unwrap } from "./client.ts";

/** Under the review keys: every refetch of the review lists refreshes the report too. */
const copyrightKeys = {
  report: (releaseId: string) => [...adminReleaseKeys.all, "copyright", releaseId] as const,
};

/** While a check runs the report is polled; `release.copyright-checked` usually comes first. */
const RUNNING_POLL_MS = 3000;

/** GET /api/admin/releases/:id/copyright (staff and admins). */
export const copyrightReportQuery = (releaseId: string) =>
  queryOptions({
    queryKey: copyrightKeys.report(releaseId),
    queryFn: () =>
      unwrap(
        api.GET("/api/admin/releases/{id}/copyright", { params: { path: { id: releaseId } } }),
      ),
    refetchInterval: (query) => (query.state.data?.running ? RUNNING_POLL_MS : false),
  });

/** POST /api/admin/releases/:id/copyright-check: the review modal's "Run check". */
export function useRunCopyrightCheck(releaseId: string) {
  const queryClient = useQueryClient();
  return useMutation<CopyrightReport, Error>({
    mutationFn: () =>
      unwrap(
        api.POST("/api/admin/releases/{id}/copyright-check", {
          params: { path: { id: releaseId } },
        }),
      ),
    onSuccess: (report) => queryClient.setQueryData(copyrightKeys.report(releaseId), report),
    // 409: someone else's check is already running; reading the report again shows it running
    // (and the button waiting) instead of a button that would be refused again.
    onError: () => queryClient.invalidateQueries({ queryKey: copyrightKeys.report(releaseId) }),
  });
}
