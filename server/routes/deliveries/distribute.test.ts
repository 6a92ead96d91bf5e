import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { DistributionMessages } from "@common/distribution.ts";
import { ReleaseMessages } from "@common/releases.ts";
import { ReviewMessages } from "@common/review.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bodyOf, errorOf } from "../../test/client.ts";
import { deliveriesOf, enableStores, waitForDeliveries } from "../../test/storesKit.ts";
import { createTestEnv, type TestEnv } from "../../test/support.ts";
import { releaseIn } from "../adminReleases/reviewTestKit.ts";
import * as reviewSchema from "../adminReleases/schema.ts";
import { type Reply, releaseOf, releasePageOf } from "../releases/releaseTestKit.ts";
import * as releaseSchema from "../releases/schema.ts";
import {
  approvedSingle,
  auditActions,
  type Cast,
  cast,
  expectStaffOnly,
  ISO_TIME,
  notificationsOf,
  selectPlatforms,
} from "./deliveryTestKit.ts";

/**
 * Mark as Distributed (issue 15): staff start delivery to the stores, the delivery job (the
 * real engine, to folders under the test's DATA_DIR) sends each its batch, and the release
 * becomes distributed once every store has it.
 */
let env: TestEnv;
let people: Cast;

beforeAll(async () => {
  env = await createTestEnv();
  people = await cast(env);
  // Spotify and Deezer are on; the other four default platforms are off.
  await enableStores(env.ctx, ["spotify", "deezer"]);
});
afterAll(() => env?.close());

const distribute = (id: string, who = people.staff) =>
  who.post(`/api/admin/releases/${id}/distribute`, { notes: null });
const distributed = (res: Reply) => bodyOf(res, reviewSchema.distribute.response[200]);

describe("Mark as Distributed", () => {
  it("queues the enabled selected stores, delivers each and then marks the release distributed", async () => {
    const { artist, staff } = people;
    const id = await approvedSingle(artist, staff, "First Light");
    const res = await distribute(id);
    expect(res.status).toBe(200);
    expect(distributed(res).queued).toBe(2);
    expect(distributed(res).message).toBe(DistributionMessages.deliveryStarted(2));
    // Still approved: no store has the batch yet.
    expect(distributed(res).release).toMatchObject({ id, status: "approved", adminNotes: null });
    expect(distributed(res).release.stores).toEqual({ live: 0, total: 2 });
    expect((await auditActions(env, id)).map((a) => a.action)).toEqual(["DISTRIBUTE_RELEASE"]);
    expect((await auditActions(env, id))[0]).toMatchObject({
      actorId: staff.id,
      details: { notes: null, title: "First Light", stores: ["spotify", "deezer"] },
    });

    const rows = await waitForDeliveries(env.ctx, id, ["delivered"]);
    expect(rows.map((r) => r.storeId).sort()).toEqual(["deezer", "spotify"]);
    // Each store's folder holds its batch, BatchComplete written.
    for (const store of ["spotify", "deezer"]) {
      const row = rows.find((r) => r.storeId === store);
      const batch = path.join(env.dataDir, "deliveries", store, row?.batchId ?? "missing");
      expect(existsSync(batch)).toBe(true);
      expect(readdirSync(batch).some((name) => name.startsWith("BatchComplete_"))).toBe(true);
    }

    // The owner's view: distributed, told so, each store's state in the Distribution section.
    await expect
      .poll(async () => releaseOf(await artist.get(`/api/releases/${id}`)).status)
      .toBe("distributed");
    const detail = releaseOf(await artist.get(`/api/releases/${id}`));
    expect(detail.deliveries).toEqual([
      expect.objectContaining({
        storeId: "spotify",
        storeName: "Spotify",
        kind: "release",
        state: "delivered",
        label: "Delivered",
        reason: null,
        deliveredAt: ISO_TIME,
        liveAt: null,
      }),
      expect.objectContaining({ storeId: "deezer", storeName: "Deezer", state: "delivered" }),
    ]);
    expect(detail.stores).toEqual({ live: 0, total: 2 });
    expect(detail.permissions).toMatchObject({ distribute: false, redeliver: false });
    expect(await notificationsOf(env, artist.id)).toContainEqual({
      type: "success",
      title: "Release distributed",
      message: 'Your release "First Light" has been distributed.',
    });
    // My Releases and the dashboard's cards: "Live on 0 of 2 stores".
    const mine = await artist.get("/api/releases");
    expect(releasePageOf(mine).items.find((r) => r.id === id)?.stores).toEqual({
      live: 0,
      total: 2,
    });
    const dashboard = await artist.get("/api/dashboard");
    expect(
      bodyOf(dashboard, releaseSchema.dashboard.response[200]).recent.find((r) => r.id === id)
        ?.stores,
    ).toEqual({
      live: 0,
      total: 2,
    });
    // Staff see the abilities on the detail: nothing to distribute, redelivery possible.
    const forStaff = releaseOf(await staff.get(`/api/releases/${id}`));
    expect(forStaff.permissions).toMatchObject({ distribute: false, redeliver: true });
  });

  it("shows null stores and no deliveries before delivery starts, and offers it to staff", async () => {
    const id = await approvedSingle(people.artist, people.staff, "Not Yet");
    const owner = releaseOf(await people.artist.get(`/api/releases/${id}`));
    expect(owner).toMatchObject({ stores: null, deliveries: [] });
    expect(owner.permissions).toMatchObject({ distribute: false, redeliver: false });
    const staff = releaseOf(await people.staff.get(`/api/releases/${id}`));
    expect(staff.permissions).toMatchObject({ distribute: true, redeliver: false });
    const card = await people.staff.get("/api/admin/releases?status=approved");
    expect(
      bodyOf(card, reviewSchema.list.response[200]).items.find((r) => r.id === id)?.stores,
    ).toBeNull();
  });

  it("refuses a release that is not approved, with the review's message, writing nothing", async () => {
    for (const status of ["draft", "submitted", "rejected", "distributed", "taken_down"]) {
      const id = await releaseIn(env, people.artist, status);
      const res = await distribute(id);
      expect(res.status).toBe(409);
      expect(errorOf(res).message).toBe(ReviewMessages.onlyApprovedDistributed);
      expect(await deliveriesOf(env.ctx, id)).toEqual([]);
      expect(await auditActions(env, id)).toEqual([]);
    }
  });

  it("refuses a second start while the first is delivering (409 alreadyDelivering)", async () => {
    const id = await approvedSingle(people.artist, people.staff, "Twice");
    expect((await distribute(id)).status).toBe(200);
    const again = await distribute(id, people.admin);
    expect(again.status).toBe(409);
    expect(errorOf(again).message).toBe(DistributionMessages.alreadyDelivering);
    expect((await auditActions(env, id)).map((a) => a.action)).toEqual(["DISTRIBUTE_RELEASE"]);
    await waitForDeliveries(env.ctx, id);
  });

  it("lets only one of two staff pressing at once start it", async () => {
    const id = await approvedSingle(people.artist, people.staff, "Same Moment");
    const answers = await Promise.all([distribute(id), distribute(id, people.admin)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await deliveriesOf(env.ctx, id)).toHaveLength(2);
    await waitForDeliveries(env.ctx, id);
  });

  it("refuses when no selected platform has an enabled store (409), writing nothing", async () => {
    const id = await approvedSingle(people.artist, people.staff, "Nowhere");
    await selectPlatforms(env, id, ["tidal", "pandora"]);
    const res = await distribute(id);
    expect(res.status).toBe(409);
    expect(errorOf(res).message).toBe(DistributionMessages.noEnabledStores);
    expect(await deliveriesOf(env.ctx, id)).toEqual([]);
    expect(await auditActions(env, id)).toEqual([]);
    expect(
      (await env.ctx.database.db.query.releases.findFirst({ where: (r, { eq }) => eq(r.id, id) }))
        ?.status,
    ).toBe("approved");
  });

  it("delivers only to the selected platforms that are enabled", async () => {
    const id = await approvedSingle(people.artist, people.staff, "Just One");
    await selectPlatforms(env, id, ["deezer", "tidal"]);
    const res = await distribute(id);
    expect(distributed(res).queued).toBe(1);
    expect((await waitForDeliveries(env.ctx, id)).map((r) => r.storeId)).toEqual(["deezer"]);
  });

  it("answers 404 for a release that does not exist", async () => {
    const res = await distribute("00000000-0000-4000-8000-000000000000");
    expect(res.status).toBe(404);
    expect(errorOf(res).message).toBe(ReleaseMessages.releaseNotFound);
  });

  it("is for staff and admins only", async () => {
    const id = await approvedSingle(people.artist, people.staff, "Guarded");
    await expectStaffOnly(env, people, "POST", `/api/admin/releases/${id}/distribute`, {
      notes: null,
    });
    expect(await deliveriesOf(env.ctx, id)).toEqual([]);
    const res = await distribute(id, people.admin);
    expect(res.status).toBe(200);
    await waitForDeliveries(env.ctx, id);
  });
});
