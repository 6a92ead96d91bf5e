import { metadataFileName, ReleaseMessages } from "@common/releases.ts";
import type { Upload } from "@common/uploads.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bodyOf, errorOf, itemAt } from "../../test/client.ts";
import { createTestEnv, type TestEnv } from "../../test/support.ts";
import {
  draft,
  type Member,
  member,
  releaseInput,
  releaseOf,
  releasePageOf,
  setStatus,
  single,
  track,
  uploadArtwork,
  uploadMp3,
} from "./releaseTestKit.ts";
import * as schema from "./schema.ts";

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => {
  await env?.close();
});

const titlesOf = (items: { title: string }[]) => items.map((r) => r.title);

describe("GET /api/releases (My Releases)", () => {
  let ann: Member;
  beforeAll(async () => {
    ann = await member(env);
    // Artist names of ann's account (issue 16: a release carries one of them).
    for (const name of ["Quiet Owl", "Loud Fox", "DJ LowerCase"])
      expect((await ann.post("/api/artists", { name })).status).toBe(201);
    // Oldest first, so the list shows them in the reverse order.
    await draft(ann, "Alpha Song", "Quiet Owl");
    await draft(ann, "100% Pure", "Loud Fox");
    await draft(ann, "a_b", "Loud Fox");
    await draft(ann, "abc", "Quiet Owl");
    await draft(ann, "Midnight", "DJ LowerCase");
    const bo = await member(env);
    await draft(bo, "Alpha Song (Bo's)");
  });

  it("lists my releases only, newest first", async () => {
    const res = await ann.get("/api/releases");
    expect(res.status).toBe(200);
    expect(titlesOf(releasePageOf(res).items)).toEqual([
      "Midnight",
      "abc",
      "a_b",
      "100% Pure",
      "Alpha Song",
    ]);
    expect(releasePageOf(res).nextCursor).toBeNull();
  });

  it("searches title or artist, ignoring case", async () => {
    const search = async (q: string) =>
      titlesOf(releasePageOf(await ann.get(`/api/releases?q=${encodeURIComponent(q)}`)).items);
    expect(await search("ALPHA")).toEqual(["Alpha Song"]);
    expect(await search("lowercase")).toEqual(["Midnight"]);
    expect(await search("quiet owl")).toEqual(["abc", "Alpha Song"]);
    expect(await search("nothing like it")).toEqual([]);
  });

  it("matches % and _ literally", async () => {
    const search = async (q: string) =>
      titlesOf(releasePageOf(await ann.get(`/api/releases?q=${encodeURIComponent(q)}`)).items);
    expect(await search("%")).toEqual(["100% Pure"]);
    expect(await search("_")).toEqual(["a_b"]);
    expect(await search("a_")).toEqual(["a_b"]);
    expect(await search("\\")).toEqual([]);
  });

  it("filters by status", async () => {
    const list = releasePageOf(await ann.get("/api/releases")).items;
    const midnight = list.find((r) => r.title === "Midnight");
    await setStatus(env, midnight?.id ?? "", "rejected");
    const rejected = await ann.get("/api/releases?status=rejected");
    expect(titlesOf(releasePageOf(rejected).items)).toEqual(["Midnight"]);
    const drafts = await ann.get("/api/releases?status=draft&q=a");
    expect(titlesOf(releasePageOf(drafts).items)).toEqual(["abc", "a_b", "Alpha Song"]);
    expect((await ann.get("/api/releases?status=gone")).status).toBe(400);
    await setStatus(env, midnight?.id ?? "", "draft");
  });

  it("pages with a cursor: no repeats, no gaps", async () => {
    const seen: string[] = [];
    let url = "/api/releases?limit=2";
    const sizes: number[] = [];
    for (let page = 0; page < 5; page++) {
      const res = await ann.get(url);
      expect(res.status).toBe(200);
      const { items, nextCursor } = releasePageOf(res);
      seen.push(...titlesOf(items));
      sizes.push(items.length);
      if (!nextCursor) break;
      url = `/api/releases?limit=2&cursor=${encodeURIComponent(nextCursor)}`;
    }
    expect(sizes).toEqual([2, 2, 1]);
    expect(seen).toEqual(["Midnight", "abc", "a_b", "100% Pure", "Alpha Song"]);
  });

  it("refuses a bad cursor (400)", async () => {
    const bad = [
      "not-a-cursor",
      Buffer.from(JSON.stringify(["2025-01-01", "x"])).toString("base64url"),
      Buffer.from(JSON.stringify([1, 2])).toString("base64url"),
      Buffer.from(JSON.stringify(["2025-01-01T00:00:00.000000Z"])).toString("base64url"),
    ];
    for (const cursor of bad) {
      const res = await ann.get(`/api/releases?cursor=${encodeURIComponent(cursor)}`);
      expect(res.status).toBe(400);
      expect(errorOf(res).message).toBe("This list has changed. Reload the page.");
    }
  });

  it("needs a session", async () => {
    expect((await env.app.inject({ method: "GET", url: "/api/releases" })).statusCode).toBe(401);
  });
});

describe("GET /api/dashboard", () => {
  it("counts my releases and shows my five newest", async () => {
    const ann = await member(env);
    const ids: string[] = [];
    for (const n of [1, 2, 3, 4, 5, 6, 7]) ids.push(await draft(ann, `Dash ${n}`));
    await setStatus(env, ids[0] ?? "", "distributed");
    await setStatus(env, ids[1] ?? "", "distributed");
    await setStatus(env, ids[2] ?? "", "submitted");
    await setStatus(env, ids[3] ?? "", "rejected");
    await draft(await member(env), "Someone else's");

    const res = await ann.get("/api/dashboard");
    expect(res.status).toBe(200);
    const dashboard = bodyOf(res, schema.dashboard.response[200]);
    expect(dashboard.stats).toEqual({ totalReleases: 7, distributed: 2, pendingReviews: 1 });
    expect(titlesOf(dashboard.recent)).toEqual(["Dash 7", "Dash 6", "Dash 5", "Dash 4", "Dash 3"]);
  });

  it("answers zeros for a new artist", async () => {
    const res = await (await member(env)).get("/api/dashboard");
    expect(res.body).toEqual({
      stats: { totalReleases: 0, distributed: 0, pendingReviews: 0 },
      recent: [],
    });
  });
});

describe("GET /api/releases/:id", () => {
  let ann: Member;
  let release: { id: string; audio: Upload; art: Upload };
  beforeAll(async () => {
    ann = await member(env);
    release = await single(ann, "Detail Single");
  });

  it("shows the owner tracks, splits, warnings and a working audio link", async () => {
    const res = await ann.get(`/api/releases/${release.id}`);
    expect(res.status).toBe(200);
    const detail = releaseOf(res);
    expect(detail).toMatchObject({
      id: release.id,
      userId: ann.id,
      title: "Detail Single",
      status: "submitted",
      totalTracks: 1,
      takedown: null,
      permissions: {
        editInBuilder: false,
        editRejected: false,
        delete: false,
        requestTakedown: false,
        approve: false,
        reject: false,
      },
    });
    expect(detail.artwork?.id).toBe(release.art.id);
    expect(detail.artworkUrl).toMatch(/^\/api\/files\//);
    expect(detail.tracks).toHaveLength(1);
    const only = itemAt(detail.tracks);
    expect(only).toMatchObject({ trackNumber: 1, title: "Only Song", duration: 2 });
    expect(only.splits.map((s) => [s.collaboratorName, s.percentage])).toEqual([
      ["Ann", 70],
      ["Bo", 30],
    ]);
    // Small artwork: the warnings of decision 8 travel with the release.
    expect(detail.warnings).toEqual([
      "Artwork is 320x320 px: 3000x3000 px or larger is recommended.",
    ]);

    const audio = await env.app.inject({ method: "GET", url: only.audioUrl ?? "" });
    expect(audio.statusCode).toBe(200);
    expect(audio.headers["content-type"]).toContain("audio/wav");
    expect(audio.rawPayload.length).toBe(release.audio.sizeBytes);
    expect(audio.rawPayload.subarray(0, 4).toString("latin1")).toBe("RIFF");
  });

  it("includes warnings for each track's audio", async () => {
    const bo = await member(env);
    const [mp3, art] = [await uploadMp3(bo, 1), await uploadArtwork(bo, 3000)];
    const res = await bo.post(
      "/api/releases",
      releaseInput({
        title: "Lossy",
        artistName: bo.artistName,
        artworkUploadId: art.id,
        tracks: [track("T", mp3.id)],
      }),
    );
    expect(releaseOf(res).warnings).toEqual([
      `Track 1: Lossy audio (${mp3.codec}): stores prefer lossless WAV or FLAC masters.`,
    ]);
  });

  it("answers 404 to another artist, and for a release that does not exist", async () => {
    const bo = await member(env);
    const res = await bo.get(`/api/releases/${release.id}`);
    expect(res.status).toBe(404);
    expect(errorOf(res).message).toBe(ReleaseMessages.releaseNotFound);
    const missing = await ann.get("/api/releases/00000000-0000-4000-8000-000000000000");
    expect(missing.status).toBe(404);
    expect((await ann.get("/api/releases/not-a-uuid")).status).toBe(400);
  });

  it("shows staff and admins the release: theirs to approve or reject, nothing else", async () => {
    for (const role of ["staff", "admin"] as const) {
      const reviewer = await member(env, role);
      const res = await reviewer.get(`/api/releases/${release.id}`);
      expect(res.status).toBe(200);
      // The release is submitted: not yet theirs to distribute or redeliver either.
      expect(releaseOf(res).permissions).toEqual({
        editInBuilder: false,
        editRejected: false,
        delete: false,
        requestTakedown: false,
        approve: true,
        reject: true,
        distribute: false,
        redeliver: false,
        correctMetadata: false,
      });
      const audio = await env.app.inject({
        method: "GET",
        url: itemAt(releaseOf(res).tracks).audioUrl ?? "",
      });
      expect(audio.statusCode).toBe(200);
    }
  });

  it("gives the owner the actions the status allows", async () => {
    const id = await draft(ann, "Permission Draft");
    const perms = async () => releaseOf(await ann.get(`/api/releases/${id}`)).permissions;
    expect(await perms()).toMatchObject({ editInBuilder: true, delete: true });
    await setStatus(env, id, "rejected");
    expect(await perms()).toMatchObject({
      editInBuilder: false,
      editRejected: true,
      delete: false,
    });
    await setStatus(env, id, "distributed");
    expect(await perms()).toMatchObject({ requestTakedown: true });
  });
});

describe("GET /api/releases/:id/metadata", () => {
  it("downloads the release, tracks, credits and splits as a named JSON file", async () => {
    const ann = await member(env);
    const { id, audio } = await single(ann, "My EP (2)");
    const res = await env.app.inject({
      method: "GET",
      url: `/api/releases/${id}/metadata`,
      headers: { cookie: ann.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(metadataFileName("My EP (2)")).toBe("My_EP__2__metadata.json");
    expect(res.headers["content-disposition"]).toBe(
      'attachment; filename="My_EP__2__metadata.json"',
    );
    expect(res.headers["content-type"]).toContain("application/json");
    const file = res.json();
    expect(file.release).toMatchObject({
      id,
      title: "My EP (2)",
      artist_name: ann.artistName,
      release_type: "single",
      status: "submitted",
      total_tracks: 1,
      metadata: { created_from: "web_platform" },
    });
    expect(file.tracks).toEqual([
      expect.objectContaining({
        track_number: 1,
        title: "Only Song",
        duration: 2,
        credits: [{ name: "Singer", role: "Artist" }],
        royalty_splits: [
          { collaborator_name: "Ann", collaborator_email: null, role: "Producer", percentage: 70 },
          { collaborator_name: "Bo", collaborator_email: null, role: "Producer", percentage: 30 },
        ],
        audio: expect.objectContaining({ file_name: "song.wav", sample_rate: 44_100 }),
      }),
    ]);
    // No storage keys or signed links leave the server in the file.
    expect(res.body).not.toContain("uploads/");
    expect(res.body).not.toContain("/api/files");
    expect(file.tracks[0].audio.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(audio.id).toBeTruthy();
  });

  it("answers 404 to another artist", async () => {
    const ann = await member(env);
    const id = await draft(ann, "Private");
    const bo = await member(env);
    const res = await bo.get(`/api/releases/${id}/metadata`);
    expect(res.status).toBe(404);
    expect(res.headers["content-disposition"]).toBeUndefined();
  });
});
