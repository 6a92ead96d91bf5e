import type { Message } from "@common/messaging.ts";
import { describe, expect, it } from "vitest";
import {
  bumpConversation,
  type ConversationPages,
  findConversation,
  removeConversation,
  setUnreadCount,
} from "./conversationCache.ts";
import { conversationSummary } from "./messagingTestData.ts";

const conversation = conversationSummary;

function list(): ConversationPages {
  return {
    pages: [
      {
        items: [
          conversation("a", "2025-01-03T00:00:00.000Z"),
          conversation("b", "2025-01-02T00:00:00.000Z"),
        ],
        nextCursor: "x",
      },
      { items: [conversation("c", "2025-01-01T00:00:00.000Z")], nextCursor: null },
    ],
    pageParams: [null, "x"],
  };
}

const order = (data: ConversationPages) => data.pages.flatMap((p) => p.items.map((c) => c.id));

function message(conversationId: string, createdAt: string, content = "hi"): Message {
  return {
    id: `m-${createdAt}`,
    conversationId,
    sender: null,
    content,
    messageType: "text",
    createdAt,
    updatedAt: createdAt,
  };
}

describe("the conversation list cache", () => {
  it("moves a conversation with a new message to the top and shows it as the last message", () => {
    const data = bumpConversation(
      list(),
      message("c", "2025-01-04T00:00:00.000Z", "x".repeat(500)),
    );
    expect(data && order(data)).toEqual(["c", "a", "b"]);
    const c = data && findConversation(data, "c");
    expect(c?.lastMessageAt).toBe("2025-01-04T00:00:00.000Z");
    expect(c?.lastMessage?.preview).toHaveLength(200);
  });

  it("leaves the order alone for a message older than the conversation's last one", () => {
    const data = bumpConversation(list(), message("b", "2025-01-01T12:00:00.000Z"));
    expect(data && order(data)).toEqual(["a", "b", "c"]);
  });

  it("asks for a refetch when the conversation is not listed", () => {
    expect(bumpConversation(list(), message("zzz", "2025-01-04T00:00:00.000Z"))).toBeNull();
  });

  it("sets one conversation's unread count", () => {
    const data = setUnreadCount(list(), "b", 12);
    expect(findConversation(data, "b")?.unreadCount).toBe(12);
    expect(findConversation(data, "a")?.unreadCount).toBe(0);
  });

  it("drops a deleted or left conversation", () => {
    expect(order(removeConversation(list(), "a"))).toEqual(["b", "c"]);
  });
});
