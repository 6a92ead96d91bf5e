import { STATS_MAX_DAYS } from "@common/smartLinks.ts";

/** The statistics' range choices (issue 17: "over a chosen range"). */
export const RANGE_PRESETS = [
  { id: "7", label: "Last 7 days", days: 7 },
  { id: "28", label: "Last 28 days", days: 28 },
  { id: "90", label: "Last 90 days", days: 90 },
] as const;
export type RangeChoice = (typeof RANGE_PRESETS)[number]["id"] | "custom";

const DAY_MS = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
const timeOf = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** Today in UTC, as the server counts days. */
const utcDay = (now = new Date()) => isoDay(now.getTime());

/** The `days` days ending today (UTC), both ends included. */
export function lastDays(days: number, today = utcDay()) {
  return { from: isoDay(timeOf(today) - (days - 1) * DAY_MS), to: today };
}

/** Whether a custom range is one the server takes: both days, in order, at most a year. */
export function isValidRange(range: { from: string; to: string }) {
  const from = timeOf(range.from);
  const to = timeOf(range.to);
  if (Number.isNaN(from) || Number.isNaN(to) || from > to) return false;
  return (to - from) / DAY_MS + 1 <= STATS_MAX_DAYS;
}

const percent = new Intl.NumberFormat(undefined, { style: "percent", maximumFractionDigits: 1 });
const count = new Intl.NumberFormat();

/** A click-through rate (a ratio) as a percentage: "12.5%". */
export const formatRate = (ratio: number) => percent.format(ratio);
export const formatCount = (n: number) => count.format(n);

/** "3 Mar" for a chart's axis, in UTC so the day never shifts. */
const shortDay = new Intl.DateTimeFormat(undefined, {
  day: "numeric",
  month: "short",
  timeZone: "UTC",
});
export const formatDay = (day: string) => shortDay.format(new Date(`${day}T00:00:00Z`));
