/** Spec §3 "Genres", in the order the builder lists them. */
export const GENRES = [
  "Pop",
  "Rock",
  "Hip-Hop",
  "R&B",
  "Electronic",
  "Country",
  "Jazz",
  "Classical",
  "Folk",
  "Blues",
  "Reggae",
  "Funk",
  "Indie",
  "Alternative",
  "Metal",
  "Punk",
] as const;
