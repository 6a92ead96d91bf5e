import { z } from "zod";

/**
 * The copyright check (document 2 §2 review modal, §3 copyright check and match, §4 status, §7
 * lookups, §8 messages, §9 figures; decision 13): statuses, sources, labels, messages and the
 * API's shapes. The scoring itself is in copyrightScoring.ts.
 */

/** A release's copyright status (spec §4): pending until a check has run. */
export const COPYRIGHT_STATUSES = ["pending", "clear", "flagged", "violation"] as const;
export type CopyrightStatus = (typeof COPYRIGHT_STATUSES)[number];

export const COPYRIGHT_STATUS_LABELS: Record<CopyrightStatus, string> = {
  pending: "Pending",
  clear: "Clear",
  flagged: "Flagged",
  violation: "Violation",
};

/** Badge colours: pending grey, clear green, flagged amber, violation red. */
export const COPYRIGHT_STATUS_COLOURS: Record<
  CopyrightStatus,
  "grey" | "green" | "yellow" | "red"
> = { pending: "grey", clear: "green", flagged: "yellow", violation: "red" };

/** One track's check result (spec §3 copyright check status). */
const CHECK_STATUSES = ["clear", "flagged", "violation"] as const;
export type CheckStatus = (typeof CHECK_STATUSES)[number];

const MATCH_TYPES = ["exact", "metadata", "fuzzy"] as const;
export type MatchType = (typeof MATCH_TYPES)[number];

/**
 * Where a match came from: Offbeat's own catalogue (always), then the outside services, each on
 * only when configured (decision 13).
 */
export const COPYRIGHT_SOURCES = [
  "offbeat",
  "acoustid",
  "musicbrainz",
  "lastfm",
  "itunes",
  "discogs",
] as const;
export type CopyrightSource = (typeof COPYRIGHT_SOURCES)[number];
export type OutsideSource = Exclude<CopyrightSource, "offbeat">;

export const SourceLabels: Record<CopyrightSource, string> = {
  offbeat: "Offbeat catalogue",
  acoustid: "AcoustID (audio fingerprint)",
  musicbrainz: "MusicBrainz (recordings)",
  lastfm: "Last.fm (scrobbles)",
  itunes: "iTunes Search (music store)",
  discogs: "Discogs (releases)",
};

/**
 * How a source fared in one check: ok, failed (an error or a timeout: its list is empty), off
 * (not configured), unavailable (configured but needs a fingerprint that could not be made).
 */
const SOURCE_STATES = ["ok", "failed", "off", "unavailable"] as const;
export type SourceState = (typeof SOURCE_STATES)[number];

export const SOURCE_STATE_LABELS: Record<SourceState, string> = {
  ok: "checked",
  failed: "failed",
  off: "off",
  unavailable: "unavailable",
};

/** The audio fingerprint of the checked file: made by fpcalc, or why not. */
const FINGERPRINT_STATES = ["computed", "unavailable", "failed"] as const;
export type FingerprintState = (typeof FINGERPRINT_STATES)[number];

export const FINGERPRINT_LABELS: Record<FingerprintState, string> = {
  computed: "Audio fingerprint made",
  unavailable: "Audio fingerprint unavailable (fpcalc is not installed)",
  failed: "Audio fingerprint could not be made",
};

export const MATCH_TYPE_LABELS: Record<MatchType, string> = {
  exact: "Exact",
  metadata: "Metadata",
  fuzzy: "Fuzzy",
};

/** Spec §9, every figure of it. Scores and confidences are 0-100. */
export const CopyrightRules = {
  titleWeight: 0.7,
  artistWeight: 0.3,
  keepAt: 50,
  exactAt: 85,
  metadataAt: 70,
  violationExactAt: 80,
  violationFingerprintAt: 70,
  flaggedTopAt: 70,
  flaggedAnyAt: 75,
  kept: 15,
  returned: 8,
  /** The outside lookups start this many ms after the check begins, in this order. */
  staggerMs: { acoustid: 0, musicbrainz: 200, lastfm: 400, itunes: 600, discogs: 600 },
  /** The spec's fingerprint lookup assumed 240 s; Offbeat sends the track's real duration. */
  assumedDurationSeconds: 240,
  /** Jaro-Winkler's prefix scale and longest counted prefix (Winkler 1990). */
  prefixScale: 0.1,
  prefixMax: 4,
} as const satisfies Record<string, unknown>;

/** Spec §8 copyright messages, word for word, and Offbeat's own around them. */
export const CopyrightMessages = {
  noTracks: "No tracks found for copyright analysis",
  noAudio: "No audio file available for copyright analysis",
  failed: "Copyright check failed. Please try again.",
  downloadFailed: "Failed to download audio file",
  missingTitleOrArtist: "Missing title or artist",
  started: "Copyright check started",
  running: "Checking for copyright matches…",
  notChecked: "Not checked yet",
  noMatches: "No matches found",
  noAudioTrack: "No audio file: not checked",
  runCheck: "Run check",
  automatic: "automatically on submission",
  staffOnly: "Only staff and admins can run copyright checks.",
  alreadyRunning: "A copyright check of this release is already running.",
} as const;

/** A possible match as a source reports it, before scoring. */
export interface Candidate {
  source: CopyrightSource;
  title: string;
  artist: string;
  /**
   * 0-100 when the source compared the audio itself (a fingerprint or identical bytes): how
   * alike the recordings are. Absent for title and artist searches.
   */
  audioScore?: number;
  details?: string | null;
  releaseDate?: string | null;
  url?: string | null;
  mbid?: string | null;
  listeners?: number | null;
}

const CopyrightMatchSchema = z.object({
  title: z.string(),
  artist: z.string(),
  /** Combined title and artist likeness, 0-100 (70% title, 30% artist). */
  similarity: z.number(),
  matchType: z.enum(MATCH_TYPES),
  /** How sure the match is: the audio likeness for fingerprint matches, else the similarity. */
  confidence: z.number(),
  source: z.enum(COPYRIGHT_SOURCES),
  /** True when the audio itself matched (AcoustID, identical or re-encoded Offbeat audio). */
  fingerprint: z.boolean(),
  details: z.string().nullable(),
  releaseDate: z.string().nullable(),
  url: z.string().nullable(),
  mbid: z.string().nullable(),
  listeners: z.number().nullable(),
});
export type CopyrightMatch = z.infer<typeof CopyrightMatchSchema>;

/** Spec §3 copyright_check.flagged_content, as stored per track. */
const FlaggedContentSchema = z.object({
  matches: z.array(CopyrightMatchSchema),
  metadata: z.object({
    title: z.string(),
    artist: z.string(),
    durationSeconds: z.number().nullable(),
    fingerprint: z.enum(FINGERPRINT_STATES),
    sources: z.record(z.string(), z.enum(SOURCE_STATES)),
    failedSources: z.array(z.string()),
    /** Set when the check failed (status clear, confidence 0, spec §8). */
    error: z.string().nullable(),
  }),
  analysis: z.object({
    candidates: z.number(),
    kept: z.number(),
    reason: z.string(),
  }),
  external_apis_used: z.array(z.string()),
  analysis_timestamp: z.string(),
});
export type FlaggedContent = z.infer<typeof FlaggedContentSchema>;

const TrackCheckSchema = z.object({
  id: z.string(),
  status: z.enum(CHECK_STATUSES),
  confidence: z.number(),
  checkedAt: z.string(),
  /** The reviewer who asked for it; null when it ran on submission. */
  checkedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  matches: z.array(CopyrightMatchSchema),
  sources: z.array(
    z.object({
      source: z.enum(COPYRIGHT_SOURCES),
      label: z.string(),
      state: z.enum(SOURCE_STATES),
    }),
  ),
  fingerprint: z.enum(FINGERPRINT_STATES),
  error: z.string().nullable(),
});
export type TrackCheck = z.infer<typeof TrackCheckSchema>;

/** GET /api/admin/releases/:id/copyright: the release's status and each track's latest check. */
export const CopyrightReportSchema = z.object({
  releaseId: z.string(),
  copyrightStatus: z.enum(COPYRIGHT_STATUSES),
  /** A check is queued or running; a realtime `release.copyright-checked` follows. */
  running: z.boolean(),
  tracks: z.array(
    z.object({
      trackId: z.string(),
      trackNumber: z.number(),
      title: z.string(),
      hasAudio: z.boolean(),
      check: TrackCheckSchema.nullable(),
    }),
  ),
});
export type CopyrightReport = z.infer<typeof CopyrightReportSchema>;
