import { formatMoney } from "@common/money/format.ts";
import { monthLabel, shortMonthLabel } from "@common/royalties/earnings.ts";

/** "1234.50" SEK → "SEK 1,234.50". */
export const money = (amount: string, currency: string) => formatMoney(amount, currency);

export { monthLabel, shortMonthLabel };

const regions = new Intl.DisplayNames(["en-GB"], { type: "region" });

/** "SE" → "Sweden"; null (money no report line explains) → "Other". */
export function countryName(code: string | null): string {
  if (!code) return "Other";
  try {
    return regions.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** For the chart only: a decimal string drawn as a bar (display, never arithmetic). */
export const chartValue = (amount: string) => Number(amount);
