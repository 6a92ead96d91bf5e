import type { Candidate } from "@common/copyright.ts";
import { z } from "zod";
import { httpError, parseAnswer, sendRequest, withQuery } from "./http.ts";
import type { AdapterOptions, LookupQuery, SourceAdapter } from "./source.ts";

/**
 * Last.fm track.getInfo and track.search (https://www.last.fm/api/show/track.getInfo,
 * …/track.search). Numbers come as strings and a missing MusicBrainz id as "".
 */
const ErrorSchema = z.object({ error: z.number(), message: z.string() });

/** Last.fm error 6, "Track not found": the track is unknown there, which is an answer. */
const TRACK_NOT_FOUND = 6;

const InfoSchema = z.object({
  track: z.object({
    name: z.string(),
    mbid: z.string().optional(),
    url: z.string().optional(),
    listeners: z.string().optional(),
    artist: z.object({ name: z.string() }),
    album: z.object({ title: z.string() }).optional(),
  }),
});

const SearchTrackSchema = z.object({
  name: z.string(),
  artist: z.string(),
  url: z.string().optional(),
  listeners: z.string().optional(),
  mbid: z.string().optional(),
});

const SearchSchema = z.object({
  results: z.object({
    trackmatches: z.object({
      // Last.fm's JSON is converted from XML: a lone match can come as an object, not a list.
      track: z.union([z.array(SearchTrackSchema), SearchTrackSchema]).optional(),
    }),
  }),
});

export function lastfmSource(
  config: { apiKey?: string; url: string },
  options: AdapterOptions,
): SourceAdapter {
  const call = async (params: Record<string, string>, signal: AbortSignal) => {
    const url = withQuery(config.url, { ...params, api_key: config.apiKey ?? "", format: "json" });
    const answer = await sendRequest("lastfm", options.fetch, url, {
      headers: { "User-Agent": options.userAgent, Accept: "application/json" },
      signal,
    });
    // Errors come as {error, message}, with HTTP 200 or 4xx alike.
    const error = ErrorSchema.safeParse(answer.body);
    if (error.success) return { error: error.data, body: undefined };
    if (!answer.ok) throw httpError("lastfm", answer);
    return { error: null, body: answer.body };
  };

  return {
    id: "lastfm",
    enabled: Boolean(config.apiKey),
    needsFingerprint: false,
    // Last.fm asks for no more than about five requests a second; a lookup sends two.
    minIntervalMs: 400,
    async lookup(query: LookupQuery, signal: AbortSignal): Promise<Candidate[]> {
      const [info, search] = await Promise.all([
        call(
          { method: "track.getInfo", artist: query.artist, track: query.title, autocorrect: "1" },
          signal,
        ),
        call(
          { method: "track.search", track: query.title, artist: query.artist, limit: "20" },
          signal,
        ),
      ]);
      const candidates: Candidate[] = [];
      if (info.error && info.error.error !== TRACK_NOT_FOUND) throw lastfmError(info.error);
      if (!info.error) {
        const { track } = parseAnswer("lastfm", InfoSchema, info.body);
        candidates.push({
          source: "lastfm",
          title: track.name,
          artist: track.artist.name,
          details: track.album
            ? `Last.fm track info, album "${track.album.title}"`
            : "Last.fm track info",
          // Not wiki.published: that is when the wiki text was written, not the release.
          releaseDate: null,
          url: track.url || null,
          mbid: track.mbid || null,
          listeners: count(track.listeners),
        });
      }
      if (search.error) throw lastfmError(search.error);
      const matches = parseAnswer("lastfm", SearchSchema, search.body).results.trackmatches.track;
      for (const track of Array.isArray(matches) ? matches : matches ? [matches] : []) {
        candidates.push({
          source: "lastfm",
          title: track.name,
          artist: track.artist,
          details: "Last.fm track search",
          releaseDate: null,
          url: track.url || null,
          mbid: track.mbid || null,
          listeners: count(track.listeners),
        });
      }
      return candidates;
    },
  };
}

function lastfmError(error: z.infer<typeof ErrorSchema>): Error {
  return new Error(`Last.fm error ${error.error}: ${error.message}`);
}

function count(text: string | undefined): number | null {
  const n = Number(text);
  return text && Number.isFinite(n) ? n : null;
}
