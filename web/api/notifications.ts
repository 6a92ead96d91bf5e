import type { NotificationList, ReadScope, UnreadCounts } from "@common/notifications.ts";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "./client.ts";

export const notificationKeys = {
  all: ["notifications"] as const,
  bell: () => [...notificationKeys.all, "bell"] as const,
};
export const announcementKeys = { all: ["announcements"] as const };
export const broadcastKeys = {
  all: ["broadcasts"] as const,
  latest: () => [...broadcastKeys.all, "latest"] as const,
};

/** Live events keep these current (web/shell/NotificationEvents.tsx); a reconnect refetches. */
const LIVE_STALE_MS = 5 * 60_000;

/** GET /api/notifications: the bell's 50 newest and the sidebar badges' unread counts. */
export const notificationsQuery = queryOptions({
  queryKey: notificationKeys.bell(),
  queryFn: () => unwrap(api.GET("/api/notifications")),
  staleTime: LIVE_STALE_MS,
});

/** GET /api/announcements: active, unexpired, newest first (refetched on every route change). */
export const announcementsQuery = queryOptions({
  queryKey: announcementKeys.all,
  queryFn: async () => (await unwrap(api.GET("/api/announcements"))).items,
  staleTime: LIVE_STALE_MS,
});

/** GET /api/broadcasts/latest: the banner under the top bar, or null. */
export const latestBroadcastQuery = queryOptions({
  queryKey: broadcastKeys.latest(),
  queryFn: async () => (await unwrap(api.GET("/api/broadcasts/latest"))).broadcast,
  staleTime: LIVE_STALE_MS,
});

/** What the cache shows at once after a read: the new counts, and the read rows as read. */
function applyRead(
  list: NotificationList | undefined,
  unread: UnreadCounts,
  isRead: (audience: NotificationList["items"][number]["audience"]) => boolean,
): NotificationList | undefined {
  if (!list) return list;
  return {
    unread,
    items: list.items.map((n) => (n.isRead || !isRead(n.audience) ? n : { ...n, isRead: true })),
  };
}

/** POST /api/notifications/read-all: the bell's "Mark all read". */
export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.POST("/api/notifications/read-all")),
    onSuccess: ({ unread }) =>
      queryClient.setQueryData(notificationKeys.bell(), (list: NotificationList | undefined) =>
        applyRead(list, unread, () => true),
      ),
  });
}

/** POST /api/notifications/read: a visit to the release pages or the admin pages (spec §7). */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (scope: ReadScope) =>
      unwrap(api.POST("/api/notifications/read", { body: { scope } })),
    onSuccess: ({ unread }, scope) =>
      queryClient.setQueryData(notificationKeys.bell(), (list: NotificationList | undefined) =>
        applyRead(list, unread, (audience) =>
          scope === "releases" ? audience === "user" : audience !== "user",
        ),
      ),
  });
}
