import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { csvAmount, csvCount } from "./csvNumbers.ts";

/** How Excel writes a number in each locale: Intl formats a decimal string exactly. */
const written = (locale: string, value: string, decimals: number) =>
  new Intl.NumberFormat(locale, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value as unknown as number);

const wholes = fc.bigInt({ min: 0n, max: 10n ** 15n });
const fractions = fc.stringMatching(/^\d{1,6}$/);

describe("csvCount", () => {
  it("takes digits grouped by threes with the file's grouping marks", () => {
    expect(csvCount("12,345", false)).toBe("12345");
    expect(csvCount("1,234,567", false)).toBe("1234567");
    expect(csvCount("12\u00a0345", false)).toBe("12345");
    expect(csvCount("12.345", true)).toBe("12345");
    expect(csvCount("12 345", true)).toBe("12345");
    expect(csvCount("1200", false)).toBe("1200");
  });

  it("leaves what is not a grouped count as written, for the reader to refuse", () => {
    for (const text of ["12.345", "1,5", "1,23,456", "12,345 678", "1234,567", "-1,000", "x"]) {
      expect(csvCount(text, false)).toBe(text);
    }
    expect(csvCount("12,345", true)).toBe("12,345");
  });

  it("reads back every count Excel writes in English, Swedish, German and French", () => {
    fc.assert(
      fc.property(wholes, (n) => {
        expect(csvCount(written("en-US", String(n), 0), false)).toBe(String(n));
        for (const locale of ["sv-SE", "de-DE", "fr-FR"]) {
          expect(csvCount(written(locale, String(n), 0), true)).toBe(String(n));
        }
      }),
    );
  });
});

describe("csvAmount", () => {
  it("takes grouped amounts before their decimals, and spaces on their own", () => {
    expect(csvAmount("1,234.56", false)).toBe("1234.56");
    expect(csvAmount("-1,234,567.891", false)).toBe("-1234567.891");
    expect(csvAmount("1 234", false)).toBe("1234");
    expect(csvAmount("1.234,56", true)).toBe("1234.56");
    expect(csvAmount("-1\u202f234,5", true)).toBe("-1234.5");
    expect(csvAmount("3,1415", true)).toBe("3.1415");
    expect(csvAmount("0.004", false)).toBe("0.004");
  });

  it("never reads a mark that could be a decimal one as grouping", () => {
    // Four thousandths in a European tab-separated file, or four? Refused, not guessed.
    expect(csvAmount("0,004", false)).toBe("0,004");
    expect(csvAmount("1,234", false)).toBe("1,234");
    // A decimal-comma file that writes a dot decimal is read as it always was.
    expect(csvAmount("1.234", true)).toBe("1.234");
    expect(csvAmount("1,23.45", false)).toBe("1,23.45");
    expect(csvAmount("1e3x", false)).toBe("1e3x");
  });

  it("reads back every amount Excel writes in English, Swedish, German and French", () => {
    fc.assert(
      fc.property(wholes, fractions, fc.boolean(), (n, fraction, negative) => {
        const value = `${negative && n > 0n ? "-" : ""}${n}.${fraction}`;
        expect(csvAmount(written("en-US", value, fraction.length), false)).toBe(value);
        for (const locale of ["sv-SE", "de-DE", "fr-FR"]) {
          // Intl writes a minus sign (U+2212) in some locales; Excel exports write "-".
          const text = written(locale, value, fraction.length).replace("\u2212", "-");
          expect(csvAmount(text, true)).toBe(value);
        }
      }),
    );
  });
});
