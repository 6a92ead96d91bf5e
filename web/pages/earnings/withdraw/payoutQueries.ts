import type { CreatePayoutInput, SavePayoutDetailsInput } from "@common/payouts/payouts.ts";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@web/api/client.ts";

/**
 * The withdrawal page's queries (issue 19). Kept beside the page: web/api holds the generated
 * contract and the shared resources; these keys start with ["payouts"].
 */
const payoutKeys = {
  all: ["payouts"] as const,
  mine: ["payouts", "mine"] as const,
};

/** GET /api/payouts: balance, minimum, paused flag, masked details and my latest requests. */
export const myPayoutsQuery = queryOptions({
  queryKey: payoutKeys.mine,
  queryFn: () => unwrap(api.GET("/api/payouts", { params: { query: { limit: 50 } } })),
});

export function useRequestPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePayoutInput) => unwrap(api.POST("/api/payouts", { body })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: payoutKeys.all }),
  });
}

export function useSavePayoutDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SavePayoutDetailsInput) => unwrap(api.PUT("/api/payouts/details", { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: payoutKeys.all }),
  });
}
