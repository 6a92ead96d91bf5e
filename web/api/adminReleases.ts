import type { AdminReleaseCard, AdminReleaseFilter, ReviewAction } from "@common/review.ts";
import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
} from "@tanstack/react-query";
import { api, unwrap } from "./client.ts";
import { releaseKeys } from "./releases.ts";

/** /admin/releases' filters, both applied on the server (spec §2). */
export interface AdminReleaseListParams {
  q: string;
  status: AdminReleaseFilter;
}

export const adminReleaseKeys = {
  all: ["admin", "releases"] as const,
  lists: () => [...adminReleaseKeys.all, "list"] as const,
  list: (params: AdminReleaseListParams) => [...adminReleaseKeys.lists(), params] as const,
  dashboard: ["admin", "dashboard"] as const,
};

/** How often a list with a copyright check still pending asks again. */
const PENDING_CHECK_POLL_MS = 5000;

/** GET /api/admin/releases (staff and admins): newest first, 20 a page. */
export const adminReleasesInfiniteQuery = (params: AdminReleaseListParams) =>
  infiniteQueryOptions({
    queryKey: adminReleaseKeys.list(params),
    queryFn: ({ pageParam }) =>
      unwrap(
        api.GET("/api/admin/releases", {
          params: {
            query: {
              q: params.q || undefined,
              status: params.status,
              cursor: pageParam ?? undefined,
            },
          },
        }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // Cards carry 15-minute audio links (decision 9): refetched well before they lapse. While a
    // submitted card's copyright check is still pending, sooner: its result is announced live,
    // but an announcement made while the page was still connecting would otherwise be missed.
    refetchInterval: (query) =>
      query.state.data?.pages.some((page) =>
        page.items.some((item) => item.status !== "draft" && item.copyrightStatus === "pending"),
      )
        ? PENDING_CHECK_POLL_MS
        : 10 * 60_000,
  });

/** GET /api/admin/dashboard (admins only): totals, latest broadcast, pending, recent users. */
export const adminDashboardQuery = queryOptions({
  queryKey: adminReleaseKeys.dashboard,
  queryFn: () => unwrap(api.GET("/api/admin/dashboard")),
  refetchInterval: 10 * 60_000,
});

export interface ReviewVariables {
  id: string;
  action: ReviewAction;
  /** The review dialog's note or the reject dialog's reason; null from the quick buttons. */
  notes?: string | null;
}

function postReview({ id, action, notes = null }: ReviewVariables) {
  const params = { path: { id } };
  switch (action) {
    case "approve":
      return unwrap(api.POST("/api/admin/releases/{id}/approve", { params, body: { notes } }));
    case "reject":
      return unwrap(api.POST("/api/admin/releases/{id}/reject", { params, body: { notes } }));
    case "distribute":
      return unwrap(api.POST("/api/admin/releases/{id}/distribute", { params, body: {} }));
  }
}

/**
 * POST /api/admin/releases/:id/{approve,reject,distribute}. Afterwards the review lists, the
 * dashboard and every release query (the detail the review dialog shows) are refetched.
 */
export function useReviewRelease() {
  const queryClient = useQueryClient();
  return useMutation<{ release: AdminReleaseCard }, Error, ReviewVariables>({
    mutationFn: postReview,
    onSettled: () => invalidateReview(queryClient),
  });
}

export function invalidateReview(queryClient: ReturnType<typeof useQueryClient>) {
  void queryClient.invalidateQueries({ queryKey: adminReleaseKeys.all });
  void queryClient.invalidateQueries({ queryKey: adminReleaseKeys.dashboard });
  void queryClient.invalidateQueries({ queryKey: releaseKeys.all });
}
