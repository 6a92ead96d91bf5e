import { describe, expect, it } from "vitest";
import {
  clampPercentage,
  finalSplitError,
  releaseErrors,
  withDraftDefaults,
} from "./releaseRules.ts";
import { NOW, release, split, track } from "./releaseRulesTestKit.ts";
import { DEFAULT_CREDIT_ROLE, DEFAULT_SPLIT_ROLE, ReleaseMessages } from "./releases.ts";

/**
 * Split shares (clampPercentage as they are typed, finalSplitError before submitting) and the
 * defaults Save Draft fills in (withDraftDefaults). The builder's step checks are in
 * releaseRules.test.ts.
 */
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
