import { NOTIFICATIONS_CHANGED_EVENT } from "@common/notifications.ts";
import { isAdmin } from "@common/permissions.ts";
import type { CurrentUser } from "@common/users.ts";
import { useQueryClient } from "@tanstack/react-query";
import { adminReleaseKeys } from "@web/api/adminReleases.ts";
import { adminToolsKeys } from "@web/api/adminTools.ts";
import { announcementKeys, broadcastKeys, notificationKeys } from "@web/api/notifications.ts";
import { releaseKeys } from "@web/api/releases.ts";
import { refreshBalances } from "@web/pages/earnings/withdraw/payoutQueries.ts";
import { useRealtimeEvent } from "@web/realtime/useRealtimeEvent.ts";
import { useEffect } from "react";

/**
 * The shell's live news (spec §7 "Shell"): new and read notifications refetch the bell and the
 * badges; announcement and broadcast changes refetch the top bar and the banner. Topics:
 * `user:<id>` (mine), `admins` (admins only: audience admin), `announcements` (everyone:
 * audience all, announcements, broadcasts). Also the window event "notifications changed".
 */
export function NotificationEvents({ user }: { user: CurrentUser }) {
  const queryClient = useQueryClient();
  const admin = isAdmin(user);
  const refetchBell = () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all });

  useRealtimeEvent(`user:${user.id}`, (event) => {
    if (event.event === "notification.created") {
      refetchBell();
      // A notification of mine is news about one of my releases (a review changed it) or my
      // money (a withdrawal paid or rejected, earnings booked, corrected or reversed): the pages
      // showing either follow at once, not when the window next gets focus.
      void queryClient.invalidateQueries({ queryKey: releaseKeys.all });
      void refreshBalances(queryClient);
    } else if (event.event === "notifications.read") {
      refetchBell();
    }
  });

  useRealtimeEvent(admin ? "admins" : null, (event) => {
    if (event.event === "notification.created" || event.event === "notifications.read")
      refetchBell();
  });

  useRealtimeEvent("announcements", (event) => {
    if (event.event === "notification.created") {
      // Audience "all" rows are listed in admins' bells only (spec §6).
      if (admin) refetchBell();
    } else if (event.event === "announcements.changed") {
      void queryClient.invalidateQueries({ queryKey: announcementKeys.all });
      if (admin) void queryClient.invalidateQueries({ queryKey: adminToolsKeys.announcements() });
    } else if (event.event === "broadcasts.changed") {
      void queryClient.invalidateQueries({ queryKey: broadcastKeys.all });
      if (admin) {
        void queryClient.invalidateQueries({ queryKey: adminToolsKeys.broadcasts() });
        // The Admin Panel shows the latest broadcast too.
        void queryClient.invalidateQueries({ queryKey: adminReleaseKeys.dashboard });
      }
    }
  });

  useEffect(() => {
    const onChanged = () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    window.addEventListener(NOTIFICATIONS_CHANGED_EVENT, onChanged);
    return () => window.removeEventListener(NOTIFICATIONS_CHANGED_EVENT, onChanged);
  }, [queryClient]);

  return null;
}
