import { loadConfig } from "@server/config.ts";
import { describe, expect, it } from "vitest";
import { testOptions } from "./fakeService.ts";
import { createSources, defaultUserAgent } from "./index.ts";

const ORDER = ["acoustid", "musicbrainz", "lastfm", "itunes", "discogs"];

describe("outside sources from configuration", () => {
  it("lists the five sources in staggering order, all off by default", () => {
    const sources = createSources(loadConfig({ NODE_ENV: "test" }), testOptions);
    expect(sources.map((s) => s.id)).toEqual(ORDER);
    expect(sources.map((s) => s.enabled)).toEqual([false, false, false, false, false]);
    expect(sources.map((s) => s.needsFingerprint)).toEqual([true, false, false, false, false]);
  });

  it("turns each source on by its own key or URL", () => {
    const config = loadConfig({
      NODE_ENV: "test",
      ACOUSTID_API_KEY: "acoustid-key",
      MUSICBRAINZ_URL: "https://musicbrainz.org/ws/2",
      LASTFM_API_KEY: "lastfm-key",
      ITUNES_SEARCH_URL: "https://itunes.apple.com/search",
      DISCOGS_TOKEN: "discogs-token",
    });
    const sources = createSources(config, testOptions);
    expect(sources.map((s) => s.id)).toEqual(ORDER);
    expect(sources.every((s) => s.enabled)).toBe(true);

    const onlyDiscogs = createSources(
      loadConfig({ NODE_ENV: "test", DISCOGS_TOKEN: "discogs-token" }),
      testOptions,
    );
    expect(onlyDiscogs.filter((s) => s.enabled).map((s) => s.id)).toEqual(["discogs"]);
  });
});

describe("User-Agent sent to every service", () => {
  it("reads 'Name/1.0 ( app URL; support address )' as MusicBrainz asks", () => {
    expect(defaultUserAgent(loadConfig({ NODE_ENV: "test" }))).toBe(
      "Offbeat/1.0 ( http://localhost:3000; support@offbeat.se )",
    );
    const config = loadConfig({
      NODE_ENV: "test",
      LABEL_NAME: "Söder Ljud",
      APP_URL: "https://music.example.se",
      SUPPORT_EMAIL: "help@example.se",
    });
    expect(defaultUserAgent(config)).toBe(
      "Soder-Ljud/1.0 ( https://music.example.se; help@example.se )",
    );
  });

  it("stays plain ASCII, falling back to Offbeat when the name has no Latin letters", () => {
    const accented = defaultUserAgent(
      loadConfig({ NODE_ENV: "test", LABEL_NAME: "Café Noir Records" }),
    );
    expect(accented).toBe("Cafe-Noir-Records/1.0 ( http://localhost:3000; support@offbeat.se )");
    expect(defaultUserAgent(loadConfig({ NODE_ENV: "test", LABEL_NAME: "Ljud & Bild" }))).toMatch(
      /^[\x20-\x7e]+$/,
    );
    expect(defaultUserAgent(loadConfig({ NODE_ENV: "test", LABEL_NAME: "東京レコード" }))).toBe(
      "Offbeat/1.0 ( http://localhost:3000; support@offbeat.se )",
    );
  });
});
