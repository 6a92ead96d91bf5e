import { DistributionMessages } from "@common/distribution.ts";
import { ReleaseMessages } from "@common/releases.ts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { takedownRequests } from "../../db/schema/index.ts";
import { errorOf } from "../../test/client.ts";
import {
  deliveriesOf,
  enableStores,
  setDelivered,
  waitForDeliveries,
} from "../../test/storesKit.ts";
import { createTestEnv, type TestEnv } from "../../test/support.ts";
import { releaseIn, statusOf } from "../adminReleases/reviewTestKit.ts";
import type { Member } from "../releases/releaseTestKit.ts";
import {
  approvedSingle,
  auditActions,
  type Cast,
  cast,
  expectStaffOnly,
  selectPlatforms,
} from "./deliveryTestKit.ts";

/**
 * Redeliver (issue 15): a distributed release, corrected by staff, is sent to every store again
 * as a full new message, through the real engine.
 */
let env: TestEnv;
let people: Cast;

beforeAll(async () => {
  env = await createTestEnv();
  people = await cast(env);
  await enableStores(env.ctx, ["spotify", "deezer"]);
});
afterAll(() => env?.close());

const redeliver = (id: string, who: Member = people.staff) =>
  who.post(`/api/admin/releases/${id}/redeliver`);

/** A real single delivered to Spotify and Deezer by the engine: distributed. */
async function distributedRelease(title: string) {
  const id = await approvedSingle(people.artist, people.staff, title);
  await selectPlatforms(env, id, ["spotify", "deezer"]);
  expect((await people.staff.post(`/api/admin/releases/${id}/distribute`, {})).status).toBe(200);
  const rows = await waitForDeliveries(env.ctx, id, ["delivered"]);
  await expect.poll(async () => (await statusOf(env, id))?.status).toBe("distributed");
  return { id, rows };
}

describe("POST /api/admin/releases/:id/redeliver", () => {
  it("sends every enabled selected store a new batch, audited, the release staying distributed", async () => {
    const { id, rows } = await distributedRelease("Corrected");
    const res = await redeliver(id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      queued: 2,
      message: DistributionMessages.redelivered,
      release: { id, status: "distributed", stores: { live: 0, total: 2 } },
    });
    // Each store is sent again: queued by the route, perhaps already taken by the engine running
    // beside the test, or already delivered in a new batch.
    const before = new Map(rows.map((r) => [r.storeId, r.batchId]));
    for (const row of await deliveriesOf(env.ctx, id)) {
      const resent =
        row.state === "queued" ||
        row.state === "uploading" ||
        (row.state === "delivered" && row.batchId !== before.get(row.storeId));
      expect(resent, `${row.storeId}: ${row.state} ${row.batchId}`).toBe(true);
    }
    expect((await auditActions(env, id)).map((a) => a.action)).toEqual([
      "DISTRIBUTE_RELEASE",
      "DISTRIBUTE_COMPLETED",
      "REDELIVER_RELEASE",
    ]);
    expect((await auditActions(env, id)).at(-1)).toMatchObject({
      actorId: people.staff.id,
      details: { title: "Corrected", stores: ["spotify", "deezer"] },
    });
    const again = await waitForDeliveries(env.ctx, id, ["delivered"]);
    // A new batch per store (a DDEX message is a full statement of truth).
    for (const row of again)
      expect(row.batchId).not.toBe(rows.find((r) => r.storeId === row.storeId)?.batchId);
    expect((await statusOf(env, id))?.status).toBe("distributed");
  });

  it("refuses while a delivery is in flight: of two staff at once only one redelivers", async () => {
    const { id } = await distributedRelease("Pressed Twice");
    const answers = await Promise.all([redeliver(id), redeliver(id, people.admin)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const refused = answers.filter((a) => a.status === 409).map((a) => errorOf(a).message);
    expect(refused).toEqual([DistributionMessages.alreadyDelivering]);
    expect(
      (await auditActions(env, id)).filter((a) => a.action === "REDELIVER_RELEASE"),
    ).toHaveLength(1);
    await waitForDeliveries(env.ctx, id);
  });

  it("refuses a release that is not distributed (409)", async () => {
    for (const status of ["draft", "submitted", "approved", "rejected", "taken_down"]) {
      const id = await releaseIn(env, people.artist, status);
      const res = await redeliver(id);
      expect(res.status).toBe(409);
      expect(errorOf(res).message).toBe(DistributionMessages.onlyDistributedRedelivered);
    }
  });

  it("refuses while an approved takedown is under way (409)", async () => {
    const id = await releaseIn(env, people.artist, "approved");
    await setDelivered(env.ctx, id, ["spotify"], "live");
    await env.ctx.database.db
      .insert(takedownRequests)
      .values({ releaseId: id, userId: people.artist.id, reason: "Leaving", status: "approved" });
    const res = await redeliver(id);
    expect(res.status).toBe(409);
    expect(errorOf(res).message).toBe(DistributionMessages.takedownUnderway);
    expect(await auditActions(env, id)).toEqual([]);
  });

  it("refuses when none of its platforms has an enabled store (409), writing nothing", async () => {
    const id = await releaseIn(env, people.artist, "approved");
    await selectPlatforms(env, id, ["tidal"]);
    await setDelivered(env.ctx, id, ["tidal"], "live");
    const res = await redeliver(id);
    expect(res.status).toBe(409);
    expect(errorOf(res).message).toBe(DistributionMessages.noEnabledStores);
    expect((await deliveriesOf(env.ctx, id)).map((r) => r.state)).toEqual(["live"]);
  });

  it("answers 404 for a release that does not exist", async () => {
    const res = await redeliver("00000000-0000-4000-8000-000000000000");
    expect(res.status).toBe(404);
    expect(errorOf(res).message).toBe(ReleaseMessages.releaseNotFound);
  });

  it("is for staff and admins only", async () => {
    const id = await releaseIn(env, people.artist, "approved");
    await selectPlatforms(env, id, ["spotify"]);
    await setDelivered(env.ctx, id, ["spotify"], "live");
    await expectStaffOnly(env, people, "POST", `/api/admin/releases/${id}/redeliver`);
    const rows = await env.ctx.database.db.execute<{ state: string }>(
      sql`select state from deliveries where release_id = ${id}`,
    );
    expect(rows.rows).toEqual([{ state: "live" }]);
  });
});
