import { describe, expect, it } from "vitest";
import {
  nextExpiry,
  noteTyping,
  prune,
  shouldSendTyping,
  stopTyping,
  type TypingState,
  typingText,
} from "./typingState.ts";

const empty: TypingState = new Map();
const typers = (state: TypingState) => [...state.keys()];

describe("the typing indicator", () => {
  it("shows a single notice for about 3 seconds", () => {
    const state = noteTyping(empty, "ana", 0);
    expect(typers(prune(state, 2999))).toEqual(["ana"]);
    expect(typers(prune(state, 3000))).toEqual([]);
    expect(nextExpiry(state)).toBe(3000);
  });

  it("stays while notices keep coming and goes after 2.5 seconds of silence", () => {
    let state = empty;
    for (let t = 0; t <= 10_000; t += 2000) {
      state = noteTyping(prune(state, t), "ana", t);
      expect(typers(state)).toEqual(["ana"]);
    }
    expect(typers(prune(state, 12_499))).toEqual(["ana"]);
    expect(typers(prune(state, 12_500))).toEqual([]);
  });

  it("goes at once when that person's message arrives", () => {
    const state = stopTyping(noteTyping(empty, "ana", 0), "ana");
    expect(typers(state)).toEqual([]);
    expect(nextExpiry(state)).toBeNull();
  });

  it("names who is typing", () => {
    expect(typingText([])).toBeNull();
    expect(typingText(["Ana"])).toBe("Ana is typing…");
    expect(typingText(["Ana", "Bo"])).toBe("Ana and Bo are typing…");
    expect(typingText(["Ana", "Bo", "Cy"])).toBe("3 people are typing…");
  });

  it("sends at most one typing notice every 2 seconds", () => {
    expect(shouldSendTyping(null, 0)).toBe(true);
    expect(shouldSendTyping(0, 1999)).toBe(false);
    expect(shouldSendTyping(0, 2000)).toBe(true);
  });
});
