import type { Message, MessageSender } from "@common/messaging.ts";
import { describe, expect, it } from "vitest";
import {
  type ChatMessages,
  chronological,
  confirmOptimistic,
  isTemporaryId,
  optimisticMessage,
  receiveMessage,
  removeMessage,
} from "./messageCache.ts";

const me: MessageSender = {
  id: "00000000-0000-4000-8000-000000000001",
  artistName: "Me",
  fullName: null,
  email: "me@x.se",
};
const ana: MessageSender = {
  id: "00000000-0000-4000-8000-000000000002",
  artistName: null,
  fullName: "Ana",
  email: "ana@x.se",
};
const conversationId = "00000000-0000-4000-8000-0000000000c1";

function message(
  id: string,
  content: string,
  sender = ana,
  at = "2025-01-01T10:00:00.000Z",
): Message {
  return { id, conversationId, sender, content, messageType: "text", createdAt: at, updatedAt: at };
}

/** Two pages from the API: newest first, each page newest first. */
function cache(): ChatMessages {
  return {
    pages: [
      { items: [message("m4", "four"), message("m3", "three")], nextCursor: "c1" },
      { items: [message("m2", "two"), message("m1", "one")], nextCursor: null },
    ],
    pageParams: [null, "c1"],
  };
}

const texts = (data: ChatMessages) => chronological(data).map((m) => m.content);

describe("the chat's message cache", () => {
  it("reads oldest first across pages, each message once", () => {
    const data = cache();
    data.pages[1]!.items.unshift(message("m3", "three"));
    expect(texts(data)).toEqual(["one", "two", "three", "four"]);
  });

  it("shows a message being sent at once with a temporary id, then its saved record", () => {
    const temp = optimisticMessage(conversationId, me, "hello");
    expect(isTemporaryId(temp.id)).toBe(true);
    let data = receiveMessage(cache(), temp, me.id);
    expect(texts(data).at(-1)).toBe("hello");
    expect(chronological(data).at(-1)?.pending).toBe(true);

    data = confirmOptimistic(data, temp.id, message("m5", "hello", me));
    const last = chronological(data).at(-1);
    expect(last?.id).toBe("m5");
    expect(last?.pending).toBeUndefined();
    expect(texts(data)).toEqual(["one", "two", "three", "four", "hello"]);
  });

  it("removes the temporary copy of a message that failed to send", () => {
    const temp = optimisticMessage(conversationId, me, "lost");
    const data = removeMessage(receiveMessage(cache(), temp, me.id), temp.id);
    expect(texts(data)).toEqual(["one", "two", "three", "four"]);
  });

  it("never shows my message twice when its live event beats the send request's answer", () => {
    const temp = optimisticMessage(conversationId, me, "race");
    let data = receiveMessage(cache(), temp, me.id);
    data = receiveMessage(data, message("m5", "race", me), me.id);
    expect(texts(data)).toEqual(["one", "two", "three", "four", "race"]);
    expect(chronological(data).at(-1)?.id).toBe("m5");
    data = confirmOptimistic(data, temp.id, message("m5", "race", me));
    expect(texts(data)).toEqual(["one", "two", "three", "four", "race"]);
  });

  it("appends other people's new messages and ignores an event it already showed", () => {
    let data = receiveMessage(cache(), message("m5", "five"), me.id);
    data = receiveMessage(data, message("m5", "five"), me.id);
    expect(texts(data)).toEqual(["one", "two", "three", "four", "five"]);
  });

  it("updates an edited message in place", () => {
    const data = receiveMessage(cache(), message("m2", "two (edited)"), me.id);
    expect(texts(data)).toEqual(["one", "two (edited)", "three", "four"]);
  });

  it("starts a cache for a conversation with no messages loaded", () => {
    const data = receiveMessage({ pages: [], pageParams: [] }, message("m1", "first"), me.id);
    expect(texts(data)).toEqual(["first"]);
  });
});
