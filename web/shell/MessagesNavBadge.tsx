import { useQuery } from "@tanstack/react-query";
import { unreadTotalQuery } from "@web/api/messaging.ts";
import { UnreadBadge } from "@web/pages/messages/UnreadBadge.tsx";

/** The sidebar Messages link's badge: all my unread messages ("9+" above 9, nothing at 0). */
export function MessagesNavBadge() {
  const { data } = useQuery(unreadTotalQuery);
  return <UnreadBadge count={data?.total ?? 0} testId="messages-nav-unread" className="ml-auto" />;
}

/** On phones the sidebar hides behind the menu button: a dot there says messages are waiting. */
export function UnreadMessagesDot() {
  const { data } = useQuery(unreadTotalQuery);
  if (!data || data.total < 1) return null;
  return (
    <span
      data-testid="menu-unread-dot"
      className="absolute top-1.5 right-1.5 size-2.5 rounded-full bg-accent ring-2 ring-ink-950"
    >
      <span className="sr-only">Unread messages</span>
    </span>
  );
}
