import { describe, expect, it } from "vitest";
import { CURRENCY_CODES, currencyExponent, isKnownCurrency } from "./currencies.ts";
import {
  add,
  compare,
  decimal,
  decimalOf,
  divide,
  divideHalfEven,
  formatDecimal,
  fromMinorUnits,
  MAX_SCALE,
  multiply,
  negate,
  parseDecimal,
  rescale,
  subtract,
  sum,
  toMinorUnits,
} from "./decimal.ts";
import { MoneyError, MoneyMessages } from "./messages.ts";

const text = (value: string) => formatDecimal(parseDecimal(value));

describe("parsing report amounts", () => {
  it("reads plain decimals exactly as written, keeping their scale", () => {
    expect(parseDecimal("12.345")).toEqual({ units: 12345n, scale: 3 });
    expect(parseDecimal("-0.5")).toEqual({ units: -5n, scale: 1 });
    expect(parseDecimal("+7")).toEqual({ units: 7n, scale: 0 });
    expect(parseDecimal(".5")).toEqual({ units: 5n, scale: 1 });
    expect(parseDecimal("3.20")).toEqual({ units: 320n, scale: 2 });
    expect(parseDecimal("0.000000000000000000000001")).toEqual({ units: 1n, scale: 24 });
    // A value no binary float holds: 0.1 + 0.2 is 0.3 here.
    expect(formatDecimal(add(parseDecimal("0.1"), parseDecimal("0.2")))).toBe("0.3");
  });

  it("reads the exponents DSR files may write", () => {
    expect(parseDecimal("1e-3")).toEqual({ units: 1n, scale: 3 });
    expect(parseDecimal("1.5E2")).toEqual({ units: 150n, scale: 0 });
    expect(parseDecimal("-2.50e-1")).toEqual({ units: -250n, scale: 3 });
    expect(text("4.2E+1")).toBe("42");
  });

  it("ignores spaces around a field but nothing inside it", () => {
    expect(text(" 3.20\t")).toBe("3.20");
    expect(() => parseDecimal("12 345")).toThrow(MoneyMessages.notADecimal("12 345"));
  });

  it("refuses anything else with a message naming the text", () => {
    for (const bad of [
      "",
      ".",
      "-",
      "1,5",
      "1.2.3",
      "abc",
      "NaN",
      "Infinity",
      "0x10",
      "1_000",
      "--1",
      "1e",
      "e5",
      "€12",
    ]) {
      expect(() => parseDecimal(bad), bad).toThrow(MoneyError);
      expect(() => parseDecimal(bad), bad).toThrow(MoneyMessages.notADecimal(bad));
    }
    expect(MoneyMessages.notADecimal("1,5")).toContain('"1,5" is not a decimal number');
  });

  it("refuses exponents that would build huge numbers out of a short field", () => {
    expect(() => parseDecimal("1e9999")).toThrow(MoneyMessages.tooManyDigits("1e9999"));
    expect(() => parseDecimal("1e-61")).toThrow(MoneyMessages.tooManyDigits("1e-61"));
    expect(parseDecimal(`1e-${MAX_SCALE}`)).toEqual({ units: 1n, scale: MAX_SCALE });
  });
});

describe("formatting", () => {
  it("writes plain notation with the scale kept, and zero without a sign", () => {
    expect(formatDecimal(decimal(-5n, 3))).toBe("-0.005");
    expect(formatDecimal(decimal(1234n, 2))).toBe("12.34");
    expect(formatDecimal(decimal(1200n, 0))).toBe("1200");
    expect(text("-0")).toBe("0");
    expect(text("-0.00")).toBe("0.00");
  });
});

describe("exact arithmetic", () => {
  it("adds, subtracts and multiplies without losing a digit", () => {
    expect(formatDecimal(subtract(parseDecimal("1"), parseDecimal("0.999")))).toBe("0.001");
    expect(formatDecimal(multiply(parseDecimal("1.05"), parseDecimal("-3.3")))).toBe("-3.465");
    expect(formatDecimal(sum(["0.1", "0.2", "0.3"].map(parseDecimal)))).toBe("0.6");
    expect(formatDecimal(sum([]))).toBe("0");
    expect(formatDecimal(negate(parseDecimal("-0.50")))).toBe("0.50");
  });

  it("compares by value, whatever the scale", () => {
    expect(compare(parseDecimal("1.50"), parseDecimal("1.5"))).toBe(0);
    expect(compare(parseDecimal("-0.01"), parseDecimal("0"))).toBe(-1);
    expect(compare(parseDecimal("10"), parseDecimal("9.999"))).toBe(1);
  });
});

describe("half-even rounding", () => {
  it("rounds exact halves to the even neighbour and the rest to the nearest", () => {
    const cases: [bigint, bigint, bigint][] = [
      [5n, 2n, 2n],
      [7n, 2n, 4n],
      [-5n, 2n, -2n],
      [-7n, 2n, -4n],
      [5n, -2n, -2n],
      [1n, 3n, 0n],
      [2n, 3n, 1n],
      [-2n, 3n, -1n],
      [10n, 5n, 2n],
    ];
    for (const [numerator, denominator, expected] of cases)
      expect(divideHalfEven(numerator, denominator), `${numerator}/${denominator}`).toBe(expected);
    expect(() => divideHalfEven(1n, 0n)).toThrow(MoneyMessages.divisionByZero);
  });

  it("rounds report totals to minor units once, half to even", () => {
    expect(toMinorUnits(parseDecimal("0.125"), 2)).toBe(12n);
    expect(toMinorUnits(parseDecimal("0.135"), 2)).toBe(14n);
    expect(toMinorUnits(parseDecimal("-0.125"), 2)).toBe(-12n);
    expect(toMinorUnits(parseDecimal("0.1250000001"), 2)).toBe(13n);
    expect(toMinorUnits(parseDecimal("0.03"), currencyExponent("SEK"))).toBe(3n);
    expect(toMinorUnits(parseDecimal("100.5"), currencyExponent("JPY"))).toBe(100n);
    expect(toMinorUnits(parseDecimal("1.0015"), currencyExponent("BHD"))).toBe(1002n);
    expect(toMinorUnits(parseDecimal("7"), 2)).toBe(700n);
    expect(formatDecimal(fromMinorUnits(1234n, 2))).toBe("12.34");
  });

  it("rescales exactly upwards and half-even downwards", () => {
    expect(formatDecimal(rescale(parseDecimal("2.5"), 3))).toBe("2.500");
    expect(formatDecimal(rescale(parseDecimal("2.5"), 0))).toBe("2");
    expect(formatDecimal(rescale(parseDecimal("3.5"), 0))).toBe("4");
    expect(() => rescale(parseDecimal("1"), -1)).toThrow(MoneyMessages.badScale(-1));
    expect(() => rescale(parseDecimal("1"), 1.5)).toThrow(MoneyMessages.badScale(1.5));
  });

  it("divides only at a stated scale", () => {
    expect(formatDecimal(divide(parseDecimal("1"), parseDecimal("3"), 4))).toBe("0.3333");
    expect(formatDecimal(divide(parseDecimal("2"), parseDecimal("3"), 4))).toBe("0.6667");
    expect(formatDecimal(divide(parseDecimal("0.5"), parseDecimal("0.04"), 1))).toBe("12.5");
    expect(formatDecimal(divide(parseDecimal("0.25"), parseDecimal("-1"), 1))).toBe("-0.2");
    expect(() => divide(parseDecimal("1"), parseDecimal("0.00"), 2)).toThrow(
      MoneyMessages.divisionByZero,
    );
  });

  it("shares a summary's NetRevenue pro rata at 20 places (docs/royalties.md)", () => {
    // NetRevenue 10.00 over 3 usages, one stream each: each line earns 10 × 1 / 3.
    const net = parseDecimal("10.00");
    const line = divide(multiply(net, decimalOf(1n)), decimalOf(3n), 20);
    expect(formatDecimal(line)).toBe("3.33333333333333333333");
    const lines = sum([line, line, line]);
    // The error stays below 1e-20 per line and vanishes when the total is rounded to öre.
    expect(formatDecimal(subtract(net, lines))).toBe("0.00000000000000000001");
    expect(toMinorUnits(lines, currencyExponent("SEK"))).toBe(1000n);
  });
});

describe("currencies", () => {
  it("knows the ISO 4217 minor units of the currencies a label meets", () => {
    expect(currencyExponent("SEK")).toBe(2);
    expect(currencyExponent("EUR")).toBe(2);
    expect(currencyExponent("JPY")).toBe(0);
    expect(currencyExponent("ISK")).toBe(0);
    expect(currencyExponent("BHD")).toBe(3);
    expect(CURRENCY_CODES).toContain("NOK");
    expect(isKnownCurrency("USD")).toBe(true);
    expect(currencyExponent("PKR")).toBe(2);
    expect(currencyExponent("XPF")).toBe(0);
  });

  it("refuses a code it does not know, by name", () => {
    expect(isKnownCurrency("XYZ")).toBe(false);
    expect(isKnownCurrency("toString")).toBe(false);
    expect(() => currencyExponent("XYZ")).toThrow(MoneyMessages.unknownCurrency("XYZ"));
    expect(() => currencyExponent("sek")).toThrow(MoneyError);
  });
});
