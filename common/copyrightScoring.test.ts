import { describe, expect, it } from "vitest";
import type { Candidate } from "./copyright.ts";
import {
  assess,
  jaro,
  jaroWinkler,
  matchTypeFor,
  normaliseText,
  releaseStatusFrom,
  scoreCandidate,
  similarityScore,
} from "./copyrightScoring.ts";

/*
 * Every figure below is worked by hand; the comments show the arithmetic. Jaro is
 * (m/|a| + m/|b| + (m - t)/m) / 3 with m matching characters (within floor(max/2) - 1 places)
 * and t half the matches out of order; Jaro-Winkler adds prefix * 0.1 * (1 - jaro), prefix <= 4.
 *
 * Pairs used for the spec §9 edges. Each shares letters only in the same places and differs
 * in its first letter, so t = 0 and there is no prefix bonus (whichever Winkler variant):
 *   abc    / xyz      m=0                                 0
 *   abcd   / xbyz     m=1  (1/4 + 1/4 + 1)/3            = 0.5
 *   abc    / xby      m=1  (1/3 + 1/3 + 1)/3            = 0.5556
 *   abc    / xbyz     m=1  (1/3 + 1/4 + 1)/3            = 0.5278
 *   abcdef / xbyzuvwq m=1  (1/6 + 1/8 + 1)/3            = 0.4306
 *   abc    / xbc      m=2  (2/3 + 2/3 + 1)/3            = 0.7778
 *   abc    / xbcy     m=2  (2/3 + 2/4 + 1)/3            = 0.7222
 *   abc    / xbcyz    m=2  (2/3 + 2/5 + 1)/3            = 0.6889
 *   abcd   / xbcd     m=3  (3/4 + 3/4 + 1)/3            = 0.8333
 *   abcd   / xbcdyzw  m=3  (3/4 + 3/7 + 1)/3            = 0.7262
 *   abcdef / xbcdef   m=5  (5/6 + 5/6 + 1)/3            = 0.8889
 *   abcdef / xbcdefy  m=5  (5/6 + 5/7 + 1)/3            = 0.8492
 *   abcdefg/ xbcdefg  m=6  (6/7 + 6/7 + 1)/3            = 0.9048
 */

const track = (title: string, artist: string) => ({ title, artist });

/** A title and artist search result (no audio compared). */
const text = (title: string, artist: string, source: Candidate["source"] = "musicbrainz") =>
  ({ source, title, artist }) satisfies Candidate;

/** A result whose audio was compared: its confidence is the audio likeness. */
const heard = (
  audioScore: number,
  title = "Other Song",
  artist = "Other Band",
  source: Candidate["source"] = "acoustid",
) => ({ source, title, artist, audioScore }) satisfies Candidate;

describe("Jaro and Jaro-Winkler", () => {
  it("gives the textbook figures", () => {
    // MARTHA/MARHTA: window 2, m=6, T/H and H/T out of order -> t=1;
    // (6/6 + 6/6 + 5/6)/3 = 0.9444; prefix MAR=3: 0.9444 + 3*0.1*(1-0.9444) = 0.9611
    expect(jaro("MARTHA", "MARHTA")).toBeCloseTo(0.9444, 4);
    expect(jaroWinkler("MARTHA", "MARHTA")).toBeCloseTo(0.9611, 4);
    // DWAYNE/DUANE: window 2, m=4 (D,A,N,E), t=0; (4/6 + 4/5 + 4/4)/3 = 0.8222;
    // prefix D=1: 0.8222 + 0.1*0.1778 = 0.84
    expect(jaro("DWAYNE", "DUANE")).toBeCloseTo(0.8222, 4);
    expect(jaroWinkler("DWAYNE", "DUANE")).toBeCloseTo(0.84, 4);
    expect(jaroWinkler("DUANE", "DWAYNE")).toBeCloseTo(0.84, 4);
    // DIXON/DICKSONX: window 3, m=4 (D,I,O,N; the X at 7 is out of reach), t=0;
    // (4/5 + 4/8 + 4/4)/3 = 0.7667; prefix DI=2: 0.7667 + 0.2*0.2333 = 0.8133
    expect(jaro("DIXON", "DICKSONX")).toBeCloseTo(0.7667, 4);
    expect(jaroWinkler("DIXON", "DICKSONX")).toBeCloseTo(0.8133, 4);
  });

  it("only matches letters within the window", () => {
    // CRATE/TRACE: window 1, so C and T (each 3 places apart) do not match; m=3 (R,A,E),
    // t=0: (3/5 + 3/5 + 3/3)/3 = 0.7333, no common prefix
    expect(jaroWinkler("CRATE", "TRACE")).toBeCloseTo(0.7333, 4);
  });

  it("is 1 for identical strings and 0 when one is empty or no letter is shared", () => {
    expect(jaroWinkler("midnight", "midnight")).toBe(1);
    expect(jaroWinkler("", "midnight")).toBe(0);
    expect(jaroWinkler("midnight", "")).toBe(0);
    expect(jaroWinkler("abc", "xyz")).toBe(0);
  });

  it("counts a common prefix of at most 4 letters", () => {
    // ABCDEX/ABCDEY: m=5, t=0: (5/6 + 5/6 + 1)/3 = 8/9 = 0.8889; prefix 5 counted as 4:
    // 8/9 + 4*0.1*(1/9) = 8.4/9 = 0.9333 (a prefix of 5 would give 8.5/9 = 0.9444)
    expect(jaroWinkler("ABCDEX", "ABCDEY")).toBeCloseTo(0.9333, 4);
  });
});

describe("normaliseText", () => {
  it("ignores case, accents and punctuation and reads & as and", () => {
    expect(normaliseText("Beyoncé")).toBe("beyonce");
    expect(normaliseText("DÉJÀ VU")).toBe("deja vu");
    expect(normaliseText("Simon & Garfunkel")).toBe("simon and garfunkel");
    expect(normaliseText("R&B")).toBe("r and b");
    expect(normaliseText("  AC/DC -- Live!!  ")).toBe("ac dc live");
  });

  it("makes the same song written differently score 100", () => {
    expect(
      similarityScore(
        track("Déjà Vu!", "Simon & Garfunkel"),
        track("deja vu", "SIMON AND GARFUNKEL"),
      ),
    ).toBe(100);
  });
});

describe("similarityScore: 70% title, 30% artist, one decimal", () => {
  it("weighs the title 70 and the artist 30", () => {
    // title 1, artist 0: 70*1 + 30*0 = 70.0
    expect(similarityScore(track("Midnight", "abc"), track("Midnight", "xyz"))).toBe(70);
    // title 0, artist 1: 70*0 + 30*1 = 30.0
    expect(similarityScore(track("abc", "Band"), track("xyz", "Band"))).toBe(30);
  });

  it.each([
    // title abc/xbyz 0.5278, artist abcdef/xbyzuvwq 0.4306: 36.944 + 12.917 = 49.861
    { edge: "just under 50", q: ["abc", "abcdef"], c: ["xbyz", "xbyzuvwq"], score: 49.9 },
    // title and artist abcd/xbyz 0.5: 35 + 15 = 50.0
    { edge: "50", q: ["abcd", "abcd"], c: ["xbyz", "xbyz"], score: 50 },
    // title abc/xbcyz 0.6889, artist abc/xbcy 0.7222: 48.222 + 21.667 = 69.889
    { edge: "just under 70", q: ["abc", "abc"], c: ["xbcyz", "xbcy"], score: 69.9 },
    // title identical 1, artist abc/xyz 0: 70 + 0 = 70.0
    { edge: "70", q: ["abc", "abc"], c: ["abc", "xyz"], score: 70 },
    // title abc/xbcyz 0.6889, artist abcdef/xbcdef 0.8889: 48.222 + 26.667 = 74.889
    { edge: "just under 75", q: ["abc", "abcdef"], c: ["xbcyz", "xbcdef"], score: 74.9 },
    // title abcd/xbcd 0.8333, artist abc/xby 0.5556: 58.333 + 16.667 = 75.0
    { edge: "75", q: ["abcd", "abc"], c: ["xbcd", "xby"], score: 75 },
    // title abc/xbc 0.7778, artist abcdef/xbcdefy 0.8492: 54.444 + 25.476 = 79.921
    { edge: "just under 80", q: ["abc", "abcdef"], c: ["xbc", "xbcdefy"], score: 79.9 },
    // title abcd/xbcd 0.8333, artist abc/xbcy 0.7222: 58.333 + 21.667 = 80.0
    { edge: "80", q: ["abcd", "abc"], c: ["xbcd", "xbcy"], score: 80 },
    // title and artist abcdef/xbcdefy 0.8492: 100 * 0.8492 = 84.921
    { edge: "just under 85", q: ["abcdef", "abcdef"], c: ["xbcdefy", "xbcdefy"], score: 84.9 },
    // title identical 1, artist abcd/xbyz 0.5: 70 + 15 = 85.0
    { edge: "85", q: ["abc", "abcd"], c: ["abc", "xbyz"], score: 85 },
    // title abcdefg/xbcdefg 0.9048, artist abcd/xbcdyzw 0.7262: 63.333 + 21.786 = 85.119
    { edge: "just over 85", q: ["abcdefg", "abcd"], c: ["xbcdefg", "xbcdyzw"], score: 85.1 },
  ])("scores $score, $edge", ({ q, c, score }) => {
    const [qTitle = "", qArtist = ""] = q;
    const [cTitle = "", cArtist = ""] = c;
    expect(similarityScore(track(qTitle, qArtist), track(cTitle, cArtist))).toBe(score);
  });
});

describe("matchTypeFor", () => {
  it("calls 85 or more exact, 70 or more metadata, anything less fuzzy", () => {
    expect(matchTypeFor(85)).toBe("exact");
    expect(matchTypeFor(84.9)).toBe("metadata");
    expect(matchTypeFor(70)).toBe("metadata");
    expect(matchTypeFor(69.9)).toBe("fuzzy");
  });
});

describe("scoreCandidate", () => {
  it("keeps a title and artist match scoring 50 and drops one scoring 49.9", () => {
    // 50.0 and 49.9: see the similarityScore edges above
    const kept = scoreCandidate(track("abcd", "abcd"), text("xbyz", "xbyz"));
    expect(kept).toEqual({
      title: "xbyz",
      artist: "xbyz",
      similarity: 50,
      matchType: "fuzzy",
      confidence: 50,
      source: "musicbrainz",
      fingerprint: false,
      details: null,
      releaseDate: null,
      url: null,
      mbid: null,
      listeners: null,
    });
    expect(scoreCandidate(track("abc", "abcdef"), text("xbyz", "xbyzuvwq"))).toBeNull();
  });

  it("takes an audio match's confidence from the audio and its similarity from the text", () => {
    // text: title identical 1, artist abc/xyz 0 -> similarity 70.0; audio 50 -> kept
    const kept = scoreCandidate(track("Midnight", "abc"), heard(50, "Midnight", "xyz"));
    expect(kept).toMatchObject({
      similarity: 70,
      confidence: 50,
      matchType: "fuzzy",
      fingerprint: true,
      source: "acoustid",
    });
    // the same song by name, but the audio only 49.9 alike: dropped
    expect(scoreCandidate(track("Midnight", "Band"), heard(49.9, "Midnight", "Band"))).toBeNull();
  });

  it("calls a renamed copy exact when its audio is 85 alike", () => {
    // text shares nothing: similarity 0; audio 84.96 shown as 85.0 -> exact
    const copy = scoreCandidate(track("abc", "abc"), {
      ...heard(84.96, "xyz", "xyz", "offbeat"),
      details: "Same audio as another Offbeat release",
      url: "https://example.com/r/1",
    });
    expect(copy).toMatchObject({
      similarity: 0,
      confidence: 85,
      matchType: "exact",
      fingerprint: true,
      details: "Same audio as another Offbeat release",
      url: "https://example.com/r/1",
    });
  });
});

describe("assess", () => {
  it("is clear with confidence 0 when nothing came back", () => {
    expect(assess(track("Midnight", "Band"), [])).toMatchObject({
      status: "clear",
      confidence: 0,
      matches: [],
      kept: 0,
      candidates: 0,
    });
  });

  it("finds a violation when the top match is exact (85)", () => {
    // title identical, artist abcd/xbyz 0.5: 70 + 15 = 85.0 -> exact
    const result = assess(track("abc", "abcd"), [text("abc", "xbyz")]);
    expect(result).toMatchObject({ status: "violation", confidence: 85 });
    expect(result.matches[0]?.matchType).toBe("exact");
  });

  it("only flags a text match of 84.9 or 80: it is a metadata match, not exact", () => {
    // 84.9 and 80.0: see the similarityScore edges above
    const near = assess(track("abcdef", "abcdef"), [text("xbcdefy", "xbcdefy")]);
    expect(near).toMatchObject({ status: "flagged", confidence: 84.9 });
    expect(near.matches[0]?.matchType).toBe("metadata");
    const eighty = assess(track("abcd", "abc"), [text("xbcd", "xbcy")]);
    expect(eighty).toMatchObject({ status: "flagged", confidence: 80 });
  });

  it("flags a top text match of 70 and clears one of 69.9", () => {
    // 70.0: title identical, artist abc/xyz 0
    expect(assess(track("abc", "abc"), [text("abc", "xyz")])).toMatchObject({
      status: "flagged",
      confidence: 70,
    });
    // 69.9: title abc/xbcyz, artist abc/xbcy
    expect(assess(track("abc", "abc"), [text("xbcyz", "xbcy")])).toMatchObject({
      status: "clear",
      confidence: 69.9,
    });
  });

  it("finds a violation when the audio matches at 70, and clears 69.9", () => {
    expect(assess(track("Midnight", "Band"), [heard(70)])).toMatchObject({
      status: "violation",
      confidence: 70,
    });
    expect(assess(track("Midnight", "Band"), [heard(69.9)])).toMatchObject({
      status: "clear",
      confidence: 69.9,
    });
  });

  it("finds a violation from an audio match of 70 even below a stronger text match", () => {
    // text 84.9 (flagged on its own) ranks first; the audio match at 70 decides
    const result = assess(track("abcdef", "abcdef"), [text("xbcdefy", "xbcdefy"), heard(70)]);
    expect(result.status).toBe("violation");
    expect(result.confidence).toBe(84.9);
    expect(result.matches.map((m) => m.fingerprint)).toEqual([false, true]);
  });

  it("keeps the 15 most confident, returns 8 most confident first and counts every candidate", () => {
    // 20 audio matches at 50..69 (worst first), plus 2 below 50 that are dropped
    const candidates = [
      heard(10, "Song low"),
      heard(49.9, "Song edge"),
      ...Array.from({ length: 20 }, (_, i) => heard(50 + i, `Song ${i}`)),
    ];
    const result = assess(track("Midnight", "Band"), candidates);
    expect(result.candidates).toBe(22);
    expect(result.kept).toBe(15);
    expect(result.matches.map((m) => m.confidence)).toEqual([69, 68, 67, 66, 65, 64, 63, 62]);
    expect(result.matches[0]?.title).toBe("Song 19");
    // top 69: below 70, nothing at 75 -> clear
    expect(result).toMatchObject({ status: "clear", confidence: 69 });
  });

  it("puts an audio match before a text match of the same confidence", () => {
    // text: title identical, artist abc/xyz -> 70.0; audio 70
    const result = assess(track("abc", "abc"), [text("abc", "xyz"), heard(70)]);
    expect(result.matches.map((m) => m.fingerprint)).toEqual([true, false]);
  });

  it("keeps one match per source, title and artist: the most confident", () => {
    const result = assess(track("Midnight", "Band"), [
      heard(60, "Song A", "Other Band"),
      heard(65, "song a!", "OTHER BAND"),
      heard(55, "Song A", "Other Band"),
      heard(58, "Song A", "Other Band", "offbeat"),
    ]);
    expect(result.candidates).toBe(4);
    expect(result.kept).toBe(2);
    expect(result.matches.map((m) => [m.source, m.confidence])).toEqual([
      ["acoustid", 65],
      ["offbeat", 58],
    ]);
  });

  it("does not let a text match hide an audio match of the same song", () => {
    // offbeat text 80.0 (title abcd/xbcd, artist abc/xbcy) and offbeat audio 72 of that track
    const result = assess(track("abcd", "abc"), [
      text("xbcd", "xbcy", "offbeat"),
      heard(72, "xbcd", "xbcy", "offbeat"),
    ]);
    expect(result.kept).toBe(2);
    expect(result.status).toBe("violation");
  });
});

describe("releaseStatusFrom", () => {
  it("is pending before any check, else the worst track's status", () => {
    expect(releaseStatusFrom([])).toBe("pending");
    expect(releaseStatusFrom(["clear", "clear"])).toBe("clear");
    expect(releaseStatusFrom(["clear", "flagged", "clear"])).toBe("flagged");
    expect(releaseStatusFrom(["flagged", "violation", "clear"])).toBe("violation");
  });
});
