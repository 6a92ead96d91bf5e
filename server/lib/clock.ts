import { utcToday } from "@common/releaseRules.ts";

/**
 * The application's clock for calendar rules: smart links' pre-release pages and release-day
 * mail, and the royalty periods that close at month end. A development server (mail written to
 * a folder, never production) can move it forward with POST /api/dev/clock, so a browser test
 * sees release day or a month end come without waiting for it.
 */
let offsetMs = 0;

export function appNow(): Date {
  return new Date(Date.now() + offsetMs);
}

/** Today in UTC (YYYY-MM-DD) by the application's clock. */
export function appToday(): string {
  return utcToday(appNow());
}

export function moveAppClock(days: number): void {
  offsetMs = days * 24 * 60 * 60 * 1000;
}
