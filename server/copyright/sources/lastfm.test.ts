import { afterEach, describe, expect, it } from "vitest";
import { expectPromptTimeout } from "./failureChecks.ts";
import {
  type FakeHandler,
  type FakeService,
  reply,
  startFakeService,
  testOptions,
  testQuery,
} from "./fakeService.ts";
import { lastfmSource } from "./lastfm.ts";

let service: FakeService | undefined;
afterEach(async () => {
  await service?.close();
  service = undefined;
});

async function adapterFor(handler: FakeHandler) {
  service = await startFakeService(handler);
  return lastfmSource({ apiKey: "lastfm-key", url: `${service.url}/2.0/` }, testOptions);
}

/** track.getInfo and track.search answers as Last.fm sends them with format=json. */
const info = {
  track: {
    name: "Believe",
    mbid: "32ca187e-ee25-4f18-b7d0-3b6713f24635",
    url: "https://www.last.fm/music/Cher/_/Believe",
    duration: "240000",
    streamable: { "#text": "0", fulltrack: "0" },
    listeners: "1056781",
    playcount: "8766543",
    artist: {
      name: "Cher",
      mbid: "bfcc6d75-a6a5-4bc6-8282-47aec8531818",
      url: "https://www.last.fm/music/Cher",
    },
    album: { artist: "Cher", title: "Believe", url: "https://www.last.fm/music/Cher/Believe" },
    wiki: { published: "27 Jul 2008, 15:44", summary: "…", content: "…" },
  },
};

const search = {
  results: {
    "opensearch:Query": { "#text": "", role: "request", searchTerms: "Believe", startPage: "1" },
    "opensearch:totalResults": "2",
    trackmatches: {
      track: [
        {
          name: "Believe",
          artist: "Cher",
          url: "https://www.last.fm/music/Cher/_/Believe",
          streamable: "FIXME",
          listeners: "1056781",
          mbid: "32ca187e-ee25-4f18-b7d0-3b6713f24635",
        },
        {
          name: "Believe",
          artist: "The Bravery",
          url: "https://www.last.fm/music/The+Bravery/_/Believe",
          streamable: "FIXME",
          listeners: "210433",
          mbid: "",
        },
      ],
    },
    "@attr": { for: "Believe" },
  },
};

const byMethod =
  (answers: Record<string, [number, unknown]>): FakeHandler =>
  (req, res) => {
    const [status, body] = answers[req.query.get("method") ?? ""] ?? [404, {}];
    reply(res, status, body);
  };

describe("Last.fm track info and search", () => {
  it("sends track.getInfo with autocorrect and track.search with limit 20, both keyed, JSON", async () => {
    const adapter = await adapterFor(
      byMethod({ "track.getInfo": [200, info], "track.search": [200, search] }),
    );
    await adapter.lookup(testQuery, AbortSignal.timeout(5000));

    const requests = service!.requests;
    expect(requests).toHaveLength(2);
    const getInfo = requests.find((r) => r.query.get("method") === "track.getInfo");
    const trackSearch = requests.find((r) => r.query.get("method") === "track.search");
    expect(getInfo?.path).toBe("/2.0/");
    expect(Object.fromEntries(getInfo!.query)).toEqual({
      method: "track.getInfo",
      artist: "Cher",
      track: "Believe",
      autocorrect: "1",
      api_key: "lastfm-key",
      format: "json",
    });
    expect(Object.fromEntries(trackSearch!.query)).toEqual({
      method: "track.search",
      track: "Believe",
      artist: "Cher",
      limit: "20",
      api_key: "lastfm-key",
      format: "json",
    });
    expect(getInfo?.headers["user-agent"]).toBe(testOptions.userAgent);
  });

  it("maps the info and every search match, listeners as numbers and an empty mbid as none", async () => {
    const adapter = await adapterFor(
      byMethod({ "track.getInfo": [200, info], "track.search": [200, search] }),
    );
    const candidates = await adapter.lookup(testQuery, AbortSignal.timeout(5000));
    expect(candidates).toEqual([
      {
        source: "lastfm",
        title: "Believe",
        artist: "Cher",
        details: 'Last.fm track info, album "Believe"',
        releaseDate: null,
        url: "https://www.last.fm/music/Cher/_/Believe",
        mbid: "32ca187e-ee25-4f18-b7d0-3b6713f24635",
        listeners: 1056781,
      },
      {
        source: "lastfm",
        title: "Believe",
        artist: "Cher",
        details: "Last.fm track search",
        releaseDate: null,
        url: "https://www.last.fm/music/Cher/_/Believe",
        mbid: "32ca187e-ee25-4f18-b7d0-3b6713f24635",
        listeners: 1056781,
      },
      {
        source: "lastfm",
        title: "Believe",
        artist: "The Bravery",
        details: "Last.fm track search",
        releaseDate: null,
        url: "https://www.last.fm/music/The+Bravery/_/Believe",
        mbid: null,
        listeners: 210433,
      },
    ]);
  });

  it("reads a lone search match sent as an object rather than a list", async () => {
    const lone = { results: { trackmatches: { track: search.results.trackmatches.track[1] } } };
    const adapter = await adapterFor(
      byMethod({ "track.getInfo": [200, info], "track.search": [200, lone] }),
    );
    const candidates = await adapter.lookup(testQuery, AbortSignal.timeout(5000));
    expect(candidates.map((c) => c.artist)).toEqual(["Cher", "The Bravery"]);
  });

  it("treats error 6 (track not found) from track.getInfo as no candidate, not a failure", async () => {
    const adapter = await adapterFor(
      byMethod({
        "track.getInfo": [200, { error: 6, message: "Track not found", links: [] }],
        "track.search": [200, { results: { trackmatches: { track: [] } } }],
      }),
    );
    await expect(adapter.lookup(testQuery, AbortSignal.timeout(5000))).resolves.toEqual([]);
  });

  it("still gives the search matches when track.getInfo says not found with HTTP 404", async () => {
    const adapter = await adapterFor(
      byMethod({
        "track.getInfo": [404, { error: 6, message: "Track not found", links: [] }],
        "track.search": [200, search],
      }),
    );
    const candidates = await adapter.lookup(testQuery, AbortSignal.timeout(5000));
    expect(candidates.map((c) => c.details)).toEqual([
      "Last.fm track search",
      "Last.fm track search",
    ]);
  });

  it("fails with Last.fm's message on error 10 (invalid key), whatever the HTTP status", async () => {
    const invalidKey = {
      error: 10,
      message: "Invalid API key - You must be granted a valid key by last.fm",
    };
    for (const status of [200, 403]) {
      const adapter = await adapterFor(
        byMethod({ "track.getInfo": [status, invalidKey], "track.search": [status, invalidKey] }),
      );
      await expect(adapter.lookup(testQuery, AbortSignal.timeout(5000))).rejects.toThrow(
        "Last.fm error 10: Invalid API key - You must be granted a valid key by last.fm",
      );
      await service?.close();
      service = undefined;
    }
  });

  it("fails when the search alone fails", async () => {
    const adapter = await adapterFor(
      byMethod({ "track.getInfo": [200, info], "track.search": [503, "Service Unavailable"] }),
    );
    await expect(adapter.lookup(testQuery, AbortSignal.timeout(5000))).rejects.toThrow(
      "Last.fm answered HTTP 503",
    );
  });

  it("gives up promptly when the service never answers", async () => {
    await expectPromptTimeout("Last.fm", adapterFor);
  });

  it("is off without an API key", () => {
    expect(lastfmSource({ url: "https://ws.audioscrobbler.com/2.0/" }, testOptions).enabled).toBe(
      false,
    );
    expect(lastfmSource({ apiKey: "k", url: "https://x/" }, testOptions).enabled).toBe(true);
  });
});
