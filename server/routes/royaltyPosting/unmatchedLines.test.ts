import { WaitingReportsSchema } from "@common/royalties/imports.ts";
import { RoyaltyPolicyMessages } from "@common/royalties/messages.ts";
import { PostingMessages } from "@common/royalties/posting.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  lineStates,
  owedTo,
  releaseWithTracks,
  reportWithLines,
} from "../../royalties/posting/postingTestKit.ts";
import { bodyOf, clientFor, errorOf } from "../../test/client.ts";
import { createTestEnv, createUser, signIn, type TestEnv } from "../../test/support.ts";
import * as schema from "./schema.ts";

/** The queue of lines no track was found for (issue 19): list, assign (booked if posted), dismiss. */
let env: TestEnv;
let staff: ReturnType<typeof clientFor>;
let artist: ReturnType<typeof clientFor>;
let ownerId: string;

beforeAll(async () => {
  env = await createTestEnv();
  const staffUser = await createUser(env.ctx, { role: "staff" });
  staff = clientFor(env, await signIn(env, staffUser.email, staffUser.password));
  const owner = await createUser(env.ctx);
  ownerId = owner.id;
  artist = clientFor(env, await signIn(env, owner.email, owner.password));
});
afterAll(() => env?.close());

const db = () => env.ctx.database.db;
const pageOf = (res: Awaited<ReturnType<typeof staff.get>>) =>
  bodyOf(res, schema.unmatched.response[200]);
const changedOf = (res: Awaited<ReturnType<typeof staff.get>>) =>
  bodyOf(res, schema.assign.response[200]);

describe("the unmatched queue", () => {
  it("lists unmatched lines with their report, in pages, with the total of all", async () => {
    const { reportId } = await reportWithLines(db(), {
      period: "2025-01",
      lines: [
        { amount: "1.005", isrc: "SEXXX2500001", title: "Lost Song" },
        { amount: "2.5", title: "Other" },
        { amount: "0.25", title: "Third" },
      ],
    });
    const first = await staff.get(
      `/api/admin/royalty-lines/unmatched?reportId=${reportId}&limit=2`,
    );
    expect(first.status).toBe(200);
    const page = pageOf(first);
    expect(page).toMatchObject({ count: 3, total: "3.76", currency: "SEK" });
    expect(page.items[0]).toMatchObject({
      reportId,
      storeId: "spotify",
      storeName: "Spotify",
      period: "2025-01",
      lineNumber: 1,
      isrc: "SEXXX2500001",
      title: "Lost Song",
      country: "SE",
      quantity: 10,
      amount: "1.005",
    });
    const rest = pageOf(
      await staff.get(
        `/api/admin/royalty-lines/unmatched?reportId=${reportId}&limit=2&cursor=${page.nextCursor}`,
      ),
    );
    expect(rest.items.map((line) => line.title)).toEqual(["Third"]);
    expect(rest.nextCursor).toBeNull();
    expect((await staff.get("/api/admin/royalty-lines/unmatched?cursor=zzz")).status).toBe(400);
  });

  it("assigns lines of a ready report (booked with it later) and of a posted one (booked now)", async () => {
    const { tracks } = await releaseWithTracks(db(), ownerId, [[]], "Found Later");
    const trackId = tracks[0]?.id ?? "";
    const ready = await reportWithLines(db(), { period: "2025-02", lines: [{ amount: "1" }] });
    const res = await staff.post("/api/admin/royalty-lines/assign", {
      lineIds: ready.lineIds,
      trackId,
    });
    expect(res.status).toBe(200);
    expect(changedOf(res)).toEqual({ changed: 1, booked: 0, message: "1 line assigned." });
    expect(await lineStates(db(), ready.reportId)).toEqual(["matched"]);

    const posted = await reportWithLines(db(), {
      period: "2025-03",
      status: "posted",
      lines: [{ amount: "1.004" }, { amount: "1.004" }],
    });
    const before = await owedTo(db(), { userId: ownerId });
    const booked = await staff.post("/api/admin/royalty-lines/assign", {
      lineIds: posted.lineIds,
      trackId,
    });
    expect(changedOf(booked)).toMatchObject({ changed: 2, booked: 2 });
    expect(await lineStates(db(), posted.reportId)).toEqual(["posted", "posted"]);
    // 2.008 → 2.01 once → artist 161 öre.
    expect((await owedTo(db(), { userId: ownerId })) - before).toBe(161n);

    const again = await staff.post("/api/admin/royalty-lines/assign", {
      lineIds: posted.lineIds,
      trackId,
    });
    expect(again.status).toBe(409);
    expect(errorOf(again).message).toBe(PostingMessages.onlyUnmatched);
  });

  it("leaves out a report still being checked: its lines may be written again", async () => {
    const { reportId, lineIds } = await reportWithLines(db(), {
      period: "2025-05",
      status: "processing",
      lines: [{ amount: "4", title: "Half Read" }],
    });
    const page = pageOf(await staff.get(`/api/admin/royalty-lines/unmatched?reportId=${reportId}`));
    expect(page).toMatchObject({ items: [], count: 0, total: "0.00" });
    for (const path of ["/api/admin/royalty-lines/dismiss", "/api/admin/royalty-lines/assign"]) {
      const res = await staff.post(path, { lineIds, trackId: crypto.randomUUID() });
      expect(res.status).toBe(409);
      expect(errorOf(res).message).toBe(PostingMessages.reportBeingChecked);
    }
    expect(await lineStates(db(), reportId)).toEqual(["unmatched"]);
  });

  it("leaves lines for a track that pays the staff member to someone else", async () => {
    const staffArtist = await createUser(env.ctx, { role: "staff" });
    const own = clientFor(env, await signIn(env, staffArtist.email, staffArtist.password));
    // Their own release's track, and a track where they are a collaborator with a split.
    const mine = await releaseWithTracks(db(), staffArtist.id, [[]]);
    const featured = await releaseWithTracks(db(), ownerId, [
      [
        { email: staffArtist.email.toUpperCase(), percentage: "50" },
        { email: null, percentage: "50" },
      ],
    ]);
    const { reportId, lineIds } = await reportWithLines(db(), {
      period: "2025-06",
      status: "posted",
      lines: [{ amount: "7", title: "Mine" }],
    });
    for (const track of [mine.tracks[0], featured.tracks[0]]) {
      const res = await own.post("/api/admin/royalty-lines/assign", {
        lineIds,
        trackId: track?.id,
      });
      expect(res.status).toBe(403);
      expect(errorOf(res).message).toBe(RoyaltyPolicyMessages.ownTrack);
    }
    expect(await lineStates(db(), reportId)).toEqual(["unmatched"]);
    expect(await owedTo(db(), { userId: staffArtist.id })).toBe(0n);
    // Another staff member assigns them: booked at once, the report being posted.
    const res = await staff.post("/api/admin/royalty-lines/assign", {
      lineIds,
      trackId: mine.tracks[0]?.id,
    });
    expect(changedOf(res)).toMatchObject({ changed: 1, booked: 1 });
    expect(await owedTo(db(), { userId: staffArtist.id })).toBe(560n);
  });

  it("dismisses lines, which are never booked", async () => {
    const { reportId, lineIds } = await reportWithLines(db(), {
      period: "2025-04",
      lines: [{ amount: "9" }],
    });
    const res = await staff.post("/api/admin/royalty-lines/dismiss", { lineIds });
    expect(changedOf(res)).toEqual({ changed: 1, booked: 0, message: "1 line dismissed." });
    expect(await lineStates(db(), reportId)).toEqual(["dismissed"]);
    expect((await staff.post("/api/admin/royalty-lines/dismiss", { lineIds })).status).toBe(409);
  });

  it("counts the reports waiting for staff on the Royalties link: not yet posted, or with unmatched lines", async () => {
    const waiting = async () =>
      bodyOf(await staff.get("/api/admin/royalty-reports/waiting"), WaitingReportsSchema).count;
    const base = await waiting();
    const { tracks } = await releaseWithTracks(db(), ownerId, [[]], "Counted");
    const trackId = tracks[0]?.id ?? "";
    // Posted and fully matched: nothing to do. Failed: staff upload it again; not counted.
    await reportWithLines(db(), {
      period: "2025-06",
      status: "posted",
      lines: [{ amount: "1", trackId, state: "posted" }],
    });
    await reportWithLines(db(), { period: "2025-06", status: "failed", lines: [] });
    expect(await waiting()).toBe(base);

    const ready = await reportWithLines(db(), {
      period: "2025-07",
      lines: [{ amount: "1", trackId }],
    });
    expect(await waiting()).toBe(base + 1);
    const posted = await reportWithLines(db(), {
      period: "2025-08",
      status: "posted",
      lines: [{ amount: "1" }, { amount: "2" }],
    });
    expect(await waiting()).toBe(base + 2);

    // One line dismissed, one still waiting: the report still counts; the last one clears it.
    const dismissed = await staff.post("/api/admin/royalty-lines/dismiss", {
      lineIds: posted.lineIds.slice(0, 1),
    });
    expect(dismissed.status).toBe(200);
    expect(await waiting()).toBe(base + 2);
    const assigned = await staff.post("/api/admin/royalty-lines/assign", {
      lineIds: posted.lineIds.slice(1),
      trackId,
    });
    expect(assigned.status).toBe(200);
    expect(await waiting()).toBe(base + 1);
    const post = await staff.post(`/api/admin/royalty-reports/${ready.reportId}/post`, {});
    expect(post.status).toBe(200);
    expect(await waiting()).toBe(base);

    expect((await artist.get("/api/admin/royalty-reports/waiting")).status).toBe(403);
  });

  it("refuses bad input, unknown lines and tracks, and anyone but staff", async () => {
    const { lineIds } = await reportWithLines(db(), {
      period: "2025-05",
      lines: [{ amount: "1" }],
    });
    const empty = await staff.post("/api/admin/royalty-lines/dismiss", { lineIds: [] });
    expect(empty.status).toBe(400);
    const missing = await staff.post("/api/admin/royalty-lines/dismiss", {
      lineIds: ["999999999"],
    });
    expect(missing.status).toBe(404);
    expect(errorOf(missing).message).toBe(PostingMessages.linesNotFound);
    const noTrack = await staff.post("/api/admin/royalty-lines/assign", {
      lineIds,
      trackId: "00000000-0000-4000-8000-000000000000",
    });
    expect(noTrack.status).toBe(404);
    expect(errorOf(noTrack).message).toBe(PostingMessages.trackNotFound);
    expect((await artist.post("/api/admin/royalty-lines/dismiss", { lineIds })).status).toBe(403);
    expect((await artist.get("/api/admin/royalty-lines/unmatched")).status).toBe(403);
    expect((await clientFor(env).get("/api/admin/royalty-lines/unmatched")).status).toBe(401);
  });

  it("finds tracks by title or ISRC for the assign picker", async () => {
    const { upc, tracks } = await releaseWithTracks(db(), ownerId, [[]], "Searchable Tune");
    const byTitle = await staff.get("/api/admin/royalty-lines/tracks?q=searchable");
    expect(byTitle.status).toBe(200);
    const hits = bodyOf(byTitle, schema.tracks.response[200]).items;
    expect(hits.map((hit) => hit.id)).toContain(tracks[0]?.id);
    const byIsrc = bodyOf(
      await staff.get(`/api/admin/royalty-lines/tracks?q=${tracks[0]?.isrc}`),
      schema.tracks.response[200],
    );
    expect(byIsrc.items[0]?.id).toBe(tracks[0]?.id);
    // As the release pages write it ("SE-1A2-B3-C4D5E", formatIsrc) and as people type it.
    const isrc = tracks[0]?.isrc ?? "";
    const dashed = `${isrc.slice(0, 2)}-${isrc.slice(2, 5)}-${isrc.slice(5, 7)}-${isrc.slice(7)}`;
    for (const typed of [dashed, dashed.toLowerCase().replaceAll("-", " ")]) {
      const hit = bodyOf(
        await staff.get(`/api/admin/royalty-lines/tracks?q=${encodeURIComponent(typed)}`),
        schema.tracks.response[200],
      );
      expect(hit.items[0]?.id, typed).toBe(tracks[0]?.id);
    }
    // A UPC-only line: its release's tracks, found by the code as reports write it (a GTIN-14's
    // leading zero, spaces between the groups).
    for (const typed of [`0${upc}`, `${upc.slice(0, 1)} ${upc.slice(1, 7)} ${upc.slice(7)}`]) {
      const byUpc = bodyOf(
        await staff.get(`/api/admin/royalty-lines/tracks?q=${encodeURIComponent(typed)}`),
        schema.tracks.response[200],
      );
      expect(
        byUpc.items.map((hit) => hit.id),
        typed,
      ).toEqual([tracks[0]?.id]);
    }
    expect((await staff.get("/api/admin/royalty-lines/tracks?q=")).status).toBe(400);
  });
});
