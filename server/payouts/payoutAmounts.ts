/** A withdrawal's amount as the form sends it, in the ledger's minor units, and back for people. */
import { amountText, formatMoney, minorUnitsOf } from "@common/money/format.ts";
import { amountMistake } from "@common/payouts/amountMistake.ts";
import { PayoutMessages } from "@common/payouts/messages.ts";
import { AppError } from "../lib/errors.ts";

const amountRefused = (message: string) =>
  new AppError(400, "BAD_AMOUNT", message, { amount: message });

/**
 * "250.5" → 25050n (SEK). More decimals than the currency has is the user's mistake, not
 * something to round away silently. The schema already checked the text is a plain decimal.
 */
export function amountInMinorUnits(text: string, currency: string): bigint {
  const mistake = amountMistake(text, currency);
  if (mistake) throw amountRefused(mistake);
  return minorUnitsOf(text, currency);
}

/**
 * 10000n, "SEK" → "SEK 100.00", as messages and mails write an amount: with a plain space
 * (Intl puts a no-break space there), so the API's messages are the wording clients compare.
 */
export const moneyText = (minor: bigint, currency: string) =>
  formatMoney(amountText(minor, currency), currency).replace(/\u00a0/g, " ");

export const belowMinimum = (minimum: bigint, currency: string) =>
  amountRefused(PayoutMessages.belowMinimum(moneyText(minimum, currency)));

export const aboveAvailable = (available: bigint, currency: string) =>
  amountRefused(PayoutMessages.aboveAvailable(moneyText(available, currency)));

/** PAYOUT_MINIMUM in minor units of the ledger's currency. */
export const payoutMinimum = (ctx: {
  config: { PAYOUT_MINIMUM: string; LEDGER_CURRENCY: string };
}) => minorUnitsOf(ctx.config.PAYOUT_MINIMUM, ctx.config.LEDGER_CURRENCY);
