import { describe, expect, it } from "vitest";
import { unreadBadgeLabel, unreadBadgeText } from "./unreadBadge.ts";

describe("unread badge", () => {
  it("shows nothing when nothing is unread", () => {
    expect(unreadBadgeText(0)).toBeNull();
    expect(unreadBadgeText(-1)).toBeNull();
    expect(unreadBadgeText(Number.NaN)).toBeNull();
  });

  it("shows the count up to 9, then 9+", () => {
    expect(unreadBadgeText(1)).toBe("1");
    expect(unreadBadgeText(9)).toBe("9");
    expect(unreadBadgeText(10)).toBe("9+");
    expect(unreadBadgeText(250)).toBe("9+");
  });

  it("tells screen readers the real number", () => {
    expect(unreadBadgeLabel(1)).toBe("1 unread message");
    expect(unreadBadgeLabel(42)).toBe("42 unread messages");
  });
});
