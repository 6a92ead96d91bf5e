/**
 * Ledger amounts as the API and the pages show them (issue 19). The API sends an amount as a
 * decimal string in major units with the currency's own number of decimals ("1234.50" SEK,
 * "1200" JPY), never a JavaScript number; pages format that string for people with Intl, which
 * takes decimal strings exactly.
 */
import { currencyExponent } from "./currencies.ts";
import { formatDecimal, fromMinorUnits, parseDecimal, toMinorUnits } from "./decimal.ts";

/** An amount a person asks for in the API's notation: "250", "250.5", "1445.60". */
export const AMOUNT_NOTATION = /^\d{1,12}(\.\d{1,3})?$/;

/** 123450n öre → "1234.50" (SEK). */
export const amountText = (minor: bigint, currency: string): string =>
  formatDecimal(fromMinorUnits(minor, currencyExponent(currency)));

/**
 * "1234.5" → 123450n öre (SEK); throws a MoneyError for text that is not a decimal. Callers
 * check the number of decimals first when more than the currency has is a user's mistake.
 */
export const minorUnitsOf = (text: string, currency: string): bigint =>
  toMinorUnits(parseDecimal(text), currencyExponent(currency));

/** "1234.50", "SEK" → "SEK 1,234.50" (en-GB), for people. */
export function formatMoney(amount: string, currency: string): string {
  const digits = currencyExponent(currency);
  // Intl.NumberFormat formats a numeric string without turning it into a float first.
  const format = new Intl.NumberFormat("en-GB", {
    style: "currency",
    currency,
    currencyDisplay: "code",
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }) as { format(value: string): string };
  return format.format(amount);
}
