import { currencyExponent } from "../money/currencies.ts";
import { AMOUNT_NOTATION, minorUnitsOf } from "../money/format.ts";
import { PayoutMessages } from "./messages.ts";

/**
 * What is wrong with an amount a person asks to move (a withdrawal, a correction), in the API's
 * notation, or null: more decimals than the currency has is their mistake, not something to
 * round away, and nothing is moved for zero. The server refuses with it; a page that confirms
 * an amount first checks it the same way, so the dialog never shows a rounded figure.
 */
export function amountMistake(text: string, currency: string): string | null {
  if (!AMOUNT_NOTATION.test(text)) return PayoutMessages.amountFormat;
  const digits = currencyExponent(currency);
  if ((text.split(".")[1]?.length ?? 0) > digits) return PayoutMessages.amountDecimals(digits);
  return minorUnitsOf(text, currency) > 0n ? null : PayoutMessages.amountFormat;
}
