import { useQueryClient } from "@tanstack/react-query";
import { applyUnreadChange } from "@web/api/messagingCacheUpdates.ts";
import { messagingKeys } from "@web/api/messagingKeys.ts";
import { useRealtimeEvent } from "@web/realtime/useRealtimeEvent.ts";

/**
 * Messaging news on the user's own topic, wherever the user is in the app: unread counts (the
 * sidebar badge, the list's badges) and conversations that appeared, changed or went away.
 */
export function MessagingEvents({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  useRealtimeEvent(`user:${userId}`, (event) => {
    if (event.event === "unread.changed") {
      applyUnreadChange(queryClient, event.data);
    } else if (event.event === "conversation.changed") {
      const { conversationId } = event.data;
      void queryClient.invalidateQueries({ queryKey: messagingKeys.conversationLists() });
      // My own leaving is announced too: the chat still on screen must not ask for it (404).
      const leaving = queryClient.isMutating({
        mutationKey: messagingKeys.leaving(conversationId),
      });
      void queryClient.invalidateQueries({
        queryKey: messagingKeys.conversation(conversationId),
        refetchType: leaving > 0 ? "none" : "active",
      });
      void queryClient.invalidateQueries({ queryKey: messagingKeys.unreadTotal() });
    }
  });
  return null;
}
