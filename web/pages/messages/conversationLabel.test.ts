import type { ConversationSummary, Participant } from "@common/messaging.ts";
import { describe, expect, it } from "vitest";
import { conversationTitle, initials, lastMessageLine, otherParty } from "./conversationLabel.ts";

const participant = (id: string, names: Partial<Participant> = {}): Participant => ({
  id,
  artistName: null,
  fullName: null,
  email: `${id}@offbeat.test`,
  role: "artist",
  isCreator: false,
  joinedAt: "2025-01-01T00:00:00.000Z",
  ...names,
});

const direct = (participants: Participant[]): ConversationSummary => ({
  id: "c",
  isGroupChat: false,
  title: null,
  createdAt: "2025-01-01T00:00:00.000Z",
  lastMessageAt: null,
  participants,
  unreadCount: 0,
  lastMessage: null,
  block: { blockedByMe: false, blockedMe: false },
});

describe("conversation labels", () => {
  it("names a direct chat after the other person: artist name, else full name, else email", () => {
    const me = participant("me", { artistName: "Me" });
    expect(
      conversationTitle(
        direct([me, participant("x", { artistName: "DJ X", fullName: "Xu" })]),
        "me",
      ),
    ).toBe("DJ X");
    expect(conversationTitle(direct([me, participant("x", { fullName: "Xu" })]), "me")).toBe("Xu");
    expect(conversationTitle(direct([me, participant("x")]), "me")).toBe("x@offbeat.test");
  });

  it("falls back to the last sender when the other person has left the chat", () => {
    const chat = direct([participant("me")]);
    chat.lastMessage = {
      id: "m",
      preview: "bye",
      sender: participant("x", { fullName: "Xu" }),
      createdAt: "2025-01-01T00:00:00.000Z",
    };
    expect(otherParty(chat, "me")?.id).toBe("x");
    expect(conversationTitle(chat, "me")).toBe("Xu");
    expect(conversationTitle(direct([participant("me")]), "me")).toBe("Direct message");
  });

  it("prefixes my own last message with You", () => {
    const chat = direct([participant("me"), participant("x")]);
    chat.lastMessage = {
      id: "m",
      preview: "on my way",
      sender: participant("me"),
      createdAt: chat.createdAt,
    };
    expect(lastMessageLine(chat, "me")).toBe("You: on my way");
  });

  it("makes initials from a name or an address", () => {
    expect(initials("Eva Maria Ekdahl")).toBe("EE");
    expect(initials("eva@x.se")).toBe("E");
    expect(initials("")).toBe("?");
  });
});
