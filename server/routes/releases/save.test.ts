import { addDays, earliestReleaseDate, utcToday } from "@common/releaseRules.ts";
import { DEFAULT_PLATFORMS, ReleaseMessages } from "@common/releases.ts";
import { describe, expect, it } from "vitest";
import { errorOf, itemAt } from "../../test/client.ts";
import {
  draftInput,
  member,
  releaseInput,
  releaseOf,
  savedOf,
  split,
  track,
} from "./releaseTestKit.ts";
import { saveFixture, unique } from "./saveTestKit.ts";

const { s, releaseRows, trackRows, splitRows, notificationsAbout, ep } = saveFixture();

describe("Save Draft", () => {
  it("fills every blank with the Save Draft defaults", async () => {
    const blank = releaseInput({
      status: "draft",
      title: "",
      artistName: "",
      genre: "",
      releaseDate: "",
      platforms: [],
      tracks: [track("", null, { splits: [] }), track(" ", null, { splits: [] })],
    });
    const bo = await member(s.env);
    const res = await bo.post("/api/releases", blank);
    expect(res.status).toBe(201);
    expect(savedOf(res).message).toBe("Release saved as draft!");
    const { release } = savedOf(res);
    expect(release).toMatchObject({
      status: "draft",
      title: "Untitled Release",
      // The account's first artist name: the one it signed up with (issue 16).
      artistName: bo.artistName,
      genre: "Pop",
      releaseDate: addDays(utcToday(), 30),
      totalTracks: 2,
    });
    expect(release.tracks.map((t) => t.title)).toEqual(["Track 1", "Track 2"]);
    expect(release.metadata).toEqual({
      created_from: "web_platform",
      selected_platforms: [],
      tracks_with_audio: 0,
      upload_timestamp: expect.any(String),
    });
    expect(Date.parse(String(release.metadata.upload_timestamp))).toBeGreaterThan(
      Date.now() - 60_000,
    );
  });

  it("takes the first alias by name as the artist", async () => {
    const bo = await member(s.env);
    await bo.post("/api/artists", { name: unique("Zed") });
    const beta = unique("Aardvark"); // before the sign-up name, "Act N"
    await bo.post("/api/artists", { name: beta });
    const res = await bo.post("/api/releases", draftInput("", { artistName: " " }));
    expect(res.status).toBe(201);
    expect(releaseOf(res).artistName).toBe(beta);
  });

  it("keeps the draft's platforms and counts tracks with audio", async () => {
    const title = unique("Counted");
    const res = await s.ann.post(
      "/api/releases",
      draftInput(title, {
        platforms: ["tidal", "spotify"],
        tracks: [track("A", s.wav.id), track("B", null)],
      }),
    );
    expect(res.status).toBe(201);
    expect(releaseOf(res).metadata).toMatchObject({
      selected_platforms: ["tidal", "spotify"],
      tracks_with_audio: 1,
    });
    expect(releaseOf(res).platforms).toEqual(["tidal", "spotify"]);
    // A new draft tells nobody.
    expect(await notificationsAbout(title)).toEqual([]);
  });

  it("keeps a malformed ISRC and collaborator email as typed: a draft does not need them", async () => {
    const title = unique("Half typed");
    const res = await s.ann.post(
      "/api/releases",
      draftInput(title, {
        tracks: [
          track("A", null),
          track("B", null, {
            isrc: "SE-ABC-26-0001",
            splits: [split("Sam Producer", 100, { collaboratorEmail: "sam@example" })],
          }),
        ],
      }),
    );
    expect(res.status).toBe(201);
    expect(savedOf(res).message).toBe(ReleaseMessages.savedDraft);
    const second = itemAt(releaseOf(res).tracks, 1);
    expect(second.isrc).toBe("SE-ABC-26-0001");
    expect(second.splits).toEqual([
      expect.objectContaining({
        collaboratorName: "Sam Producer",
        collaboratorEmail: "sam@example",
      }),
    ]);
  });

  it("refuses a date that is not a real day (400, not a database failure)", async () => {
    for (const releaseDate of ["2031-02-30", "2031-13-01", "0000-01-01"]) {
      const title = unique("Bad date");
      const res = await s.ann.post("/api/releases", draftInput(title, { releaseDate }));
      expect(res.status).toBe(400);
      expect(errorOf(res).message).toBe(ReleaseMessages.dateInvalid);
      expect(await releaseRows(title)).toEqual([]);
    }
  });

  it("drops a collaborator whose share rounds to 0", async () => {
    const res = await s.ann.post(
      "/api/releases",
      draftInput(unique("Tiny share"), {
        tracks: [track("T", null, { splits: [split("Ann", 99.96), split("Crumb", 0.04)] })],
      }),
    );
    expect(res.status).toBe(201);
    expect(releaseOf(res).tracks[0]?.splits).toEqual([
      expect.objectContaining({ collaboratorName: "Ann", percentage: 100 }),
    ]);
  });
});

describe("Submit for Review", () => {
  const invalid: [string, (title: string) => ReturnType<typeof ep>, string][] = [
    ["a title", (t) => ({ ...ep(t), title: "" }), "Release title is required."],
    ["an artist", (t) => ({ ...ep(t), artistName: " " }), "Artist name is required."],
    ["a genre", (t) => ({ ...ep(t), genre: "" }), "Genre is required."],
    ["a date", (t) => ({ ...ep(t), releaseDate: "" }), "Release date is required."],
    [
      "a date 30 days ahead",
      (t) => ({ ...ep(t), releaseDate: addDays(earliestReleaseDate(), -1) }),
      "Release date must be at least 30 days from today.",
    ],
    ["a track", (t) => ({ ...ep(t), tracks: [] }), "At least one track is required."],
    [
      "track titles",
      (t) => ({ ...ep(t), tracks: [track("One", s.wav.id), track("", s.mp3.id)] }),
      "Track 2: title is required.",
    ],
    [
      "track audio",
      (t) => ({ ...ep(t), tracks: [track("One", null)] }),
      "Track 1: audio file (MP3) is required.",
    ],
    ["a platform", (t) => ({ ...ep(t), platforms: [] }), "Select at least one platform."],
    [
      "artwork",
      (t) => ({ ...ep(t), artworkUploadId: null }),
      "Artwork is required (3000x3000px recommended).",
    ],
    [
      "a collaborator",
      (t) => ({ ...ep(t), tracks: [track("One", s.wav.id, { splits: [] })] }),
      "Track 1: add at least one collaborator (100% total).",
    ],
    [
      "a well-formed ISRC, naming the track",
      (t) => ({
        ...ep(t),
        tracks: [
          track("One", s.wav.id),
          track("Night Drive", s.mp3.id, { isrc: "SE-ABC-26-0001" }),
        ],
      }),
      'Track 2 "Night Drive": ISRC must look like CC-XXX-YY-NNNNN.',
    ],
    [
      "a valid collaborator email, naming the track and the collaborator",
      (t) => ({
        ...ep(t),
        tracks: [
          track("Night Drive", s.wav.id, {
            splits: [split("Sam Producer", 100, { collaboratorEmail: "sam@example" })],
          }),
        ],
      }),
      'Track 1 "Night Drive", collaborator "Sam Producer": enter a valid email address or leave it empty.',
    ],
    [
      "splits totalling 100",
      (t) => ({
        ...ep(t),
        tracks: [track("One", s.wav.id, { splits: [split("Ann", 50), split("Bo", 49)] })],
      }),
      "Track 1: splits must total 100% (currently 99%).",
    ],
    [
      "splits totalling no more than 100",
      (t) => ({
        ...ep(t),
        tracks: [track("One", s.wav.id, { splits: [split("Ann", 60), split("Bo", 40.4)] })],
      }),
      "Track 1: splits must total 100% (currently 100.4%).",
    ],
  ];

  it.each(invalid)("needs %s (400, nothing written)", async (_what, make, message) => {
    const title = unique("Invalid");
    const input = make(title);
    const res = await s.ann.post("/api/releases", input);
    expect(res.status).toBe(400);
    expect(errorOf(res).message).toBe(message);
    expect(await releaseRows(input.title || title)).toEqual([]);
  });

  it("reports every failing step in the error's fields", async () => {
    const res = await s.ann.post("/api/releases", {
      ...ep(unique("Many")),
      title: "",
      platforms: [],
      tracks: [track("One", s.wav.id, { splits: [split("Ann", 90)] })],
    });
    expect(res.status).toBe(400);
    expect(errorOf(res).fields).toEqual({
      step1: "Release title is required.",
      step3: "Select at least one platform.",
      step5: "Track 1: splits must total 100% (currently 90%).",
    });
  });

  it("saves a valid EP: release, tracks with durations, splits, and tells the admins", async () => {
    const title = unique("My EP");
    const res = await s.ann.post("/api/releases", ep(title));
    expect(res.status).toBe(201);
    expect(savedOf(res).message).toBe("Release submitted for review!");
    const { release } = savedOf(res);
    expect(release).toMatchObject({
      status: "submitted",
      title,
      releaseType: "ep",
      totalTracks: 2,
      platforms: DEFAULT_PLATFORMS,
    });
    expect(release.metadata).toMatchObject({ tracks_with_audio: 2 });

    const [row] = await releaseRows(title);
    expect(row?.status).toBe("submitted");
    const saved = await trackRows(row?.id ?? "");
    expect(saved.map((t) => [t.track_number, t.title, t.duration, t.audio_upload_id])).toEqual([
      [1, "First Light", s.wav.durationSeconds, s.wav.id],
      [2, "Second Wind", s.mp3.durationSeconds, s.mp3.id],
    ]);
    expect(saved.map((t) => t.duration)).toEqual([3, 2]);
    expect(saved[0]).toMatchObject({ isrc: "USABC2500001", lyrics: "la la" });
    expect(saved[1]).toMatchObject({ isrc: null, lyrics: null });
    const splits = await splitRows(saved.map((t) => t.id));
    expect(
      splits.map((s) => [
        s.track_id === saved[0]?.id ? 1 : 2,
        s.collaborator_name,
        s.collaborator_email,
        s.role,
        Number(s.percentage),
      ]),
    ).toEqual(
      expect.arrayContaining([
        [1, "Ann", "ann@example.com", "Producer", 60],
        [1, "Bo", null, "Producer", 40],
        [2, "Ann", null, "Producer", 100],
      ]),
    );
    expect(splits).toHaveLength(3);

    const notes = await notificationsAbout(title);
    expect(notes).toEqual([
      expect.objectContaining({
        user_id: null,
        audience: "admin",
        type: "info",
        title: "Release submitted",
      }),
    ]);
  });

  it("accepts 33.3 x 3 (99.9 rounds to 100)", async () => {
    const thirds = [split("A", 33.3), split("B", 33.3), split("C", 33.3)];
    const res = await s.ann.post("/api/releases", {
      ...ep(unique("Thirds")),
      tracks: [track("One", s.wav.id, { splits: thirds })],
    });
    expect(res.status).toBe(201);
    expect(releaseOf(res).tracks[0]?.splits.map((s) => s.percentage)).toEqual([33.3, 33.3, 33.3]);
  });

  it("answers with one of the spec's split texts when a track is off 100", async () => {
    // The per-step check (step 5) runs before the final re-check, so a submission sees its text;
    // the final re-check's own wording is covered in common/releaseRules.test.ts.
    const res = await s.ann.post("/api/releases", {
      ...ep(unique("Ninety")),
      tracks: [track("X", s.wav.id, { splits: [split("Ann", 90)] })],
    });
    expect(res.status).toBe(400);
    expect([
      ReleaseMessages.splitTotal(1, "90"),
      ReleaseMessages.splitFinalCheck("X", "90"),
    ]).toContain(errorOf(res).message);
  });
});
