const timeFormat = new Intl.DateTimeFormat(undefined, { hour: "2-digit", minute: "2-digit" });
const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });
const dateTimeFormat = new Intl.DateTimeFormat(undefined, {
  dateStyle: "medium",
  timeStyle: "short",
});

/** "14:05" in the reader's locale and time zone. */
export const formatTime = (date: Date | number) => timeFormat.format(date);

/** "22 Nov 2025, 14:05" in the reader's locale and time zone. */
export const formatDateTime = (date: Date | number | string) =>
  dateTimeFormat.format(typeof date === "string" ? new Date(date) : date);

/** "22 Nov 2025" (the day of a moment) in the reader's locale and time zone. */
export const formatDate = (date: Date | number | string) =>
  dateFormat.format(typeof date === "string" ? new Date(date) : date);
