import { describe, expect, it } from "vitest";
import { formatDuration } from "./formatDuration.ts";

describe("formatDuration", () => {
  it("writes minutes and two-digit seconds", () => {
    expect(formatDuration(0)).toBe("0:00");
    expect(formatDuration(7)).toBe("0:07");
    expect(formatDuration(65)).toBe("1:05");
    expect(formatDuration(600)).toBe("10:00");
  });

  it("keeps counting minutes past an hour", () => {
    expect(formatDuration(3725)).toBe("62:05");
  });

  it("drops fractions and treats nonsense as zero", () => {
    expect(formatDuration(59.9)).toBe("0:59");
    expect(formatDuration(-3)).toBe("0:00");
    expect(formatDuration(Number.NaN)).toBe("0:00");
  });
});
