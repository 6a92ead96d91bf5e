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
import { lucenePhrase, musicbrainzSource } from "./musicbrainz.ts";

let service: FakeService | undefined;
afterEach(async () => {
  await service?.close();
  service = undefined;
});

async function adapterFor(handler: FakeHandler) {
  service = await startFakeService(handler);
  return musicbrainzSource({ url: `${service.url}/ws/2` }, testOptions);
}

/** A recording search answer as the MusicBrainz web service sends it with fmt=json. */
const answer = {
  created: "2025-05-01T10:00:00.000Z",
  count: 2,
  offset: 0,
  recordings: [
    {
      id: "b1a9c0e9-d987-4042-ae91-78d6a3267d69",
      score: 100,
      title: "Believe",
      length: 239000,
      video: null,
      "artist-credit": [
        {
          name: "Cher",
          artist: { id: "bfcc6d75-a6a5-4bc6-8282-47aec8531818", name: "Cher", "sort-name": "Cher" },
        },
      ],
      "first-release-date": "1998-10-19",
      releases: [{ id: "r1", title: "Believe", status: "Official" }],
    },
    {
      id: "4a7a3f0e-3c1b-4d7e-9a36-0f6a3c9e2f11",
      score: 87,
      title: "Believe (live)",
      "artist-credit": [
        { name: "Cher", joinphrase: " & " },
        { name: "Friends", joinphrase: "" },
      ],
    },
  ],
};

describe("MusicBrainz recording search", () => {
  it("asks for 20 recordings by title and artist, in JSON, with a User-Agent", async () => {
    const adapter = await adapterFor((_req, res) => reply(res, 200, answer));
    await adapter.lookup(testQuery, AbortSignal.timeout(5000));

    const [request] = service!.requests;
    expect(request?.method).toBe("GET");
    expect(request?.path).toBe("/ws/2/recording");
    expect(request?.query.get("query")).toBe('recording:"Believe" AND artist:"Cher"');
    expect(request?.query.get("limit")).toBe("20");
    expect(request?.query.get("fmt")).toBe("json");
    expect(request?.headers["user-agent"]).toBe(testOptions.userAgent);
  });

  it("escapes quotes and Lucene operators so a title cannot change the query", async () => {
    const adapter = await adapterFor((_req, res) => reply(res, 200, { recordings: [] }));
    await adapter.lookup(
      { ...testQuery, title: 'Say "Hi" (AC/DC: remix)!', artist: "Me && You" },
      AbortSignal.timeout(5000),
    );
    expect(service!.requests[0]?.query.get("query")).toBe(
      'recording:"Say \\"Hi\\" \\(AC\\/DC\\: remix\\)\\!" AND artist:"Me \\&\\& You"',
    );
    expect(lucenePhrase("a\\b")).toBe('"a\\\\b"');
  });

  it("maps recordings with their credit, first release date and MusicBrainz link", async () => {
    const adapter = await adapterFor((_req, res) => reply(res, 200, answer));
    const candidates = await adapter.lookup(testQuery, AbortSignal.timeout(5000));
    expect(candidates).toEqual([
      {
        source: "musicbrainz",
        title: "Believe",
        artist: "Cher",
        details: 'MusicBrainz score 100, release "Believe"',
        releaseDate: "1998-10-19",
        url: "https://musicbrainz.org/recording/b1a9c0e9-d987-4042-ae91-78d6a3267d69",
        mbid: "b1a9c0e9-d987-4042-ae91-78d6a3267d69",
      },
      {
        source: "musicbrainz",
        title: "Believe (live)",
        artist: "Cher & Friends",
        details: "MusicBrainz score 87",
        releaseDate: null,
        url: "https://musicbrainz.org/recording/4a7a3f0e-3c1b-4d7e-9a36-0f6a3c9e2f11",
        mbid: "4a7a3f0e-3c1b-4d7e-9a36-0f6a3c9e2f11",
      },
    ]);
  });

  it("fails with MusicBrainz's message when it refuses (rate limit 503)", async () => {
    const adapter = await adapterFor((_req, res) =>
      reply(res, 503, {
        error: "Your requests are exceeding the allowable rate limit.",
        help: "For usage, please see: https://musicbrainz.org/development/mmd",
      }),
    );
    await expect(adapter.lookup(testQuery, AbortSignal.timeout(5000))).rejects.toThrow(
      "MusicBrainz answered HTTP 503: Your requests are exceeding the allowable rate limit.",
    );
  });

  it("fails on a bad query answer (HTTP 400)", async () => {
    const adapter = await adapterFor((_req, res) =>
      reply(res, 400, { error: "Invalid query", help: "…" }),
    );
    await expect(adapter.lookup(testQuery, AbortSignal.timeout(5000))).rejects.toThrow(
      "MusicBrainz answered HTTP 400: Invalid query",
    );
  });

  it("gives up promptly when the service never answers", async () => {
    await expectPromptTimeout("MusicBrainz", adapterFor);
  });

  it("is off without a URL and keeps to one request a second", () => {
    expect(musicbrainzSource({}, testOptions).enabled).toBe(false);
    const on = musicbrainzSource({ url: "https://musicbrainz.org/ws/2" }, testOptions);
    expect(on.enabled).toBe(true);
    expect(on.minIntervalMs).toBe(1000);
    expect(on.needsFingerprint).toBe(false);
  });
});
