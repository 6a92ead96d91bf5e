import type { Decimal } from "@common/money/decimal.ts";

/**
 * How large a store report's amounts may be. They are checked while the report is read, each
 * over the limit a problem naming its line, so a report that is accepted can always be booked
 * (docs/royalties.md, "Amount limits"). Before, a DSR NetRevenue of forty nines was accepted
 * and its posting failed with a 500: the ledger could not hold the amount.
 *
 * The ledger counts minor units in PostgreSQL bigint (journal_lines.amount, the per-account sum
 * an entry adds to account_balances): at most 2^63 − 1 ≈ 9.22 × 10^18.
 *
 * - Each amount a report writes (a CSV line's amount, a DSR summary's NetRevenue, a stated
 *   exchange rate) is below 10^12 of its currency: at most 12 digits before the point, as the
 *   amounts people type (common/money/format.ts). A DSR usage line's pro rata share is at most
 *   its summary's NetRevenue.
 * - Each line's amount in the ledger's currency, after its exchange rate, is below 10^12 too: a
 *   rate (staff's multiplies, up to 12 digits; a report's divides, and may be tiny) could
 *   otherwise make any amount huge.
 * - Per-line limits alone do not bound a report: 1,000,000 lines of just under 10^12 are 10^18
 *   major units, 10^21 minor units at 3 decimals. So the lines' ledger amounts, refunds counted
 *   as positive, add up to below 10^15 over the whole report, whatever its number of lines.
 *
 * A posting books, per track, the sum of its lines rounded once to minor units (each rounding
 * moves it by at most half a unit), split over the label and payees: every journal line, and
 * every account's part of the entry, is at most the sum of all the report's tracks, so below
 * 10^15 major units plus half a unit per track or release (fewer than the lines; a line takes
 * two bytes at least, so a 500 MB file has under 3 × 10^8). At 3 decimals, the most any ISO 4217
 * currency has (BHD, KWD, …), that is under 10^18 + 1.5 × 10^8 minor units: a ninth of bigint's
 * range. The preview's totals are numeric sums and exact decimals, which cannot overflow.
 */

/** Every amount of a line, in its own currency and in the ledger's, is below this. */
export const LINE_AMOUNT_LIMIT = 10n ** 12n;
/** A report's line amounts in the ledger's currency, refunds as positive, add up to below this. */
export const REPORT_TOTAL_LIMIT = 10n ** 15n;

/** "1,000,000,000,000", for messages. */
export const limitText = (limit: bigint) => limit.toLocaleString("en");

const POWERS: bigint[] = [];
const pow10 = (exponent: number) => {
  let power = POWERS[exponent];
  if (power === undefined) {
    power = 10n ** BigInt(exponent);
    POWERS[exponent] = power;
  }
  return power;
};

/**
 * |value| in whole units, rounded down and up. Down decides a line (|x| ≥ 10^12 exactly when
 * its whole part is); up is added to a report's running total, which so can only overstate it.
 * One bigint division a line, no decimal arithmetic: a report may have millions of lines.
 */
export function wholeUnits(value: Decimal): { down: bigint; up: bigint } {
  const units = value.units < 0n ? -value.units : value.units;
  if (value.scale === 0) return { down: units, up: units };
  const power = pow10(value.scale);
  const down = units / power;
  return { down, up: units % power === 0n ? down : down + 1n };
}
