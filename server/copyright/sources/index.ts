import type { Config } from "@server/config.ts";
import { acoustidSource } from "./acoustid.ts";
import { discogsSource } from "./discogs.ts";
import { itunesSource } from "./itunes.ts";
import { lastfmSource } from "./lastfm.ts";
import { musicbrainzSource } from "./musicbrainz.ts";
import type { AdapterOptions, SourceAdapter } from "./source.ts";

/** Every outside source, in the order the check staggers them (spec §9), on or off by config. */
export function createSources(config: Config, options: AdapterOptions): SourceAdapter[] {
  return [
    acoustidSource({ apiKey: config.ACOUSTID_API_KEY, url: config.ACOUSTID_URL }, options),
    musicbrainzSource({ url: config.MUSICBRAINZ_URL }, options),
    lastfmSource({ apiKey: config.LASTFM_API_KEY, url: config.LASTFM_URL }, options),
    itunesSource({ url: config.ITUNES_SEARCH_URL }, options),
    discogsSource({ token: config.DISCOGS_TOKEN, url: config.DISCOGS_URL }, options),
  ];
}

/**
 * "Name/version ( contact )", as MusicBrainz asks of every client. Header values must be plain
 * ASCII, so the label's name keeps only letters, digits and . _ - (accents dropped).
 */
export function defaultUserAgent(
  config: Pick<Config, "LABEL_NAME" | "APP_URL" | "SUPPORT_EMAIL">,
): string {
  const product =
    config.LABEL_NAME.normalize("NFKD")
      .replace(/\p{M}/gu, "")
      .replace(/\s+/g, "-")
      .replace(/[^A-Za-z0-9._-]/g, "") || "Offbeat";
  return `${product}/1.0 ( ${config.APP_URL}; ${config.SUPPORT_EMAIL} )`;
}
