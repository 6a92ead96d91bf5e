import { afterEach, describe, expect, it } from "vitest";
import { expectFailsWhenDownOrGarbled, expectPromptTimeout } from "./failureChecks.ts";
import {
  type FakeHandler,
  type FakeService,
  reply,
  startFakeService,
  testOptions,
  testQuery,
} from "./fakeService.ts";
import { itunesSource } from "./itunes.ts";

let service: FakeService | undefined;
afterEach(async () => {
  await service?.close();
  service = undefined;
});

async function adapterFor(handler: FakeHandler, query = "") {
  service = await startFakeService(handler);
  return itunesSource({ url: `${service.url}/search${query}` }, testOptions);
}

/** Apple serves the Search API's JSON as text/javascript. */
const APPLE_TYPE = "text/javascript; charset=utf-8";

/** A song search answer as the iTunes Search API documents it (media=music, entity=song). */
const answer = {
  resultCount: 3,
  results: [
    {
      wrapperType: "track",
      kind: "song",
      artistId: 83960,
      collectionId: 73273758,
      trackId: 73273689,
      artistName: "Cher",
      collectionName: "Believe",
      trackName: "Believe",
      collectionCensoredName: "Believe",
      trackCensoredName: "Believe",
      artistViewUrl: "https://music.apple.com/us/artist/cher/83960?uo=4",
      collectionViewUrl: "https://music.apple.com/us/album/believe/73273758?i=73273689&uo=4",
      trackViewUrl: "https://music.apple.com/us/album/believe/73273758?i=73273689&uo=4",
      previewUrl: "https://audio-ssl.itunes.apple.com/itunes-assets/AudioPreview/believe.m4a",
      releaseDate: "1998-10-22T07:00:00Z",
      collectionExplicitness: "notExplicit",
      trackExplicitness: "notExplicit",
      trackTimeMillis: 239040,
      country: "USA",
      currency: "USD",
      primaryGenreName: "Pop",
      isStreamable: true,
    },
    {
      wrapperType: "track",
      kind: "song",
      artistName: "The Bravery",
      collectionName: "The Bravery",
      trackName: "Believe",
      trackViewUrl: "https://music.apple.com/us/album/believe/1440789377?i=1440789380&uo=4",
      releaseDate: "2005-03-01T08:00:00Z",
      trackTimeMillis: 187000,
    },
    // Not a song (no trackName): nothing to compare a title against.
    {
      wrapperType: "collection",
      collectionType: "Album",
      artistName: "Cher",
      collectionName: "Believe (25th Anniversary Deluxe Edition)",
      collectionViewUrl: "https://music.apple.com/us/album/believe/1692181003?uo=4",
      releaseDate: "2023-09-29T07:00:00Z",
    },
  ],
};

describe("iTunes song search", () => {
  it("asks for 50 songs matching artist and title, with a User-Agent", async () => {
    const adapter = await adapterFor((_req, res) => reply(res, 200, answer, APPLE_TYPE));
    await adapter.lookup(testQuery, AbortSignal.timeout(5000));

    expect(service!.requests).toHaveLength(1);
    const [request] = service!.requests;
    expect(request?.method).toBe("GET");
    expect(request?.path).toBe("/search");
    expect(Object.fromEntries(request!.query)).toEqual({
      term: "Cher Believe",
      media: "music",
      entity: "song",
      limit: "50",
    });
    expect(request?.headers["user-agent"]).toBe(testOptions.userAgent);
  });

  it("keeps a store country set in the configured URL", async () => {
    const adapter = await adapterFor((_req, res) => reply(res, 200, answer), "?country=se");
    await adapter.lookup(testQuery, AbortSignal.timeout(5000));
    expect(service!.requests[0]?.query.get("country")).toBe("se");
    expect(service!.requests[0]?.query.get("term")).toBe("Cher Believe");
  });

  it("maps each song with its album, release day and store link, skipping non-songs", async () => {
    const adapter = await adapterFor((_req, res) => reply(res, 200, answer, APPLE_TYPE));
    const candidates = await adapter.lookup(testQuery, AbortSignal.timeout(5000));
    expect(candidates).toEqual([
      {
        source: "itunes",
        title: "Believe",
        artist: "Cher",
        details: "Believe",
        releaseDate: "1998-10-22",
        url: "https://music.apple.com/us/album/believe/73273758?i=73273689&uo=4",
      },
      {
        source: "itunes",
        title: "Believe",
        artist: "The Bravery",
        details: "The Bravery",
        releaseDate: "2005-03-01",
        url: "https://music.apple.com/us/album/believe/1440789377?i=1440789380&uo=4",
      },
    ]);
  });

  it("gives no candidates when the store has no match", async () => {
    const adapter = await adapterFor((_req, res) =>
      reply(res, 200, { resultCount: 0, results: [] }, APPLE_TYPE),
    );
    await expect(adapter.lookup(testQuery, AbortSignal.timeout(5000))).resolves.toEqual([]);
  });

  it("fails with Apple's errorMessage on a refused request (HTTP 400)", async () => {
    const adapter = await adapterFor((_req, res) =>
      reply(
        res,
        400,
        {
          errorMessage: "Invalid value(s) for key(s): [mediaType]",
          queryParameters: { media: "music", entity: "song" },
        },
        APPLE_TYPE,
      ),
    );
    await expect(adapter.lookup(testQuery, AbortSignal.timeout(5000))).rejects.toThrow(
      "iTunes Search answered HTTP 400: Invalid value(s) for key(s): [mediaType]",
    );
  });

  it("fails on HTTP 503 and on a body that is not JSON", () =>
    expectFailsWhenDownOrGarbled("iTunes Search", adapterFor, () => service?.close()));

  it("fails on an answer without a results list", async () => {
    const adapter = await adapterFor((_req, res) => reply(res, 200, { resultCount: 0 }));
    await expect(adapter.lookup(testQuery, AbortSignal.timeout(5000))).rejects.toThrow(
      /iTunes Search answered in an unexpected shape/,
    );
  });

  it("gives up promptly when the service never answers", async () => {
    await expectPromptTimeout("iTunes Search", adapterFor);
    expect(service?.requests).toHaveLength(1);
  });

  it("is off without a URL and keeps to Apple's 20 calls a minute", () => {
    expect(itunesSource({}, testOptions).enabled).toBe(false);
    const on = itunesSource({ url: "https://itunes.apple.com/search" }, testOptions);
    expect(on.enabled).toBe(true);
    expect(on.minIntervalMs).toBe(3000);
    expect(on.needsFingerprint).toBe(false);
  });
});
