import type { Candidate, OutsideSource } from "@common/copyright.ts";
import { describe, expect, it } from "vitest";
import { createLookupRunner } from "./runLookups.ts";
import type { SourceAdapter } from "./sources/source.ts";

const query = { title: "Believe", artist: "Cher", durationSeconds: 239, fingerprint: "AQAD" };

/** An adapter that notes when it was asked and answers after `answerMs` (or never, or badly). */
function fake(
  id: OutsideSource,
  starts: Map<OutsideSource, number[]>,
  behaviour: "answer" | "hang" | "throw" = "answer",
  extra: Partial<SourceAdapter> = {},
): SourceAdapter {
  return {
    id,
    enabled: true,
    needsFingerprint: false,
    minIntervalMs: 0,
    lookup(_query, signal) {
      starts.set(id, [...(starts.get(id) ?? []), Date.now()]);
      if (behaviour === "throw") return Promise.reject(new Error("HTTP 503"));
      if (behaviour === "hang")
        return new Promise<Candidate[]>((_resolve, reject) =>
          signal.addEventListener("abort", () => reject(signal.reason)),
        );
      return Promise.resolve([{ source: id, title: "Believe", artist: "Cher" }]);
    },
    ...extra,
  };
}

describe("outside lookups", () => {
  it("start staggered at 0, 200, 400 and 600 ms (spec §9)", async () => {
    const starts = new Map<OutsideSource, number[]>();
    const ids: OutsideSource[] = ["acoustid", "musicbrainz", "lastfm", "itunes", "discogs"];
    const run = createLookupRunner(
      ids.map((id) => fake(id, starts)),
      5000,
    );
    const begun = Date.now();
    const outcome = await run(query);
    const offsets = ids.map((id) => (starts.get(id)?.[0] ?? Number.NaN) - begun);
    const expected = [0, 200, 400, 600, 600];
    offsets.forEach((offset, i) => {
      expect(offset).toBeGreaterThanOrEqual((expected[i] ?? 0) - 5);
      expect(offset).toBeLessThan((expected[i] ?? 0) + 150);
    });
    expect(outcome.candidates).toHaveLength(5);
    expect(outcome.used).toEqual(ids);
    expect(outcome.failures).toEqual([]);
  });

  it("turn a failure or a timeout into an empty list and name the source", async () => {
    const starts = new Map<OutsideSource, number[]>();
    const run = createLookupRunner(
      [
        fake("acoustid", starts),
        fake("musicbrainz", starts, "throw"),
        fake("lastfm", starts, "hang"),
        fake("itunes", starts, "answer", { enabled: false }),
        fake("discogs", starts),
      ],
      300,
    );
    const begun = Date.now();
    const outcome = await run(query);
    // Last.fm's slot is 400 ms, its timeout 300 ms: the whole check is over well before 1.5 s.
    expect(Date.now() - begun).toBeLessThan(1500);
    expect(outcome.states).toEqual({
      acoustid: "ok",
      musicbrainz: "failed",
      lastfm: "failed",
      itunes: "off",
      discogs: "ok",
    });
    expect(outcome.failures).toEqual(["musicbrainz: HTTP 503", "lastfm: no answer within 300 ms"]);
    expect(outcome.candidates.map((c) => c.source)).toEqual(["acoustid", "discogs"]);
    expect(starts.has("itunes")).toBe(false);
  });

  it("report a fingerprint source unavailable when there is no fingerprint", async () => {
    const starts = new Map<OutsideSource, number[]>();
    const run = createLookupRunner(
      [fake("acoustid", starts, "answer", { needsFingerprint: true })],
      1000,
    );
    const outcome = await run({ ...query, fingerprint: null });
    expect(outcome.states).toEqual({ acoustid: "unavailable" });
    expect(outcome.used).toEqual([]);
    expect(starts.size).toBe(0);
  });

  it("keep a service's own rate limit between checks", async () => {
    const starts = new Map<OutsideSource, number[]>();
    const run = createLookupRunner(
      [fake("acoustid", starts, "answer", { minIntervalMs: 400 })],
      1000,
    );
    await Promise.all([run(query), run(query)]);
    const [a = 0, b = 0] = starts.get("acoustid") ?? [];
    expect(b - a).toBeGreaterThanOrEqual(395);
  });
});
