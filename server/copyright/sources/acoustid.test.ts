import { afterEach, describe, expect, it } from "vitest";
import { acoustidSource } from "./acoustid.ts";
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
  return acoustidSource({ apiKey: "app-key-123", url: `${service.url}/v2/lookup` }, testOptions);
}

/** A lookup answer as the web service documents it (meta=recordings releasegroups compress). */
const answer = {
  status: "ok",
  results: [
    {
      id: "9ff43b6a-4f16-427c-93c2-92307ca505e0",
      score: 0.972,
      recordings: [
        {
          id: "cd2e7c47-16f5-46c6-a37c-a1eb7bf599ff",
          title: "Believe",
          duration: 239,
          artists: [{ id: "bfcc6d75-a6a5-4bc6-8282-47aec8531818", name: "Cher" }],
          releasegroups: [
            { id: "ddaa2d4d-314e-3e7c-b1d0-f6d207f5aa2f", title: "Believe", type: "Album" },
          ],
        },
        {
          id: "0c1f2f4e-1a56-4c8a-9d62-4cf1a0a3b1de",
          title: "Believe (radio edit)",
          artists: [
            { id: "a1", name: "Cher", joinphrase: " feat. " },
            { id: "a2", name: "DJ Someone" },
          ],
        },
      ],
    },
    // An AcoustID track no one has linked to a recording yet.
    { id: "c8f5bfc0-3d4e-416d-857d-42d5d1c1e466", score: 0.72 },
  ],
};

describe("AcoustID fingerprint lookup", () => {
  it("posts the key, the whole-second duration and the fingerprint as the docs describe", async () => {
    const adapter = await adapterFor((_req, res) => reply(res, 200, answer));
    await adapter.lookup({ ...testQuery, durationSeconds: 238.6 }, AbortSignal.timeout(5000));

    const [request] = service!.requests;
    expect(request?.method).toBe("POST");
    expect(request?.path).toBe("/v2/lookup");
    expect(request?.headers["content-type"]).toMatch(/^application\/x-www-form-urlencoded/);
    expect(request?.headers["user-agent"]).toBe(testOptions.userAgent);
    const form = new URLSearchParams(request?.body);
    expect(Object.fromEntries(form)).toEqual({
      client: "app-key-123",
      duration: "239",
      fingerprint: testQuery.fingerprint,
      meta: "recordings releasegroups compress",
      format: "json",
    });
  });

  it("turns each linked recording into a fingerprint candidate scored 0-100", async () => {
    const adapter = await adapterFor((_req, res) => reply(res, 200, answer));
    const candidates = await adapter.lookup(testQuery, AbortSignal.timeout(5000));

    expect(candidates).toEqual([
      {
        source: "acoustid",
        title: "Believe",
        artist: "Cher",
        audioScore: 97.2,
        details: "AcoustID fingerprint match (score 0.97)",
        releaseDate: null,
        url: "https://musicbrainz.org/recording/cd2e7c47-16f5-46c6-a37c-a1eb7bf599ff",
        mbid: "cd2e7c47-16f5-46c6-a37c-a1eb7bf599ff",
      },
      {
        source: "acoustid",
        title: "Believe (radio edit)",
        artist: "Cher feat. DJ Someone",
        audioScore: 97.2,
        details: "AcoustID fingerprint match (score 0.97)",
        releaseDate: null,
        url: "https://musicbrainz.org/recording/0c1f2f4e-1a56-4c8a-9d62-4cf1a0a3b1de",
        mbid: "0c1f2f4e-1a56-4c8a-9d62-4cf1a0a3b1de",
      },
    ]);
  });

  it("takes the earliest release date when the release groups carry releases", async () => {
    const dated = {
      status: "ok",
      results: [
        {
          id: "t1",
          score: 0.9,
          recordings: [
            {
              id: "r1",
              title: "Believe",
              artists: [{ name: "Cher" }, { name: "Someone Else" }],
              releasegroups: [
                { title: "Believe", releases: [{ date: { year: 1998, month: 10, day: 22 } }] },
                { title: "Greatest Hits", releases: [{ date: { year: 1999 } }, {}] },
              ],
            },
          ],
        },
      ],
    };
    const adapter = await adapterFor((_req, res) => reply(res, 200, dated));
    const [candidate] = await adapter.lookup(testQuery, AbortSignal.timeout(5000));
    expect(candidate?.releaseDate).toBe("1998-10-22");
    expect(candidate?.artist).toBe("Cher, Someone Else");
  });

  it("gives no candidates when nothing matched", async () => {
    const adapter = await adapterFor((_req, res) => reply(res, 200, { status: "ok", results: [] }));
    await expect(adapter.lookup(testQuery, AbortSignal.timeout(5000))).resolves.toEqual([]);
  });

  it("fails with AcoustID's own message on an error answer", async () => {
    const adapter = await adapterFor((_req, res) =>
      reply(res, 400, { status: "error", error: { code: 4, message: "invalid API key" } }),
    );
    await expect(adapter.lookup(testQuery, AbortSignal.timeout(5000))).rejects.toThrow(
      "AcoustID answered HTTP 400: invalid API key",
    );
  });

  it("fails on a status error even when the HTTP status is 200", async () => {
    const adapter = await adapterFor((_req, res) =>
      reply(res, 200, { status: "error", error: { code: 3, message: "invalid fingerprint" } }),
    );
    await expect(adapter.lookup(testQuery, AbortSignal.timeout(5000))).rejects.toThrow(
      "AcoustID error 3: invalid fingerprint",
    );
  });

  it("fails on HTTP 503 and on a body that is not JSON", () =>
    expectFailsWhenDownOrGarbled("AcoustID", adapterFor, () => service?.close()));

  it("fails on an answer in an undocumented shape", async () => {
    const adapter = await adapterFor((_req, res) =>
      reply(res, 200, { status: "ok", results: [{ id: "t1", score: "high" }] }),
    );
    await expect(adapter.lookup(testQuery, AbortSignal.timeout(5000))).rejects.toThrow(
      /AcoustID answered in an unexpected shape/,
    );
  });

  it("gives up promptly when the service never answers", async () => {
    await expectPromptTimeout("AcoustID", adapterFor);
    expect(service?.requests).toHaveLength(1);
  });

  it("refuses to look up without a fingerprint, without asking the service", async () => {
    const adapter = await adapterFor((_req, res) => reply(res, 200, answer));
    await expect(
      adapter.lookup({ ...testQuery, fingerprint: null }, AbortSignal.timeout(5000)),
    ).rejects.toThrow("AcoustID needs an audio fingerprint");
    expect(service?.requests).toHaveLength(0);
  });

  it("is off without an API key, and needs the fingerprint", () => {
    const off = acoustidSource({ url: "https://api.acoustid.org/v2/lookup" }, testOptions);
    expect(off.enabled).toBe(false);
    expect(off.needsFingerprint).toBe(true);
    expect(acoustidSource({ apiKey: "k", url: "https://x" }, testOptions).enabled).toBe(true);
  });
});
