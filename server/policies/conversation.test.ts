import { describe, expect, it } from "vitest";
import {
  type ConversationAccess,
  canAddMembers,
  canBlock,
  canContact,
  canDelete,
  canLeave,
  canRead,
  canSend,
} from "./conversation.ts";

const artist = { id: "a", role: "artist" as const };
const staff = { id: "s", role: "staff" as const };
const direct = (over: Partial<ConversationAccess> = {}): ConversationAccess => ({
  isGroupChat: false,
  participation: { isActive: true },
  block: { blockedByMe: false, blockedMe: false },
  ...over,
});

describe("conversation policies", () => {
  it("lets artists reach staff and admins only; staff reach anyone but themselves", () => {
    expect(canContact(artist, staff)).toBe(true);
    expect(canContact(artist, { id: "b", role: "artist" })).toBe(false);
    expect(canContact(staff, artist)).toBe(true);
    expect(canContact(staff, { id: "t", role: "staff" })).toBe(true);
    expect(canContact(staff, staff)).toBe(false);
  });

  it("lets only active participants read; a block stops sending, not reading", () => {
    expect(canRead(direct({ participation: null }))).toBe(false);
    expect(canRead(direct({ participation: { isActive: false } }))).toBe(false);
    const blocked = direct({ block: { blockedByMe: false, blockedMe: true } });
    expect(canRead(blocked)).toBe(true);
    expect(canSend(blocked)).toBe(false);
    expect(canSend(direct({ block: { blockedByMe: true, blockedMe: false } }))).toBe(false);
    expect(canSend(direct())).toBe(true);
  });

  it("keeps members, leaving to groups and deleting, blocking to direct chats", () => {
    const group = direct({ isGroupChat: true, block: null });
    expect([canAddMembers(group), canLeave(group), canDelete(group), canBlock(group)]).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect([
      canAddMembers(direct()),
      canLeave(direct()),
      canDelete(direct()),
      canBlock(direct()),
    ]).toEqual([false, false, true, true]);
    expect(canAddMembers({ ...group, participation: { isActive: false } })).toBe(false);
  });
});
