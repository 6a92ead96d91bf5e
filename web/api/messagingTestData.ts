import type { ConversationSummary } from "@common/messaging.ts";

/** A group conversation as the list shows it, for the cache tests: only id and time vary. */
export function conversationSummary(id: string, lastMessageAt: string | null): ConversationSummary {
  return {
    id,
    isGroupChat: true,
    title: id,
    createdAt: "2025-01-01T00:00:00.000Z",
    lastMessageAt,
    participants: [],
    unreadCount: 0,
    lastMessage: null,
    block: null,
  };
}
