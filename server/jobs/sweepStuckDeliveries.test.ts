import { randomUUID } from "node:crypto";
import { DistributionMessages } from "@common/distribution.ts";
import type { PlatformId } from "@common/releases.ts";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deliveries, notifications } from "../db/schema/index.ts";
import { DELIVER_RELEASE_JOB } from "../distribution/queueDeliveries.ts";
import { statusOf } from "../routes/adminReleases/reviewTestKit.ts";
import {
  approvedSingle,
  auditActions,
  type Cast,
  cast,
  notificationsOf,
  selectPlatforms,
} from "../routes/deliveries/deliveryTestKit.ts";
import { enableStores, setDelivered, waitForDeliveries } from "../test/storesKit.ts";
import { createTestEnv, type TestEnv } from "../test/support.ts";
import { STUCK_DELIVERY_AFTER_MS, sweepStuckDeliveries } from "./sweepStuckDeliveries.ts";

/**
 * The stuck-delivery sweep: rows a delivery job left queued or uploading when its last run died
 * (killed, cut off by shutdown, its claim failed) are failed so staff can retry them, and rows a
 * job may still move are left alone. The rows and pg-boss's job rows are written as a dead or
 * a live run leaves them; the retried row is then delivered by the real engine.
 */
let env: TestEnv;
let people: Cast;

beforeAll(async () => {
  env = await createTestEnv();
  people = await cast(env);
  await enableStores(env.ctx, ["spotify"]);
});
afterAll(() => env?.close());

const MINUTE = 60 * 1000;
/** Older than the sweep waits for, and well inside it. */
const LONG_AGO = () => new Date(Date.now() - STUCK_DELIVERY_AFTER_MS - 30 * MINUTE);
const RECENTLY = () => new Date(Date.now() - 10 * MINUTE);

interface InFlight {
  state: "queued" | "uploading";
  /** When the row last changed (its claim, or its queueing). */
  updatedAt: Date;
  /** The job carrying the row (claimed_by); null: not claimed yet. */
  claimedBy?: string | null;
  attempts?: number;
  /**
   * Stores no test enables except spotify: the retried row's job takes rows queued for its
   * store into its batch, so rows meant to stay put are kept on another store.
   */
  store?: PlatformId;
}

/** An approved single with one delivery row in flight, as a run left it. */
async function inFlight(title: string, row: InFlight) {
  const store = row.store ?? "spotify";
  const releaseId = await approvedSingle(people.artist, people.staff, title);
  await selectPlatforms(env, releaseId, [store]);
  const [id] = await setDelivered(env.ctx, releaseId, [store], row.state);
  const requestId = randomUUID();
  await env.ctx.database.db
    .update(deliveries)
    .set({
      requestId,
      claimedBy: row.claimedBy ?? null,
      attempts: row.attempts ?? 4,
      batchId: "20250101000000000",
      updatedAt: row.updatedAt,
    })
    .where(eq(deliveries.id, id as string));
  return { releaseId, id: id as string, requestId };
}

/**
 * A pg-boss job row of the delivery queue in `state`. One waiting to run starts tomorrow, so the
 * test's own workers never fetch it; an active one is never fetched. Run jobs are on their last
 * attempt, so pg-boss's maintenance (on PostgreSQL) expiring an old active one fails it for good
 * rather than queueing a retry.
 */
async function job(
  id: string,
  state: "created" | "retry" | "active" | "failed",
  startedOn: Date | null = null,
) {
  const retryCount = { created: 0, retry: 1, active: 3, failed: 3 }[state];
  await env.ctx.database.db.execute(sql`
    insert into pgboss.job
      (id, name, data, state, retry_limit, retry_count, start_after, started_on, expire_in)
    values (${id}, ${DELIVER_RELEASE_JOB}, ${JSON.stringify({ marker: "sweep-test" })}::jsonb,
      ${state}::pgboss.job_state, 3, ${retryCount}, now() + interval '1 day',
      ${startedOn?.toISOString() ?? null}, interval '2 hours')`);
}

async function rowOf(id: string) {
  const [row] = await env.ctx.database.db
    .select({
      state: deliveries.state,
      reason: deliveries.reason,
      requestId: deliveries.requestId,
    })
    .from(deliveries)
    .where(eq(deliveries.id, id));
  return row;
}

describe("sweepStuckDeliveries", () => {
  it("fails an upload whose last run died, tells the artist and the admins, audits it, and staff's Retry then delivers it", async () => {
    const jobId = randomUUID();
    const { releaseId, id } = await inFlight("Killed Mid-Upload", {
      state: "uploading",
      updatedAt: LONG_AGO(),
      claimedBy: jobId,
    });
    // pg-boss failed the job for good (its last retry expired, or shutdown cut it off).
    await job(jobId, "failed", LONG_AGO());
    // Before the sweep staff are stuck: Retry takes only a failed row.
    expect((await people.staff.post(`/api/admin/deliveries/${id}/retry`)).status).toBe(409);

    expect(await sweepStuckDeliveries(env.ctx)).toBeGreaterThanOrEqual(1);
    expect(await rowOf(id)).toMatchObject({
      state: "failed",
      reason: DistributionMessages.stoppedUnfinished,
    });
    expect((await notificationsOf(env, people.artist.id)).map((n) => n.title)).toContain(
      "Delivery to Spotify failed",
    );
    // The admins' notification is one row for the admin audience, with the reason and the way out.
    const [forAdmins] = await env.ctx.database.db
      .select({ message: notifications.message })
      .from(notifications)
      .where(
        and(
          eq(notifications.audience, "admin"),
          eq(notifications.title, "Delivery to Spotify failed"),
        ),
      );
    expect(forAdmins?.message).toBe(
      `The delivery of "Killed Mid-Upload" to Spotify failed: ${DistributionMessages.stoppedUnfinished} Retry it on the Deliveries page.`,
    );
    expect(await auditActions(env, releaseId)).toEqual([
      {
        action: "DELIVERY_INTERRUPTED",
        actorId: null,
        details: expect.objectContaining({
          deliveryId: id,
          store: "spotify",
          from: "uploading",
          job: jobId,
        }),
      },
    ]);
    // A second pass finds nothing more to do for it.
    await sweepStuckDeliveries(env.ctx);
    expect(await auditActions(env, releaseId)).toHaveLength(1);

    // Retry works as for any failure, and the engine delivers it.
    const res = await people.staff.post(`/api/admin/deliveries/${id}/retry`);
    expect(res.status).toBe(200);
    await waitForDeliveries(env.ctx, releaseId, ["delivered"]);
    await expect.poll(async () => (await statusOf(env, releaseId))?.status).toBe("distributed");
  });

  it("fails rows a dead run left queued (a failed claim on the last attempt) or uploading (an active job older than its expiry)", async () => {
    const claimFailed = randomUUID();
    const queued = await inFlight("Claim Failed", {
      state: "queued",
      updatedAt: LONG_AGO(),
      claimedBy: claimFailed,
      store: "deezer",
    });
    await job(claimFailed, "failed", LONG_AGO());
    // A killed run's job still active, before pg-boss's maintenance has expired it.
    const zombie = randomUUID();
    const uploading = await inFlight("Zombie Job", {
      state: "uploading",
      updatedAt: LONG_AGO(),
      claimedBy: zombie,
      store: "deezer",
    });
    await job(zombie, "active", LONG_AGO());
    // A row whose job is gone altogether (archived, or never named by its request id).
    const gone = await inFlight("Job Gone", {
      state: "uploading",
      updatedAt: LONG_AGO(),
      claimedBy: randomUUID(),
      store: "deezer",
    });

    await sweepStuckDeliveries(env.ctx);
    for (const { id } of [queued, uploading, gone]) {
      expect(await rowOf(id)).toMatchObject({
        state: "failed",
        reason: DistributionMessages.stoppedUnfinished,
      });
    }
  });

  it("leaves alone rows a job may still move", async () => {
    // Uploading under a live job that started recently (its run is going on).
    const running = randomUUID();
    const live = await inFlight("Still Uploading", {
      state: "uploading",
      updatedAt: LONG_AGO(),
      claimedBy: running,
      store: "deezer",
    });
    await job(running, "active", RECENTLY());
    // Changed recently, whatever its job says.
    const recent = await inFlight("Just Claimed", {
      state: "uploading",
      updatedAt: RECENTLY(),
      claimedBy: randomUUID(),
      store: "deezer",
    });
    // Queued long ago behind a backlog: its own job (named by the request id) waits to run.
    const backlog = await inFlight("Long Backlog", {
      state: "queued",
      updatedAt: LONG_AGO(),
      attempts: 0,
      store: "deezer",
    });
    await job(backlog.requestId, "created");
    // Queued between attempts: the job carrying it waits for its retry.
    const between = randomUUID();
    const retrying = await inFlight("Between Attempts", {
      state: "queued",
      updatedAt: LONG_AGO(),
      claimedBy: between,
      attempts: 2,
      store: "deezer",
    });
    await job(between, "retry", LONG_AGO());

    await sweepStuckDeliveries(env.ctx);
    expect(await rowOf(live.id)).toMatchObject({ state: "uploading", reason: null });
    expect(await rowOf(recent.id)).toMatchObject({ state: "uploading", reason: null });
    expect(await rowOf(backlog.id)).toMatchObject({ state: "queued", reason: null });
    expect(await rowOf(retrying.id)).toMatchObject({ state: "queued", reason: null });
    for (const { releaseId } of [live, recent, backlog, retrying]) {
      expect(await auditActions(env, releaseId)).toEqual([]);
    }
  });

  it("leaves a row alone once staff queued it again (a fresh request) after the job died", async () => {
    const dead = randomUUID();
    const { id, requestId } = await inFlight("Requeued Meanwhile", {
      state: "uploading",
      updatedAt: LONG_AGO(),
      claimedBy: dead,
      store: "deezer",
    });
    await job(dead, "failed", LONG_AGO());
    // As queueDeliveries leaves a row: a new request, its job waiting, the row stamped now.
    const fresh = randomUUID();
    await env.ctx.database.db
      .update(deliveries)
      .set({ state: "queued", requestId: fresh, claimedBy: null, updatedAt: new Date() })
      .where(eq(deliveries.id, id));
    await job(fresh, "created");
    await sweepStuckDeliveries(env.ctx);
    const row = await rowOf(id);
    expect(row).toMatchObject({ state: "queued", requestId: fresh });
    expect(row?.requestId).not.toBe(requestId);
  });
});
