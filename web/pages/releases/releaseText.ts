import { PLATFORM_LABELS, type PlatformId } from "@common/releases.ts";

/** "Electronic / House", or the genre alone; "Not set" for a draft without one. */
export function genreText(genre: string | null, subgenre: string | null): string {
  if (!genre) return subgenre || "Not set";
  return subgenre ? `${genre} / ${subgenre}` : genre;
}

/** A platform id as the builder named it ("apple_music" → "Apple Music"). */
export function platformLabel(id: string): string {
  return id in PLATFORM_LABELS ? PLATFORM_LABELS[id as PlatformId] : id;
}

/** A split's share: up to one decimal, as entered ("33.3%", "50%"). */
export function percentText(value: number): string {
  return `${Number(value.toFixed(1))}%`;
}
