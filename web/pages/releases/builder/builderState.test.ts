import { stepErrors } from "@common/releaseRules.ts";
import {
  DEFAULT_CREDIT_ROLE,
  DEFAULT_PLATFORMS,
  DEFAULT_SPLIT_ROLE,
  type ReleaseDetail,
  ReleaseInputSchema,
} from "@common/releases.ts";
import type { Upload } from "@common/uploads.ts";
import { aDraftDetail } from "@web/test/builderFixtures.ts";
import { describe, expect, it } from "vitest";
import {
  fromDetail,
  newBuilderState,
  newDraftTrack,
  toReleaseInput,
  withArtistSplits,
  withKey,
} from "./builderState.ts";
import { previewErrors, withPreviewErrors } from "./previewStart.ts";

const audio: Upload = {
  id: "6f1c2b44-8f7e-4d39-9a55-3b1f0c7a9e01",
  kind: "audio",
  originalName: "Song.wav",
  contentType: "audio/wav",
  sizeBytes: 1000,
  durationSeconds: 185,
  sampleRate: 48_000,
  bitDepth: 24,
  channels: 2,
  codec: "PCM",
  lossless: true,
  width: null,
  height: null,
  colorSpace: null,
  thumbnailUrl: null,
  warnings: [],
  createdAt: "2026-01-01T00:00:00.000Z",
};

// A two-track EP draft, tracks saved out of order (the builder sorts them).
const detail = (overrides: Partial<ReleaseDetail> = {}): ReleaseDetail => {
  const base = aDraftDetail();
  const saved = base.tracks[0] as ReleaseDetail["tracks"][number];
  return aDraftDetail({
    id: "0b6f4d0e-7c55-4a3e-8a36-5d1c2e3f4a5b",
    title: "Night Lines",
    artistName: "QA Artist",
    releaseType: "ep",
    genre: "Electronic",
    releaseDate: "2027-01-01",
    totalTracks: 2,
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:00:00.000Z",
    platforms: ["spotify", "tidal", "gone_store"],
    tracks: [
      { ...saved, trackNumber: 2, title: "Second" },
      {
        id: "3b6f4d0e-7c55-4a3e-8a36-5d1c2e3f4a5b",
        trackNumber: 1,
        title: "First",
        duration: 185,
        explicit: true,
        lyrics: "la la",
        isrc: "USABC2600001",
        previewStartTime: 45,
        credits: [{ name: "Mo", role: "Producer" }],
        splits: [
          {
            id: "4b6f4d0e-7c55-4a3e-8a36-5d1c2e3f4a5b",
            collaboratorName: "QA Artist",
            collaboratorEmail: null,
            role: "Contributor",
            percentage: 100,
          },
        ],
        audio,
        audioUrl: "/api/files/x",
      },
    ],
    ...overrides,
  });
};

describe("the builder's state", () => {
  it("starts a new release with one empty track and the first six platforms", () => {
    const state = newBuilderState();
    expect(state.platforms).toEqual(DEFAULT_PLATFORMS);
    expect(state.tracks).toHaveLength(1);
    expect(state.tracks[0]?.credits.map((c) => c.role)).toEqual([DEFAULT_CREDIT_ROLE]);
    expect(state.tracks[0]?.splits.map((s) => [s.role, s.percentage])).toEqual([
      [DEFAULT_SPLIT_ROLE, 100],
    ]);
  });

  it("gives every row its own key", () => {
    const [a, b] = [newDraftTrack(), newDraftTrack()];
    const keys = [a, b].flatMap((t) => [t.key, ...t.credits.map((c) => c.key)]);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("is exactly the request body once the screen's extras are removed", () => {
    const input = toReleaseInput(newBuilderState(), "draft");
    expect(ReleaseInputSchema.strict().safeParse({ ...input, tracks: [] }).success).toBe(true);
    expect(Object.keys(input.tracks[0] ?? {}).sort()).toEqual(
      [
        "audioUploadId",
        "credits",
        "explicit",
        "isrc",
        "lyrics",
        "previewStartTime",
        "splits",
        "title",
      ].sort(),
    );
    expect(Object.keys(input.tracks[0]?.splits[0] ?? {})).not.toContain("key");
    expect(Object.keys(input.tracks[0]?.credits[0] ?? {})).not.toContain("key");
  });

  it("reads a saved draft back in track order, keeping the track ids and the audio", () => {
    const state = fromDetail(detail());
    expect(state.tracks.map((t) => t.title)).toEqual(["First", "Second"]);
    expect(state.tracks[0]?.audio?.id).toBe(audio.id);
    expect(state.tracks[0]?.audioUploadId).toBe(audio.id);
    const input = toReleaseInput(state, "draft");
    expect(input.tracks.map((t) => t.id)).toEqual([
      "3b6f4d0e-7c55-4a3e-8a36-5d1c2e3f4a5b",
      "2b6f4d0e-7c55-4a3e-8a36-5d1c2e3f4a5b",
    ]);
    expect(input.tracks[0]?.splits).toEqual([
      {
        collaboratorName: "QA Artist",
        collaboratorEmail: "",
        role: "Contributor",
        percentage: 100,
      },
    ]);
    expect(ReleaseInputSchema.safeParse(input).success).toBe(true);
    // The version the draft was read at goes back with the save (409 DRAFT_CHANGED if stale).
    expect(input.baseUpdatedAt).toBe("2026-01-01T00:00:00.000Z");
  });

  it("drops unknown platforms and gives a track saved without rows the empty ones", () => {
    const state = fromDetail(detail());
    expect(state.platforms).toEqual(["spotify", "tidal"]);
    const second = state.tracks[1];
    expect(second?.credits.map((c) => [c.name, c.role])).toEqual([["", DEFAULT_CREDIT_ROLE]]);
    expect(second?.splits.map((s) => s.percentage)).toEqual([100]);
  });

  it("turns nulls into the empty values the inputs hold", () => {
    const state = fromDetail(detail({ genre: null, releaseDate: null }));
    expect(state.genre).toBe("");
    expect(state.releaseDate).toBe("");
    expect(state.description).toBe("");
    expect(stepErrors(1, toReleaseInput(state, "draft"))).toContain("Genre is required.");
  });

  it("opens the splits with the release's artist at 100% on untouched tracks only", () => {
    const typed = newDraftTrack();
    typed.splits = [
      withKey({ collaboratorName: "Sam", collaboratorEmail: "", role: "Mix", percentage: 100 }),
    ];
    const state = { ...newBuilderState(), artistName: " Nova Lines " };
    state.tracks = [newDraftTrack(), typed, { ...newDraftTrack(), splits: [] }];
    const opened = withArtistSplits(state);
    expect(
      opened.tracks.map((t) => t.splits.map((s) => [s.collaboratorName, s.percentage])),
    ).toEqual([[["Nova Lines", 100]], [["Sam", 100]], []]);
    expect(
      stepErrors(5, toReleaseInput({ ...opened, tracks: opened.tracks.slice(0, 2) }, "draft")),
    ).toEqual([]);
    // No artist chosen yet: nothing to fill in.
    const blank = newBuilderState();
    expect(withArtistSplits(blank)).toBe(blank);
  });

  it("shows a saved preview start as m:ss and sends what is typed as seconds", () => {
    const state = fromDetail(detail());
    expect(state.tracks.map((t) => t.previewStartText)).toEqual(["0:45", ""]);
    const [first, second] = state.tracks;
    if (!first || !second) throw new Error("tracks missing");
    const typed = { ...state, tracks: [{ ...first, previewStartText: "2:05" }, second] };
    expect(toReleaseInput(typed, "draft").tracks.map((t) => t.previewStartTime)).toEqual([
      125,
      null,
    ]);
    expect(toReleaseInput(state, "draft").tracks.map((t) => t.previewStartTime)).toEqual([
      45,
      null,
    ]);
  });

  it("lists a preview start that is not a time, or too late for the audio, under step 2", () => {
    const state = fromDetail(detail());
    const [first, second] = state.tracks;
    if (!first || !second) throw new Error("tracks missing");
    // The audio is 3:05 long: a 30-second preview starts by 2:35.
    expect(previewErrors([{ ...first, previewStartText: "2:35" }])).toEqual([]);
    expect(previewErrors([{ ...first, previewStartText: "2:36" }, second])).toEqual([
      'Track 1 "First": the preview plays 30 seconds, so it must start by 2:35 (the track is 3:05 long).',
    ]);
    const errors = withPreviewErrors({}, [first, { ...second, previewStartText: "1m" }]);
    expect(errors[2]).toEqual([
      'Track 2 "Second": enter the preview start as minutes:seconds (like 0:45), or leave it empty for no preview.',
    ]);
  });
});
