import type { CreateCorrectionInput } from "@common/royalties/corrections.ts";
import { infiniteQueryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@web/api/client.ts";

/** Ledger corrections (admins); the finance figures move with every one posted. */
const correctionKeys = {
  all: ["admin", "ledger", "corrections"] as const,
  finance: ["admin", "finance"] as const,
};

export const correctionsQuery = infiniteQueryOptions({
  queryKey: correctionKeys.all,
  initialPageParam: undefined as string | undefined,
  queryFn: ({ pageParam }) =>
    unwrap(
      api.GET("/api/admin/ledger/corrections", {
        params: { query: { limit: 20, ...(pageParam ? { cursor: pageParam } : {}) } },
      }),
    ),
  getNextPageParam: (page) => page.nextCursor ?? undefined,
});

export function usePostCorrection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCorrectionInput) =>
      unwrap(api.POST("/api/admin/ledger/corrections", { body })),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: correctionKeys.all });
      await queryClient.invalidateQueries({ queryKey: correctionKeys.finance });
    },
  });
}
