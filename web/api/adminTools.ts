import type { AnnouncementInput, AnnouncementPatch, BroadcastInput } from "@common/adminTools.ts";
import type { FeatureFlagKey } from "@common/featureFlags.ts";
import {
  infiniteQueryOptions,
  type QueryClient,
  queryOptions,
  useMutation,
  useQueryClient,
} from "@tanstack/react-query";
import { adminKeys } from "./admin.ts";
import { api, unwrap } from "./client.ts";
import { announcementKeys, broadcastKeys } from "./notifications.ts";

export const adminToolsKeys = {
  all: [...adminKeys.all, "tools"] as const,
  featureFlags: () => [...adminToolsKeys.all, "feature-flags"] as const,
  broadcasts: () => [...adminToolsKeys.all, "broadcasts"] as const,
  announcements: () => [...adminToolsKeys.all, "announcements"] as const,
  auditLog: () => [...adminToolsKeys.all, "audit-log"] as const,
};

/** GET /api/admin/feature-flags: every flag, ordered by key. */
export const featureFlagsQuery = queryOptions({
  queryKey: adminToolsKeys.featureFlags(),
  queryFn: async () => (await unwrap(api.GET("/api/admin/feature-flags"))).items,
});

/** GET /api/admin/broadcasts: the 20 newest (spec document 2 §9), older ones on demand. */
export const adminBroadcastsQuery = infiniteQueryOptions({
  queryKey: adminToolsKeys.broadcasts(),
  queryFn: ({ pageParam }) =>
    unwrap(
      api.GET("/api/admin/broadcasts", {
        params: { query: { limit: 20, cursor: pageParam ?? undefined } },
      }),
    ),
  initialPageParam: null as string | null,
  getNextPageParam: (page) => page.nextCursor,
});

/** GET /api/admin/announcements: all of them, inactive and expired too, newest first. */
export const adminAnnouncementsQuery = infiniteQueryOptions({
  queryKey: adminToolsKeys.announcements(),
  queryFn: ({ pageParam }) =>
    unwrap(
      api.GET("/api/admin/announcements", {
        params: { query: { limit: 20, cursor: pageParam ?? undefined } },
      }),
    ),
  initialPageParam: null as string | null,
  getNextPageParam: (page) => page.nextCursor,
});

/** GET /api/admin/audit-log: the latest 20 entries, older ones on demand. */
export const auditLogQuery = infiniteQueryOptions({
  queryKey: adminToolsKeys.auditLog(),
  queryFn: ({ pageParam }) =>
    unwrap(
      api.GET("/api/admin/audit-log", {
        params: { query: { limit: 20, cursor: pageParam ?? undefined } },
      }),
    ),
  initialPageParam: null as string | null,
  getNextPageParam: (page) => page.nextCursor,
});

/** Each change writes an audit row: the Audit Log section shows it at once. */
const refreshAudit = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: adminToolsKeys.auditLog() });

/** PUT /api/admin/feature-flags/:key. */
export function useSetFeatureFlag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, enabled }: { key: FeatureFlagKey; enabled: boolean }) =>
      unwrap(
        api.PUT("/api/admin/feature-flags/{key}", {
          params: { path: { key } },
          body: { enabled },
        }),
      ),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminToolsKeys.featureFlags() }),
        refreshAudit(queryClient),
      ]),
  });
}

const refreshBroadcasts = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: adminToolsKeys.broadcasts() }),
    queryClient.invalidateQueries({ queryKey: broadcastKeys.all }),
    refreshAudit(queryClient),
  ]);

/** POST /api/admin/broadcasts. */
export function usePostBroadcast() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BroadcastInput) => unwrap(api.POST("/api/admin/broadcasts", { body })),
    onSuccess: () => refreshBroadcasts(queryClient),
  });
}

/** DELETE /api/admin/broadcasts/:id. */
export function useDeleteBroadcast() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(api.DELETE("/api/admin/broadcasts/{id}", { params: { path: { id } } })),
    onSettled: () => refreshBroadcasts(queryClient),
  });
}

const refreshAnnouncements = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: adminToolsKeys.announcements() }),
    queryClient.invalidateQueries({ queryKey: announcementKeys.all }),
    refreshAudit(queryClient),
  ]);

/** POST /api/admin/announcements. */
export function useCreateAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AnnouncementInput) => unwrap(api.POST("/api/admin/announcements", { body })),
    onSuccess: () => refreshAnnouncements(queryClient),
  });
}

/** PATCH /api/admin/announcements/:id: edit, or deactivate with { isActive: false }. */
export function useUpdateAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: AnnouncementPatch }) =>
      unwrap(api.PATCH("/api/admin/announcements/{id}", { params: { path: { id } }, body: patch })),
    onSettled: () => refreshAnnouncements(queryClient),
  });
}
