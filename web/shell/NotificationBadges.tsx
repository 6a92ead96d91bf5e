import { useQuery } from "@tanstack/react-query";
import { notificationsQuery } from "@web/api/notifications.ts";
import { UnreadBadge } from "@web/pages/messages/UnreadBadge.tsx";

const notificationsLabel = (count: number) =>
  count === 1 ? "1 unread notification" : `${count} unread notifications`;

/** The lime count pill of spec §2 ("9+" above 9; nothing at 0), counting notifications. */
export function NotificationCountBadge(props: {
  count: number;
  testId: string;
  className?: string;
}) {
  return <UnreadBadge {...props} label={notificationsLabel} />;
}

/** My Releases: my unread notifications (audience user). */
export function ReleasesNavBadge() {
  const { data } = useQuery(notificationsQuery);
  return (
    <NotificationCountBadge
      count={data?.unread.user ?? 0}
      testId="releases-nav-unread"
      className="ml-auto"
    />
  );
}

/** Admin Panel and All Releases (admins): the unread admin/all notifications. */
export function AdminNavBadge() {
  const { data } = useQuery(notificationsQuery);
  return (
    <NotificationCountBadge
      count={data?.unread.admin ?? 0}
      testId="admin-nav-unread"
      className="ml-auto"
    />
  );
}
