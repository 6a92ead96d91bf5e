import type { DeletionStatus, NewsletterInput } from "@common/account.ts";
import { infiniteQueryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "./client.ts";

export const adminKeys = {
  all: ["admin"] as const,
  deletionRequests: () => [...adminKeys.all, "deletion-requests"] as const,
};

/** GET /api/admin/deletion-requests: newest first, 20 a page (admin only). */
export const deletionRequestsQuery = infiniteQueryOptions({
  queryKey: adminKeys.deletionRequests(),
  queryFn: ({ pageParam }) =>
    unwrap(
      api.GET("/api/admin/deletion-requests", {
        params: { query: pageParam ? { cursor: pageParam, limit: 20 } : { limit: 20 } },
      }),
    ),
  initialPageParam: "",
  getNextPageParam: (page) => page.nextCursor ?? undefined,
});

/** PATCH /api/admin/deletion-requests/:id; completed starts the account's deletion. */
export function useUpdateDeletionRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: DeletionStatus }) =>
      unwrap(
        api.PATCH("/api/admin/deletion-requests/{id}", {
          params: { path: { id } },
          body: { status },
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.deletionRequests() }),
  });
}

/** POST /api/admin/newsletter: answers how many mails were queued. */
export function useSendNewsletter() {
  return useMutation({
    mutationFn: (body: NewsletterInput) => unwrap(api.POST("/api/admin/newsletter", { body })),
  });
}

/** A plain link downloads the CSV (same-origin cookie); the server allows admins only. */
export const PARTNER_CONTACTS_URL = "/api/admin/partner-contacts";
