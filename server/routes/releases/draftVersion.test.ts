import { DRAFT_CHANGED_CODE, ReleaseMessages } from "@common/releases.ts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { saveRelease } from "../../commands/releases/saveRelease.ts";
import { releases } from "../../db/schema/index.ts";
import { errorOf } from "../../test/client.ts";
import { draftInput, releaseOf, track } from "./releaseTestKit.ts";
import { saveFixture, unique } from "./saveTestKit.ts";

const { s, releaseRows, trackRows, ep } = saveFixture();

/** A new draft (one track) and the version the builder reads with it. */
async function newDraft(title: string) {
  const created = await s.ann.post(
    "/api/releases",
    draftInput(title, { tracks: [track("A", null)] }),
  );
  expect(created.status).toBe(201);
  const release = releaseOf(created);
  return { id: release.id, version: release.updatedAt, trackId: release.tracks[0]?.id };
}

/** The draft's updated_at as stored. */
async function storedVersion(id: string): Promise<Date> {
  const [row] = await s.env.ctx.database.db
    .select({ updatedAt: releases.updatedAt })
    .from(releases)
    .where(eq(releases.id, id));
  if (!row) throw new Error("draft missing");
  return row.updatedAt;
}

describe("PUT /api/releases/:id with the version the builder read (two tabs, one draft)", () => {
  it("saves on the current version and answers the new one; an older copy gets 409, nothing written", async () => {
    const title = unique("Two tabs");
    const { id, version: read, trackId } = await newDraft(title);

    // Tab A adds two tracks and saves on the version both tabs read.
    const first = await s.ann.put(`/api/releases/${id}`, {
      ...draftInput(title),
      baseUpdatedAt: read,
      tracks: [{ ...track("A", null), id: trackId }, track("B", null), track("C", null)],
    });
    expect(first.status).toBe(200);
    const afterFirst = releaseOf(first).updatedAt;
    expect(Date.parse(afterFirst)).toBeGreaterThan(Date.parse(read));
    expect((await storedVersion(id)).toISOString()).toBe(afterFirst);

    // Tab B, opened earlier, saves its older copy (one track, a new title): refused.
    const stale = await s.ann.put(`/api/releases/${id}`, {
      ...draftInput(`${title} (tab B)`),
      baseUpdatedAt: read,
      tracks: [{ ...track("A from tab B", null), id: trackId }],
    });
    expect(stale.status).toBe(409);
    expect(errorOf(stale)).toMatchObject({
      code: DRAFT_CHANGED_CODE,
      message: ReleaseMessages.draftChanged,
    });
    expect((await trackRows(id)).map((t) => t.title)).toEqual(["A", "B", "C"]);
    expect((await releaseRows(title)).map((r) => r.id)).toEqual([id]);
    expect((await storedVersion(id)).toISOString()).toBe(afterFirst);

    // Tab A saves again on the version its save answered, and again: never its own conflict.
    const second = await s.ann.put(`/api/releases/${id}`, {
      ...draftInput(title),
      baseUpdatedAt: afterFirst,
      tracks: releaseOf(first).tracks.map((t) => ({ ...track(`${t.title}2`, null), id: t.id })),
    });
    expect(second.status).toBe(200);
    const afterSecond = releaseOf(second).updatedAt;
    expect(Date.parse(afterSecond)).toBeGreaterThan(Date.parse(afterFirst));
    const third = await s.ann.put(`/api/releases/${id}`, {
      ...draftInput(title),
      baseUpdatedAt: afterSecond,
      tracks: releaseOf(second).tracks.map((t) => ({ ...track(t.title, null), id: t.id })),
    });
    expect(third.status).toBe(200);
    expect((await trackRows(id)).map((t) => t.title)).toEqual(["A2", "B2", "C2"]);
  });

  it("protects Submit for Review too: an older copy is not submitted", async () => {
    const title = unique("Stale submit");
    const { id, version: read, trackId } = await newDraft(title);
    const kept = { ...draftInput(title), tracks: [{ ...track("A", null), id: trackId }] };
    expect((await s.ann.put(`/api/releases/${id}`, kept)).status).toBe(200);

    const submitted = await s.ann.put(`/api/releases/${id}`, { ...ep(title), baseUpdatedAt: read });

    expect(submitted.status).toBe(409);
    expect(errorOf(submitted).code).toBe(DRAFT_CHANGED_CODE);
    expect((await releaseRows(title)).map((r) => r.status)).toEqual(["draft"]);
    expect((await trackRows(id)).map((t) => t.title)).toEqual(["A"]);
  });

  it("lets only one of two saves on the same version through", async () => {
    const title = unique("Race");
    const { id, version: read, trackId } = await newDraft(title);

    const answers = await Promise.all(
      ["X", "Y"].map((name) =>
        s.ann.put(`/api/releases/${id}`, {
          ...draftInput(title),
          baseUpdatedAt: read,
          tracks: [{ ...track(name, null), id: trackId }],
        }),
      ),
    );

    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.status === 200);
    if (!winner) throw new Error("no save went through");
    expect((await trackRows(id)).map((t) => t.title)).toEqual([releaseOf(winner).tracks[0]?.title]);
  });

  it("saves without a version as before (other API clients), and refuses a malformed one", async () => {
    const title = unique("No version");
    const { id, version: read } = await newDraft(title);
    expect((await s.ann.put(`/api/releases/${id}`, draftInput(title))).status).toBe(200);

    // Older than the draft now is, but no version is sent: the last save wins, as it always did.
    const unchecked = await s.ann.put(`/api/releases/${id}`, {
      ...draftInput(title),
      tracks: [track("Z", null)],
    });
    expect(unchecked.status).toBe(200);
    expect(Date.parse(releaseOf(unchecked).updatedAt)).toBeGreaterThan(Date.parse(read));
    expect((await trackRows(id)).map((t) => t.title)).toEqual(["Z"]);

    const malformed = await s.ann.put(`/api/releases/${id}`, {
      ...draftInput(title),
      baseUpdatedAt: "yesterday",
    });
    expect(malformed.status).toBe(400);
  });

  it("gives every save a later version, even two saves in one millisecond", async () => {
    const title = unique("Same instant");
    const { id } = await newDraft(title);
    const at = new Date();
    const actor = { id: s.ann.id, role: s.ann.role };

    await saveRelease(s.env.ctx, actor, draftInput(title), id, at);
    const once = await storedVersion(id);
    await saveRelease(s.env.ctx, actor, draftInput(title), id, at);
    const twice = await storedVersion(id);

    expect(twice.getTime()).toBeGreaterThan(once.getTime());
    // The version read before the second save is now out of date.
    await expect(
      saveRelease(
        s.env.ctx,
        actor,
        { ...draftInput(title), baseUpdatedAt: once.toISOString() },
        id,
      ),
    ).rejects.toMatchObject({ status: 409, code: DRAFT_CHANGED_CODE });
  });
});
