import { describe, expect, it } from "vitest";
import { isStoreUrl, SLUG_PATTERN, SmartLinkMessages, slugify } from "./smartLinks.ts";

describe("store web addresses", () => {
  it("accepts https addresses on the store's own site", () => {
    expect(isStoreUrl("spotify", "https://open.spotify.com/album/4aawyAB9vmqN3uQ7FjRGTy")).toBe(
      true,
    );
    expect(isStoreUrl("amazon_music", "https://music.amazon.de/albums/B0X")).toBe(true);
    expect(isStoreUrl("bandcamp", "https://delia.bandcamp.com/album/harbour")).toBe(true);
    expect(isStoreUrl("apple_music", "https://MUSIC.APPLE.COM/se/album/x/1")).toBe(true);
  });

  it("refuses other sites, look-alikes, plain http, credentials and ports", () => {
    expect(isStoreUrl("spotify", "https://music.apple.com/album/1")).toBe(false);
    expect(isStoreUrl("spotify", "https://open.spotify.com.evil.example/album/1")).toBe(false);
    expect(isStoreUrl("spotify", "https://evilopen.spotify.com/album/1")).toBe(false);
    expect(isStoreUrl("bandcamp", "https://bandcamp.com.evil.example/")).toBe(false);
    expect(isStoreUrl("bandcamp", "https://.bandcamp.com/")).toBe(false);
    expect(isStoreUrl("spotify", "http://open.spotify.com/album/1")).toBe(false);
    expect(isStoreUrl("spotify", "https://me:pw@open.spotify.com/album/1")).toBe(false);
    expect(isStoreUrl("spotify", "https://open.spotify.com:8443/album/1")).toBe(false);
    expect(isStoreUrl("spotify", "javascript:alert(1)")).toBe(false);
    expect(isStoreUrl("spotify", "not a url")).toBe(false);
  });

  it("names the store and an example in its message", () => {
    expect(SmartLinkMessages.notAStoreUrl("tidal")).toBe(
      "That is not a TIDAL web address (https://tidal.com/browse/album/…).",
    );
  });
});

describe("slugs", () => {
  it("folds accents and joins words with single hyphens", () => {
    expect(slugify("Björk Guðmundsdóttir  Homogenic!")).toBe("bjork-gudmundsdottir-homogenic");
    expect(slugify("Simon & Garfunkel")).toBe("simon-and-garfunkel");
    expect(slugify("  --Délia -- Harbour Lights--  ")).toBe("delia-harbour-lights");
  });

  it("is never empty and never ends in a hyphen when cut", () => {
    expect(slugify("東京")).toBe("release");
    const long = slugify("word ".repeat(40), 20);
    expect(long.length).toBeLessThanOrEqual(20);
    expect(long).toMatch(SLUG_PATTERN);
  });
});
