import { describe, expect, it } from "vitest";
import {
  clampPercentage,
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
import {
  DEFAULT_CREDIT_ROLE,
  DEFAULT_SPLIT_ROLE,
  type ReleaseInput,
  ReleaseInputSchema,
  ReleaseMessages,
  type ReleaseType,
  type SplitInput,
  type TrackInput,
} from "./releases.ts";

// 23:30 in New York on 10 March is already 11 March in UTC (decision 11: UTC calendar days).
const NOW = new Date("2025-03-10T23:30:00-05:00");
const UPLOAD = "00000000-0000-4000-8000-000000000001";
const ARTWORK = "00000000-0000-4000-8000-000000000002";

const split = (collaboratorName: string, percentage: number): SplitInput => ({
  collaboratorName,
  collaboratorEmail: "",
  role: "Producer",
  percentage,
});
const track = (extra: Partial<TrackInput> = {}): TrackInput => ({
  title: "Song",
  audioUploadId: UPLOAD,
  explicit: false,
  lyrics: "",
  isrc: "",
  credits: [{ name: "Ann", role: "Artist" }],
  splits: [split("Ann", 100)],
  ...extra,
});
const release = (extra: Partial<ReleaseInput> = {}): ReleaseInput => ({
  status: "submitted",
  title: "Night Drive",
  artistName: "The Testers",
  releaseType: "single",
  genre: "Pop",
  subgenre: "",
  releaseDate: "2025-04-10",
  description: "",
  platforms: ["spotify"],
  artworkUploadId: ARTWORK,
  tracks: [track()],
  ...extra,
});

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

describe("clampPercentage", () => {
  const splits = [split("Ann", 60), split("Bo", 30), split("Cy", 0)];

  it("cannot take the track past 100", () => {
    expect(clampPercentage(50, splits, 2)).toBe(10);
    expect(clampPercentage(100, [split("Ann", 100), split("Bo", 0)], 1)).toBe(0);
    expect(clampPercentage(5, splits, 2)).toBe(5);
  });

  it("rounds to the 0.1 step", () => {
    expect(clampPercentage(3.16, splits, 2)).toBe(3.2);
    expect(clampPercentage(33.35, [split("Ann", 0)], 0)).toBe(33.4);
  });

  it("turns negative and non-numbers into 0", () => {
    expect(clampPercentage(-5, splits, 2)).toBe(0);
    expect(clampPercentage(Number.NaN, splits, 2)).toBe(0);
  });

  it("ignores the input's own old value", () => {
    expect(clampPercentage(70, splits, 0)).toBe(70);
  });
});

describe("finalSplitError", () => {
  it("names the first track off 100, with its title or Track N", () => {
    const tracks = [
      track(),
      track({ title: "", splits: [split("Ann", 90)] }),
      track({ title: "Later", splits: [split("Ann", 10)] }),
    ];
    expect(finalSplitError(tracks)).toBe(
      'Splits for track "Track 2" must total 100%. Currently 90%.',
    );
    expect(finalSplitError([track({ title: "X", splits: [split("Ann", 90)] })])).toBe(
      'Splits for track "X" must total 100%. Currently 90%.',
    );
    expect(ReleaseMessages.splitFinalCheck("X", "90")).toBe(
      'Splits for track "X" must total 100%. Currently 90%.',
    );
  });

  it("is null when every track totals 100 after rounding", () => {
    expect(
      finalSplitError([track(), track({ splits: [split("A", 66.7), split("B", 33.3)] })]),
    ).toBe(null);
  });

  it("checks the shares as they are stored (rounded to 0.1, zero shares dropped)", () => {
    // 4 × 12.25 + 51 = 100 as typed, but stored as 4 × 12.3 + 51 = 100.2.
    const quarters = ["A", "B", "C", "D"].map((name) => split(name, 12.25));
    const over = track({ title: "X", splits: [...quarters, split("E", 51)] });
    expect(finalSplitError([over])).toBe(ReleaseMessages.splitFinalCheck("X", "100.2"));
    expect(releaseErrors(release({ tracks: [over] }))[5]).toContain(
      ReleaseMessages.splitTotal(1, "100.2"),
    );
    // 33.33 × 3 stores as 33.3 × 3 = 99.9, and 0.04 rounds to no share: 100 after rounding.
    const thirds = ["A", "B", "C"].map((name) => split(name, 33.33));
    expect(finalSplitError([track({ splits: [...thirds, split("D", 0.04)] })])).toBe(null);
  });
});

describe("withDraftDefaults", () => {
  const blank = release({
    status: "draft",
    title: " ",
    artistName: "",
    genre: "",
    releaseDate: "",
    tracks: [
      track({
        title: "",
        credits: [
          { name: "", role: "" },
          { name: " Bo ", role: " " },
        ],
      }),
      track({ title: "Kept", splits: [split(" Ann ", 70), split("", 30), split("Cy", 0)] }),
      track({ title: "" }),
    ],
  });

  it("fills the Save Draft defaults", () => {
    const draft = withDraftDefaults(blank, null, NOW);
    expect(draft).toMatchObject({
      title: "Untitled Release",
      artistName: "Unknown Artist",
      genre: "Pop",
      releaseDate: "2025-04-10",
    });
    expect(draft.tracks.map((t) => t.title)).toEqual(["Track 1", "Kept", "Track 3"]);
  });

  it("takes the first alias as the artist", () => {
    expect(withDraftDefaults(blank, "Nova", NOW).artistName).toBe("Nova");
    expect(withDraftDefaults({ ...blank, artistName: "Mine" }, "Nova", NOW).artistName).toBe(
      "Mine",
    );
  });

  it("drops unnamed credits and collaborators without a name or share; fills blank roles", () => {
    const draft = withDraftDefaults(blank, null, NOW);
    expect(draft.tracks[0]?.credits).toEqual([{ name: "Bo", role: DEFAULT_CREDIT_ROLE }]);
    expect(draft.tracks[1]?.splits).toEqual([
      { collaboratorName: "Ann", collaboratorEmail: "", role: "Producer", percentage: 70 },
    ]);
    const blankRole = withDraftDefaults(
      release({ tracks: [track({ splits: [{ ...split("Ann", 100), role: " " }] })] }),
      null,
      NOW,
    );
    expect(blankRole.tracks[0]?.splits[0]?.role).toBe(DEFAULT_SPLIT_ROLE);
  });

  it("drops a collaborator whose share rounds to 0", () => {
    const tiny = release({ tracks: [track({ splits: [split("Ann", 99.96), split("Bo", 0.04)] })] });
    expect(withDraftDefaults(tiny, null, NOW).tracks[0]?.splits).toEqual([
      { collaboratorName: "Ann", collaboratorEmail: "", role: "Producer", percentage: 100 },
    ]);
  });

  it("keeps what was filled in", () => {
    const kept = withDraftDefaults(release({ status: "draft" }), "Nova", NOW);
    expect(kept).toMatchObject({
      title: "Night Drive",
      artistName: "The Testers",
      genre: "Pop",
      releaseDate: "2025-04-10",
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
