import { useQuery } from "@tanstack/react-query";
import { unreadTotalQuery } from "@web/api/messaging.ts";
import { notificationsQuery } from "@web/api/notifications.ts";
import { setUnreadInTitle } from "@web/lib/usePageTitle.ts";
import { useEffect } from "react";

/**
 * The unread count in the tab's title: unread messages (the sidebar's Messages badge) plus
 * unread notifications (the bell's count). Both queries are the badges' own, kept current by
 * the shell's live events, so this asks the server for nothing more.
 */
export function UnreadInTitle() {
  const messages = useQuery(unreadTotalQuery).data?.total ?? 0;
  const bell = useQuery(notificationsQuery).data;
  const count = messages + (bell?.unread.user ?? 0) + (bell?.unread.admin ?? 0);
  useEffect(() => {
    setUnreadInTitle(count);
    return () => setUnreadInTitle(0);
  }, [count]);
  return null;
}
