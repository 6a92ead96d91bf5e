import type { Candidate } from "@common/copyright.ts";
import { z } from "zod";
import { below, requestJson, withQuery } from "./http.ts";
import type { AdapterOptions, LookupQuery, SourceAdapter } from "./source.ts";

/**
 * MusicBrainz recording search (https://musicbrainz.org/doc/MusicBrainz_API/Search): a Lucene
 * query on the recording and artist fields, up to 20 results (spec §7), JSON.
 */
const SearchSchema = z.object({
  recordings: z.array(
    z.object({
      id: z.string(),
      score: z.number().optional(),
      title: z.string(),
      "artist-credit": z
        .array(z.object({ name: z.string(), joinphrase: z.string().optional() }))
        .optional(),
      "first-release-date": z.string().optional(),
      releases: z.array(z.object({ title: z.string() })).optional(),
    }),
  ),
});

/** Lucene's special characters; a backslash makes each literal, inside a phrase too. */
const LUCENE_SPECIAL = /[+\-&|!(){}[\]^"~*?:\\/]/g;

export function lucenePhrase(text: string): string {
  return `"${text.replace(LUCENE_SPECIAL, (c) => `\\${c}`)}"`;
}

/** "A feat. B" as the credit reads when join phrases are given, else the names with commas. */
export function creditedArtists(artists: { name: string; joinphrase?: string }[]): string {
  return artists
    .map((artist, i) => artist.name + (artist.joinphrase ?? (i < artists.length - 1 ? ", " : "")))
    .join("");
}

export function musicbrainzSource(
  config: { url?: string },
  options: AdapterOptions,
): SourceAdapter {
  return {
    id: "musicbrainz",
    enabled: Boolean(config.url),
    needsFingerprint: false,
    // MusicBrainz allows one request a second per client and refuses (503) beyond it.
    minIntervalMs: 1000,
    async lookup(query: LookupQuery, signal: AbortSignal): Promise<Candidate[]> {
      const url = withQuery(below(config.url ?? "", "recording"), {
        query: `recording:${lucenePhrase(query.title)} AND artist:${lucenePhrase(query.artist)}`,
        limit: "20",
        fmt: "json",
      });
      const answer = await requestJson(
        "musicbrainz",
        options.fetch,
        url,
        { headers: { "User-Agent": options.userAgent, Accept: "application/json" }, signal },
        SearchSchema,
      );
      return answer.recordings.map((recording) => {
        const release = recording.releases?.[0]?.title;
        return {
          source: "musicbrainz",
          title: recording.title,
          artist: creditedArtists(recording["artist-credit"] ?? []),
          details: [
            recording.score !== undefined ? `MusicBrainz score ${recording.score}` : "MusicBrainz",
            release ? `release "${release}"` : null,
          ]
            .filter(Boolean)
            .join(", "),
          releaseDate: recording["first-release-date"] || null,
          url: `https://musicbrainz.org/recording/${recording.id}`,
          mbid: recording.id,
        };
      });
    },
  };
}
