import type { StoreInput, StoreView } from "@common/stores.ts";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { adminKeys } from "./admin.ts";
import { api, unwrap } from "./client.ts";

const storesKey = [...adminKeys.all, "stores"] as const;

/** GET /api/admin/stores: every store, secrets only as has* flags. */
export const storesQuery = queryOptions({
  queryKey: storesKey,
  queryFn: async () => (await unwrap(api.GET("/api/admin/stores"))).stores,
});

/** PUT /api/admin/stores/{id}: the saved store replaces its entry in the cached list. */
export function useSaveStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: StoreView["id"]; body: StoreInput }) =>
      (await unwrap(api.PUT("/api/admin/stores/{id}", { params: { path: { id } }, body }))).store,
    onSuccess: (store) =>
      queryClient.setQueryData(storesKey, (list: StoreView[] | undefined) =>
        list?.map((s) => (s.id === store.id ? store : s)),
      ),
  });
}
