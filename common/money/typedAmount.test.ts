import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatMoney } from "./format.ts";
import { typedAmount, typedRate } from "./typedAmount.ts";

/** A number as people in `locale` write it, with `decimals` decimals (Intl takes the string). */
const written = (locale: string, value: string, decimals: number) =>
  new Intl.NumberFormat(locale, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value as unknown as number);

describe("typedAmount", () => {
  it("reads amounts the ways the page and the label's artists write them", () => {
    const cases: [string, string][] = [
      ["250", "250"],
      ["250.50", "250.50"],
      ["250,50", "250.50"],
      ["250,5", "250.5"],
      ["1,445.60", "1445.60"],
      ["1.445,60", "1445.60"],
      ["1 445,60", "1445.60"],
      ["1\u00a0445,60", "1445.60"],
      ["1,000", "1000"],
      ["1.000", "1000"],
      ["1 000", "1000"],
      ["1,000,000", "1000000"],
      ["SEK 1,445.60", "1445.60"],
      ["1 445,60 SEK", "1445.60"],
      ["250 kr", "250"],
      ["  300,00 kr. ", "300.00"],
    ];
    for (const [text, amount] of cases) expect(typedAmount(text, "SEK"), text).toBe(amount);
  });

  it("never guesses: what could mean two things comes back as typed, for the server to refuse", () => {
    for (const text of ["1,23,456", "1,234,56", "12 34", "250.", ".5", "-250", "x", "1e3", ""]) {
      expect(typedAmount(text, "SEK"), text).toBe(text.trim());
    }
    // Four thousandths, not four: refused by the server as too many decimals.
    expect(typedAmount("0,004", "SEK")).toBe("0.004");
    // In a three-decimal currency "1,000" is the API's own reading, one dinar.
    expect(typedAmount("1,000", "BHD")).toBe("1.000");
    expect(typedAmount("1 000", "BHD")).toBe("1000");
    // Another currency's code is not taken off.
    expect(typedAmount("EUR 250", "SEK")).toBe("EUR 250");
  });

  it("reads back every amount written as the page shows it and as English, Swedish, German and French people write it", () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        fc.constantFrom("SEK", "EUR", "USD", "JPY"),
        (minor, currency) => {
          const decimals = currency === "JPY" ? 0 : 2;
          const digits = String(minor).padStart(decimals + 1, "0");
          const value = decimals
            ? `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`
            : digits;
          expect(typedAmount(formatMoney(value, currency), currency)).toBe(value);
          for (const locale of ["en-US", "sv-SE", "de-DE", "fr-FR"]) {
            expect(typedAmount(written(locale, value, decimals), currency)).toBe(value);
          }
        },
      ),
    );
  });
});

describe("typedRate", () => {
  it("reads a Swedish decimal comma and leaves what could group thousands for the server to refuse", () => {
    expect(typedRate(" 11,4520 ")).toBe("11.4520");
    expect(typedRate("0,0917")).toBe("0.0917");
    expect(typedRate("11,45")).toBe("11.45");
    expect(typedRate("11.4520")).toBe("11.4520");
    for (const text of ["1,000", "11,452", "1,234,5", "1.234,5", "11,", ",5", "11 ,45", "x"]) {
      expect(typedRate(text), text).toBe(text);
    }
  });
});
