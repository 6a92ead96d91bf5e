import { compare, formatDecimal, parseDecimal, sum } from "@common/money/decimal.ts";
import type { ChartPoint } from "./EarningsChart.tsx";

/** Bars a breakdown chart draws at most: the largest, then one bar for the rest. */
const CHART_BARS = 10;

/**
 * The largest amounts of a breakdown (store, country, track), largest first, and when there are
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

/**
 * The track chart's bars: a track by its title, and by its title and release where another of
 * the user's tracks has the same title (an "Intro" on two albums).
 */
export function trackPoints(
  tracks: readonly { trackTitle: string; releaseTitle: string; amount: string }[],
): ChartPoint[] {
  const titles = new Map<string, number>();
  for (const track of tracks) titles.set(track.trackTitle, (titles.get(track.trackTitle) ?? 0) + 1);
  return tracks.map((track) => ({
    label:
      (titles.get(track.trackTitle) ?? 0) > 1
        ? `${track.trackTitle} (${track.releaseTitle})`
        : track.trackTitle,
    amount: track.amount,
  }));
}
