import type { MarkPaidInput, PayoutStatus, RejectPayoutInput } from "@common/payouts/payouts.ts";
import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
} from "@tanstack/react-query";
import { api, unwrap } from "@web/api/client.ts";

/** /admin/payouts' queries; every key starts with ["admin", "payouts"] (Refresh refetches it). */
const adminPayoutKeys = {
  all: ["admin", "payouts"] as const,
  list: (status: PayoutStatus, q: string) => ["admin", "payouts", "list", { status, q }] as const,
  detail: (id: string) => ["admin", "payouts", "detail", id] as const,
};

export const adminPayoutsQuery = (status: PayoutStatus, q = "") =>
  infiniteQueryOptions({
    queryKey: adminPayoutKeys.list(status, q),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) =>
      unwrap(
        api.GET("/api/admin/payouts", {
          params: {
            query: {
              status,
              limit: 25,
              ...(q ? { q } : {}),
              ...(pageParam ? { cursor: pageParam } : {}),
            },
          },
        }),
      ),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

/**
 * The Payouts link's count of requests waiting for staff: asked again every minute (artists ask
 * from their own pages) and whenever a decision here refreshes the payouts' queries.
 */
export const waitingPayoutsQuery = queryOptions({
  queryKey: [...adminPayoutKeys.all, "waiting"] as const,
  queryFn: () => unwrap(api.GET("/api/admin/payouts/waiting")),
  refetchInterval: 60_000,
});

/** The opened details (audited on the server each time they are fetched): never cached long. */
export const adminPayoutDetailQuery = (id: string) =>
  queryOptions({
    queryKey: adminPayoutKeys.detail(id),
    queryFn: () => unwrap(api.GET("/api/admin/payouts/{id}", { params: { path: { id } } })),
    staleTime: 0,
    gcTime: 0,
  });

export function useMarkPaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: MarkPaidInput }) =>
      unwrap(api.POST("/api/admin/payouts/{id}/paid", { params: { path: { id } }, body })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminPayoutKeys.all }),
  });
}

export function useRejectPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: RejectPayoutInput }) =>
      unwrap(api.POST("/api/admin/payouts/{id}/reject", { params: { path: { id } }, body })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminPayoutKeys.all }),
  });
}
