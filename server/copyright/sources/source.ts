import type { Candidate, OutsideSource } from "@common/copyright.ts";

/** What a lookup is asked about: one track of the release under check. */
export interface LookupQuery {
  title: string;
  artist: string;
  /** The track's real duration in whole seconds (AcoustID needs it with the fingerprint). */
  durationSeconds: number;
  /** Chromaprint's compressed fingerprint (fpcalc's default output); null when none was made. */
  fingerprint: string | null;
}

/**
 * One outside service the copyright check asks (decision 13). Each adapter builds its own
 * request in the service's documented shape and maps the documented answer to candidates; it
 * throws on an error answer, a bad body or a timeout (the runner turns that into an empty list
 * and names the source as failed).
 */
export interface SourceAdapter {
  id: OutsideSource;
  /** Configured (its key or URL is set); an adapter that is off is reported, never asked. */
  enabled: boolean;
  /** Needs the audio fingerprint: reported unavailable when none could be made. */
  needsFingerprint: boolean;
  /**
   * The service's own rate limit: at least this long between two requests from this process
   * (MusicBrainz and Discogs allow about one a second).
   */
  minIntervalMs: number;
  lookup(query: LookupQuery, signal: AbortSignal): Promise<Candidate[]>;
}

/** What each adapter is built from: its slice of the configuration and the HTTP client. */
export interface AdapterOptions {
  fetch: typeof fetch;
  /** Sent as User-Agent: MusicBrainz and Discogs refuse anonymous clients. */
  userAgent: string;
}
