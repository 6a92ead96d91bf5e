/**
 * Spec §3 "Platform ids", in a module of their own: common/stores.ts and common/distribution.ts
 * need them, and common/releases.ts (which re-exports them) needs the delivery shapes of
 * common/distribution.ts, so they cannot live in common/releases.ts without an import cycle.
 */

/** Spec §3 "Platform ids"; the first six are selected by default. */
export const PLATFORMS = [
  { id: "spotify", label: "Spotify" },
  { id: "apple_music", label: "Apple Music" },
  { id: "youtube_music", label: "YouTube Music" },
  { id: "amazon_music", label: "Amazon Music" },
  { id: "deezer", label: "Deezer" },
  { id: "tidal", label: "TIDAL" },
  { id: "pandora", label: "Pandora" },
  { id: "soundcloud", label: "SoundCloud" },
  { id: "bandcamp", label: "Bandcamp" },
  { id: "instagram", label: "Instagram/Facebook" },
  { id: "tiktok", label: "TikTok" },
  { id: "napster", label: "Napster" },
] as const;
export type PlatformId = (typeof PLATFORMS)[number]["id"];
export const PLATFORM_IDS = PLATFORMS.map((p) => p.id) as [PlatformId, ...PlatformId[]];
export const DEFAULT_PLATFORMS: PlatformId[] = PLATFORM_IDS.slice(0, 6);
export const PLATFORM_LABELS = Object.fromEntries(PLATFORMS.map((p) => [p.id, p.label])) as Record<
  PlatformId,
  string
>;
