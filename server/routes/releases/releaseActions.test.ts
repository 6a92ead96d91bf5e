import { ReleaseMessages } from "@common/releases.ts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorOf, itemAt } from "../../test/client.ts";
import { createTestEnv, TEST_ORIGIN, type TestEnv } from "../../test/support.ts";
import {
  draft,
  draftInput,
  member,
  releaseOf,
  rows,
  savedOf,
  setStatus,
  storedFiles,
  track,
  uploadArtwork,
  uploadWav,
} from "./releaseTestKit.ts";

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => {
  await env?.close();
});

describe("DELETE /api/releases/:id", () => {
  it("removes a draft with its tracks, splits, uploads and files", async () => {
    const ann = await member(env);
    const [audio, art] = [await uploadWav(ann, 1), await uploadArtwork(ann)];
    const kept = await uploadWav(ann, 1, 880);
    const res = await ann.post(
      "/api/releases",
      draftInput("Doomed Draft", { artworkUploadId: art.id, tracks: [track("T", audio.id)] }),
    );
    const id = releaseOf(res).id;
    const trackId = itemAt(releaseOf(res).tracks).id;
    expect(storedFiles(env, ann.id)).toHaveLength(5);

    const deleted = await ann.del(`/api/releases/${id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ ok: true, message: "Release deleted." });
    expect(await rows(env, sql`select id from releases where id = ${id}`)).toEqual([]);
    expect(await rows(env, sql`select id from tracks where release_id = ${id}`)).toEqual([]);
    expect(await rows(env, sql`select id from royalty_splits where track_id = ${trackId}`)).toEqual(
      [],
    );
    const left = await rows<{ id: string }>(
      env,
      sql`select id from uploads where user_id = ${ann.id}`,
    );
    // The upload no release used is not the release's to remove.
    expect(left.map((u) => u.id)).toEqual([kept.id]);
    expect(storedFiles(env, ann.id)).toHaveLength(1);
    expect((await ann.get(`/api/releases/${id}`)).status).toBe(404);
  });

  it("keeps uploads another release of mine still uses", async () => {
    const ann = await member(env);
    const [audio, art] = [await uploadWav(ann, 1), await uploadArtwork(ann)];
    const input = draftInput("Twin", {
      artistName: ann.artistName,
      artworkUploadId: art.id,
      tracks: [track("T", audio.id)],
    });
    const first = await ann.post("/api/releases", input);
    await ann.post("/api/releases", { ...input, title: "Twin 2" });
    expect((await ann.del(`/api/releases/${releaseOf(first).id}`)).status).toBe(200);
    const left = await rows(env, sql`select id from uploads where user_id = ${ann.id}`);
    expect(left).toHaveLength(2);
    expect(storedFiles(env, ann.id)).toHaveLength(4);
  });

  it("refuses anything but a draft (409) and someone else's (404)", async () => {
    const ann = await member(env);
    const id = await draft(ann, "Not Yours");
    const bo = await member(env);
    const other = await bo.del(`/api/releases/${id}`);
    expect(other.status).toBe(404);
    expect(errorOf(other).message).toBe(ReleaseMessages.releaseNotFound);
    await setStatus(env, id, "submitted");
    const submitted = await ann.del(`/api/releases/${id}`);
    expect(submitted.status).toBe(409);
    expect(errorOf(submitted).message).toBe(ReleaseMessages.onlyDraftsDeleted);
    expect(await rows(env, sql`select id from releases where id = ${id}`)).toHaveLength(1);
  });
});

describe("POST /api/releases/:id/resubmit", () => {
  // What passes the builder's step-1 rules (issue 16: resubmitting is a submission).
  const edit = {
    title: "Fixed Title",
    artistName: "The Testers",
    releaseType: "",
    genre: "Pop",
    subgenre: "",
    releaseDate: "2031-06-01",
    description: "",
  };

  it("resubmits a rejected release, a blank type taking the edit screen's default", async () => {
    const ann = await member(env);
    const res0 = await ann.post(
      "/api/releases",
      draftInput("Second Chance", {
        artistName: ann.artistName,
        releaseType: "album",
        genre: "Jazz",
        subgenre: "Bebop",
        description: "Liner notes",
      }),
    );
    const id = releaseOf(res0).id;
    await setStatus(env, id, "rejected");

    const res = await ann.post(`/api/releases/${id}/resubmit`, {
      ...edit,
      artistName: ann.artistName,
    });
    expect(res.status).toBe(200);
    expect(savedOf(res).message).toBe(ReleaseMessages.submitted);
    expect(releaseOf(res)).toMatchObject({
      status: "submitted",
      title: "Fixed Title",
      artistName: ann.artistName,
      releaseType: "single",
      genre: "Pop",
      subgenre: null,
      description: null,
      releaseDate: "2031-06-01",
    });
    const notes = await rows<{ title: string; audience: string; user_id: string | null }>(
      env,
      sql`select title, audience, user_id from notifications where message like ${`%"Fixed Title" by ${ann.artistName}%`}`,
    );
    expect(notes).toEqual([
      { title: "Release edited and submitted", audience: "admin", user_id: null },
    ]);
  });

  it("keeps what was filled in", async () => {
    const ann = await member(env);
    const id = await draft(ann, "Old Title");
    await setStatus(env, id, "rejected");
    // Another artist name of the account (issue 16: only the account's names are accepted).
    expect((await ann.post("/api/artists", { name: "New Name" })).status).toBe(201);
    const res = await ann.post(`/api/releases/${id}/resubmit`, {
      ...edit,
      title: "New Title",
      artistName: "New Name",
      releaseType: "ep",
      genre: "Rock",
      subgenre: "Garage",
      description: "Fixed",
    });
    expect(releaseOf(res)).toMatchObject({
      title: "New Title",
      artistName: "New Name",
      releaseType: "ep",
      genre: "Rock",
      subgenre: "Garage",
      description: "Fixed",
    });
  });

  it("refuses a date that is not a real day", async () => {
    const ann = await member(env);
    const id = await draft(ann, "Bad Day");
    await setStatus(env, id, "rejected");
    const res = await ann.post(`/api/releases/${id}/resubmit`, {
      ...edit,
      releaseDate: "2031-02-29",
    });
    expect(res.status).toBe(400);
    expect(errorOf(res).message).toBe(ReleaseMessages.dateInvalid);
  });

  it("refuses a draft (409) and someone else's release (404)", async () => {
    const ann = await member(env);
    const id = await draft(ann, "Still a Draft");
    const res = await ann.post(`/api/releases/${id}/resubmit`, edit);
    expect(res.status).toBe(409);
    expect(errorOf(res).message).toBe(ReleaseMessages.onlyRejectedEdited);
    await setStatus(env, id, "rejected");
    const bo = await member(env);
    const other = await bo.post(`/api/releases/${id}/resubmit`, edit);
    expect(other.status).toBe(404);
    const [row] = await rows<{ status: string }>(
      env,
      sql`select status from releases where id = ${id}`,
    );
    expect(row?.status).toBe("rejected");
  });
});

describe("POST /api/releases/:id/takedown", () => {
  it("records a pending request for a distributed release, once", async () => {
    const ann = await member(env);
    const id = await draft(ann, "Take Me Down");
    await setStatus(env, id, "distributed");

    const res = await ann.post(`/api/releases/${id}/takedown`, { reason: "  Rights dispute  " });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      ok: true,
      message: "Takedown request submitted. Our team will review it shortly.",
    });
    const requests = await rows<{ status: string; reason: string; user_id: string }>(
      env,
      sql`select status, reason, user_id from takedown_requests where release_id = ${id}`,
    );
    expect(requests).toEqual([{ status: "pending", reason: "Rights dispute", user_id: ann.id }]);
    const detail = await ann.get(`/api/releases/${id}`);
    expect(releaseOf(detail).takedown).toMatchObject({ status: "pending" });
    expect(releaseOf(detail).permissions.requestTakedown).toBe(false);

    const again = await ann.post(`/api/releases/${id}/takedown`, { reason: "Please" });
    expect(again.status).toBe(409);
    expect(errorOf(again).message).toBe(ReleaseMessages.takedownPending);
    expect(
      await rows(env, sql`select id from takedown_requests where release_id = ${id}`),
    ).toHaveLength(1);
  });

  it("lets only one of two simultaneous requests through", async () => {
    const ann = await member(env);
    const id = await draft(ann, "Raced");
    await setStatus(env, id, "distributed");
    const results = await Promise.all([
      ann.post(`/api/releases/${id}/takedown`, { reason: "One" }),
      ann.post(`/api/releases/${id}/takedown`, { reason: "Two" }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(
      await rows(env, sql`select id from takedown_requests where release_id = ${id}`),
    ).toHaveLength(1);
  });

  it("needs a reason", async () => {
    const ann = await member(env);
    const id = await draft(ann, "No Reason");
    await setStatus(env, id, "distributed");
    for (const reason of ["", "   "]) {
      const res = await ann.post(`/api/releases/${id}/takedown`, { reason });
      expect(res.status).toBe(400);
      expect(errorOf(res).message).toBe("Please provide a reason for the takedown request.");
    }
    expect(await rows(env, sql`select id from takedown_requests where release_id = ${id}`)).toEqual(
      [],
    );
  });

  it("refuses a release that is not distributed (409) and someone else's (404)", async () => {
    const ann = await member(env);
    const id = await draft(ann, "Too Early");
    const res = await ann.post(`/api/releases/${id}/takedown`, { reason: "Changed my mind" });
    expect(res.status).toBe(409);
    expect(errorOf(res).message).toBe(ReleaseMessages.takedownNotDistributed);
    await setStatus(env, id, "distributed");
    const bo = await member(env);
    const other = await bo.post(`/api/releases/${id}/takedown`, { reason: "Not mine" });
    expect(other.status).toBe(404);
    expect(await rows(env, sql`select id from takedown_requests where release_id = ${id}`)).toEqual(
      [],
    );
  });
});

describe("cross-site requests", () => {
  it("refuses state changes from another origin before they happen", async () => {
    const ann = await member(env);
    const id = await draft(ann, "Guarded");
    const forged = (method: "POST" | "DELETE", url: string, payload?: object) =>
      env.app.inject({
        method,
        url,
        headers: { cookie: ann.cookie, origin: "https://evil.example" },
        ...(payload ? { payload } : {}),
      });
    const attempts = [
      await forged("DELETE", `/api/releases/${id}`),
      await forged("POST", `/api/releases/${id}/takedown`, { reason: "x" }),
      await forged("POST", `/api/releases/${id}/resubmit`, {
        title: "x",
        artistName: "",
        releaseType: "",
        genre: "",
        subgenre: "",
        releaseDate: "2031-01-01",
        description: "",
      }),
    ];
    for (const res of attempts) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe("CROSS_ORIGIN");
    }
    // Without an Origin header, a browser's Sec-Fetch-Site says where the request came from.
    const noOrigin = await env.app.inject({
      method: "DELETE",
      url: `/api/releases/${id}`,
      headers: { cookie: ann.cookie, "sec-fetch-site": "cross-site" },
    });
    expect(noOrigin.statusCode).toBe(403);
    expect(releaseOf(await ann.get(`/api/releases/${id}`)).title).toBe("Guarded");
    // From the app itself, the same delete goes through.
    const own = await env.app.inject({
      method: "DELETE",
      url: `/api/releases/${id}`,
      headers: { cookie: ann.cookie, origin: TEST_ORIGIN },
    });
    expect(own.statusCode).toBe(200);
  });
});
