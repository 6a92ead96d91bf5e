/**
 * Splitting an integer amount (minor units) into shares that add up to it exactly
 * (docs/royalties.md, "Splits: largest remainder"). Each share gets the floor of its exact
 * proportional value, then the units left over go one each to the largest fractional parts,
 * ties to the lower position. Unlike dinero.js `allocate` (which hands leftovers to the largest
 * ratio), a small share with a large fraction gets its unit: 0.03 split 50/30/20 is 1/1/1.
 */
import { type Decimal, decimalOf, parseDecimal, rescale } from "./decimal.ts";
import { MoneyError, MoneyMessages } from "./messages.ts";

/**
 * A share's weight: an integer, or a percentage as the split builder stores it ("33.3").
 * Weights need not add up to 100; shares are proportional to them, so nothing is left over.
 */
export type SplitWeight = bigint | string | Decimal;

/** The product's promise (terms §1): artists keep 80%, the label 20%. */
export const ARTIST_SHARE_PERCENT = 80n;
export const LABEL_SHARE_PERCENT = 20n;

/** Weights as integers at one common scale, so "33.3" and 50n compare exactly. */
function integerWeights(weights: readonly SplitWeight[]): bigint[] {
  if (weights.length === 0) throw new MoneyError(MoneyMessages.noWeights);
  const decimals = weights.map((weight) =>
    typeof weight === "bigint"
      ? decimalOf(weight)
      : typeof weight === "string"
        ? parseDecimal(weight)
        : weight,
  );
  const scale = Math.max(...decimals.map((value) => value.scale));
  const integers = decimals.map((value) => rescale(value, scale).units);
  integers.forEach((weight, index) => {
    if (weight < 0n) throw new MoneyError(MoneyMessages.negativeWeight(index + 1));
  });
  if (integers.every((weight) => weight === 0n)) throw new MoneyError(MoneyMessages.zeroWeights);
  return integers;
}

/**
 * `total` shared in proportion to `weights`, as integers that add up to `total`. Each share is
 * within one unit of its exact value, a zero weight gets nothing, and a negative total (a
 * correction) is split as the mirror of the positive one, so a correction undoes its posting.
 */
export function largestRemainder(total: bigint, weights: readonly SplitWeight[]): bigint[] {
  const integers = integerWeights(weights);
  const whole = integers.reduce((sum, weight) => sum + weight, 0n);
  const magnitude = total < 0n ? -total : total;
  const parts = integers.map((weight, index) => ({
    index,
    share: (magnitude * weight) / whole,
    remainder: (magnitude * weight) % whole,
  }));
  const leftover = magnitude - parts.reduce((sum, part) => sum + part.share, 0n);
  // Largest fraction first; equal fractions keep split order, so the result never depends on
  // how a sort treats ties.
  const byRemainder = [...parts].sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  );
  // leftover is below the number of shares (each remainder is below `whole`).
  for (const part of byRemainder.slice(0, Number(leftover))) part.share += 1n;
  return parts.map((part) => (total < 0n ? -part.share : part.share));
}

/**
 * Net revenue of a (track, period, store) between the artist side and the label: the artist's
 * 80% by the largest-remainder rule, the label the rest, so the two always add up to the total.
 */
export function labelAndArtist(total: bigint): { artist: bigint; label: bigint } {
  const [artist = 0n] = largestRemainder(total, [ARTIST_SHARE_PERCENT, LABEL_SHARE_PERCENT]);
  return { artist, label: total - artist };
}
