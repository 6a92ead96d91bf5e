import type { Candidate } from "@common/copyright.ts";
import { z } from "zod";
import { httpError, parseAnswer, sendRequest } from "./http.ts";
import { creditedArtists } from "./musicbrainz.ts";
import type { AdapterOptions, LookupQuery, SourceAdapter } from "./source.ts";

/**
 * AcoustID fingerprint lookup (https://acoustid.org/webservice, "Lookup by fingerprint"). The
 * answer lists AcoustID tracks with a score 0-1 and, with meta=recordings, the MusicBrainz
 * recordings linked to each; a track nobody linked yet has no recordings and tells us nothing.
 */
const ArtistSchema = z.object({ name: z.string(), joinphrase: z.string().optional() });

/** A release date as AcoustID writes it: only the parts MusicBrainz knows. */
const DateSchema = z.object({
  year: z.number().int(),
  month: z.number().int().optional(),
  day: z.number().int().optional(),
});

const ReleaseGroupSchema = z.object({
  title: z.string().optional(),
  /** Only present when releases are asked for too; release groups themselves carry no date. */
  releases: z.array(z.object({ date: DateSchema.optional() })).optional(),
});

const RecordingSchema = z.object({
  id: z.string(),
  title: z.string().optional(),
  artists: z.array(ArtistSchema).optional(),
  releasegroups: z.array(ReleaseGroupSchema).optional(),
});

const LookupSchema = z.discriminatedUnion("status", [
  z.object({
    status: z.literal("ok"),
    results: z.array(
      z.object({
        id: z.string(),
        score: z.number(),
        recordings: z.array(RecordingSchema).optional(),
      }),
    ),
  }),
  z.object({
    status: z.literal("error"),
    error: z.object({ code: z.number().optional(), message: z.string() }),
  }),
]);

type Recording = z.infer<typeof RecordingSchema>;

export function acoustidSource(
  config: { apiKey?: string; url: string },
  options: AdapterOptions,
): SourceAdapter {
  return {
    id: "acoustid",
    enabled: Boolean(config.apiKey),
    needsFingerprint: true,
    // AcoustID's guideline: no more than 3 requests a second.
    minIntervalMs: 334,
    async lookup(query: LookupQuery, signal: AbortSignal): Promise<Candidate[]> {
      if (!query.fingerprint) throw new Error("AcoustID needs an audio fingerprint");
      // POST, as the docs prefer: a fingerprint is several kilobytes, too long for a URL.
      const form = new URLSearchParams({
        client: config.apiKey ?? "",
        duration: String(Math.round(query.durationSeconds)),
        fingerprint: query.fingerprint,
        meta: "recordings releasegroups compress",
        format: "json",
      });
      const answer = await sendRequest("acoustid", options.fetch, new URL(config.url), {
        method: "POST",
        headers: { "User-Agent": options.userAgent, Accept: "application/json" },
        body: form,
        signal,
      });
      // An error answer (HTTP 400 for a bad key) carries {status:"error", error:{code, message}}:
      // httpError quotes its message.
      if (!answer.ok) throw httpError("acoustid", answer);
      const parsed = parseAnswer("acoustid", LookupSchema, answer.body);
      if (parsed.status === "error") {
        throw new Error(`AcoustID error ${parsed.error.code ?? ""}: ${parsed.error.message}`);
      }
      return parsed.results.flatMap((result) =>
        (result.recordings ?? []).map((recording) => toCandidate(recording, result.score)),
      );
    },
  };
}

function toCandidate(recording: Recording, score: number): Candidate {
  return {
    source: "acoustid",
    title: recording.title ?? "",
    artist: creditedArtists(recording.artists ?? []),
    audioScore: Math.round(score * 1000) / 10,
    details: `AcoustID fingerprint match (score ${score.toFixed(2)})`,
    releaseDate: earliestDate(recording),
    url: `https://musicbrainz.org/recording/${recording.id}`,
    mbid: recording.id,
  };
}

function earliestDate(recording: Recording): string | null {
  const dates = (recording.releasegroups ?? [])
    .flatMap((group) => group.releases ?? [])
    .flatMap((release) => (release.date ? [formatDate(release.date)] : []))
    .sort();
  return dates[0] ?? null;
}

function formatDate(date: z.infer<typeof DateSchema>): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return [
    String(date.year).padStart(4, "0"),
    date.month && pad(date.month),
    date.day && pad(date.day),
  ]
    .filter(Boolean)
    .join("-");
}
