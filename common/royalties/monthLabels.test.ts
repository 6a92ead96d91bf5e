import { describe, expect, it } from "vitest";
import { dayLabel, monthLabel, shortMonthLabel } from "./earnings.ts";

describe("month and day labels", () => {
  it("writes a day in words, the UTC calendar day whatever the machine's zone", () => {
    expect(dayLabel("2026-11-30")).toBe("30 November 2026");
    expect(dayLabel("2027-01-01")).toBe("1 January 2027");
  });

  it("writes a statement's month in full", () => {
    expect(monthLabel("2026-09")).toBe("September 2026");
  });

  it("writes every month in three letters on axes and in tables, September included", () => {
    const months = Array.from({ length: 12 }, (_, i) =>
      shortMonthLabel(`2026-${String(i + 1).padStart(2, "0")}`),
    );
    expect(months).toEqual([
      "Jan 2026",
      "Feb 2026",
      "Mar 2026",
      "Apr 2026",
      "May 2026",
      "Jun 2026",
      "Jul 2026",
      "Aug 2026",
      "Sep 2026",
      "Oct 2026",
      "Nov 2026",
      "Dec 2026",
    ]);
  });
});
