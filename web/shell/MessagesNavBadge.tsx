import { useQuery } from "@tanstack/react-query";
import { unreadTotalQuery } from "@web/api/messaging.ts";
import { UnreadBadge } from "@web/pages/messages/UnreadBadge.tsx";

/** The sidebar Messages link's badge: all my unread messages ("9+" above 9, nothing at 0). */
export function MessagesNavBadge() {
  const { data } = useQuery(unreadTotalQuery);
  return <UnreadBadge count={data?.total ?? 0} testId="messages-nav-unread" className="ml-auto" />;
}
