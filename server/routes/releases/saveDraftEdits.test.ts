import { ReleaseMessages } from "@common/releases.ts";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { errorOf, itemAt } from "../../test/client.ts";
import { TEST_ORIGIN } from "../../test/support.ts";
import {
  draftInput,
  member,
  releaseOf,
  rows,
  savedOf,
  setStatus,
  split,
  track,
  uploadArtwork,
  uploadWav,
} from "./releaseTestKit.ts";
import { saveFixture, unique } from "./saveTestKit.ts";

const { s, releaseRows, trackRows, splitRows, notificationsAbout, ep } = saveFixture();

describe("PUT /api/releases/:id (builder edits of a draft)", () => {
  it("deletes removed tracks with their splits, updates kept ones, inserts new ones, renumbers", async () => {
    const title = unique("Edited");
    const created = await s.ann.post(
      "/api/releases",
      draftInput(title, {
        tracks: [
          track("A", s.wav.id, { splits: [split("Ann", 100)] }),
          track("B", null, { splits: [split("Bo", 50), split("Cy", 50)] }),
          track("C", s.mp3.id),
        ],
      }),
    );
    expect(created.status).toBe(201);
    const id = releaseOf(created).id;
    const [a, b, c] = releaseOf(created).tracks as { id: string; title: string }[];
    if (!a || !b || !c) throw new Error("tracks missing");

    const res = await s.ann.put(`/api/releases/${id}`, {
      ...draftInput(title),
      tracks: [
        { ...track("C (edit)", s.mp3.id, { splits: [split("Dee", 100)] }), id: c.id },
        { ...track("A", s.wav.id), id: a.id },
        track("D", null),
      ],
    });
    expect(res.status).toBe(200);
    expect(savedOf(res).message).toBe("Release saved as draft!");

    const saved = await trackRows(id);
    expect(saved.map((t) => [t.track_number, t.title])).toEqual([
      [1, "C (edit)"],
      [2, "A"],
      [3, "D"],
    ]);
    expect(saved[0]?.id).toBe(c.id);
    expect(saved[1]?.id).toBe(a.id);
    expect(saved.map((t) => t.id)).not.toContain(b.id);
    expect(await splitRows([b.id])).toEqual([]);
    expect((await splitRows([c.id])).map((s) => s.collaborator_name)).toEqual(["Dee"]);
    expect(releaseOf(res).totalTracks).toBe(3);

    const notes = await notificationsAbout(title);
    expect(notes.map((n) => n.title)).toEqual(["Release edited (draft)"]);
    expect(notes[0]).toMatchObject({ user_id: null, audience: "admin" });

    const submitted = await s.ann.put(`/api/releases/${id}`, {
      ...ep(title),
      tracks: [{ ...track("C (edit)", s.mp3.id), id: c.id }],
    });
    expect(submitted.status).toBe(200);
    expect(releaseOf(submitted).status).toBe("submitted");
    expect(savedOf(submitted).message).toBe("Release submitted for review!");
    expect((await notificationsAbout(title)).map((n) => n.title)).toEqual([
      "Release edited (draft)",
      "Release edited and submitted",
    ]);

    const again = await s.ann.put(`/api/releases/${id}`, draftInput(title));
    expect(again.status).toBe(409);
    expect(errorOf(again).message).toBe("Only drafts can be edited in the builder.");
  });

  it("refuses a track listed twice", async () => {
    const title = unique("Twice");
    const created = await s.ann.post(
      "/api/releases",
      draftInput(title, { tracks: [track("T", null)] }),
    );
    const trackId = itemAt(releaseOf(created).tracks).id;
    const res = await s.ann.put(`/api/releases/${releaseOf(created).id}`, {
      ...draftInput(title),
      tracks: [
        { ...track("T", null), id: trackId },
        { ...track("U", null), id: trackId },
      ],
    });
    expect(res.status).toBe(400);
    expect((await trackRows(releaseOf(created).id)).map((t) => t.title)).toEqual(["T"]);
  });

  it("refuses to edit any release that is not a draft", async () => {
    const title = unique("Rejected");
    const created = await s.ann.post("/api/releases", draftInput(title));
    const id = releaseOf(created).id;
    for (const status of ["submitted", "approved", "rejected", "distributed"]) {
      await setStatus(s.env, id, status);
      const res = await s.ann.put(`/api/releases/${id}`, draftInput(`${title} changed`));
      expect(res.status).toBe(409);
      expect(errorOf(res).message).toBe(ReleaseMessages.onlyDraftsInBuilder);
    }
    expect(await releaseRows(title)).toHaveLength(1);
  });

  it("answers 404 for someone else's draft, and for a track of another release", async () => {
    const title = unique("Mine");
    const created = await s.ann.post(
      "/api/releases",
      draftInput(title, { tracks: [track("T", null)] }),
    );
    const id = releaseOf(created).id;
    const bo = await member(s.env);
    const res = await bo.put(`/api/releases/${id}`, draftInput("Hijacked"));
    expect(res.status).toBe(404);
    expect(errorOf(res).message).toBe(ReleaseMessages.releaseNotFound);
    expect(await releaseRows(title)).toHaveLength(1);

    // A track id from another release cannot be pulled into this one.
    const other = await s.ann.post("/api/releases", draftInput(unique("Other")));
    const stolen = itemAt(releaseOf(created).tracks).id;
    const moved = await s.ann.put(`/api/releases/${releaseOf(other).id}`, {
      ...draftInput("Other"),
      tracks: [{ ...track("Stolen", null), id: stolen }],
    });
    expect(moved.status).toBe(404);
    expect((await trackRows(id)).map((t) => t.id)).toEqual([stolen]);
  });
});

describe("uploads a release may use", () => {
  it("answers 404 for another user's audio or artwork, writing nothing", async () => {
    const bo = await member(s.env);
    const [boAudio, boArt] = [await uploadWav(bo, 1, 550), await uploadArtwork(bo)];
    for (const input of [
      { ...ep(unique("Borrowed audio")), tracks: [track("T", boAudio.id)] },
      { ...ep(unique("Borrowed art")), artworkUploadId: boArt.id },
      draftInput(unique("Borrowed draft"), { tracks: [track("T", boAudio.id)] }),
    ]) {
      const res = await s.ann.post("/api/releases", input);
      expect(res.status).toBe(404);
      expect(errorOf(res).message).toBe(ReleaseMessages.uploadNotFound);
      expect(await releaseRows(input.title)).toEqual([]);
    }
  });

  it("answers 404 for artwork used as audio, and audio used as artwork", async () => {
    for (const input of [
      { ...ep(unique("Art as audio")), tracks: [track("T", s.art.id)] },
      { ...ep(unique("Audio as art")), artworkUploadId: s.wav.id },
    ]) {
      const res = await s.ann.post("/api/releases", input);
      expect(res.status).toBe(404);
      expect(errorOf(res).message).toBe(ReleaseMessages.uploadNotFound);
      expect(await releaseRows(input.title)).toEqual([]);
    }
  });

  it("refuses to use another user's upload in a PUT, leaving the draft as it was", async () => {
    const bo = await member(s.env);
    const boAudio = await uploadWav(bo, 1, 660);
    const title = unique("Kept as is");
    const created = await s.ann.post(
      "/api/releases",
      draftInput(title, { tracks: [track("T", s.wav.id)] }),
    );
    const id = releaseOf(created).id;
    const res = await s.ann.put(
      `/api/releases/${id}`,
      draftInput(title, { tracks: [track("T", boAudio.id)] }),
    );
    expect(res.status).toBe(404);
    expect((await trackRows(id)).map((t) => t.audio_upload_id)).toEqual([s.wav.id]);
  });
});

describe("one transaction", () => {
  beforeAll(async () => {
    // A failure in the middle of a save: the splits are written last, after release and tracks.
    await s.env.ctx.database.db.execute(sql`
      create function fail_named_splits() returns trigger language plpgsql as $$
      begin
        if new.collaborator_name = 'FAIL' then raise exception 'forced failure'; end if;
        return new;
      end $$`);
    await s.env.ctx.database.db.execute(sql`
      create trigger fail_named_splits before insert on royalty_splits
      for each row execute function fail_named_splits()`);
  });

  it("writes nothing when a new release fails half way (500 Failed to upsert release)", async () => {
    for (const input of [
      { ...ep(unique("Doomed")), tracks: [track("T", s.wav.id, { splits: [split("FAIL", 100)] })] },
      draftInput(unique("Doomed draft"), {
        tracks: [track("T", null, { splits: [split("FAIL", 100)] })],
      }),
    ]) {
      const res = await s.ann.post("/api/releases", input);
      expect(res.status).toBe(500);
      expect(errorOf(res).message).toBe("Failed to upsert release");
      expect(errorOf(res).message).toBe(ReleaseMessages.upsertFailed);
      expect(await releaseRows(input.title)).toEqual([]);
      const orphans = await rows(
        s.env,
        sql`select t.id from tracks t left join releases r on r.id = t.release_id where r.id is null`,
      );
      expect(orphans).toEqual([]);
      expect(await notificationsAbout(input.title)).toEqual([]);
    }
  });

  it("leaves a draft exactly as it was when its update fails", async () => {
    const title = unique("Stable");
    const created = await s.ann.post(
      "/api/releases",
      draftInput(title, { tracks: [track("One", s.wav.id), track("Two", null)] }),
    );
    const id = releaseOf(created).id;
    const [one, two] = releaseOf(created).tracks as { id: string }[];
    const before = await s.ann.get(`/api/releases/${id}`);

    const res = await s.ann.put(`/api/releases/${id}`, {
      ...draftInput(`${title} renamed`),
      tracks: [
        { ...track("One renamed", s.mp3.id), id: one?.id },
        track("Three", null, { splits: [split("FAIL", 100)] }),
      ],
    });
    expect(res.status).toBe(500);
    expect(errorOf(res).message).toBe(ReleaseMessages.upsertFailed);

    const after = await s.ann.get(`/api/releases/${id}`);
    const strip = (release: { tracks: { audioUrl: string | null; audio: unknown }[] }) => ({
      ...release,
      artworkThumbUrl: null,
      tracks: release.tracks.map((t) => ({ ...t, audioUrl: null, audio: null })),
    });
    expect(strip(releaseOf(after))).toEqual(strip(releaseOf(before)));
    expect((await trackRows(id)).map((t) => t.id)).toEqual([one?.id, two?.id]);
    expect((await releaseRows(title))[0]?.title).toBe(title);
    expect(await notificationsAbout(title)).toEqual([]);
  });
});

describe("the admin notification", () => {
  it("is written after commit, and its failure does not undo or fail the save", async () => {
    await s.env.ctx.database.db.execute(sql`
      create function fail_notifications() returns trigger language plpgsql as $$
      begin raise exception 'notifications are down'; end $$`);
    await s.env.ctx.database.db.execute(sql`
      create trigger fail_notifications before insert on notifications
      for each row execute function fail_notifications()`);
    try {
      const title = unique("Quiet");
      const res = await s.ann.post("/api/releases", ep(title));
      expect(res.status).toBe(201);
      expect(savedOf(res).message).toBe(ReleaseMessages.submitted);
      expect((await releaseRows(title))[0]?.status).toBe("submitted");
      expect(await notificationsAbout(title)).toEqual([]);
    } finally {
      await s.env.ctx.database.db.execute(sql`drop trigger fail_notifications on notifications`);
    }
  });
});

describe("cross-site requests", () => {
  it("refuses a save from another origin, writing nothing", async () => {
    const title = unique("Forged");
    for (const method of ["POST", "PUT"] as const) {
      const res = await s.env.app.inject({
        method,
        url:
          method === "POST"
            ? "/api/releases"
            : "/api/releases/00000000-0000-4000-8000-000000000000",
        headers: { cookie: s.ann.cookie, origin: "https://evil.example" },
        payload: draftInput(title),
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe("CROSS_ORIGIN");
    }
    expect(await releaseRows(title)).toEqual([]);
    // The same request from the app's own origin goes through.
    const ok = await s.env.app.inject({
      method: "POST",
      url: "/api/releases",
      headers: { cookie: s.ann.cookie, origin: TEST_ORIGIN },
      payload: draftInput(title),
    });
    expect(ok.statusCode).toBe(201);
  });

  it("needs a session", async () => {
    const res = await s.env.app.inject({
      method: "POST",
      url: "/api/releases",
      headers: { origin: TEST_ORIGIN },
      payload: draftInput(unique("Anonymous")),
    });
    expect(res.statusCode).toBe(401);
  });
});
