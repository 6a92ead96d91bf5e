/**
 * Exact decimals for report amounts and exchange rates (docs/royalties.md, "Money: exact
 * everywhere"): a value is `units / 10^scale` with `units` a bigint, so no amount ever passes
 * through a binary float. Addition and multiplication are exact; anything that can produce
 * endless digits (division, reducing the scale) asks for a scale and rounds half to even, the
 * rounding that does not drift upwards over millions of lines.
 */
import { MoneyError, MoneyMessages } from "./messages.ts";

export interface Decimal {
  /** The digits as an integer: 12.345 is units 12345n at scale 3. */
  readonly units: bigint;
  /** Digits after the point (a count, never an amount). */
  readonly scale: number;
}

/** The most decimal places a caller may ask for or a report may write (pro rata uses 20). */
export const MAX_SCALE = 60;
/**
 * Significant digits a parsed text may have. Report amounts have a few dozen at most; the cap
 * stops "1e9999" from building a ten-thousand-digit bigint out of a five-character field.
 */
const MAX_DIGITS = 120;

/** Optional sign, digits with an optional point, optional exponent (DSR files may write 1.5E-3). */
const DECIMAL_TEXT = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d{1,4}))?$/;

function checkScale(scale: number): number {
  if (!Number.isInteger(scale) || scale < 0 || scale > MAX_SCALE)
    throw new MoneyError(MoneyMessages.badScale(scale));
  return scale;
}

const pow10 = (exponent: number) => 10n ** BigInt(exponent);

/** A decimal from its units and scale: decimal(1234n, 2) is 12.34. */
export function decimal(units: bigint, scale = 0): Decimal {
  return Object.freeze({ units, scale: checkScale(scale) });
}

/** A decimal for a count (streams, usages) so it can take part in decimal arithmetic. */
export const decimalOf = (whole: bigint): Decimal => decimal(whole, 0);

/** A decimal from amount text as reports write it; throws a MoneyError naming the text. */
export function parseDecimal(text: string): Decimal {
  const match = DECIMAL_TEXT.exec(text.trim());
  const whole = match?.[2] ?? "";
  const fraction = match?.[3] ?? "";
  if (!match || whole + fraction === "") throw new MoneyError(MoneyMessages.notADecimal(text));
  const negative = match[1] === "-";
  const exponent = Number(match[4] ?? "0");
  const significant = (whole + fraction).replace(/^0+/, "");
  const scale = fraction.length - exponent;
  const padding = scale < 0 ? -scale : 0;
  if (scale > MAX_SCALE || significant.length + padding > MAX_DIGITS)
    throw new MoneyError(MoneyMessages.tooManyDigits(text));
  const units = BigInt(`${significant || "0"}${"0".repeat(padding)}`);
  return Object.freeze({ units: negative ? -units : units, scale: Math.max(scale, 0) });
}

/** Plain notation keeping the scale ("12.340"), so parseDecimal(formatDecimal(d)) is d. */
export function formatDecimal(value: Decimal): string {
  const negative = value.units < 0n;
  const digits = (negative ? -value.units : value.units).toString().padStart(value.scale + 1, "0");
  const split = digits.length - value.scale;
  const fraction = value.scale > 0 ? `.${digits.slice(split)}` : "";
  return `${negative ? "-" : ""}${digits.slice(0, split)}${fraction}`;
}

/** Both values at the larger scale, without changing either (exact). */
function aligned(a: Decimal, b: Decimal): [bigint, bigint, number] {
  const scale = Math.max(a.scale, b.scale);
  return [a.units * pow10(scale - a.scale), b.units * pow10(scale - b.scale), scale];
}

export function add(a: Decimal, b: Decimal): Decimal {
  const [x, y, scale] = aligned(a, b);
  return Object.freeze({ units: x + y, scale });
}

export function subtract(a: Decimal, b: Decimal): Decimal {
  const [x, y, scale] = aligned(a, b);
  return Object.freeze({ units: x - y, scale });
}

/** The sum of many amounts (zero for none), exact. */
export const sum = (values: readonly Decimal[]): Decimal => values.reduce(add, decimal(0n));

export const negate = (a: Decimal): Decimal => Object.freeze({ units: -a.units, scale: a.scale });

/** Exact: the scale of the product is the sum of the scales. */
export function multiply(a: Decimal, b: Decimal): Decimal {
  return Object.freeze({ units: a.units * b.units, scale: a.scale + b.scale });
}

/** -1, 0 or 1 as a is below, equal to or above b (by value: 1.50 equals 1.5). */
export function compare(a: Decimal, b: Decimal): -1 | 0 | 1 {
  const [x, y] = aligned(a, b);
  return x < y ? -1 : x > y ? 1 : 0;
}

/**
 * numerator / denominator rounded to the nearest integer, exact halves to the even neighbour
 * (2.5 → 2, 3.5 → 4, -2.5 → -2). The one rounding rule every money path shares.
 */
export function divideHalfEven(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new MoneyError(MoneyMessages.divisionByZero);
  const n = denominator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const quotient = n / d; // truncated towards zero
  const remainder = n % d;
  const twice = 2n * (remainder < 0n ? -remainder : remainder);
  const awayFromZero = n < 0n ? quotient - 1n : quotient + 1n;
  if (twice < d) return quotient;
  if (twice > d) return awayFromZero;
  return quotient % 2n === 0n ? quotient : awayFromZero;
}

/** The value at `scale` places: exact when the scale grows, half-even when it shrinks. */
export function rescale(a: Decimal, scale: number): Decimal {
  checkScale(scale);
  if (scale >= a.scale) return decimal(a.units * pow10(scale - a.scale), scale);
  return decimal(divideHalfEven(a.units, pow10(a.scale - scale)), scale);
}

/** a / b at `scale` places, half-even: the only way to divide, so the precision is a decision. */
export function divide(a: Decimal, b: Decimal, scale: number): Decimal {
  checkScale(scale);
  if (b.units === 0n) throw new MoneyError(MoneyMessages.divisionByZero);
  // a/b = (ua / 10^sa) / (ub / 10^sb); the result's units are that times 10^scale.
  const numerator = a.units * pow10(b.scale + scale);
  const denominator = b.units * pow10(a.scale);
  return decimal(divideHalfEven(numerator, denominator), scale);
}

/**
 * An amount in minor units of a currency with `exponent` decimals (SEK 2: öre, JPY 0, BHD 3),
 * rounded half to even: how a (track, period, store) total becomes a ledger integer, once.
 */
export const toMinorUnits = (amount: Decimal, exponent: number): bigint =>
  rescale(amount, exponent).units;

/** Minor units back to a decimal for display and statements: 1234n öre is 12.34. */
export const fromMinorUnits = (minor: bigint, exponent: number): Decimal =>
  decimal(minor, exponent);
