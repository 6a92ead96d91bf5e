import { compare, formatDecimal, parseDecimal, sum } from "@common/money/decimal.ts";
import { CHART_BARS } from "@common/royalties/earnings.ts";
import type { ChartPoint } from "./EarningsChart.tsx";

/**
 * The largest amounts of a breakdown (store, country), largest first, and when there are
 * more than `bars` the rest added up exactly into one last bar named by `rest` ("41 more
 * countries"): a Spotify report alone names dozens of countries, far too many bars for a card.
 * The order among equal amounts stays the server's.
 */
export function largestWithRest(
  points: readonly ChartPoint[],
  rest: (count: number) => string,
  bars = CHART_BARS,
): ChartPoint[] {
  const sorted = points
    .map((point, index) => ({ point, index, value: parseDecimal(point.amount) }))
    .sort((a, b) => compare(b.value, a.value) || a.index - b.index);
  if (sorted.length <= bars) return sorted.map((entry) => entry.point);
  const kept = sorted.slice(0, bars - 1);
  const others = sorted.slice(bars - 1);
  return [
    ...kept.map((entry) => entry.point),
    {
      label: rest(others.length),
      amount: formatDecimal(sum(others.map((entry) => entry.value))),
    },
  ];
}
