import type { BlockState, ConversationSummary, Message, UnreadChange } from "@common/messaging.ts";
import type { QueryClient } from "@tanstack/react-query";
import {
  bumpConversation,
  type ConversationPages,
  findConversation,
  patchConversation,
  removeConversation,
  setUnreadCount,
} from "./conversationCache.ts";
import { conversationOnScreen } from "./conversationOnScreen.ts";
import { type ChatMessages, receiveMessage } from "./messageCache.ts";
import { messagingKeys } from "./messagingKeys.ts";

/**
 * Cache updates shared by the mutations (messaging.ts), the message being sent and the live
 * events (web/shell/MessagingEvents.tsx, web/pages/messages/): each keeps the list, the open
 * conversation and the badges in step without a refetch.
 */

function patchLists(
  queryClient: QueryClient,
  change: (data: ConversationPages) => ConversationPages,
) {
  queryClient.setQueriesData<ConversationPages>(
    { queryKey: messagingKeys.conversationLists() },
    (data) => (data ? change(data) : data),
  );
}

/** Changes one conversation in every cached list and in its own query. */
function patchConversationEverywhere(
  queryClient: QueryClient,
  id: string,
  change: (conversation: ConversationSummary) => ConversationSummary,
) {
  patchLists(queryClient, (data) => patchConversation(data, id, change));
  queryClient.setQueryData<ConversationSummary>(messagingKeys.conversation(id), (current) =>
    current ? change(current) : current,
  );
}

/**
 * Spec: unread counts per conversation and in total update in realtime (decision 12). The
 * conversation on screen is being read: it counts as read until the server says so itself.
 */
export function applyUnreadChange(queryClient: QueryClient, received: UnreadChange) {
  const reading = received.conversationId === conversationOnScreen();
  const change = reading
    ? { ...received, unreadCount: 0, totalUnread: received.totalUnread - received.unreadCount }
    : received;
  queryClient.setQueryData(messagingKeys.unreadTotal(), { total: change.totalUnread });
  patchConversationEverywhere(queryClient, change.conversationId, (c) =>
    c.unreadCount === change.unreadCount ? c : { ...c, unreadCount: change.unreadCount },
  );
  const listed = queryClient
    .getQueriesData<ConversationPages>({ queryKey: messagingKeys.conversationLists() })
    .some(([, data]) => findConversation(data, change.conversationId));
  // A count for a conversation the list does not show yet (new, or further down): refetch.
  if (!listed || change.unreadCount > 0) {
    void queryClient.invalidateQueries({ queryKey: messagingKeys.conversationLists() });
  }
}

/** My last-read time moved: this conversation has nothing unread for me. */
export function clearUnread(queryClient: QueryClient, id: string) {
  patchLists(queryClient, (data) => setUnreadCount(data, id, 0));
}

/** A message was sent or arrived: into the chat's cache, and its conversation to the top. */
export function applyMessage(queryClient: QueryClient, message: Message, myId: string) {
  queryClient.setQueryData<ChatMessages>(messagingKeys.messages(message.conversationId), (data) =>
    data ? receiveMessage(data, message, myId) : data,
  );
  let missing = false;
  patchLists(queryClient, (data) => {
    const bumped = bumpConversation(data, message);
    if (!bumped) missing = true;
    return bumped ?? data;
  });
  queryClient.setQueryData<ConversationSummary>(
    messagingKeys.conversation(message.conversationId),
    (current) =>
      current && (current.lastMessageAt ?? "") <= message.createdAt
        ? { ...current, lastMessageAt: message.createdAt }
        : current,
  );
  if (missing) void queryClient.invalidateQueries({ queryKey: messagingKeys.conversationLists() });
}

/** A conversation was created or reopened: show it at once, refetch the list shortly after. */
export function upsertConversation(queryClient: QueryClient, conversation: ConversationSummary) {
  queryClient.setQueryData(messagingKeys.conversation(conversation.id), conversation);
  patchLists(queryClient, (data) => {
    if (findConversation(data, conversation.id)) {
      return patchConversation(data, conversation.id, () => conversation);
    }
    const [first, ...rest] = data.pages;
    if (!first) return data;
    return { ...data, pages: [{ ...first, items: [conversation, ...first.items] }, ...rest] };
  });
}

export function setBlockState(queryClient: QueryClient, id: string, block: BlockState) {
  patchConversationEverywhere(queryClient, id, (c) => ({ ...c, block }));
}

/**
 * I left or deleted it: it goes from the list. Its own queries are only marked stale, not
 * refetched: the chat still on screen for a moment would be answered 404.
 */
export function dropConversation(queryClient: QueryClient, id: string) {
  patchLists(queryClient, (data) => removeConversation(data, id));
  for (const queryKey of [messagingKeys.conversation(id), messagingKeys.messages(id)]) {
    void queryClient.invalidateQueries({ queryKey, refetchType: "none" });
  }
  void queryClient.invalidateQueries({ queryKey: messagingKeys.unreadTotal() });
}
