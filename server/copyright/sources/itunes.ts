import type { Candidate } from "@common/copyright.ts";
import { z } from "zod";
import { requestJson, withQuery } from "./http.ts";
import type { AdapterOptions, LookupQuery, SourceAdapter } from "./source.ts";

/**
 * iTunes Search API (Apple's "Search API" documentation): songs matching "artist title", up to
 * 50 (spec §7). Apple serves the JSON as text/javascript, so the body is read whatever its type.
 */
const SearchSchema = z.object({
  resultCount: z.number().optional(),
  results: z.array(
    z.object({
      // Absent on the odd non-track result; such a result is skipped.
      trackName: z.string().optional(),
      artistName: z.string().optional(),
      collectionName: z.string().optional(),
      trackViewUrl: z.string().optional(),
      releaseDate: z.string().optional(),
    }),
  ),
});

export function itunesSource(config: { url?: string }, options: AdapterOptions): SourceAdapter {
  return {
    id: "itunes",
    enabled: Boolean(config.url),
    needsFingerprint: false,
    // Apple: "approximately 20 calls per minute".
    minIntervalMs: 3000,
    async lookup(query: LookupQuery, signal: AbortSignal): Promise<Candidate[]> {
      const url = withQuery(config.url ?? "", {
        term: `${query.artist} ${query.title}`,
        media: "music",
        entity: "song",
        limit: "50",
      });
      const answer = await requestJson(
        "itunes",
        options.fetch,
        url,
        { headers: { "User-Agent": options.userAgent, Accept: "application/json" }, signal },
        SearchSchema,
      );
      return answer.results.flatMap((result): Candidate[] =>
        result.trackName
          ? [
              {
                source: "itunes",
                title: result.trackName,
                artist: result.artistName ?? "",
                details: result.collectionName ?? null,
                // "2005-03-01T08:00:00Z": the day is what a reviewer compares.
                releaseDate: result.releaseDate?.slice(0, 10) || null,
                url: result.trackViewUrl ?? null,
              },
            ]
          : [],
      );
    },
  };
}
