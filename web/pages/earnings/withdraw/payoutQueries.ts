import type { CreatePayoutInput, SavePayoutDetailsInput } from "@common/payouts/payouts.ts";
import {
  infiniteQueryOptions,
  type QueryClient,
  queryOptions,
  useMutation,
  useQueryClient,
} from "@tanstack/react-query";
import { api, failureMessage, unwrap } from "@web/api/client.ts";
import { toast } from "sonner";
import { earningsKeys } from "../earningsQueries.ts";

/**
 * The withdrawal page's queries (issue 19). Kept beside the page: web/api holds the generated
 * contract and the shared resources; these keys start with ["payouts"].
 */
const payoutKeys = {
  all: ["payouts"] as const,
  mine: ["payouts", "mine"] as const,
};

const PAGE = 50;

/**
 * A request or a cancel moves money between available and in progress: the withdrawal page's
 * queries and the Earnings page's (its Available tile and Withdraw button) are both out of date.
 * Without the latter, going back to Earnings showed the old balance until staleTime ran out.
 * The shell calls it too when a notification of the user's arrives (staff paid or rejected a
 * withdrawal, a correction or reversal moved their money).
 */
export const refreshBalances = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: payoutKeys.all }),
    queryClient.invalidateQueries({ queryKey: earningsKeys.all }),
  ]);

/**
 * GET /api/payouts: balance, minimum, paused flag, masked details and my requests: the latest
 * 50, or the 50 before `cursor`.
 */
const fetchMyPayouts = (cursor?: string) =>
  unwrap(
    api.GET("/api/payouts", {
      params: { query: cursor ? { cursor, limit: PAGE } : { limit: PAGE } },
    }),
  );

/** GET /api/payouts: the balance, payout details, the minimum and my requests. */
export type MyPayouts = Awaited<ReturnType<typeof fetchMyPayouts>>;

export const myPayoutsQuery = queryOptions({
  queryKey: payoutKeys.mine,
  queryFn: () => fetchMyPayouts(),
});

/**
 * My requests older than the latest page, page by page from its cursor ("Load more"). The key
 * holds that cursor: a new request moves the latest page, and the older pages start again from
 * where it now ends. Under ["payouts"], so a request or cancel refreshes them too.
 */
export const olderPayoutsQuery = (after: string) =>
  infiniteQueryOptions({
    queryKey: [...payoutKeys.all, "older", after] as const,
    queryFn: ({ pageParam }) => fetchMyPayouts(pageParam),
    initialPageParam: after,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

/**
 * The form's callbacks are the hook's, not `mutate`'s: the form shows only while the balance
 * reaches the minimum, so withdrawing (nearly) all of it unmounts it once the balance is
 * refetched, and TanStack Query skips `mutate` callbacks of an unmounted component (the toast
 * would be lost). They run after the refetch, as `mutate`'s did.
 */
export function useRequestPayout(callbacks: {
  onSuccess: (done: { message: string }) => void;
  onError: (error: Error) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePayoutInput) => unwrap(api.POST("/api/payouts", { body })),
    onSettled: async (done, error) => {
      await refreshBalances(queryClient);
      if (error) callbacks.onError(error);
      else if (done) callbacks.onSuccess(done);
    },
  });
}

export function useSavePayoutDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SavePayoutDetailsInput) => unwrap(api.PUT("/api/payouts/details", { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: payoutKeys.all }),
  });
}

/**
 * POST /api/payouts/{id}/cancel; the list is fetched again either way (a 409 shows the request
 * as it now is). The toast is the hook's, as useRequestPayout's is: a cancelled request loses
 * its button, so the component that called `mutate` is gone once the list is back.
 */
export function useCancelPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(api.POST("/api/payouts/{id}/cancel", { params: { path: { id } } })),
    onSettled: async (done, error) => {
      await refreshBalances(queryClient);
      if (error) toast.error(failureMessage(error, "Could not cancel your withdrawal."));
      else if (done) toast.success(done.message);
    },
  });
}
