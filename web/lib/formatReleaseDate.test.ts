import { describe, expect, it } from "vitest";
import { formatReleaseDate } from "./formatReleaseDate.ts";

describe("formatReleaseDate", () => {
  it("shows the calendar day itself, whatever the reader's time zone", () => {
    const text = formatReleaseDate("2026-03-01");
    expect(text).toMatch(/2026/);
    expect(text).toMatch(/\b1\b|01/);
    expect(text).not.toMatch(/28|29/);
  });

  it("writes the month out, as people read dates", () => {
    expect(formatReleaseDate("2026-12-23")).toMatch(/December/);
  });

  it("says so when there is no date", () => {
    expect(formatReleaseDate(null)).toBe("No date");
    expect(formatReleaseDate("", "TBA")).toBe("TBA");
  });

  it("passes through text it cannot read", () => {
    expect(formatReleaseDate("soon")).toBe("soon");
  });
});
