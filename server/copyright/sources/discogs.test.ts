import { afterEach, describe, expect, it } from "vitest";
import { discogsSource } from "./discogs.ts";
import { expectFailsWhenDownOrGarbled, expectPromptTimeout } from "./failureChecks.ts";
import {
  type FakeHandler,
  type FakeService,
  reply,
  startFakeService,
  testOptions,
  testQuery,
} from "./fakeService.ts";

let service: FakeService | undefined;
afterEach(async () => {
  await service?.close();
  service = undefined;
});

async function adapterFor(handler: FakeHandler) {
  service = await startFakeService(handler);
  return discogsSource({ token: "discogs-token", url: service.url }, testOptions);
}

/** Database search answers as Discogs documents them: a pagination object and the results. */
const page = (items: number) => ({ page: 1, pages: 1, per_page: 25, items, urls: {} });

const masters = {
  pagination: page(2),
  results: [
    {
      id: 13014,
      type: "master",
      master_id: 13014,
      master_url: "https://api.discogs.com/masters/13014",
      uri: "/master/13014-Cher-Believe",
      title: "Cher - Believe",
      country: "Europe",
      year: "1998",
      format: ["CD", "Album"],
      label: ["WEA"],
      genre: ["Electronic", "Pop"],
      style: ["Europop", "Euro House"],
      catno: "3984 25319 2",
      barcode: [],
      thumb: "",
      cover_image: "",
      resource_url: "https://api.discogs.com/masters/13014",
      community: { want: 1520, have: 10240 },
    },
    {
      id: 998877,
      type: "master",
      title: "Dana (2) - Believe",
      year: "2004",
      uri: "/master/998877-Dana-Believe",
      resource_url: "https://api.discogs.com/masters/998877",
    },
  ],
};

const releases = {
  pagination: page(4),
  results: [
    // The master's own release: same artist and title, so the master stands for it.
    {
      id: 45627,
      type: "release",
      master_id: 13014,
      title: "Cher - Believe",
      year: "1998",
      uri: "/release/45627-Cher-Believe",
      resource_url: "https://api.discogs.com/releases/45627",
    },
    // Reads the same once case and punctuation are set aside.
    {
      id: 45628,
      type: "release",
      master_id: 13014,
      title: "CHER - Believe!",
      year: "1999",
      uri: "/release/45628-Cher-Believe",
      resource_url: "https://api.discogs.com/releases/45628",
    },
    {
      id: 2345678,
      type: "release",
      title: "Cher - Believe (The Remixes)",
      year: 1999,
      uri: "/release/2345678-Cher-Believe-The-Remixes",
      resource_url: "https://api.discogs.com/releases/2345678",
    },
    // A compilation: only the first " - " separates the artist; no year known.
    {
      id: 3456789,
      type: "release",
      title: "Various - Believe - The Dance Hits",
      uri: "/release/3456789-Various-Believe-The-Dance-Hits",
      resource_url: "https://api.discogs.com/releases/3456789",
    },
  ],
};

const byType =
  (answers: Record<string, [number, unknown]>): FakeHandler =>
  (req, res) => {
    const [status, body] = answers[req.query.get("type") ?? ""] ?? [404, {}];
    reply(res, status, body);
  };

const bothAnswer = byType({ master: [200, masters], release: [200, releases] });

describe("Discogs database search", () => {
  it("searches masters and releases by track and artist, 25 a page, with the token", async () => {
    const adapter = await adapterFor(bothAnswer);
    await adapter.lookup(testQuery, AbortSignal.timeout(5000));

    const requests = service!.requests;
    expect(requests).toHaveLength(2);
    expect(requests.map((r) => r.query.get("type")).sort()).toEqual(["master", "release"]);
    for (const request of requests) {
      expect(request.method).toBe("GET");
      expect(request.path).toBe("/database/search");
      expect(Object.fromEntries(request.query)).toEqual({
        type: request.query.get("type"),
        track: "Believe",
        artist: "Cher",
        per_page: "25",
        page: "1",
      });
      expect(request.headers.authorization).toBe("Discogs token=discogs-token");
      expect(request.headers["user-agent"]).toBe(testOptions.userAgent);
    }
  });

  it("maps masters then releases, splitting 'Artist - Title' and dropping repeats", async () => {
    const adapter = await adapterFor(bothAnswer);
    const candidates = await adapter.lookup(testQuery, AbortSignal.timeout(5000));
    expect(candidates).toEqual([
      {
        source: "discogs",
        title: "Believe",
        artist: "Cher",
        details: "Discogs master",
        releaseDate: "1998",
        url: "https://www.discogs.com/master/13014-Cher-Believe",
      },
      {
        source: "discogs",
        title: "Believe",
        artist: "Dana",
        details: "Discogs master",
        releaseDate: "2004",
        url: "https://www.discogs.com/master/998877-Dana-Believe",
      },
      {
        source: "discogs",
        title: "Believe (The Remixes)",
        artist: "Cher",
        details: "Discogs release",
        releaseDate: "1999",
        url: "https://www.discogs.com/release/2345678-Cher-Believe-The-Remixes",
      },
      {
        source: "discogs",
        title: "Believe - The Dance Hits",
        artist: "Various",
        details: "Discogs release",
        releaseDate: null,
        url: "https://www.discogs.com/release/3456789-Various-Believe-The-Dance-Hits",
      },
    ]);
  });

  it("gives no candidates when neither search finds anything", async () => {
    const empty = { pagination: page(0), results: [] };
    const adapter = await adapterFor(byType({ master: [200, empty], release: [200, empty] }));
    await expect(adapter.lookup(testQuery, AbortSignal.timeout(5000))).resolves.toEqual([]);
  });

  it("fails with Discogs' message when the token is refused (HTTP 401)", async () => {
    const refused = { message: "You must authenticate to access this resource." };
    const adapter = await adapterFor(byType({ master: [401, refused], release: [401, refused] }));
    await expect(adapter.lookup(testQuery, AbortSignal.timeout(5000))).rejects.toThrow(
      "Discogs answered HTTP 401: You must authenticate to access this resource.",
    );
  });

  it("fails when only the release search fails, rather than report half an answer", async () => {
    const adapter = await adapterFor(
      byType({
        master: [200, masters],
        release: [429, { message: "You are making requests too quickly." }],
      }),
    );
    await expect(adapter.lookup(testQuery, AbortSignal.timeout(5000))).rejects.toThrow(
      "Discogs answered HTTP 429: You are making requests too quickly.",
    );
  });

  it("fails on HTTP 503 and on a body that is not JSON", () =>
    expectFailsWhenDownOrGarbled("Discogs", adapterFor, () => service?.close()));

  it("gives up promptly when the service never answers", async () => {
    await expectPromptTimeout("Discogs", adapterFor);
  });

  it("is off without a token", () => {
    const off = discogsSource({ url: "https://api.discogs.com" }, testOptions);
    expect(off.enabled).toBe(false);
    expect(off.needsFingerprint).toBe(false);
    expect(discogsSource({ token: "t", url: "https://api.discogs.com" }, testOptions).enabled).toBe(
      true,
    );
  });
});
