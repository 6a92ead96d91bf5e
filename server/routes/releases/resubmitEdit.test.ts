import { addDays, utcToday } from "@common/releaseRules.ts";
import { ReleaseMessages } from "@common/releases.ts";
import { PreviewMessages } from "@common/trackPreview.ts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cleanupOrphanUploads } from "../../jobs/cleanupUploads.ts";
import { errorOf, itemAt } from "../../test/client.ts";
import { makeWav } from "../../test/media.ts";
import { createTestEnv, type TestEnv } from "../../test/support.ts";
import {
  type Member,
  member,
  releaseInput,
  releaseOf,
  rows,
  setStatus,
  track,
  uploadArtwork,
  uploadOf,
  uploadWav,
} from "./releaseTestKit.ts";

/**
 * Issue 16, fixing a rejected release: "Save & Resubmit" is a submission, so the builder's rules
 * and messages apply; the files the review asked for can be replaced in the same request, with
 * the builder's upload checks.
 */
let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => {
  await env?.close();
});

let names = 0;
/** An artist with an artist name of their own and a rejected single with audio and artwork. */
async function rejectedSingle() {
  const who = await member(env);
  names += 1;
  const artistName = `Fixer ${names} ${Date.now() % 100_000}`;
  expect((await who.post("/api/artists", { name: artistName })).status).toBe(201);
  const [audio, art] = [await uploadWav(who, 2), await uploadArtwork(who)];
  const res = await who.post(
    "/api/releases",
    releaseInput({
      title: "Needs Fixing",
      artistName,
      artworkUploadId: art.id,
      tracks: [track("Only Song", audio.id)],
    }),
  );
  expect(res.status).toBe(201);
  const id = releaseOf(res).id;
  const trackId = itemAt(releaseOf(res).tracks).id;
  await setStatus(env, id, "rejected");
  const edit = {
    title: "Needs Fixing",
    artistName,
    releaseType: "single",
    genre: "Pop",
    subgenre: "",
    releaseDate: addDays(utcToday(), 45),
    description: "",
  };
  return { who, id, trackId, audio, art, edit };
}

const statusOf = async (id: string) =>
  (await rows<{ status: string }>(env, sql`select status from releases where id = ${id}`))[0]
    ?.status;

const copyrightJobs = (releaseId: string) =>
  rows(
    env,
    sql`select id from pgboss.job where name = 'copyright-check' and data->>'releaseId' = ${releaseId}`,
  );

describe("resubmitting a rejected release applies the builder's rules", () => {
  it("refuses a date two days ahead with the builder's message, beside the field", async () => {
    const { who, id, edit } = await rejectedSingle();
    const res = await who.post(`/api/releases/${id}/resubmit`, {
      ...edit,
      releaseDate: addDays(utcToday(), 2),
    });
    expect(res.status).toBe(400);
    expect(errorOf(res).message).toBe("Release date must be at least 30 days from today.");
    expect(errorOf(res).fields).toEqual({ releaseDate: ReleaseMessages.dateTooSoon });
    expect(await statusOf(id)).toBe("rejected");
  });

  it('refuses "Polka-Trap", a genre not on the list, and a blank title', async () => {
    const { who, id, edit } = await rejectedSingle();
    const res = await who.post(`/api/releases/${id}/resubmit`, {
      ...edit,
      title: "  ",
      genre: "Polka-Trap",
    });
    expect(res.status).toBe(400);
    expect(errorOf(res).fields).toEqual({
      title: ReleaseMessages.titleRequired,
      genre: ReleaseMessages.genreUnknown,
    });
    expect(await statusOf(id)).toBe("rejected");
  });

  it("the builder's submit refuses the same genre with the same message", async () => {
    const { who, edit } = await rejectedSingle();
    const res = await who.post(
      "/api/releases",
      releaseInput({ artistName: edit.artistName, genre: "Polka-Trap" }),
    );
    expect(res.status).toBe(400);
    expect(errorOf(res).message).toBe(ReleaseMessages.genreUnknown);
  });
});

describe("replacing files of a rejected release on resubmit", () => {
  it("puts the new artwork and audio on the release, checks it again, and cleans up the old files", async () => {
    const { who, id, trackId, audio, art, edit } = await rejectedSingle();
    const [master, cover] = [await uploadWav(who, 5, 660), await uploadArtwork(who, 400)];
    const res = await who.post(`/api/releases/${id}/resubmit`, {
      ...edit,
      artworkUploadId: cover.id,
      trackAudio: [{ trackId, audioUploadId: master.id }],
    });
    expect(res.status).toBe(200);
    expect(releaseOf(res).status).toBe("submitted");
    expect(releaseOf(res).artwork?.id).toBe(cover.id);
    expect(releaseOf(res).tracks).toHaveLength(1);
    expect(releaseOf(res).tracks[0]).toMatchObject({
      id: trackId,
      duration: 5,
      audio: { id: master.id },
    });
    expect(await copyrightJobs(id)).toHaveLength(2); // the first submission's and this one's

    // The replaced files are nobody's now: the orphan cleanup removes them, and only them.
    const later = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000);
    await cleanupOrphanUploads(env.ctx, later);
    const left = await rows<{ id: string }>(
      env,
      sql`select id from uploads where user_id = ${who.id} order by id`,
    );
    expect(left.map((u) => u.id).sort()).toEqual([master.id, cover.id].sort());
    expect(left.map((u) => u.id)).not.toContain(audio.id);
    expect(left.map((u) => u.id)).not.toContain(art.id);
  });

  it("refuses another account's upload, an upload of the wrong kind and another release's track", async () => {
    const { who, id, trackId, audio, art, edit } = await rejectedSingle();
    const other: Member = await member(env);
    const [theirs, theirArt] = [await uploadWav(other, 1), await uploadArtwork(other)];
    const mine = await uploadWav(who, 3);
    const elsewhere = await rejectedSingle();

    const attempts = [
      { artworkUploadId: theirArt.id },
      { trackAudio: [{ trackId, audioUploadId: theirs.id }] },
      { artworkUploadId: mine.id },
      { trackAudio: [{ trackId: elsewhere.trackId, audioUploadId: mine.id }] },
    ];
    const answers = [];
    for (const attempt of attempts) {
      const res = await who.post(`/api/releases/${id}/resubmit`, { ...edit, ...attempt });
      answers.push([res.status, errorOf(res).message]);
    }
    expect(answers).toEqual([
      [404, ReleaseMessages.uploadNotFound],
      [404, ReleaseMessages.uploadNotFound],
      [404, ReleaseMessages.uploadNotFound],
      [404, ReleaseMessages.trackNotFound],
    ]);
    expect(await statusOf(id)).toBe("rejected");
    const detail = await who.get(`/api/releases/${id}`);
    expect(releaseOf(detail).artwork?.id).toBe(art.id);
    expect(releaseOf(detail).tracks[0]?.audio?.id).toBe(audio.id);
  });
});

describe("replacing a track's audio keeps its preview start playable (issue 17)", () => {
  it("refuses new audio that ends before the preview start's 30 seconds, with the builder's message", async () => {
    const who = await member(env);
    const artistName = `Previewer ${Date.now() % 100_000}`;
    expect((await who.post("/api/artists", { name: artistName })).status).toBe(201);
    // 8 kHz mono keeps a minute of audio small.
    const wav = (seconds: number) => makeWav({ seconds, sampleRate: 8000, channels: 1 });
    const upload = async (seconds: number) => {
      const res = await who.upload("audio", wav(seconds), "song.wav");
      expect(res.status).toBe(201);
      return uploadOf(res).id;
    };
    const [long, art] = [await upload(60), await uploadArtwork(who)];
    const res = await who.post(
      "/api/releases",
      releaseInput({
        title: "Late Preview",
        artistName,
        artworkUploadId: art.id,
        tracks: [track("Hook", long, { previewStartTime: 25 })],
      }),
    );
    expect(res.status).toBe(201);
    const id = releaseOf(res).id;
    const trackId = itemAt(releaseOf(res).tracks).id;
    await setStatus(env, id, "rejected");
    const edit = {
      title: "Late Preview",
      artistName,
      releaseType: "single",
      genre: "Pop",
      subgenre: "",
      releaseDate: addDays(utcToday(), 45),
      description: "",
    };

    const [shorter, tiny, enough] = [await upload(40), await upload(10), await upload(55)];
    const answers = [];
    for (const audioUploadId of [shorter, tiny]) {
      const refused = await who.post(`/api/releases/${id}/resubmit`, {
        ...edit,
        trackAudio: [{ trackId, audioUploadId }],
      });
      answers.push([refused.status, errorOf(refused).message]);
    }
    expect(answers).toEqual([
      [400, PreviewMessages.startTooLate(1, "Hook", 40)],
      [400, PreviewMessages.trackTooShort(1, "Hook")],
    ]);
    expect(await statusOf(id)).toBe("rejected");
    expect(releaseOf(await who.get(`/api/releases/${id}`)).tracks[0]?.audio?.id).toBe(long);

    const ok = await who.post(`/api/releases/${id}/resubmit`, {
      ...edit,
      trackAudio: [{ trackId, audioUploadId: enough }],
    });
    expect(ok.status).toBe(200);
    expect(releaseOf(ok).tracks[0]).toMatchObject({ duration: 55, audio: { id: enough } });
  });
});
