/** Words and numbers as the smart link pages print them (English, as the rest of Offbeat). */

const DATE = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** "2025-06-01" -> "1 June 2025" (release dates are days, read in UTC). */
export function formatDay(day: string): string {
  return DATE.format(new Date(`${day}T00:00:00Z`));
}

/** Seconds -> "3:07" (or "1:02:03" past an hour). */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const pad = (n: number) => String(n).padStart(2, "0");
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(s % 60)}` : `${minutes}:${pad(s % 60)}`;
}

export const RELEASE_TYPE_LABELS = { single: "Single", ep: "EP", album: "Album" } as const;

/** og:type of a release page: a single is a song, an EP or album an album. */
export const ogTypeOf = (type: keyof typeof RELEASE_TYPE_LABELS) =>
  type === "single" ? "music.song" : "music.album";

/** The verb on a store's button: what a fan does there. */
export function storeAction(storeId: string): string {
  if (storeId === "bandcamp") return "Buy";
  if (storeId === "instagram" || storeId === "tiktok") return "Use sound";
  return "Play";
}
