import type { Candidate } from "@common/copyright.ts";
import { normaliseText } from "@common/copyrightScoring.ts";
import { z } from "zod";
import { below, requestJson, withQuery } from "./http.ts";
import type { AdapterOptions, LookupQuery, SourceAdapter } from "./source.ts";

/**
 * Discogs database search (https://www.discogs.com/developers#page:database,header:database-search),
 * masters and releases, 25 a page (spec §7), authenticated with a personal access token.
 */
const SearchSchema = z.object({
  results: z.array(
    z.object({
      title: z.string(),
      year: z.union([z.string(), z.number()]).optional(),
      uri: z.string().optional(),
      type: z.string().optional(),
    }),
  ),
});

type Kind = "master" | "release";
type Result = z.infer<typeof SearchSchema>["results"][number];

export function discogsSource(
  config: { token?: string; url: string },
  options: AdapterOptions,
): SourceAdapter {
  const search = async (kind: Kind, query: LookupQuery, signal: AbortSignal) => {
    const url = withQuery(below(config.url, "database/search"), {
      type: kind,
      track: query.title,
      artist: query.artist,
      per_page: "25",
      page: "1",
    });
    const answer = await requestJson(
      "discogs",
      options.fetch,
      url,
      {
        headers: {
          Authorization: `Discogs token=${config.token ?? ""}`,
          "User-Agent": options.userAgent,
          Accept: "application/json",
        },
        signal,
      },
      SearchSchema,
    );
    return answer.results.map((result) => toCandidate(kind, result));
  };

  return {
    id: "discogs",
    enabled: Boolean(config.token),
    needsFingerprint: false,
    // Discogs allows 60 authenticated requests a minute; a lookup sends two.
    minIntervalMs: 2000,
    async lookup(query: LookupQuery, signal: AbortSignal): Promise<Candidate[]> {
      const [masters, releases] = await Promise.all([
        search("master", query, signal),
        search("release", query, signal),
      ]);
      // A master and its releases read the same: keep the first of each artist and title.
      const seen = new Set<string>();
      return [...masters, ...releases].filter((candidate) => {
        const key = `${normaliseText(candidate.artist)}\u0000${normaliseText(candidate.title)}`;
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
    },
  };
}

function toCandidate(kind: Kind, result: Result): Candidate {
  // Discogs titles read "Artist - Title"; a number in brackets tells same-named artists apart.
  const separator = result.title.indexOf(" - ");
  const artist = separator < 0 ? "" : result.title.slice(0, separator);
  const title = separator < 0 ? result.title : result.title.slice(separator + 3);
  const year = result.year === undefined ? "" : String(result.year);
  return {
    source: "discogs",
    title,
    artist: artist.replace(/\s\(\d+\)$/, ""),
    details: kind === "master" ? "Discogs master" : "Discogs release",
    releaseDate: year && year !== "0" ? year : null,
    url: result.uri ? new URL(result.uri, "https://www.discogs.com").toString() : null,
  };
}
