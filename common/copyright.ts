import { z } from "zod";

/**
 * The copyright check (document 2 §2 review modal, §3 copyright check and match, §4 status, §7
 * lookups, §8 messages, §9 detection; decision 13). Pure: the scoring here is what the server
 * decides with and what the tests compute by hand.
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
export const CHECK_STATUSES = ["clear", "flagged", "violation"] as const;
export type CheckStatus = (typeof CHECK_STATUSES)[number];

export const MATCH_TYPES = ["exact", "metadata", "fuzzy"] as const;
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
export const SOURCE_STATES = ["ok", "failed", "off", "unavailable"] as const;
export type SourceState = (typeof SOURCE_STATES)[number];

export const SOURCE_STATE_LABELS: Record<SourceState, string> = {
  ok: "checked",
  failed: "failed",
  off: "off",
  unavailable: "unavailable",
};

/** The audio fingerprint of the checked file: made by fpcalc, or why not. */
export const FINGERPRINT_STATES = ["computed", "unavailable", "failed"] as const;
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

export const CopyrightMatchSchema = z.object({
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

/** Lower case, accents and punctuation dropped, "&" read as "and", single spaces. */
export function normaliseText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** Jaro similarity of two strings, 0-1. */
export function jaro(a: string, b: string): number {
  if (a === b) return 1;
  if (a.length === 0 || b.length === 0) return 0;
  const window = Math.max(0, Math.floor(Math.max(a.length, b.length) / 2) - 1);
  const aMatched = new Array<boolean>(a.length).fill(false);
  const bMatched = new Array<boolean>(b.length).fill(false);
  let matches = 0;
  for (let i = 0; i < a.length; i++) {
    const from = Math.max(0, i - window);
    const to = Math.min(b.length - 1, i + window);
    for (let j = from; j <= to; j++) {
      if (bMatched[j] || a[i] !== b[j]) continue;
      aMatched[i] = true;
      bMatched[j] = true;
      matches++;
      break;
    }
  }
  if (matches === 0) return 0;
  let transpositions = 0;
  let j = 0;
  for (let i = 0; i < a.length; i++) {
    if (!aMatched[i]) continue;
    while (!bMatched[j]) j++;
    if (a[i] !== b[j]) transpositions++;
    j++;
  }
  const m = matches;
  return (m / a.length + m / b.length + (m - transpositions / 2) / m) / 3;
}

/** Jaro-Winkler similarity, 0-1: Jaro raised for a common prefix of up to 4 characters. */
export function jaroWinkler(a: string, b: string): number {
  const j = jaro(a, b);
  let prefix = 0;
  const longest = Math.min(CopyrightRules.prefixMax, a.length, b.length);
  while (prefix < longest && a[prefix] === b[prefix]) prefix++;
  return j + prefix * CopyrightRules.prefixScale * (1 - j);
}

/** One decimal, as stored and shown; the thresholds are applied to what is shown. */
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** Spec §9: 70% title plus 30% artist, Jaro-Winkler on normalised text, 0-100. */
export function similarityScore(
  query: { title: string; artist: string },
  candidate: { title: string; artist: string },
): number {
  const title = jaroWinkler(normaliseText(query.title), normaliseText(candidate.title));
  const artist = jaroWinkler(normaliseText(query.artist), normaliseText(candidate.artist));
  return oneDecimal(
    100 * (CopyrightRules.titleWeight * title + CopyrightRules.artistWeight * artist),
  );
}

/** Spec §9: exact at 85 or more, metadata at 70 or more, else fuzzy. */
export function matchTypeFor(score: number): MatchType {
  // The type follows the confidence, so an exact match is always 85 or more and the spec's
  // "exact with confidence 80" is met by every exact match: kept as written, for the record.
  if (score >= CopyrightRules.exactAt) return "exact";
  if (score >= CopyrightRules.metadataAt) return "metadata";
  return "fuzzy";
}

/**
 * A candidate scored against the checked track, or null when it is not kept (below 50). A
 * fingerprint match is as sure as its audio is alike, whatever its title says (a copy under a
 * new name is still a copy); a title and artist match is as sure as its text is alike.
 */
export function scoreCandidate(
  query: { title: string; artist: string },
  candidate: Candidate,
): CopyrightMatch | null {
  const similarity = similarityScore(query, candidate);
  const fingerprint = candidate.audioScore !== undefined;
  const confidence = fingerprint ? oneDecimal(candidate.audioScore ?? 0) : similarity;
  if (confidence < CopyrightRules.keepAt) return null;
  return {
    title: candidate.title,
    artist: candidate.artist,
    similarity,
    matchType: matchTypeFor(confidence),
    confidence,
    source: candidate.source,
    fingerprint,
    details: candidate.details ?? null,
    releaseDate: candidate.releaseDate ?? null,
    url: candidate.url ?? null,
    mbid: candidate.mbid ?? null,
    listeners: candidate.listeners ?? null,
  };
}

export interface Assessment {
  status: CheckStatus;
  /** The top match's confidence, 0 when nothing was kept. */
  confidence: number;
  /** Up to 8, most confident first. */
  matches: CopyrightMatch[];
  /** How many were kept across sources (up to 15) before the 8 were returned. */
  kept: number;
  /** Candidates the sources reported, before scoring. */
  candidates: number;
  /** Which rule decided the status, in words, for the record. */
  reason: string;
}

/**
 * Spec §9: score every candidate, keep those at 50 or more (one per source, title, artist and
 * kind, audio or text: the most confident, so a text match never hides an audio match of the
 * same song), the 15 most confident across sources, return 8, and decide: violation
 * when the top match is exact with confidence 80 or more, or a fingerprint match has confidence
 * 70 or more; flagged when the top confidence is 70 or more or any match is 75 or more; else
 * clear.
 */
export function assess(
  query: { title: string; artist: string },
  candidates: Candidate[],
): Assessment {
  const best = new Map<string, CopyrightMatch>();
  for (const candidate of candidates) {
    const match = scoreCandidate(query, candidate);
    if (!match) continue;
    const key = `${match.source}\u0000${normaliseText(match.title)}\u0000${normaliseText(match.artist)}\u0000${match.fingerprint}`;
    const previous = best.get(key);
    if (!previous || previous.confidence < match.confidence) best.set(key, match);
  }
  const kept = [...best.values()]
    .sort(
      (a, b) =>
        b.confidence - a.confidence ||
        Number(b.fingerprint) - Number(a.fingerprint) ||
        b.similarity - a.similarity,
    )
    .slice(0, CopyrightRules.kept);
  const top = kept[0];
  const confidence = top?.confidence ?? 0;
  const topFingerprint = kept.find((m) => m.fingerprint);
  let status: CheckStatus = "clear";
  let reason = kept.length === 0 ? "No match scored 50 or more" : "No match reached 70";
  if (top && top.matchType === "exact" && top.confidence >= CopyrightRules.violationExactAt) {
    status = "violation";
    reason = `Exact match with confidence ${top.confidence}`;
  } else if (topFingerprint && topFingerprint.confidence >= CopyrightRules.violationFingerprintAt) {
    status = "violation";
    reason = `Audio fingerprint match with confidence ${topFingerprint.confidence}`;
  } else if (
    confidence >= CopyrightRules.flaggedTopAt ||
    kept.some((m) => m.confidence >= CopyrightRules.flaggedAnyAt)
  ) {
    status = "flagged";
    reason = `Top match confidence ${confidence}`;
  }
  return {
    status,
    confidence,
    matches: kept.slice(0, CopyrightRules.returned),
    kept: kept.length,
    candidates: candidates.length,
    reason,
  };
}

/** A release's status from its tracks' checks: the worst of them. */
export function releaseStatusFrom(statuses: CheckStatus[]): CopyrightStatus {
  if (statuses.length === 0) return "pending";
  if (statuses.includes("violation")) return "violation";
  if (statuses.includes("flagged")) return "flagged";
  return "clear";
}

/** Spec §3 copyright_check.flagged_content, as stored per track. */
export const FlaggedContentSchema = z.object({
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

export const TrackCheckSchema = z.object({
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
