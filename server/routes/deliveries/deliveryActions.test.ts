import { DistributionMessages } from "@common/distribution.ts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bodyOf, errorOf } from "../../test/client.ts";
import {
  deliveriesOf,
  enableStores,
  setDelivered,
  waitForDeliveries,
} from "../../test/storesKit.ts";
import { createTestEnv, type TestEnv } from "../../test/support.ts";
import { statusOf } from "../adminReleases/reviewTestKit.ts";
import { type Member, type Reply, releaseOf, releasePageOf } from "../releases/releaseTestKit.ts";
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
import * as schema from "./schema.ts";

/**
 * Staff's actions on one store's delivery (issue 15): Retry a failed one (the real engine then
 * delivers it) and Mark live by hand (for stores that send no acknowledgement).
 */
let env: TestEnv;
let people: Cast;

beforeAll(async () => {
  env = await createTestEnv();
  people = await cast(env);
  await enableStores(env.ctx, ["spotify"]);
});
afterAll(() => env?.close());

const MISSING = "00000000-0000-4000-8000-000000000000";
const retry = (id: string, who: Member = people.staff) =>
  who.post(`/api/admin/deliveries/${id}/retry`);
const markLive = (id: string, who: Member = people.staff) =>
  who.post(`/api/admin/deliveries/${id}/mark-live`);
/** A retry's or a mark-live's answer (both share one response schema). */
const changedOf = (res: Reply) => bodyOf(res, schema.retry.response[200]);

/** An approved single whose Spotify delivery failed (written directly). */
async function failedDelivery(title: string) {
  const releaseId = await approvedSingle(people.artist, people.staff, title);
  await selectPlatforms(env, releaseId, ["spotify"]);
  const [id] = await setDelivered(env.ctx, releaseId, ["spotify"], "failed");
  await env.ctx.database.db.execute(
    sql`update deliveries set reason = 'Connection refused.', attempts = 4 where id = ${id}`,
  );
  return { releaseId, id: id as string };
}

/** An approved single delivered to Spotify by the real engine. */
async function deliveredRelease(title: string) {
  const releaseId = await approvedSingle(people.artist, people.staff, title);
  await selectPlatforms(env, releaseId, ["spotify"]);
  const res = await people.staff.post(`/api/admin/releases/${releaseId}/distribute`, {});
  expect(res.status).toBe(200);
  const [row] = await waitForDeliveries(env.ctx, releaseId, ["delivered"]);
  return { releaseId, id: row?.id as string };
}

describe("POST /api/admin/deliveries/:id/retry", () => {
  it("queues a failed delivery again, audited, and the engine then delivers it", async () => {
    const { releaseId, id } = await failedDelivery("Second Chance");
    const res = await retry(id);
    expect(res.status).toBe(200);
    expect(changedOf(res).message).toBe(DistributionMessages.retried);
    expect(changedOf(res).delivery).toMatchObject({
      id,
      releaseId,
      storeId: "spotify",
      kind: "release",
      state: "queued",
      label: "Queued",
      reason: null,
      attempts: 0,
      permissions: { retry: false, markLive: false },
    });
    expect(await auditActions(env, releaseId)).toEqual([
      {
        action: "RETRY_DELIVERY",
        actorId: people.staff.id,
        details: expect.objectContaining({
          deliveryId: id,
          store: "spotify",
          kind: "release",
          reason: "Connection refused.",
          attempts: 4,
        }),
      },
    ]);
    await waitForDeliveries(env.ctx, releaseId, ["delivered"]);
    // The only store now has the batch: the release is distributed.
    await expect.poll(async () => (await statusOf(env, releaseId))?.status).toBe("distributed");
  });

  it("retries a failed takedown as a takedown", async () => {
    const { id } = await failedDelivery("Gone Wrong");
    await env.ctx.database.db.execute(
      sql`update deliveries set kind = 'takedown' where id = ${id}`,
    );
    const res = await retry(id, people.admin);
    expect(res.status).toBe(200);
    expect(changedOf(res).delivery).toMatchObject({ kind: "takedown", label: "Takedown queued" });
  });

  it("refuses anything but a failed delivery (409), and lets only one of two staff retry", async () => {
    const { releaseId, id } = await failedDelivery("One Retry");
    for (const state of ["queued", "delivered", "live"]) {
      await env.ctx.database.db.execute(
        sql`update deliveries set state = ${state}::delivery_state where id = ${id}`,
      );
      const res = await retry(id);
      expect(res.status).toBe(409);
      expect(errorOf(res).message).toBe(DistributionMessages.onlyFailedRetried);
    }
    await env.ctx.database.db.execute(sql`update deliveries set state = 'failed' where id = ${id}`);
    const answers = await Promise.all([retry(id), retry(id, people.admin)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect((await auditActions(env, releaseId)).map((a) => a.action)).toEqual(["RETRY_DELIVERY"]);
    await waitForDeliveries(env.ctx, releaseId);
  });

  it("answers 404 for a delivery that does not exist, 400 for a malformed id", async () => {
    const res = await retry(MISSING);
    expect(res.status).toBe(404);
    expect(errorOf(res).message).toBe(DistributionMessages.deliveryNotFound);
    expect((await retry("not-a-uuid")).status).toBe(400);
  });

  it("is for staff and admins only", async () => {
    const { id, releaseId } = await failedDelivery("Not Yours");
    await expectStaffOnly(env, people, "POST", `/api/admin/deliveries/${id}/retry`);
    expect((await deliveriesOf(env.ctx, releaseId))[0]?.state).toBe("failed");
    expect((await retry(id, people.admin)).status).toBe(200);
    await waitForDeliveries(env.ctx, releaseId);
  });
});

describe("POST /api/admin/deliveries/:id/mark-live", () => {
  it("marks a delivered release live, tells the owner, audits it, and the cards count it", async () => {
    const { releaseId, id } = await deliveredRelease("By Hand");
    const res = await markLive(id);
    expect(res.status).toBe(200);
    expect(changedOf(res).message).toBe(DistributionMessages.markedLive);
    expect(changedOf(res).delivery).toMatchObject({
      id,
      state: "live",
      label: "Live",
      liveAt: ISO_TIME,
      permissions: { retry: false, markLive: false },
    });
    expect(await notificationsOf(env, people.artist.id)).toContainEqual({
      type: "success",
      title: "Your release is live on Spotify",
      message: '"By Hand" is now live on Spotify.',
    });
    expect((await auditActions(env, releaseId)).map((a) => a.action)).toContain(
      "MARK_DELIVERY_LIVE",
    );
    const detail = releaseOf(await people.artist.get(`/api/releases/${releaseId}`));
    expect(detail.stores).toEqual({ live: 1, total: 1 });
    expect(detail.deliveries[0]).toMatchObject({
      storeId: "spotify",
      state: "live",
      label: "Live",
    });
    const card = releasePageOf(await people.artist.get("/api/releases")).items.find(
      (r) => r.id === releaseId,
    );
    expect(card?.stores).toEqual({ live: 1, total: 1 });
  });

  it("refuses what is not a delivered release (409), and lets only one of two staff mark it", async () => {
    const { id } = await deliveredRelease("Only Once");
    const answers = await Promise.all([markLive(id), markLive(id, people.admin)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const again = await markLive(id);
    expect(again.status).toBe(409);
    expect(errorOf(again).message).toBe(DistributionMessages.onlyDeliveredMarkedLive);
    const failed = await failedDelivery("Never There");
    expect((await markLive(failed.id)).status).toBe(409);
    // A takedown the store has received is no release to go live.
    await env.ctx.database.db.execute(
      sql`update deliveries set kind = 'takedown', state = 'delivered' where id = ${failed.id}`,
    );
    expect(errorOf(await markLive(failed.id)).message).toBe(
      DistributionMessages.onlyDeliveredMarkedLive,
    );
    const missing = await markLive(MISSING);
    expect(missing.status).toBe(404);
    expect(errorOf(missing).message).toBe(DistributionMessages.deliveryNotFound);
  });

  it("is for staff and admins only", async () => {
    const { id } = await deliveredRelease("Hands Off");
    await expectStaffOnly(env, people, "POST", `/api/admin/deliveries/${id}/mark-live`);
    expect((await markLive(id, people.admin)).status).toBe(200);
  });
});
