import { parseDecimal } from "@common/money/decimal.ts";
import { describe, expect, test } from "vitest";
import { roundToTotal } from "./countryBreakdown.ts";

const exact = (...values: string[]) => values.map(parseDecimal);

describe("roundToTotal: country shares in whole units that add up to the user's total", () => {
  test("the leftover units go to the largest fractions", () => {
    // 100 öre over three equal countries: 33.33… each, the first gets the extra unit.
    expect(roundToTotal(exact("33.3333333333", "33.3333333333", "33.3333333334"), 100n)).toEqual([
      33n,
      33n,
      34n,
    ]);
    expect(roundToTotal(exact("4480", "1920"), 6400n)).toEqual([4480n, 1920n]);
  });

  test("a refund (negative share) is floored like the other values", () => {
    // Floors -11 and 110; the one unit left goes to the first of the equal fractions.
    expect(roundToTotal(exact("-10.5", "110.5"), 100n)).toEqual([-10n, 110n]);
  });

  test("shares always add up to the total, even when the inputs were rounded off", () => {
    const shares = roundToTotal(exact("10.0000000001", "19.9999999998"), 31n);
    expect(shares.reduce((a, b) => a + b, 0n)).toBe(31n);
    expect(roundToTotal([], 0n)).toEqual([]);
  });
});
