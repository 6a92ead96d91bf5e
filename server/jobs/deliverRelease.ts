import { DELIVERY_ATTEMPTS } from "@common/distribution.ts";
import { and, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import type { AppContext } from "../context.ts";
import { deliveries } from "../db/schema/index.ts";
import { type BatchReceipt, removeIncompleteBatch, writeBatch } from "../distribution/batch.ts";
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
import {
  batchIdFree,
  type ClaimedDelivery,
  type ClaimedRow,
  claimDeliveries,
  nextBatchId,
} from "./deliveryClaim.ts";

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

/**
 * How long pg-boss lets one run take before it fails it (retried while retries are left). A
 * large album to a slow server may take a while; pg-boss's default is 15 minutes. The stuck
 * delivery sweep (sweepStuckDeliveries.ts) waits this long and more before it gives up a row.
 */
export const DELIVERY_EXPIRE_SECONDS = 2 * 60 * 60;

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
  // Outside the try: a claim that fails (the database away) has no rows to record an outcome on,
  // and could not record one anyway. pg-boss retries the job; after its last retry the rows it
  // left queued or uploading are failed by the stuck-delivery sweep (sweepStuckDeliveries.ts),
  // as are the rows of a run killed mid-upload.
  const claimed = await claimDeliveries(ctx, parsed, claimant, limit, now());
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
      const releasesOf = (kind: ClaimedRow["kind"]) =>
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
      expireInSeconds: DELIVERY_EXPIRE_SECONDS,
    },
    concurrency: ctx.config.DELIVERY_CONCURRENCY,
    async run(data, job) {
      await deliverRelease(ctx, data, { ...options, transports, job });
    },
    close: () => transports.close(),
  };
}
