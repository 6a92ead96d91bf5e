import { utcToday } from "@common/releaseRules.ts";

/**
 * The smart links' clock: pre-release pages and the release-day mail ask it for today. A
 * development server (mail written to a folder, never production) can move it forward with
 * POST /api/dev/clock, so a browser test sees release day come without waiting for it.
 */
let offsetMs = 0;

export function smartLinkNow(): Date {
  return new Date(Date.now() + offsetMs);
}

/** Today in UTC (YYYY-MM-DD) by the smart links' clock. */
export function smartLinkToday(): string {
  return utcToday(smartLinkNow());
}

export function moveSmartLinkClock(days: number): void {
  offsetMs = days * 24 * 60 * 60 * 1000;
}
