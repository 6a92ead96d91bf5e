import { describe, expect, it } from "vitest";
import { largestWithRest } from "./chartPoints.ts";

const rest = (count: number) => `${count} more countries`;

describe("largestWithRest", () => {
  it("keeps a short breakdown whole, largest first", () => {
    const points = [
      { label: "Norway", amount: "10.00" },
      { label: "Sweden", amount: "30.00" },
      { label: "Finland", amount: "10.00" },
    ];
    expect(largestWithRest(points, rest).map((p) => p.label)).toEqual([
      "Sweden",
      "Norway",
      "Finland",
    ]);
  });

  it("adds up everything past the ninth largest into one exact bar", () => {
    // 0.1 + 0.2 is 0.30000000000000004 in floats; the rest bar must say 0.30.
    const points = [
      ...Array.from({ length: 9 }, (_, i) => ({ label: `Big ${i}`, amount: `${100 + i}.00` })),
      { label: "Small A", amount: "0.10" },
      { label: "Small B", amount: "0.20" },
      { label: "Refunded", amount: "-0.05" },
    ];
    const bars = largestWithRest(points, rest);
    expect(bars).toHaveLength(10);
    expect(bars[0]).toEqual({ label: "Big 8", amount: "108.00" });
    expect(bars.at(-1)).toEqual({ label: "3 more countries", amount: "0.25" });
  });
});
