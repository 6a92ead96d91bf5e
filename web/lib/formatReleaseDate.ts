const releaseDateFormat = new Intl.DateTimeFormat(undefined, {
  dateStyle: "long",
  timeZone: "UTC",
});

/**
 * A release date (a calendar day, "YYYY-MM-DD") in the reader's locale with the month
 * written out ("23 December 2026", or "December 23, 2026" in the US), as people read dates. Read and
 * written in UTC so the day never shifts with the reader's time zone.
 */
export function formatReleaseDate(date: string | null | undefined, missing = "No date"): string {
  if (!date) return missing;
  const parsed = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : releaseDateFormat.format(parsed);
}
