import { DELIVERY_ATTEMPTS } from "@common/distribution.ts";
import { and, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import type { AppContext } from "../context.ts";
import { deliveries, releases } from "../db/schema/index.ts";
import {
  type BatchReceipt,
  batchIdAt,
  removeIncompleteBatch,
  writeBatch,
} from "../distribution/batch.ts";
import {
  DeliveryInputError,
  type DeliveryPlan,
  planDeliveries,
} from "../distribution/deliveryInput.ts";
import {
  completeReleasesIfDelivered,
  completeTakedownIfDone,
  markDelivered,
  markDeliveryFailed,
  publishDeliveriesChanged,
} from "../distribution/deliveryOutcome.ts";
import {
  DELIVER_RELEASE_JOB,
  type DeliverReleaseJobData,
} from "../distribution/queueDeliveries.ts";
import { findStore, openStoreTransport } from "../distribution/stores.ts";
import { DeliveryError, type DeliveryTransport } from "../distribution/transport.ts";
import { createTransportPool, type TransportPool } from "../distribution/transportPool.ts";
import type { SftpTransportOptions } from "../distribution/transports/sftp.ts";
import type { JobDefinition, RunningJob } from "../lib/jobQueue.ts";

/**
 * The `deliver-release` job (issue 15): one store's copy of one release, and with it the other
 * releases queued for the same store meanwhile (up to DELIVERY_BATCH_RELEASES), as the DDEX
 * batch profile lets one batch carry many releases. It claims the rows, writes a fresh batch to
 * the store (BatchComplete last), and in one transaction records each outcome and, for a
 * release's last store, completes the release (distributed) or its takedown. A release that
 * cannot be described (no UPC, a file missing) fails on its own and the batch goes without it.
 * A failed upload leaves the batch's rows queued with the reason and throws, so pg-boss tries
 * the job again with back-off, and its retry delivers the same rows; the last attempt leaves
 * them failed.
 */

const JobDataSchema = z.object({ deliveryId: z.uuid(), requestId: z.uuid() });

export type DeliveryRunResult =
  | { outcome: "stale" }
  | {
      outcome: "delivered";
      batchId: string;
      bytes: number;
      /** Releases in the batch: this job's own and those it took along. */
      releases: number;
      /** Whether this delivery completed its release (distributed, or taken down). */
      completed: boolean;
    }
  | { outcome: "failed"; reason: string };

export interface DeliverReleaseOptions {
  now?: () => Date;
  /** Passed to the SFTP client (tests shorten the keepalive to notice a dropped connection). */
  sftp?: SftpTransportOptions;
  /** Connections kept between deliveries (the job's workers share one); none: one per run. */
  transports?: TransportPool;
  /** The pg-boss job being run: completed in the transaction that records the outcome. */
  job?: RunningJob;
  /** Releases one batch may carry (default DELIVERY_BATCH_RELEASES). */
  batchReleases?: number;
}

type Ctx = Pick<
  AppContext,
  "config" | "database" | "storage" | "hub" | "jobs" | "storeCredentials" | "log"
>;

/**
 * Batch ids name the batch's creation time to the millisecond; two deliveries to one store in
 * the same millisecond must not share a folder. This process hands out increasing ids (across
 * all stores, so the claim can name the batch before it has read the row's store); a folder
 * already there (another process's batch) moves the id on (batchIdFree).
 */
let lastBatchTime = 0;

function nextBatchId(now: Date): string {
  lastBatchTime = Math.max(now.getTime(), lastBatchTime + 1);
  return batchIdAt(new Date(lastBatchTime));
}

async function batchIdFree(transport: DeliveryTransport, batchId: string): Promise<boolean> {
  return (await transport.list(batchId)).length === 0;
}

type DeliveryRow = typeof deliveries.$inferSelect;

type ClaimedRow = Pick<
  DeliveryRow,
  | "id"
  | "releaseId"
  | "storeId"
  | "kind"
  | "requestId"
  | "attempts"
  | "batchId"
  | "messageId"
  | "deliveredAt"
>;

interface ClaimedDelivery {
  row: ClaimedRow;
  /** The batch the row's previous attempt named (removed first if it was left incomplete). */
  previousBatch: string | null;
  /** Taken along from another job's row: that job is cancelled, this one carries the row. */
  taken: boolean;
  /** The release's owner, for the live events (null: the account is gone). */
  ownerId: string | null;
}

/**
 * The claim: the rows this run delivers in one batch, each one attempt more, uploading, and
 * the new batch's id named on them before anything is written (so the next attempt finds the
 * batch if this one dies midway). They are:
 *  - the job's own row, for the request it was queued with, unless another job carries it;
 *  - rows an earlier run of this same job took along (a retry delivers the same batch again);
 *  - on a first run, other releases queued for the same store and never tried, up to `limit`
 *    in all, skipping rows another claim is taking at this moment. Their own jobs then find
 *    them carried (claimed_by names this job) and leave them to it.
 * One statement, so one round trip and its own commit: the CTEs lock the rows (a concurrent
 * change, such as staff retrying one under a new request id, is waited for and re-checked), the
 * update keeps each previous batch id, and each release's owner comes along for the live event.
 * Empty when nothing is this job's to deliver.
 */
async function claim(
  ctx: Ctx,
  data: DeliverReleaseJobData,
  claimant: string,
  limit: number,
  now: Date,
): Promise<ClaimedDelivery[]> {
  const result = await ctx.database.db.execute<{
    id: string;
    release_id: string;
    store_id: string;
    kind: DeliveryRow["kind"];
    request_id: string;
    attempts: number;
    batch_id: string;
    message_id: string | null;
    delivered_at: string | Date | null;
    previous_batch: string | null;
    taken: boolean;
    owner_id: string | null;
  }>(sql`
    with own as (
      select id, batch_id, store_id, kind from ${deliveries}
      where id = ${data.deliveryId} and request_id = ${data.requestId}
        and state in ('queued', 'uploading')
        and (claimed_by is null or claimed_by = ${claimant})
      for update
    ),
    resumed as (
      select id, batch_id from ${deliveries}
      where claimed_by = ${claimant} and id <> ${data.deliveryId}
        and state in ('queued', 'uploading')
      for update
    ),
    fresh as (
      select d.id, d.batch_id from ${deliveries} d, own
      where d.store_id = own.store_id and d.kind = own.kind and d.id <> own.id
        and d.state = 'queued' and d.claimed_by is null and d.attempts = 0
        and not exists (select 1 from resumed)
      order by d.created_at, d.id
      limit ${limit - 1}
      for update of d skip locked
    ),
    picked as (
      select id, batch_id, false as taken from own
      union all select id, batch_id, false from resumed
      union all select id, batch_id, true from fresh
    )
    update ${deliveries} d
    set state = 'uploading', attempts = d.attempts + 1, batch_id = ${nextBatchId(now)},
      claimed_by = ${claimant}, updated_at = ${now.toISOString()}::timestamptz
    from picked
    where d.id = picked.id
    returning d.id, d.release_id, d.store_id, d.kind, d.request_id, d.attempts, d.batch_id,
      d.message_id, d.delivered_at, picked.batch_id as previous_batch, picked.taken,
      (select r.user_id from ${releases} r where r.id = d.release_id) as owner_id`);
  const claimed = result.rows.map((r) => ({
    row: {
      id: r.id,
      releaseId: r.release_id,
      storeId: r.store_id,
      kind: r.kind,
      requestId: r.request_id,
      attempts: Number(r.attempts),
      batchId: r.batch_id,
      messageId: r.message_id,
      deliveredAt: r.delivered_at === null ? null : new Date(r.delivered_at),
    },
    previousBatch: r.previous_batch,
    taken: r.taken,
    ownerId: r.owner_id,
  }));
  // The job's own row first: its outcome is the run's.
  claimed.sort(
    (a, b) => Number(b.row.id === data.deliveryId) - Number(a.row.id === data.deliveryId),
  );
  // Not awaited: the claim has committed, and like events queued on a transaction these go out
  // in order through the notifier without the delivery waiting for them to be sent.
  for (const { row, ownerId } of claimed) {
    publishDeliveriesChanged(ctx, null, row.releaseId, ownerId).catch((error) =>
      ctx.log.warn({ err: error, deliveryId: row.id }, "delivery event not sent"),
    );
  }
  return claimed;
}

/** What staff and the artist read when an attempt fails. */
function readableReason(error: unknown): string {
  if (error instanceof DeliveryError || error instanceof DeliveryInputError) return error.message;
  const message = error instanceof Error ? error.message : String(error);
  return `The delivery failed unexpectedly: ${message}`;
}

/** The rows of `batch` that `claimant` still carries (staff may have re-queued one since). */
const carriedBy = (claimant: string, batch: readonly ClaimedDelivery[]) =>
  and(
    inArray(
      deliveries.id,
      batch.map((c) => c.row.id),
    ),
    eq(deliveries.claimedBy, claimant),
  );

const rowKey = (row: ClaimedRow) => ({ id: row.id, requestId: row.requestId });

/**
 * A release that cannot be described to the store (DeliveryInputError) fails at once on its
 * own; the batch goes on without it.
 */
async function failForGood(ctx: Ctx, claimed: ClaimedDelivery, reason: string, now: Date) {
  await ctx.database.db.transaction(async (tx) => {
    await markDeliveryFailed(ctx, tx, { ...rowKey(claimed.row), from: ["uploading"] }, reason, now);
  });
  ctx.log.warn(
    { deliveryId: claimed.row.id, store: claimed.row.storeId, attempts: claimed.row.attempts },
    `delivery failed: ${reason}`,
  );
}

export async function deliverRelease(
  ctx: Ctx,
  data: DeliverReleaseJobData,
  options: DeliverReleaseOptions = {},
): Promise<DeliveryRunResult> {
  const now = options.now ?? (() => new Date());
  const parsed = JobDataSchema.parse(data);
  // Direct runs (tests, scripts) claim under the request id: one run per request, as one job.
  const claimant = options.job?.id ?? parsed.requestId;
  const limit = options.batchReleases ?? ctx.config.DELIVERY_BATCH_RELEASES;
  const claimed = await claim(ctx, parsed, claimant, limit, now());
  const own = claimed.find((c) => c.row.id === parsed.deliveryId);
  if (claimed.length === 0) return { outcome: "stale" };
  // The jobs of rows taken along would only find them carried: cancelled, so none runs for
  // nothing (each job is named by its request id, queueDeliveries). A job that runs anyway
  // (already fetched, or queued before jobs were named so) finds its row carried and stops.
  const taken = claimed.filter((c) => c.taken).map((c) => c.row.requestId);
  await ctx.jobs
    .cancel(DELIVER_RELEASE_JOB, taken)
    .catch((error) => ctx.log.warn({ err: error }, "carried deliveries' jobs not cancelled"));
  const first = claimed[0] as ClaimedDelivery;
  // The job's retry budget is the batch's: rows taken along have had no more runs than it.
  const attempts = Math.max(...claimed.map((c) => c.row.attempts));
  let transport: DeliveryTransport | null = null;
  let poolKey = "";
  let reusable = false;
  let batchRows = claimed;
  try {
    const store = await findStore(ctx.database.db, first.row.storeId);
    if (!store) throw new DeliveryInputError(`There is no store ${first.row.storeId}.`);
    // Saved settings name the connection: a store saved since gets a new one.
    poolKey = `${store.id}:${store.updatedAt?.getTime() ?? 0}`;
    const open = () => openStoreTransport(ctx, store, options.sftp);
    transport = options.transports ? await options.transports.acquire(poolKey, open) : await open();
    // Batches earlier attempts left without their BatchComplete file are removed first.
    const previous = new Set(claimed.map((c) => c.previousBatch));
    for (const batch of previous) if (batch) await removeIncompleteBatch(transport, batch);
    let batchId = first.row.batchId as string;
    if (!(await batchIdFree(transport, batchId))) {
      // Rare: another process wrote a batch to this store in the same millisecond.
      do batchId = nextBatchId(now());
      while (!(await batchIdFree(transport, batchId)));
      await ctx.database.db.update(deliveries).set({ batchId }).where(carriedBy(claimant, claimed));
    }
    const plans: { claimed: ClaimedDelivery; plan: DeliveryPlan }[] = [];
    let ownFailure: string | null = null;
    const planned = await planDeliveries(
      ctx,
      claimed.map((c) => c.row),
      store,
      batchId,
      now(),
    );
    for (const [index, result] of planned.entries()) {
      const entry = claimed[index] as ClaimedDelivery;
      if ("plan" in result) {
        plans.push({ claimed: entry, plan: result.plan });
        continue;
      }
      await failForGood(ctx, entry, result.error.message, now());
      if (entry === own) ownFailure = result.error.message;
    }
    batchRows = plans.map((p) => p.claimed);
    let receipt: BatchReceipt | null = null;
    const [head] = plans;
    if (head) {
      receipt = await writeBatch(transport, {
        ...head.plan.batch,
        releases: plans.flatMap((p) => p.plan.batch.releases),
      });
    }
    const completed = await ctx.database.db.transaction(async (tx) => {
      const marked = await markDelivered(
        ctx,
        tx,
        batchId,
        plans.map(({ claimed: { row, ownerId }, plan }) => ({
          ...rowKey(row),
          messageId: plan.messageId,
          ownerId,
        })),
        now(),
      );
      const kinds = new Map(plans.map(({ claimed: { row } }) => [row.id, row.kind]));
      const releasesOf = (kind: DeliveryRow["kind"]) =>
        marked.filter((m) => kinds.get(m.id) === kind).map((m) => m.releaseId);
      // Releases are locked in the order of their ids (completeReleasesIfDelivered at once,
      // takedowns one by one in that order): another batch finishing now with some of the same
      // releases waits for this one, and the two never wait on each other.
      const done = await completeReleasesIfDelivered(ctx, tx, releasesOf("release"));
      for (const releaseId of [...new Set(releasesOf("takedown"))].sort()) {
        if (await completeTakedownIfDone(ctx, tx, releaseId)) done.add(releaseId);
      }
      await options.job?.completeIn(tx);
      return done;
    });
    reusable = true;
    if (!own || !plans.some((p) => p.claimed === own)) {
      // The job's own row failed on its own (or was another job's): the batch went without it.
      return ownFailure ? { outcome: "failed", reason: ownFailure } : { outcome: "stale" };
    }
    return {
      outcome: "delivered",
      batchId,
      bytes: receipt?.bytes ?? 0,
      releases: plans.length,
      completed: completed.has(own.row.releaseId),
    };
  } catch (error) {
    const reason = readableReason(error);
    // The job's own retries decide too: a run that threw before its claim (the database away)
    // used one up without counting an attempt on the rows, and rows left queued by the last
    // run would wait for a retry that never comes.
    const final =
      error instanceof DeliveryInputError ||
      attempts >= DELIVERY_ATTEMPTS ||
      options.job?.lastAttempt === true;
    if (final) {
      await ctx.database.db.transaction(async (tx) => {
        for (const { row } of batchRows) {
          await markDeliveryFailed(ctx, tx, { ...rowKey(row), from: ["uploading"] }, reason, now());
        }
        await options.job?.completeIn(tx);
      });
      ctx.log.warn(
        {
          err: error,
          deliveries: batchRows.map((c) => c.row.id),
          store: first.row.storeId,
          attempts,
        },
        "delivery failed",
      );
      return { outcome: "failed", reason };
    }
    await ctx.database.db.transaction(async (tx) => {
      // Back to queued, still claimed by this job: its retry delivers the same batch again.
      const retrying = await tx
        .update(deliveries)
        .set({ state: "queued", reason: `${reason} Retrying.`, updatedAt: now() })
        .where(and(carriedBy(claimant, batchRows), eq(deliveries.state, "uploading")))
        .returning({ id: deliveries.id });
      const back = new Set(retrying.map((r) => r.id));
      for (const { row, ownerId } of batchRows) {
        if (back.has(row.id)) await publishDeliveriesChanged(ctx, tx, row.releaseId, ownerId);
      }
    });
    throw error;
  } finally {
    if (transport && options.transports) {
      await options.transports.release(poolKey, transport, reusable);
    } else await transport?.close().catch(() => undefined);
  }
}

export function deliverReleaseJob(
  ctx: AppContext,
  options: DeliverReleaseOptions = {},
): JobDefinition<DeliverReleaseJobData> {
  const transports = options.transports ?? createTransportPool();
  return {
    name: DELIVER_RELEASE_JOB,
    queue: {
      retryLimit: DELIVERY_ATTEMPTS - 1,
      retryDelay: ctx.config.DELIVERY_RETRY_SECONDS,
      retryBackoff: true,
      // A large album to a slow server may take a while; pg-boss's default is 15 minutes.
      expireInSeconds: 2 * 60 * 60,
    },
    concurrency: ctx.config.DELIVERY_CONCURRENCY,
    async run(data, job) {
      await deliverRelease(ctx, data, { ...options, transports, job });
    },
    close: () => transports.close(),
  };
}
