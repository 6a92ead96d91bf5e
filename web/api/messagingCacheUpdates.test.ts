import type { Message } from "@common/messaging.ts";
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import type { ConversationPages } from "./conversationCache.ts";
import { type ChatMessages, chronological } from "./messageCache.ts";
import { applyMessage, applyUnreadChange, dropConversation } from "./messagingCacheUpdates.ts";
import { messagingKeys } from "./messagingKeys.ts";
import { conversationSummary } from "./messagingTestData.ts";

const me = "00000000-0000-4000-8000-000000000001";

const summary = conversationSummary;

function setup() {
  const queryClient = new QueryClient();
  const list: ConversationPages = {
    pages: [
      {
        items: [summary("a", "2025-01-02T00:00:00.000Z"), summary("b", "2025-01-01T00:00:00.000Z")],
        nextCursor: null,
      },
    ],
    pageParams: [null],
  };
  queryClient.setQueryData(messagingKeys.conversations(""), list);
  queryClient.setQueryData<ChatMessages>(messagingKeys.messages("b"), {
    pages: [{ items: [], nextCursor: null }],
    pageParams: [null],
  });
  queryClient.setQueryData(messagingKeys.unreadTotal(), { total: 0 });
  const listed = () =>
    queryClient.getQueryData<ConversationPages>(messagingKeys.conversations(""))?.pages[0]?.items;
  return { queryClient, listed };
}

const message = (conversationId: string, content: string): Message => ({
  id: `m-${content}`,
  conversationId,
  sender: { id: "someone", artistName: "Ana", fullName: null, email: "ana@x.se" },
  content,
  messageType: "text",
  createdAt: "2025-01-03T00:00:00.000Z",
  updatedAt: "2025-01-03T00:00:00.000Z",
});

describe("messaging cache updates", () => {
  it("puts a new unread count on the conversation and the sidebar total", () => {
    const { queryClient, listed } = setup();
    applyUnreadChange(queryClient, { conversationId: "b", unreadCount: 12, totalUnread: 15 });
    expect(queryClient.getQueryData(messagingKeys.unreadTotal())).toEqual({ total: 15 });
    expect(listed()?.find((c) => c.id === "b")?.unreadCount).toBe(12);
    // The list refetches to show the message that came with the count.
    expect(queryClient.getQueryState(messagingKeys.conversations(""))?.isInvalidated).toBe(true);
  });

  it("adds a new message to the open chat and moves its conversation to the top", () => {
    const { queryClient, listed } = setup();
    applyMessage(queryClient, message("b", "news"), me);
    const messages = queryClient.getQueryData<ChatMessages>(messagingKeys.messages("b"));
    expect(chronological(messages).map((m) => m.content)).toEqual(["news"]);
    expect(listed()?.map((c) => c.id)).toEqual(["b", "a"]);
    expect(listed()?.[0]?.lastMessage?.preview).toBe("news");
  });

  it("refetches the list for a message in a conversation it does not show", () => {
    const { queryClient } = setup();
    applyMessage(queryClient, message("new", "hi"), me);
    expect(queryClient.getQueryState(messagingKeys.conversations(""))?.isInvalidated).toBe(true);
  });

  it("takes a left or deleted conversation out of the list", () => {
    const { queryClient, listed } = setup();
    dropConversation(queryClient, "a");
    expect(listed()?.map((c) => c.id)).toEqual(["b"]);
  });
});
