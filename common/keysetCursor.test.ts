import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  CURSOR_MESSAGE,
  encodeCursor,
  keysetCursor,
  nextTimeIdCursor,
  timeIdCursor,
} from "./keysetCursor.ts";

const time = "2026-01-02T03:04:05.123456Z";
const id = "0b6f3c1e-8a2d-4c1b-9f3e-2d6a1c0b7e55";
const query = z.object({ cursor: timeIdCursor() });

describe("keyset cursors", () => {
  it("decodes what the server encoded into named parts", () => {
    const cursor = nextTimeIdCursor({ time, id });
    expect(query.parse({ cursor })).toEqual({ cursor: { time, id } });
  });

  it("reads no cursor, or an empty one, as the first page", () => {
    expect(query.parse({})).toEqual({ cursor: undefined });
    expect(query.parse({ cursor: "" })).toEqual({ cursor: undefined });
  });

  it("keeps text parts beyond ASCII intact", () => {
    const schema = keysetCursor({ key: z.string(), id: z.string() });
    expect(schema.parse(encodeCursor(["Björk ✓", id]))).toEqual({ key: "Björk ✓", id });
  });

  it.each([
    ["not base64url JSON", "nonsense!"],
    ["JSON that is not a list", btoa(JSON.stringify({ time, id }))],
    ["too few parts", encodeCursor([time])],
    ["too many parts", encodeCursor([time, id, "x"])],
    ["a time without microseconds", encodeCursor(["2026-01-02T03:04:05.123Z", id])],
    ["an id that is no uuid", encodeCursor([time, "1; drop table users"])],
    ["a cursor too long to be ours", "a".repeat(301)],
  ])("refuses %s with the one cursor message", (_case, cursor) => {
    const result = query.safeParse({ cursor });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([CURSOR_MESSAGE]);
  });

  it("transforms parts, such as a phase number", () => {
    const schema = keysetCursor({ phase: z.enum(["0", "1"]).transform(Number), id: z.string() });
    expect(schema.parse(encodeCursor(["1", id]))).toEqual({ phase: 1, id });
    expect(schema.safeParse(encodeCursor(["2", id])).success).toBe(false);
  });
});
