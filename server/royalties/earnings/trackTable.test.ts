import { describe, expect, test } from "vitest";
import { pageByRelease, trackChart } from "./trackTable.ts";

/** The earnings table's pages and the track chart's bars (issue 19), on rows as the query orders them. */
const rowsOf = (releases: [string | null, number][]) =>
  releases.flatMap(([releaseId, count]) =>
    Array.from({ length: count }, (_, i) => ({ releaseId, n: i })),
  );
const releasesOf = (rows: { releaseId: string | null }[]) => [
  ...new Set(rows.map((row) => row.releaseId)),
];

describe("pageByRelease", () => {
  test("a page ends between releases, with the last release's id to go on from", () => {
    const page = pageByRelease(
      rowsOf([
        ["a", 30],
        ["b", 15],
        ["c", 10],
      ]),
      50,
    );
    expect([releasesOf(page.items), page.items.length, page.next]).toEqual([["a", "b"], 45, "b"]);
  });

  test("a release longer than a page is a page alone; the last page has no next", () => {
    const long = pageByRelease(
      rowsOf([
        ["a", 60],
        ["b", 1],
      ]),
      50,
    );
    expect([long.items.length, long.next]).toEqual([60, "a"]);
    const last = pageByRelease(rowsOf([["b", 1]]), 50);
    expect([last.items.length, last.next]).toEqual([1, null]);
    expect(pageByRelease([], 50)).toEqual({ items: [], next: null });
  });

  test("money no release explains comes last and stays with the page that reaches it", () => {
    const page = pageByRelease(
      rowsOf([
        ["a", 2],
        [null, 3],
      ]),
      4,
    );
    // The group without a release would not fit, so the next page holds it, after "a".
    expect([releasesOf(page.items), page.next]).toEqual([["a"], "a"]);
    const rest = pageByRelease(rowsOf([[null, 3]]), 4);
    expect([rest.items.length, rest.next]).toEqual([3, null]);
  });
});

const track = (trackTitle: string, releaseTitle: string, amount: bigint) => ({
  trackId: `${releaseTitle}/${trackTitle}`,
  trackTitle,
  isrc: null,
  releaseId: releaseTitle,
  releaseTitle,
  amount,
  streams: 0,
  downloads: 0,
});

describe("trackChart", () => {
  test("names a track's release only where two tracks share a title, largest first", () => {
    const chart = trackChart(
      [
        track("Intro", "Night Drive", 100n),
        track("Alpha", "Night Drive", 200n),
        track("Intro", "Low Tide", 300n),
      ],
      "SEK",
    );
    expect(chart).toEqual({
      byTrack: [
        { label: "Intro (Low Tide)", amount: "3.00" },
        { label: "Alpha", amount: "2.00" },
        { label: "Intro (Night Drive)", amount: "1.00" },
      ],
      byTrackRest: null,
    });
  });

  test("ten tracks are ten bars; eleven are nine and the rest, added up exactly", () => {
    const tracks = (n: number) =>
      Array.from({ length: n }, (_, i) => track(`T${i}`, "R", BigInt(1000 - i) * 1_000_001n));
    expect(trackChart(tracks(10), "SEK").byTrackRest).toBeNull();
    const eleven = trackChart(tracks(11), "SEK");
    expect(eleven.byTrack.map((bar) => bar.label)).toEqual(
      Array.from({ length: 9 }, (_, i) => `T${i}`),
    );
    // 991 and 990 million cents and change: summed as integers, not floats.
    expect(eleven.byTrackRest).toEqual({ tracks: 2, amount: "19810019.81" });
  });

  test("equal amounts keep the table's order", () => {
    const chart = trackChart([track("B", "R", 5n), track("A", "R", 5n)], "SEK");
    expect(chart.byTrack.map((bar) => bar.label)).toEqual(["B", "A"]);
  });
});
