import { describe, expect, it } from "vitest";
import {
  earliestReleaseDate,
  finalSplitError,
  formatIsrc,
  isValidIsrc,
  normaliseIsrc,
  releaseErrors,
  stepErrors,
  utcToday,
  withDraftDefaults,
} from "./releaseRules.ts";
import { NOW, release, split, track } from "./releaseRulesTestKit.ts";
import {
  ReleaseInputSchema,
  ReleaseMessages,
  type ReleaseType,
  type SplitInput,
} from "./releases.ts";

/**
 * The release builder's checks, step by step (dates, release info, tracks, platforms and
 * artwork, splits), and ISRCs. Split shares and Save Draft's defaults are in
 * releaseSplitsAndDrafts.test.ts.
 */
describe("dates", () => {
  it("counts calendar days in UTC", () => {
    expect(utcToday(NOW)).toBe("2025-03-11");
    expect(earliestReleaseDate(NOW)).toBe("2025-04-10");
  });
});

describe("release date format", () => {
  const date = ReleaseInputSchema.shape.releaseDate;

  it("accepts YYYY-MM-DD naming a real day, or nothing yet", () => {
    for (const ok of ["2031-02-28", "2032-02-29", "2031-12-31", ""]) {
      expect(date.safeParse(ok).success).toBe(true);
    }
  });

  it("refuses other shapes and days that do not exist", () => {
    for (const bad of [
      "2031-2-28",
      "31/12/2031",
      "2031-02-29",
      "2031-04-31",
      "2031-13-01",
      "0000-01-01",
    ]) {
      const parsed = date.safeParse(bad);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(ReleaseMessages.dateInvalid);
    }
  });
});

describe("step 1: release info", () => {
  it("passes a complete release", () => {
    expect(releaseErrors(release(), NOW)).toEqual({});
  });

  it("names each missing field, in order", () => {
    const blank = release({
      title: " ",
      artistName: "",
      releaseType: "" as unknown as ReleaseType,
      genre: "",
      releaseDate: "",
    });
    expect(stepErrors(1, blank, NOW)).toEqual([
      "Release title is required.",
      "Artist name is required.",
      "Release type is required.",
      "Genre is required.",
      "Release date is required.",
    ]);
  });

  it("accepts exactly today + 30 days (UTC) and refuses today + 29", () => {
    expect(stepErrors(1, release({ releaseDate: "2025-04-10" }), NOW)).toEqual([]);
    expect(stepErrors(1, release({ releaseDate: "2025-04-09" }), NOW)).toEqual([
      "Release date must be at least 30 days from today.",
    ]);
  });
});

describe("step 2: tracks", () => {
  it("needs at least one track", () => {
    expect(stepErrors(2, release({ tracks: [] }), NOW)).toEqual([
      "At least one track is required.",
    ]);
  });

  it("needs a title and an audio file on every track, numbered from 1", () => {
    const tracks = [track(), track({ title: "  ", audioUploadId: null })];
    expect(stepErrors(2, release({ tracks }), NOW)).toEqual([
      "Track 2: title is required.",
      "Track 2: audio file (MP3) is required.",
    ]);
  });

  it("blocks Next on a malformed ISRC, naming the track by number and title", () => {
    const tracks = [
      track({ isrc: "" }),
      track({ title: "Night Drive", isrc: "SE-ABC-26-0001" }),
      track({ title: " ", isrc: "nope" }),
    ];
    expect(stepErrors(2, release({ tracks }), NOW)).toEqual([
      'Track 2 "Night Drive": ISRC must look like CC-XXX-YY-NNNNN.',
      "Track 3: title is required.",
      "Track 3: ISRC must look like CC-XXX-YY-NNNNN.",
    ]);
  });
});

describe("steps 3 and 4: platforms and artwork", () => {
  it("needs a platform", () => {
    expect(stepErrors(3, release({ platforms: [] }), NOW)).toEqual([
      "Select at least one platform.",
    ]);
  });

  it("needs artwork", () => {
    expect(stepErrors(4, release({ artworkUploadId: null }), NOW)).toEqual([
      "Artwork is required (3000x3000px recommended).",
    ]);
  });
});

describe("step 5: splits", () => {
  const withSplits = (...splits: SplitInput[][]) =>
    release({ tracks: splits.map((s) => track({ splits: s })) });

  it("needs a named collaborator with a share on every track", () => {
    const errors = stepErrors(
      5,
      withSplits([split("Ann", 100)], [], [split("", 100)], [split("Bo", 0)]),
      NOW,
    );
    expect(errors).toEqual([
      "Track 2: add at least one collaborator (100% total).",
      "Track 3: add at least one collaborator (100% total).",
      "Track 4: add at least one collaborator (100% total).",
    ]);
  });

  it("blocks Next on a malformed email, naming the track and the collaborator (or the row)", () => {
    const tracks = [
      track({
        title: "Night Drive",
        splits: [
          { ...split("Ann", 60), collaboratorEmail: "ann@example.com" },
          { ...split("Sam Producer", 40), collaboratorEmail: "sam@example" },
        ],
      }),
      track({
        title: "",
        splits: [split("Ann", 100), { ...split("", 0), collaboratorEmail: "x" }],
      }),
    ];
    expect(stepErrors(5, release({ tracks }), NOW)).toEqual([
      'Track 1 "Night Drive", collaborator "Sam Producer": enter a valid email address or leave it empty.',
      "Track 2, collaborator 2: enter a valid email address or leave it empty.",
    ]);
  });

  it("counts 33.3 x 3 = 99.9 as 100 (after rounding)", () => {
    const thirds = [split("Ann", 33.3), split("Bo", 33.3), split("Cy", 33.3)];
    expect(stepErrors(5, withSplits(thirds), NOW)).toEqual([]);
  });

  it("refuses 50 + 49 and shows the current total", () => {
    expect(stepErrors(5, withSplits([split("Ann", 50), split("Bo", 49)]), NOW)).toEqual([
      "Track 1: splits must total 100% (currently 99%).",
    ]);
    expect(stepErrors(5, withSplits([split("Ann", 50), split("Bo", 40.5)]), NOW)).toEqual([
      "Track 1: splits must total 100% (currently 90.5%).",
    ]);
  });

  it("refuses a total above 100, even one that rounds to 100", () => {
    // The builder's clamp makes this impossible; a request made without it must not get through.
    expect(stepErrors(5, withSplits([split("Ann", 60), split("Bo", 40.4)]), NOW)).toEqual([
      "Track 1: splits must total 100% (currently 100.4%).",
    ]);
    expect(finalSplitError([track({ splits: [split("Ann", 60), split("Bo", 40.4)] })])).toBe(
      'Splits for track "Song" must total 100%. Currently 100.4%.',
    );
  });

  it("keys every failing step in releaseErrors", () => {
    const errors = releaseErrors(release({ title: "", platforms: [], tracks: [] }), NOW);
    expect(errors).toEqual({
      1: ["Release title is required."],
      2: ["At least one track is required."],
      3: ["Select at least one platform."],
    });
  });
});
describe("ISRC", () => {
  it("stores CC-XXX-YY-NNNNN without hyphens, in capitals", () => {
    expect(normaliseIsrc("us-abc-12-34567")).toBe("USABC1234567");
    expect(normaliseIsrc("")).toBe("");
    expect(isValidIsrc("US-ABC-12-34567")).toBe(true);
    expect(isValidIsrc("usabc1234567")).toBe(true);
  });

  it("shows a stored ISRC with its hyphens, and leaves anything else as it is", () => {
    expect(formatIsrc("USABC1234567")).toBe("US-ABC-12-34567");
    expect(formatIsrc("nope")).toBe("nope");
  });

  it("refuses the wrong length or letters where digits go", () => {
    expect(isValidIsrc("US-ABC-12-3456")).toBe(false);
    expect(isValidIsrc("US-ABC-12-345678")).toBe(false);
    expect(isValidIsrc("US-ABC-1X-34567")).toBe(false);
    expect(isValidIsrc("1S-ABC-12-34567")).toBe(false);
  });

  it("keeps a malformed ISRC or email of a draft as typed (trimmed): the typing is not lost", () => {
    const input = release({
      status: "draft",
      tracks: [
        track({
          isrc: " se-abc-26-0001 ",
          splits: [{ ...split("Ann", 100), collaboratorEmail: " ann@example " }],
        }),
      ],
    });
    const [saved] = withDraftDefaults(input, null, NOW).tracks;
    expect(saved?.isrc).toBe("se-abc-26-0001");
    expect(saved?.splits[0]?.collaboratorEmail).toBe("ann@example");
    expect(ReleaseInputSchema.safeParse(input).success).toBe(true);
  });
});
