const releaseDateFormat = new Intl.DateTimeFormat(undefined, {
  dateStyle: "medium",
  timeZone: "UTC",
});

/**
 * A release date (a calendar day, "YYYY-MM-DD") in the reader's locale: "5 Mar 2026". Read and
 * written in UTC so the day never shifts with the reader's time zone.
 */
export function formatReleaseDate(date: string | null | undefined, missing = "No date"): string {
  if (!date) return missing;
  const parsed = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : releaseDateFormat.format(parsed);
}
