import {
  type ConversationPage,
  type ConversationSummary,
  type Message,
  MessagingLimits,
} from "@common/messaging.ts";
import type { InfiniteData } from "@tanstack/react-query";

/** The conversation list as cached: pages of summaries, most recent activity first. */
export type ConversationPages = InfiniteData<ConversationPage, unknown>;

export function findConversation(
  data: ConversationPages | undefined,
  id: string,
): ConversationSummary | undefined {
  for (const page of data?.pages ?? []) {
    const found = page.items.find((c) => c.id === id);
    if (found) return found;
  }
  return undefined;
}

/** Changes one conversation wherever it is in the list; a list without it is returned as is. */
export function patchConversation(
  data: ConversationPages,
  id: string,
  change: (conversation: ConversationSummary) => ConversationSummary,
): ConversationPages {
  if (!findConversation(data, id)) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.map((c) => (c.id === id ? change(c) : c)),
    })),
  };
}

export const setUnreadCount = (data: ConversationPages, id: string, unreadCount: number) =>
  patchConversation(data, id, (c) => (c.unreadCount === unreadCount ? c : { ...c, unreadCount }));

export function removeConversation(data: ConversationPages, id: string): ConversationPages {
  if (!findConversation(data, id)) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({ ...page, items: page.items.filter((c) => c.id !== id) })),
  };
}

/**
 * A message was sent or received in a listed conversation: it becomes the conversation's last
 * message and the conversation moves to the top (the list is ordered by latest activity).
 * Returns null when the conversation is not in the list: the caller refetches instead.
 */
export function bumpConversation(
  data: ConversationPages,
  message: Message,
): ConversationPages | null {
  const current = findConversation(data, message.conversationId);
  if (!current) return null;
  const older = current.lastMessageAt !== null && current.lastMessageAt > message.createdAt;
  if (older || current.lastMessage?.id === message.id) return data;
  const bumped: ConversationSummary = {
    ...current,
    lastMessageAt: message.createdAt,
    lastMessage: {
      id: message.id,
      preview: message.content.slice(0, MessagingLimits.previewLength),
      sender: message.sender,
      createdAt: message.createdAt,
    },
  };
  const without = removeConversation(data, current.id);
  const [first, ...rest] = without.pages;
  if (!first) return data;
  return { ...without, pages: [{ ...first, items: [bumped, ...first.items] }, ...rest] };
}
