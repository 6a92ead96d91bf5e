import { describe, expect, it } from "vitest";
import {
  ARTIST_SHARE_PERCENT,
  LABEL_SHARE_PERCENT,
  labelAndArtist,
  largestRemainder,
} from "./allocate.ts";
import { currencyExponent } from "./currencies.ts";
import { parseDecimal, toMinorUnits } from "./decimal.ts";
import { MoneyMessages } from "./messages.ts";

describe("largest-remainder splits", () => {
  it("splits 0.03 SEK 50/30/20 as 0.01/0.01/0.01 (issue 19)", () => {
    const total = toMinorUnits(parseDecimal("0.03"), currencyExponent("SEK"));
    expect(largestRemainder(total, ["50", "30", "20"])).toEqual([1n, 1n, 1n]);
    expect(largestRemainder(total, [50n, 30n, 20n])).toEqual([1n, 1n, 1n]);
  });

  it("gives the leftover units to the largest fractions, not the largest shares", () => {
    // Exact shares 5.5, 3.3, 2.2: floors 5/3/2, one unit left, 0.5 is the largest fraction.
    expect(largestRemainder(11n, [50n, 30n, 20n])).toEqual([6n, 3n, 2n]);
    // Exact 0.6, 0.4: the first share's larger fraction wins the single unit.
    expect(largestRemainder(1n, [60n, 40n])).toEqual([1n, 0n]);
  });

  it("takes the builder's one-decimal percentages as weights, so 33.3 × 3 leaves nothing", () => {
    expect(largestRemainder(100n, ["33.3", "33.3", "33.3"])).toEqual([34n, 33n, 33n]);
    expect(largestRemainder(1000n, ["33.3", "33.3", "33.4"])).toEqual([333n, 333n, 334n]);
    expect(largestRemainder(7n, ["12.5", 25n, "62.50"])).toEqual([1n, 2n, 4n]);
  });

  it("settles equal fractions in split order, the same way every time", () => {
    expect(largestRemainder(2n, [1n, 1n, 1n])).toEqual([1n, 1n, 0n]);
    expect(largestRemainder(1n, [1n, 1n, 1n])).toEqual([1n, 0n, 0n]);
    expect(largestRemainder(5n, [2n, 1n, 1n])).toEqual([3n, 1n, 1n]);
  });

  it("splits a negative correction as the mirror of its posting", () => {
    expect(largestRemainder(-3n, [50n, 30n, 20n])).toEqual([-1n, -1n, -1n]);
    expect(largestRemainder(-11n, [50n, 30n, 20n])).toEqual([-6n, -3n, -2n]);
    expect(largestRemainder(-2n, [1n, 1n, 1n])).toEqual([-1n, -1n, 0n]);
  });

  it("gives nothing to a zero share and everything to a single one", () => {
    expect(largestRemainder(5n, [0n, 1n])).toEqual([0n, 5n]);
    expect(largestRemainder(123n, ["100"])).toEqual([123n]);
    expect(largestRemainder(0n, [50n, 50n])).toEqual([0n, 0n]);
  });

  it("refuses splits that cannot share anything, saying why", () => {
    expect(() => largestRemainder(3n, [])).toThrow(MoneyMessages.noWeights);
    expect(() => largestRemainder(3n, [0n, "0.0"])).toThrow(MoneyMessages.zeroWeights);
    expect(() => largestRemainder(3n, [50n, "-1"])).toThrow(MoneyMessages.negativeWeight(2));
    expect(() => largestRemainder(3n, ["fifty"])).toThrow(MoneyMessages.notADecimal("fifty"));
  });
});

describe("artist 80%, label 20%", () => {
  it("keeps the product's promise and adds up to the total", () => {
    expect(ARTIST_SHARE_PERCENT + LABEL_SHARE_PERCENT).toBe(100n);
    expect(labelAndArtist(100n)).toEqual({ artist: 80n, label: 20n });
    expect(labelAndArtist(5n)).toEqual({ artist: 4n, label: 1n });
    expect(labelAndArtist(0n)).toEqual({ artist: 0n, label: 0n });
  });

  it("gives a lone unit to whichever side has the larger fraction", () => {
    // 1 öre: artist 0.8, label 0.2, so the artist. 3 öre: artist 2.4, label 0.6, so the label.
    expect(labelAndArtist(1n)).toEqual({ artist: 1n, label: 0n });
    expect(labelAndArtist(3n)).toEqual({ artist: 2n, label: 1n });
    expect(labelAndArtist(-3n)).toEqual({ artist: -2n, label: -1n });
  });
});
