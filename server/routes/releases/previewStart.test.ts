import { PreviewMessages } from "@common/trackPreview.ts";
import type { Upload } from "@common/uploads.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorOf } from "../../test/client.ts";
import { createTestEnv, type TestEnv } from "../../test/support.ts";
import {
  draftInput,
  type Member,
  member,
  releaseInput,
  releaseOf,
  track,
  uploadArtwork,
  uploadWav,
} from "./releaseTestKit.ts";

/** The builder's "Preview start" per track (issue 17): saved, shown, checked against the audio. */
let env: TestEnv;
let artist: Member;
let long: Upload;
let short: Upload;

beforeAll(async () => {
  env = await createTestEnv();
  artist = await member(env);
  long = await uploadWav(artist, 40);
  short = await uploadWav(artist, 3);
}, 60_000);
afterAll(async () => {
  await env?.close();
});

const previewStarts = async (id: string) =>
  releaseOf(await artist.get(`/api/releases/${id}`)).tracks.map((t) => t.previewStartTime);

describe("a track's preview start in the builder", () => {
  it("saves with a draft, shows on the release and can be changed or cleared", async () => {
    const created = await artist.post(
      "/api/releases",
      draftInput("Previewed", {
        tracks: [
          track("Long", long.id, { previewStartTime: 10 }),
          track("Short", short.id),
          // No audio yet: its length is unknown, so the start is kept for now.
          track("Later", null, { previewStartTime: 95 }),
        ],
      }),
    );
    expect(created.status).toBe(201);
    const release = releaseOf(created);
    expect(await previewStarts(release.id)).toEqual([10, null, 95]);

    const [first, second] = release.tracks;
    const res = await artist.put(`/api/releases/${release.id}`, {
      ...draftInput("Previewed"),
      tracks: [
        { ...track("Long", long.id, { previewStartTime: null }), id: first?.id },
        { ...track("Short", short.id, { previewStartTime: 0 }), id: second?.id },
      ],
    });
    // The short track cannot have a preview: nothing of the edit is saved.
    expect(res.status).toBe(400);
    expect(errorOf(res).message).toBe(PreviewMessages.trackTooShort(2, "Short"));
    expect(await previewStarts(release.id)).toEqual([10, null, 95]);

    const cleared = await artist.put(`/api/releases/${release.id}`, {
      ...draftInput("Previewed"),
      tracks: [{ ...track("Long", long.id, { previewStartTime: null }), id: first?.id }],
    });
    expect(cleared.status).toBe(200);
    expect(await previewStarts(release.id)).toEqual([null]);
  });

  it("refuses a start that leaves less than 30 seconds, naming the track and the latest start", async () => {
    const res = await artist.post(
      "/api/releases",
      draftInput("Too late", { tracks: [track("Night Drive", long.id, { previewStartTime: 11 })] }),
    );
    expect(res.status).toBe(400);
    expect(errorOf(res).message).toBe(
      'Track 1 "Night Drive": the preview plays 30 seconds, so it must start by 0:10 (the track is 0:40 long).',
    );
    const exact = await artist.post(
      "/api/releases",
      draftInput("Just in time", {
        tracks: [track("Night Drive", long.id, { previewStartTime: 10 })],
      }),
    );
    expect(exact.status).toBe(201);
  });

  it("refuses a start that is not a whole number of seconds from 0", async () => {
    for (const previewStartTime of [-1, 2.5]) {
      const res = await artist.post(
        "/api/releases",
        draftInput("Odd start", { tracks: [track("A", long.id, { previewStartTime })] }),
      );
      expect(res.status, String(previewStartTime)).toBe(400);
      expect(errorOf(res).message).toBe(PreviewMessages.startNotWhole);
    }
  });

  it("is checked on a submission too, and kept by it", async () => {
    const artwork = await uploadArtwork(artist);
    const late = await artist.post(
      "/api/releases",
      releaseInput({
        title: "Submitted late",
        artworkUploadId: artwork.id,
        tracks: [track("A", long.id, { previewStartTime: 30 })],
      }),
    );
    expect(late.status).toBe(400);
    expect(errorOf(late).message).toBe(PreviewMessages.startTooLate(1, "A", 40));

    const ok = await artist.post(
      "/api/releases",
      releaseInput({
        title: "Submitted",
        artworkUploadId: artwork.id,
        tracks: [track("A", long.id, { previewStartTime: 5 })],
      }),
    );
    expect(ok.status).toBe(201);
    expect(releaseOf(ok).tracks[0]?.previewStartTime).toBe(5);
  });
});
