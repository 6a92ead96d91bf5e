import { CopyrightMessages } from "@common/copyright.ts";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { checkReleaseCopyright } from "../../commands/copyright/checkReleaseCopyright.ts";
import { bodyOf, errorOf } from "../../test/client.ts";
import { hasFpcalc } from "../../test/fpcalc.ts";
import { makeMp3, makeWav } from "../../test/media.ts";
import { createTestEnv, type TestEnv } from "../../test/support.ts";
import {
  draft,
  type Member,
  member,
  releaseOf,
  rows,
  track,
  uploadWav,
} from "../releases/releaseTestKit.ts";
import {
  catalogued,
  checkRows,
  settledReport,
  submitSingle,
  uploadAudio,
} from "./copyrightTestKit.ts";
import * as schema from "./schema.ts";

let env: TestEnv;
let staff: Member;
let first: Member;
let second: Member;

beforeAll(async () => {
  env = await createTestEnv();
  staff = await member(env, "staff");
  first = await member(env);
  second = await member(env);
});
afterAll(() => env?.close());
afterEach(() => {
  vi.restoreAllMocks();
});

const copyrightJobs = async (releaseId: string) =>
  (
    await rows<{ id: string }>(
      env,
      sql`select id from pgboss.job where name = 'copyright-check' and data->>'releaseId' = ${releaseId}`,
    )
  ).length;

describe("copyright check on submission (own catalogue, no outside service)", () => {
  it("finds the same audio uploaded by another account and reports a violation", async () => {
    const bytes = makeWav({ seconds: 8, melody: 11 });
    const original = await catalogued(
      env,
      first,
      staff,
      await uploadAudio(first, bytes, "night.wav"),
      "Night Swim",
    );
    const copy = await submitSingle(
      second,
      await uploadAudio(second, bytes, "mine.wav"),
      "Totally Mine",
    );

    const report = await settledReport(staff, copy);
    expect(report.copyrightStatus).toBe("violation");
    const check = report.tracks[0]?.check;
    expect(check?.status).toBe("violation");
    expect(check?.confidence).toBe(100);
    expect(check?.checkedBy).toBeNull();
    const top = check?.matches[0];
    expect(top).toMatchObject({
      source: "offbeat",
      title: "Night Swim",
      matchType: "exact",
      confidence: 100,
      fingerprint: true,
    });
    expect(top?.details).toContain("Identical audio file");
    expect(top?.details).toContain("(distributed)");
    // The outside services are not configured here: each is reported off.
    expect(check?.sources.filter((s) => s.state === "off").map((s) => s.source)).toEqual([
      "acoustid",
      "musicbrainz",
      "lastfm",
      "itunes",
      "discogs",
    ]);
    expect(await checkRows(env, copy)).toEqual([
      { check_type: "audio", status: "violation", confidence_score: "100.0", checked_by: null },
    ]);
    // The original itself is clear: it was first, and the copy was not yet in the catalogue.
    expect((await settledReport(staff, original)).copyrightStatus).toBe("clear");
  });

  it.runIf(hasFpcalc)(
    "finds the same recording re-encoded (WAV against MP3) by its fingerprint",
    async () => {
      await catalogued(
        env,
        first,
        staff,
        await uploadAudio(first, makeWav({ seconds: 12, melody: 21 }), "lake.wav"),
        "Lake Song",
        "approved",
      );
      const copy = await submitSingle(
        second,
        await uploadAudio(second, makeMp3({ seconds: 12, melody: 21, kbps: 96 }), "lake.mp3"),
        "Something Else Entirely",
      );
      const check = (await settledReport(staff, copy)).tracks[0]?.check;
      expect(check?.fingerprint).toBe("computed");
      expect(check?.status).toBe("violation");
      const match = check?.matches.find((m) => m.title === "Lake Song");
      expect(match?.fingerprint).toBe(true);
      expect(match?.confidence).toBeGreaterThanOrEqual(70);
      expect(match?.details).toContain("Matching audio fingerprint");
    },
  );

  it.runIf(hasFpcalc)("does not match different music of the same length", async () => {
    await catalogued(
      env,
      first,
      staff,
      await uploadAudio(first, makeWav({ seconds: 12, melody: 31 }), "a.wav"),
      "Orchard",
    );
    const other = await submitSingle(
      second,
      await uploadAudio(second, makeWav({ seconds: 12, melody: 32 }), "b.wav"),
      "Harbour Lights",
    );
    const check = (await settledReport(staff, other)).tracks[0]?.check;
    expect(check?.status).toBe("clear");
    expect(check?.matches.filter((m) => m.fingerprint)).toEqual([]);
  });

  it("matches another account's track with the same title and artist", async () => {
    const earlier = await catalogued(
      env,
      first,
      staff,
      await uploadWav(first, 2, 523),
      "Paper Planes Tonight",
      "approved",
    );
    // A release from before artist names belonged to one account (issue 16), under the name
    // the second account now holds.
    await env.ctx.database.db.execute(
      sql`update releases set artist_name = 'Velvet Static' where id = ${earlier}`,
    );
    expect((await second.post("/api/artists", { name: "Velvet Static" })).status).toBe(201);
    const lookalike = await submitSingle(
      second,
      await uploadWav(second, 2, 659),
      "Paper Planes Tonight",
      "Velvet Static",
    );
    const check = (await settledReport(staff, lookalike)).tracks[0]?.check;
    const match = check?.matches.find((m) => m.title === "Paper Planes Tonight");
    expect(match).toMatchObject({
      source: "offbeat",
      fingerprint: false,
      similarity: 100,
      confidence: 100,
      matchType: "exact",
    });
    expect(check?.status).toBe("violation");
  });
});

describe("Run check (POST /api/admin/releases/:id/copyright-check)", () => {
  it("is for staff and admins only", async () => {
    const id = await submitSingle(first, await uploadWav(first, 2, 700), "Guarded");
    await settledReport(staff, id);
    const artist = await first.post(`/api/admin/releases/${id}/copyright-check`);
    expect(artist.status).toBe(403);
    expect((await first.get(`/api/admin/releases/${id}/copyright`)).status).toBe(403);
    const anonymous = await env.app.inject({
      method: "POST",
      url: `/api/admin/releases/${id}/copyright-check`,
      headers: { origin: "http://localhost:3000" },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await checkRows(env, id)).toHaveLength(1);
  });

  it("refuses with the spec's messages when there is nothing to check", async () => {
    const empty = await draft(first, "Nothing Here");
    const noTracks = await staff.post(`/api/admin/releases/${empty}/copyright-check`);
    expect(noTracks.status).toBe(400);
    expect(errorOf(noTracks).message).toBe(CopyrightMessages.noTracks);

    const silent = await first.post("/api/releases", {
      ...(await import("../releases/releaseTestKit.ts")).draftInput("No Audio Yet", {
        artistName: first.artistName,
      }),
      tracks: [track("Demo", null)],
    });
    expect(silent.status).toBe(201);
    const noAudio = await staff.post(`/api/admin/releases/${releaseOf(silent).id}/copyright-check`);
    expect(noAudio.status).toBe(400);
    expect(errorOf(noAudio).message).toBe(CopyrightMessages.noAudio);

    const missing = await staff.post(
      "/api/admin/releases/00000000-0000-4000-8000-000000000000/copyright-check",
    );
    expect(missing.status).toBe(404);
    expect(await checkRows(env, empty)).toEqual([]);

    // A blank artist (or only blank track titles): "Missing title or artist".
    const nameless = await submitSingle(first, await uploadWav(first, 2, 610), "Nameless");
    await settledReport(staff, nameless);
    await env.ctx.database.db.execute(
      sql`update releases set artist_name = '  ' where id = ${nameless}`,
    );
    const blank = await staff.post(`/api/admin/releases/${nameless}/copyright-check`);
    expect(blank.status).toBe(400);
    expect(errorOf(blank).message).toBe(CopyrightMessages.missingTitleOrArtist);
    expect(await checkRows(env, nameless)).toHaveLength(1);
  });

  it("refuses a second check while one is queued or running, and takes one once it is done", async () => {
    const id = await submitSingle(first, await uploadWav(first, 2, 670), "Once At A Time");
    await settledReport(staff, id);
    const before = await copyrightJobs(id);
    // The job is held back (nothing runs it), so the release stays marked as checking.
    const send = vi.spyOn(env.ctx.jobs, "send").mockResolvedValue(undefined);
    expect((await staff.post(`/api/admin/releases/${id}/copyright-check`)).status).toBe(202);
    const again = await staff.post(`/api/admin/releases/${id}/copyright-check`);
    expect(again.status).toBe(409);
    expect(errorOf(again).message).toBe(CopyrightMessages.alreadyRunning);
    expect(send).toHaveBeenCalledTimes(1);
    send.mockRestore();

    // The check finishes (as the job would run it): the next request is queued for real.
    await checkReleaseCopyright(env.ctx, id, staff.id);
    expect((await staff.post(`/api/admin/releases/${id}/copyright-check`)).status).toBe(202);
    expect(await copyrightJobs(id)).toBe(before + 1);
    await settledReport(staff, id);
  });

  it("does not let a check whose job died long ago block a new one", async () => {
    const id = await submitSingle(second, await uploadWav(second, 2, 680), "Lost Job");
    await settledReport(staff, id);
    const before = await copyrightJobs(id);
    const longAgo = new Date(Date.now() - 16 * 60_000).toISOString();
    await env.ctx.database.db.execute(
      sql`update releases set copyright_check_queued_at = ${longAgo}::timestamptz where id = ${id}`,
    );
    expect((await staff.post(`/api/admin/releases/${id}/copyright-check`)).status).toBe(202);
    expect(await copyrightJobs(id)).toBe(before + 1);
    await settledReport(staff, id);
  });

  it("leaves a check asked for while another ran marked running", async () => {
    const id = await submitSingle(first, await uploadWav(first, 2, 660), "Overlap");
    await settledReport(staff, id);
    // A reviewer's request lands while the submission's check is still working.
    const later = new Date(Date.now() + 60_000).toISOString();
    await env.ctx.database.db.execute(
      sql`update releases set copyright_check_queued_at = ${later}::timestamptz where id = ${id}`,
    );
    await checkReleaseCopyright(env.ctx, id, null);
    const report = await staff.get(`/api/admin/releases/${id}/copyright`);
    expect(bodyOf(report, schema.copyright.response[200]).running).toBe(true);
  });

  it('records a track without a title as clear with "Missing title or artist"', async () => {
    const id = await submitSingle(second, await uploadWav(second, 2, 640), "Half Named");
    await settledReport(staff, id);
    await env.ctx.database.db.execute(sql`update tracks set title = '' where release_id = ${id}`);
    // Straight to the job: the route refuses a release whose every title is blank.
    await checkReleaseCopyright(env.ctx, id, staff.id);
    const check = (await settledReport(staff, id)).tracks[0]?.check;
    expect(check).toMatchObject({
      status: "clear",
      confidence: 0,
      error: CopyrightMessages.missingTitleOrArtist,
    });
  });

  it("runs again for the reviewer who asked and keeps the earlier result", async () => {
    const id = await submitSingle(second, await uploadWav(second, 2, 810), "Second Look");
    await settledReport(staff, id);
    const started = await staff.post(`/api/admin/releases/${id}/copyright-check`);
    expect(started.status).toBe(202);
    expect(bodyOf(started, schema.runCopyrightCheck.response[202]).running).toBe(true);
    const report = await settledReport(staff, id);
    expect(report.tracks[0]?.check?.checkedBy).toEqual({ id: staff.id, name: expect.any(String) });
    const rows = await checkRows(env, id);
    expect(rows.map((r) => r.checked_by)).toEqual([null, staff.id]);
  });

  it("records a failed check as clear with confidence 0 and the error", async () => {
    const id = await submitSingle(first, await uploadWav(first, 2, 930), "Lost File");
    await settledReport(staff, id);
    const { rows } = await env.ctx.database.db.execute<{ id: string; storage_key: string }>(sql`
      select u.id, u.storage_key from uploads u join tracks t on t.audio_upload_id = u.id
      where t.release_id = ${id}`);
    const upload = rows[0];
    if (!upload) throw new Error("no upload");
    await env.ctx.storage.delete(upload.storage_key);
    await env.ctx.database.db.execute(
      sql`delete from audio_fingerprints where upload_id = ${upload.id}`,
    );

    expect((await staff.post(`/api/admin/releases/${id}/copyright-check`)).status).toBe(202);
    const check = (await settledReport(staff, id)).tracks[0]?.check;
    expect(check).toMatchObject({
      status: "clear",
      confidence: 0,
      matches: [],
      error: CopyrightMessages.downloadFailed,
    });
  });
});
