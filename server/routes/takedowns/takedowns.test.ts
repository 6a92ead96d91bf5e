import { DeliveryNotifications, TakedownMessages } from "@common/distribution.ts";
import { CURSOR_MESSAGE } from "@common/keysetCursor.ts";
import { ReleaseMessages } from "@common/releases.ts";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { takedownRequests } from "../../db/schema/index.ts";
import { bodyOf, errorOf } from "../../test/client.ts";
import {
  deliveriesOf,
  enableStores,
  setDelivered,
  waitForDeliveries,
} from "../../test/storesKit.ts";
import { createTestEnv, type TestEnv } from "../../test/support.ts";
import { releaseIn, statusOf } from "../adminReleases/reviewTestKit.ts";
import {
  approvedSingle,
  auditActions,
  type Cast,
  cast,
  expectStaffOnly,
  ISO_TIME,
  notificationsOf,
  selectPlatforms,
} from "../deliveries/deliveryTestKit.ts";
import { type Member, type Reply, releaseOf } from "../releases/releaseTestKit.ts";
import * as schema from "./schema.ts";

/**
 * The takedown queue (spec §4, issue 15): staff approve an artist's request (each store that
 * has the release is sent the takedown by the real engine; stores that never had it are done at
 * once) or reject it with a reason the artist reads.
 */
let env: TestEnv;
let people: Cast;

beforeAll(async () => {
  env = await createTestEnv();
  people = await cast(env);
  await enableStores(env.ctx, ["spotify", "deezer"]);
});
afterAll(() => env?.close());

const approve = (id: string, note: string | null = null, who: Member = people.staff) =>
  who.post(`/api/admin/takedowns/${id}/approve`, { note });
const reject = (id: string, reason: string, who: Member = people.staff) =>
  who.post(`/api/admin/takedowns/${id}/reject`, { reason });
/** An approve's or a reject's answer (both share one response schema). */
const decidedOf = (res: Reply) => bodyOf(res, schema.approve.response[200]);

/** The artist asks for the takedown through the API; returns the request's id. */
async function requestTakedown(releaseId: string, reason = "I am leaving the label.") {
  const res = await people.artist.post(`/api/releases/${releaseId}/takedown`, { reason });
  expect(res.status).toBe(201);
  const [row] = await env.ctx.database.db
    .select({ id: takedownRequests.id })
    .from(takedownRequests)
    .where(eq(takedownRequests.releaseId, releaseId));
  return row?.id as string;
}

/** A distributed release: the real one (engine) when `real`, else rows written directly. */
async function distributed(title: string, real: boolean) {
  if (!real) {
    const id = await releaseIn(env, people.artist, "approved", title);
    await setDelivered(env.ctx, id, ["spotify"], "live");
    return id;
  }
  const id = await approvedSingle(people.artist, people.staff, title);
  await selectPlatforms(env, id, ["spotify", "deezer"]);
  expect((await people.staff.post(`/api/admin/releases/${id}/distribute`, {})).status).toBe(200);
  await waitForDeliveries(env.ctx, id, ["delivered"]);
  await expect.poll(async () => (await statusOf(env, id))?.status).toBe("distributed");
  return id;
}

describe("approving a takedown", () => {
  it("sends each store the takedown; once all are done the release is taken down", async () => {
    const releaseId = await distributed("Farewell", true);
    const requestId = await requestTakedown(releaseId);
    const res = await approve(requestId, "  Removed at the artist's request.  ");
    expect(res.status).toBe(200);
    expect(decidedOf(res).message).toBe(TakedownMessages.approved);
    expect(decidedOf(res).takedown).toMatchObject({
      id: requestId,
      releaseId,
      releaseTitle: "Farewell",
      status: "approved",
      stores: { live: 0, total: 2 },
    });
    // Queued by the approval; the engine, running beside the test, may already be sending.
    const sending = expect.stringMatching(/^(queued|uploading|taken_down)$/);
    expect((await deliveriesOf(env.ctx, releaseId)).map((r) => [r.kind, r.state])).toEqual([
      ["takedown", sending],
      ["takedown", sending],
    ]);
    expect(await notificationsOf(env, people.artist.id)).toContainEqual(
      DeliveryNotifications.takedownApproved("Farewell", "Removed at the artist's request."),
    );
    expect(
      (await auditActions(env, releaseId)).find((a) => a.action === "APPROVE_TAKEDOWN"),
    ).toMatchObject({
      actorId: people.staff.id,
      details: {
        requestId,
        note: "Removed at the artist's request.",
        stores: ["spotify", "deezer"],
      },
    });
    // While the stores work: the artist sees the request under way and cannot ask again.
    const during = releaseOf(await people.artist.get(`/api/releases/${releaseId}`));
    expect(during.takedown).toMatchObject({ status: "approved" });
    expect(during.permissions.requestTakedown).toBe(false);
    const twice = await people.artist.post(`/api/releases/${releaseId}/takedown`, {
      reason: "Again",
    });
    expect(twice.status).toBe(409);
    expect(errorOf(twice).message).toBe(ReleaseMessages.takedownPending);

    await waitForDeliveries(env.ctx, releaseId, ["taken_down"]);
    await expect.poll(async () => (await statusOf(env, releaseId))?.status).toBe("taken_down");
    const [request] = await env.ctx.database.db
      .select()
      .from(takedownRequests)
      .where(eq(takedownRequests.id, requestId));
    expect(request).toMatchObject({
      status: "completed",
      decidedBy: people.staff.id,
      decisionNote: "Removed at the artist's request.",
    });
    expect(await notificationsOf(env, people.artist.id)).toContainEqual(
      DeliveryNotifications.takenDown("Farewell"),
    );
    const after = releaseOf(await people.artist.get(`/api/releases/${releaseId}`));
    expect(after.deliveries.map((d: { label: string }) => d.label)).toEqual([
      "Taken down",
      "Taken down",
    ]);
    expect(idsIn(await people.staff.get("/api/admin/takedowns"))).not.toContain(requestId);
  });

  it("takes down at once the stores that never had a batch, and sends the others", async () => {
    const releaseId = await approvedSingle(people.artist, people.staff, "Half There");
    await selectPlatforms(env, releaseId, ["spotify"]);
    expect(
      (await people.staff.post(`/api/admin/releases/${releaseId}/distribute`, {})).status,
    ).toBe(200);
    const delivered = await waitForDeliveries(env.ctx, releaseId, ["delivered"]);
    const releaseBatch = delivered.find((r) => r.storeId === "spotify")?.batchId;
    // Deezer's delivery had failed before a batch was written.
    await setDelivered(env.ctx, releaseId, ["deezer"], "failed");
    await env.ctx.database.db.execute(
      sql`update releases set status = 'distributed' where id = ${releaseId}`,
    );
    const res = await approve(await requestTakedown(releaseId));
    expect(res.status).toBe(200);
    expect(decidedOf(res).takedown.stores).toEqual({ live: 1, total: 2 });
    // Deezer is done in the approval's own transaction; Spotify's takedown is queued there,
    // and the engine, running beside the test, may already be sending it.
    const [deezer, spotify] = await deliveriesOf(env.ctx, releaseId);
    expect([deezer?.storeId, deezer?.kind, deezer?.state]).toEqual([
      "deezer",
      "takedown",
      "taken_down",
    ]);
    expect([spotify?.storeId, spotify?.kind]).toEqual(["spotify", "takedown"]);
    expect(["queued", "uploading", "taken_down"]).toContain(spotify?.state);
    const done = await waitForDeliveries(env.ctx, releaseId, ["taken_down"]);
    // Sent: Spotify got a takedown batch of its own; Deezer, which never had one, got none.
    const [deezerDone, spotifyDone] = done;
    expect(deezerDone?.batchId).toBeNull();
    expect(spotifyDone?.batchId).toBeTruthy();
    expect(spotifyDone?.batchId).not.toBe(releaseBatch);
    await expect.poll(async () => (await statusOf(env, releaseId))?.status).toBe("taken_down");
  });

  it("completes at once when no store has the release", async () => {
    const releaseId = await releaseIn(env, people.artist, "distributed", "Never Sent");
    const requestId = await requestTakedown(releaseId);
    const res = await approve(requestId, "");
    expect(res.status).toBe(200);
    expect(decidedOf(res).takedown).toMatchObject({
      status: "completed",
      stores: { live: 0, total: 0 },
    });
    expect((await statusOf(env, releaseId))?.status).toBe("taken_down");
    const mine = await notificationsOf(env, people.artist.id);
    expect(mine).toContainEqual(DeliveryNotifications.takedownApproved("Never Sent", null));
    expect(mine).toContainEqual(DeliveryNotifications.takenDown("Never Sent"));
  });
});

describe("rejecting a takedown", () => {
  it("needs a reason, then tells the artist why; the release stays and may be asked again", async () => {
    const releaseId = await distributed("Staying", false);
    const requestId = await requestTakedown(releaseId);
    for (const reason of ["", "   "]) {
      const blank = await reject(requestId, reason);
      expect(blank.status).toBe(400);
      expect(errorOf(blank).message).toBe(TakedownMessages.rejectReasonRequired);
    }
    const long = await reject(requestId, "x".repeat(2001));
    expect(long.status).toBe(400);
    expect(errorOf(long).message).toBe(TakedownMessages.noteTooLong);

    const res = await reject(requestId, " Under contract until 2027. ", people.admin);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: TakedownMessages.rejected,
      takedown: { id: requestId, status: "rejected", stores: { live: 0, total: 1 } },
    });
    expect(await notificationsOf(env, people.artist.id)).toContainEqual(
      DeliveryNotifications.takedownRejected("Staying", "Under contract until 2027."),
    );
    expect((await auditActions(env, releaseId)).map((a) => a.action)).toEqual(["REJECT_TAKEDOWN"]);
    expect((await statusOf(env, releaseId))?.status).toBe("distributed");
    expect((await deliveriesOf(env.ctx, releaseId)).map((r) => r.state)).toEqual(["live"]);
    expect(
      (await people.artist.post(`/api/releases/${releaseId}/takedown`, { reason: "Please" }))
        .status,
    ).toBe(201);
  });
});

describe("deciding once", () => {
  it("answers 409 to a second decision, and to the second of two at once", async () => {
    const first = await requestTakedown(await distributed("Decided", false));
    expect((await approve(first)).status).toBe(200);
    for (const again of [await approve(first), await reject(first, "No")]) {
      expect(again.status).toBe(409);
      expect(errorOf(again).message).toBe(TakedownMessages.alreadyDecided);
    }
    const second = await requestTakedown(await distributed("Raced", false));
    const answers = await Promise.all([approve(second), reject(second, "Not now", people.admin)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
  });

  it("refuses a note over 2000 characters, and answers 404 and 400 for bad ids", async () => {
    const id = await requestTakedown(await distributed("Wordy", false));
    const long = await approve(id, "x".repeat(2001));
    expect(long.status).toBe(400);
    expect(errorOf(long).message).toBe(TakedownMessages.noteTooLong);
    const missing = await approve("00000000-0000-4000-8000-000000000000");
    expect(missing.status).toBe(404);
    expect(errorOf(missing).message).toBe(TakedownMessages.notFound);
    expect((await reject("not-a-uuid", "x")).status).toBe(400);
  });
});

const queueOf = (res: Reply) => bodyOf(res, schema.queue.response[200]).items;
const idsIn = (res: Reply) => queueOf(res).map((i) => i.id);

describe("GET /api/admin/takedowns", () => {
  it("lists pending and approved requests still under way, oldest first", async () => {
    const older = await requestTakedown(await distributed("Queue One", false));
    const newer = await requestTakedown(await distributed("Queue Two", false), "Rights ended.");
    const rejected = await requestTakedown(await distributed("Queue Three", false));
    await reject(rejected, "No");
    await env.ctx.database.db.execute(
      sql`update takedown_requests set created_at = now() - interval '2 days' where id = ${older}`,
    );
    const res = await people.staff.get("/api/admin/takedowns");
    expect(res.status).toBe(200);
    const ids = idsIn(res);
    expect(ids).not.toContain(rejected);
    expect(ids.indexOf(older)).toBeLessThan(ids.indexOf(newer));
    expect(queueOf(res).find((i) => i.id === newer)).toEqual({
      id: newer,
      releaseId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      releaseTitle: "Queue Two",
      artistName: people.artist.artistName,
      requestedBy: expect.stringMatching(/^artist \d+$/),
      reason: "Rights ended.",
      status: "pending",
      createdAt: ISO_TIME,
      stores: { live: 0, total: 1 },
    });
    // Approved, its store still at it: listed as approved with its progress.
    expect((await approve(older)).status).toBe(200);
    const later = await people.admin.get("/api/admin/takedowns");
    expect(queueOf(later).find((i) => i.id === older)).toMatchObject({
      status: "approved",
      stores: { live: 0, total: 1 },
    });
  });

  it("pages through the whole queue oldest first and counts every pending request", async () => {
    const ids = [];
    for (const title of ["Paged One", "Paged Two", "Paged Three"])
      ids.push(await requestTakedown(await distributed(title, false)));
    // Far older than every other request here, one minute apart: the first three of the queue.
    for (const [index, id] of ids.entries())
      await env.ctx.database.db.execute(
        sql`update takedown_requests set created_at = now() - interval '30 days' + ${index} * interval '1 minute' where id = ${id}`,
      );
    const seen: string[] = [];
    const pendingCounts = new Set<number>();
    let cursor: string | null = null;
    do {
      const url: string = `/api/admin/takedowns?limit=2${cursor ? `&cursor=${cursor}` : ""}`;
      const page = bodyOf(await people.staff.get(url), schema.queue.response[200]);
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((item) => item.id));
      pendingCounts.add(page.pending);
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen.slice(0, 3)).toEqual(ids);
    expect(new Set(seen).size).toBe(seen.length);
    const [pending] = await env.ctx.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(takedownRequests)
      .where(eq(takedownRequests.status, "pending"));
    expect([...pendingCounts]).toEqual([pending?.n]);
  });

  it("refuses a cursor it did not give and a page size out of range", async () => {
    const bad = await people.staff.get("/api/admin/takedowns?cursor=not-a-cursor");
    expect(bad.status).toBe(400);
    expect(errorOf(bad).message).toBe(CURSOR_MESSAGE);
    expect((await people.staff.get("/api/admin/takedowns?limit=0")).status).toBe(400);
    expect((await people.staff.get("/api/admin/takedowns?limit=101")).status).toBe(400);
  });

  it("is for staff and admins only, as are the decisions", async () => {
    const id = await requestTakedown(await distributed("Private Matter", false));
    await expectStaffOnly(env, people, "GET", "/api/admin/takedowns");
    await expectStaffOnly(env, people, "POST", `/api/admin/takedowns/${id}/approve`, {
      note: null,
    });
    await expectStaffOnly(env, people, "POST", `/api/admin/takedowns/${id}/reject`, {
      reason: "No",
    });
    const [row] = await env.ctx.database.db
      .select({ status: takedownRequests.status })
      .from(takedownRequests)
      .where(eq(takedownRequests.id, id));
    expect(row?.status).toBe("pending");
  });
});
