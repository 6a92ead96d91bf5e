import type { ReleaseInput, SplitInput, TrackInput } from "./releases.ts";

/** Tests of the release rules (releaseRules.ts): a fixed clock and a valid release to vary. */

// 23:30 in New York on 10 March is already 11 March in UTC (decision 11: UTC calendar days).
export const NOW = new Date("2025-03-10T23:30:00-05:00");
const UPLOAD = "00000000-0000-4000-8000-000000000001";
const ARTWORK = "00000000-0000-4000-8000-000000000002";

export const split = (collaboratorName: string, percentage: number): SplitInput => ({
  collaboratorName,
  collaboratorEmail: "",
  role: "Producer",
  percentage,
});
export const track = (extra: Partial<TrackInput> = {}): TrackInput => ({
  title: "Song",
  audioUploadId: UPLOAD,
  explicit: false,
  lyrics: "",
  isrc: "",
  credits: [{ name: "Ann", role: "Artist" }],
  splits: [split("Ann", 100)],
  ...extra,
});
export const release = (extra: Partial<ReleaseInput> = {}): ReleaseInput => ({
  status: "submitted",
  title: "Night Drive",
  artistName: "The Testers",
  releaseType: "single",
  genre: "Pop",
  subgenre: "",
  releaseDate: "2025-04-10",
  description: "",
  platforms: ["spotify"],
  artworkUploadId: ARTWORK,
  tracks: [track()],
  ...extra,
});
