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

const DAY_MS = 24 * 60 * 60 * 1000;
/** The last day appToday worked out, and the instants (on the app's clock) it covers. */
let today = { day: "", from: 0, until: 0 };

/**
 * Today in UTC (YYYY-MM-DD) by the application's clock. Worked out once a day rather than per
 * call: every smart link click asks it (server/smartLinks/countBuffer.ts).
 */
export function appToday(): string {
  const now = Date.now() + offsetMs;
  if (now >= today.from && now < today.until) return today.day;
  const from = now - (now % DAY_MS);
  today = { day: utcToday(new Date(now)), from, until: from + DAY_MS };
  return today.day;
}

export function moveAppClock(days: number): void {
  offsetMs = days * 24 * 60 * 60 * 1000;
}
