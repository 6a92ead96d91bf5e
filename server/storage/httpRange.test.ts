import { describe, expect, it } from "vitest";
import { parseRangeHeader } from "./httpRange.ts";

describe("reading an HTTP Range header", () => {
  it.each([
    ["bytes=0-99", { start: 0, end: 99 }],
    ["bytes=100-", { start: 100, end: 999 }],
    ["bytes=-200", { start: 800, end: 999 }],
    ["bytes=-5000", { start: 0, end: 999 }],
    ["bytes=900-5000", { start: 900, end: 999 }],
    ["bytes=999-999", { start: 999, end: 999 }],
  ])("serves %s of a 1000-byte file as %j", (header, range) => {
    expect(parseRangeHeader(header, 1000)).toEqual(range);
  });

  it.each(["bytes=1000-", "bytes=1000-1200", "bytes=-0"])(
    "finds %s unsatisfiable for a 1000-byte file",
    (header) => {
      expect(parseRangeHeader(header, 1000)).toBe("unsatisfiable");
    },
  );

  it.each([
    undefined,
    "",
    "bytes=",
    "bytes=-",
    "bytes=5-2",
    "items=0-1",
    "bytes=0-1,5-6",
    "bytes=a-b",
  ])("ignores %j and sends the whole file", (header) => {
    expect(parseRangeHeader(header, 1000)).toBeUndefined();
  });

  it("has no satisfiable range in an empty file", () => {
    expect(parseRangeHeader("bytes=0-", 0)).toBe("unsatisfiable");
    expect(parseRangeHeader("bytes=-10", 0)).toBe("unsatisfiable");
  });
});
