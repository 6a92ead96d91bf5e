import type { MessageSender } from "@common/messaging.ts";
import type { ChatMessage } from "@web/api/messageCache.ts";
import { describe, expect, it } from "vitest";
import { dayLabel, groupMessages } from "./messageGroups.ts";

const ana: MessageSender = { id: "ana", artistName: "Ana", fullName: null, email: "ana@x.se" };
const me: MessageSender = { id: "me", artistName: null, fullName: "Me", email: "me@x.se" };

function at(sender: typeof ana, time: string, id = time): ChatMessage {
  const createdAt = new Date(time).toISOString();
  return {
    id,
    conversationId: "c",
    sender,
    content: id,
    messageType: "text",
    createdAt,
    updatedAt: createdAt,
  };
}

const now = new Date(2025, 5, 10, 18, 0);

describe("grouping the chat", () => {
  it("puts consecutive messages of one sender together and marks mine", () => {
    const groups = groupMessages(
      [
        at(ana, "2025-06-10T10:00:00"),
        at(ana, "2025-06-10T10:01:00"),
        at(me, "2025-06-10T10:02:00"),
        at(ana, "2025-06-10T10:03:00"),
      ],
      "me",
      now,
    );
    expect(groups.map((g) => [g.senderId, g.mine, g.messages.length])).toEqual([
      ["ana", false, 2],
      ["me", true, 1],
      ["ana", false, 1],
    ]);
    expect(groups.map((g) => g.dayLabel)).toEqual(["Today", null, null]);
  });

  it("starts a new group after five quiet minutes and on a new day", () => {
    const groups = groupMessages(
      [
        at(ana, "2025-06-09T23:58:00"),
        at(ana, "2025-06-10T00:01:00"),
        at(ana, "2025-06-10T00:07:00"),
      ],
      "me",
      now,
    );
    expect(groups.map((g) => g.dayLabel)).toEqual(["Yesterday", "Today", null]);
  });

  it("labels older days with their date", () => {
    expect(dayLabel(new Date(2025, 0, 2, 12), now)).not.toMatch(/Today|Yesterday/);
  });

  it("groups messages of deleted users apart from everyone else's", () => {
    const orphan: ChatMessage = { ...at(ana, "2025-06-10T10:00:00", "x"), sender: null };
    const groups = groupMessages([orphan, at(ana, "2025-06-10T10:00:30")], "me", now);
    expect(groups.map((g) => g.senderId)).toEqual([null, "ana"]);
  });
});
