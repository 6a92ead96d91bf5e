/**
 * Property tests (fast-check) of the money modules against a rational reference: a value is a
 * numerator and a positive denominator, both bigints, so the reference itself cannot round.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { labelAndArtist, largestRemainder } from "./allocate.ts";
import {
  add,
  compare,
  type Decimal,
  decimal,
  divide,
  divideHalfEven,
  formatDecimal,
  multiply,
  parseDecimal,
  rescale,
  subtract,
  toMinorUnits,
} from "./decimal.ts";

interface Rational {
  n: bigint;
  d: bigint;
}

const rational = (value: Decimal): Rational => ({ n: value.units, d: 10n ** BigInt(value.scale) });
const sameRational = (a: Rational, b: Rational) => a.n * b.d === b.n * a.d;
const abs = (value: bigint) => (value < 0n ? -value : value);

/** Amounts as reports carry them: up to 30 digits, up to 20 places. */
const randomDecimal = fc
  .record({
    units: fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }),
    scale: fc.integer({ min: 0, max: 20 }),
  })
  .map(({ units, scale }) => decimal(units, scale));
/** Small amounts, so exact halves (the case half-even is about) come up often. */
const smallDecimal = fc
  .record({ units: fc.bigInt({ min: -50n, max: 50n }), scale: fc.integer({ min: 0, max: 2 }) })
  .map(({ units, scale }) => decimal(units, scale));
const mixedDecimal = fc.oneof(randomDecimal, smallDecimal);

/**
 * `rounded` (units at `scale`) is exact / 10^-scale rounded half-even: within half a unit, and
 * on an exact half, even.
 */
function isHalfEvenOf(rounded: bigint, scale: number, exact: Rational): boolean {
  // 2·|rounded·d − n·10^scale| compared with d, all integers (d > 0).
  const distance = 2n * abs(rounded * exact.d - exact.n * 10n ** BigInt(scale));
  if (distance < exact.d) return true;
  return distance === exact.d && rounded % 2n === 0n;
}

describe("exact decimals agree with rational arithmetic", () => {
  it("adds, subtracts and multiplies exactly", () => {
    fc.assert(
      fc.property(randomDecimal, randomDecimal, (a, b) => {
        const [x, y] = [rational(a), rational(b)];
        expect(sameRational(rational(add(a, b)), { n: x.n * y.d + y.n * x.d, d: x.d * y.d })).toBe(
          true,
        );
        expect(
          sameRational(rational(subtract(a, b)), { n: x.n * y.d - y.n * x.d, d: x.d * y.d }),
        ).toBe(true);
        expect(sameRational(rational(multiply(a, b)), { n: x.n * y.n, d: x.d * y.d })).toBe(true);
      }),
    );
  });

  it("compares as the rationals do", () => {
    fc.assert(
      fc.property(randomDecimal, randomDecimal, (a, b) => {
        const [x, y] = [rational(a), rational(b)];
        const difference = x.n * y.d - y.n * x.d;
        expect(compare(a, b)).toBe(difference < 0n ? -1 : difference > 0n ? 1 : 0);
      }),
    );
  });

  it("round-trips through text, keeping units and scale", () => {
    fc.assert(
      fc.property(randomDecimal, (value) => {
        expect(parseDecimal(formatDecimal(value))).toEqual(value);
      }),
    );
  });

  it("reads exponent notation as mantissa × 10^exponent", () => {
    fc.assert(
      fc.property(randomDecimal, fc.integer({ min: -20, max: 20 }), (mantissa, exponent) => {
        const value = parseDecimal(`${formatDecimal(mantissa)}e${exponent}`);
        const m = rational(mantissa);
        const power = 10n ** BigInt(Math.abs(exponent));
        const expected = exponent >= 0 ? { n: m.n * power, d: m.d } : { n: m.n, d: m.d * power };
        expect(sameRational(rational(value), expected)).toBe(true);
      }),
    );
  });
});

describe("half-even rounding", () => {
  it("divides integers to the nearest, halves to even", () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }),
        fc.bigInt({ min: -(10n ** 6n), max: 10n ** 6n }).filter((d) => d !== 0n),
        (n, d) => {
          const exact = d < 0n ? { n: -n, d: -d } : { n, d };
          expect(isHalfEvenOf(divideHalfEven(n, d), 0, exact)).toBe(true);
        },
      ),
    );
  });

  it("rescales and converts to minor units within half a unit, halves to even", () => {
    fc.assert(
      fc.property(mixedDecimal, fc.integer({ min: 0, max: 4 }), (value, exponent) => {
        const minor = toMinorUnits(value, exponent);
        expect(isHalfEvenOf(minor, exponent, rational(value))).toBe(true);
        expect(rescale(value, exponent).units).toBe(minor);
      }),
    );
  });

  it("divides decimals at the stated scale, half-even", () => {
    fc.assert(
      fc.property(
        mixedDecimal,
        mixedDecimal.filter((b) => b.units !== 0n),
        fc.oneof(fc.integer({ min: 0, max: 2 }), fc.integer({ min: 0, max: 20 })),
        (a, b, scale) => {
          const [x, y] = [rational(a), rational(b)];
          const sign = y.n < 0n ? -1n : 1n;
          const quotient = { n: sign * x.n * y.d, d: sign * y.n * x.d };
          const result = divide(a, b, scale);
          expect(result.scale).toBe(scale);
          expect(isHalfEvenOf(result.units, scale, quotient)).toBe(true);
        },
      ),
    );
  });
});

/**
 * Split weights: integers (some zero) or one-decimal percentages, never all zero; often drawn
 * from a few values, so equal weights (where the tie-break decides) are common.
 */
const randomWeights = fc
  .array(
    fc.oneof(
      fc.bigInt({ min: 0n, max: 1000n }),
      fc.bigInt({ min: 0n, max: 1000n }).map((tenths) => `${tenths / 10n}.${tenths % 10n}`),
      fc.constantFrom<bigint | string>(0n, 1n, 2n, "33.3", "50", "12.5"),
    ),
    { minLength: 1, maxLength: 8 },
  )
  .filter((weights) => weights.some((weight) => parseDecimal(String(weight)).units > 0n));
const randomTotal = fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n });

/** Weights at one scale as bigints, the way a reader checks the result by hand. */
const weightUnits = (weights: readonly (bigint | string)[]) =>
  weights.map((weight) => rescale(parseDecimal(String(weight)), 1).units);

describe("largest-remainder splits", () => {
  it("always add up to the total exactly", () => {
    fc.assert(
      fc.property(randomTotal, randomWeights, (total, weights) => {
        const shares = largestRemainder(total, weights);
        expect(shares).toHaveLength(weights.length);
        expect(shares.reduce((sum, share) => sum + share, 0n)).toBe(total);
      }),
    );
  });

  it("keep each share within one unit of its exact proportional value", () => {
    fc.assert(
      fc.property(randomTotal, randomWeights, (total, weights) => {
        const units = weightUnits(weights);
        const whole = units.reduce((sum, weight) => sum + weight, 0n);
        largestRemainder(total, weights).forEach((share, index) => {
          const weight = units[index] ?? 0n;
          // |share − total·w/W| < 1, multiplied through by W.
          expect(abs(share * whole - total * weight) < whole).toBe(true);
          if (weight === 0n) expect(share).toBe(0n);
        });
      }),
    );
  });

  it("favour the earlier of equal weights and never the smaller weight", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 15n }), randomWeights, (total, weights) => {
        const units = weightUnits(weights);
        const shares = largestRemainder(total, weights);
        expect(largestRemainder(total, weights)).toEqual(shares);
        for (let i = 0; i < units.length; i++)
          for (let j = i + 1; j < units.length; j++) {
            const [wi = 0n, wj = 0n, si = 0n, sj = 0n] = [units[i], units[j], shares[i], shares[j]];
            if (wi >= wj) expect(si >= sj).toBe(true);
            if (wi <= wj) expect(si <= sj + 1n).toBe(true);
          }
      }),
    );
  });

  it("split a correction as the mirror of the posting it corrects", () => {
    fc.assert(
      fc.property(randomTotal, randomWeights, (total, weights) => {
        const mirrored = largestRemainder(-total, weights).map((share) => -share);
        expect(mirrored).toEqual(largestRemainder(total, weights));
      }),
    );
  });

  it("give the artist 80% within one unit and the label the rest", () => {
    fc.assert(
      fc.property(randomTotal, (total) => {
        const { artist, label } = labelAndArtist(total);
        expect(artist + label).toBe(total);
        expect(abs(artist * 100n - total * 80n) < 100n).toBe(true);
      }),
    );
  });
});
