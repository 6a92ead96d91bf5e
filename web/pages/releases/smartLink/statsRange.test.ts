import { describe, expect, it } from "vitest";
import { isValidRange, lastDays } from "./statsRange.ts";

describe("the statistics' ranges", () => {
  it("counts the last days back from today, today included", () => {
    expect(lastDays(7, "2026-03-03")).toEqual({ from: "2026-02-25", to: "2026-03-03" });
    expect(lastDays(1, "2026-03-03")).toEqual({ from: "2026-03-03", to: "2026-03-03" });
  });

  it("takes a custom range in order and of at most 366 days", () => {
    expect(isValidRange({ from: "2025-01-01", to: "2026-01-01" })).toBe(true);
    expect(isValidRange({ from: "2025-01-01", to: "2026-01-02" })).toBe(false);
    expect(isValidRange({ from: "2026-03-04", to: "2026-03-03" })).toBe(false);
    expect(isValidRange({ from: "", to: "2026-03-03" })).toBe(false);
  });
});
