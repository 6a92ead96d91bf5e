import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DailyChart } from "./DailyChart.tsx";

const day = (d: string, visits: number, clicks: number) => ({
  day: d,
  visits,
  uniqueVisitors: visits,
  clicks,
});

describe("DailyChart", () => {
  it("says the busiest day's count, zero when nobody came", () => {
    const { rerender } = render(
      <DailyChart days={[day("2026-11-29", 0, 0), day("2026-11-30", 0, 0)]} />,
    );
    expect(screen.getByTestId("smart-link-daily-chart")).toHaveTextContent("Most in a day: 0");
    rerender(<DailyChart days={[day("2026-11-29", 3, 1), day("2026-11-30", 25, 30)]} />);
    expect(screen.getByTestId("smart-link-daily-chart")).toHaveTextContent("Most in a day: 30");
  });

  it("writes the first, middle and last days as text under the drawing, not inside it", () => {
    const days = Array.from({ length: 28 }, (_, i) =>
      day(`2026-11-${String(i + 3).padStart(2, "0")}`, i, 0),
    );
    render(<DailyChart days={days} />);
    const chart = screen.getByTestId("smart-link-daily-chart");
    expect(chart.querySelector("svg text")).toBeNull();
    const labels = [...chart.querySelectorAll("div[aria-hidden] > span")].map((s) => s.textContent);
    expect(labels).toEqual(["Nov 3", "Nov 16", "Nov 30"]);
  });
});
