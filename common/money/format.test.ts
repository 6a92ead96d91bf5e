import { describe, expect, test } from "vitest";
import { amountText, formatMoney, minorUnitsOf } from "./format.ts";

describe("ledger amounts for the API and pages", () => {
  test("minor units become a major-unit string with the currency's decimals, and back", () => {
    expect(amountText(123450n, "SEK")).toBe("1234.50");
    expect(amountText(-5n, "SEK")).toBe("-0.05");
    expect(amountText(1200n, "JPY")).toBe("1200");
    expect(minorUnitsOf("1234.5", "SEK")).toBe(123450n);
    expect(minorUnitsOf("100", "SEK")).toBe(10000n);
  });

  test("people read amounts formatted exactly, even past a float's precision", () => {
    expect(formatMoney("12345678901234567.89", "SEK")).toBe("SEK\u00a012,345,678,901,234,567.89");
    expect(formatMoney("0.10", "EUR")).toBe("EUR\u00a00.10");
  });
});
