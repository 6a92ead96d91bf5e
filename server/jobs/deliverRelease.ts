import { DELIVERY_ATTEMPTS } from "@common/distribution.ts";
import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { AppContext } from "../context.ts";
import { deliveries, releases } from "../db/schema/index.ts";
import { batchIdAt, removeIncompleteBatch, writeBatch } from "../distribution/batch.ts";
import { DeliveryInputError, planDelivery } from "../distribution/deliveryInput.ts";
import {
  completeReleaseIfDelivered,
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
 * The `deliver-release` job (issue 15): one store's copy of one release. It claims the row for
 * the request it was queued with, writes a fresh batch to the store (BatchComplete last), and in
 * one transaction records the outcome and, when it was the last store, completes the release
 * (distributed) or its takedown. A failed attempt leaves the row queued with the reason and
 * throws, so pg-boss tries again with back-off; the last attempt leaves it failed.
 */

const JobDataSchema = z.object({ deliveryId: z.uuid(), requestId: z.uuid() });

export type DeliveryRunResult =
  | { outcome: "stale" }
  | { outcome: "delivered"; batchId: string; bytes: number; completed: boolean }
  | { outcome: "failed"; reason: string };

export interface DeliverReleaseOptions {
  now?: () => Date;
  /** Passed to the SFTP client (tests shorten the keepalive to notice a dropped connection). */
  sftp?: SftpTransportOptions;
  /** Connections kept between deliveries (the job's workers share one); none: one per run. */
  transports?: TransportPool;
  /** The pg-boss job being run: completed in the transaction that records the outcome. */
  job?: RunningJob;
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

interface Claimed {
  row: ClaimedRow;
  /** The batch the previous attempt named (removed first if it was left incomplete). */
  previousBatch: string | null;
  /** The release's owner, for the live events (null: the account is gone). */
  ownerId: string | null;
}

/**
 * The claim: this request's row, one attempt more, uploading, and the new batch's id named on
 * it before anything is written (so the next attempt finds the batch if this one dies midway).
 * One statement, so one round trip and its own commit: the CTE locks the row (a concurrent
 * change, such as staff retrying it under a new request id, is waited for and re-checked), the
 * update reads the previous batch id from it, and the release's owner comes along for the live
 * event. Null when the row is not ours.
 */
async function claim(ctx: Ctx, data: DeliverReleaseJobData, now: Date): Promise<Claimed | null> {
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
    owner_id: string | null;
  }>(sql`
    with before as (
      select id, batch_id from ${deliveries}
      where id = ${data.deliveryId} and request_id = ${data.requestId}
        and state in ('queued', 'uploading')
      for update
    )
    update ${deliveries} d
    set state = 'uploading', attempts = d.attempts + 1, batch_id = ${nextBatchId(now)},
      updated_at = ${now.toISOString()}::timestamptz
    from before
    where d.id = before.id and d.request_id = ${data.requestId}
      and d.state in ('queued', 'uploading')
    returning d.id, d.release_id, d.store_id, d.kind, d.request_id, d.attempts, d.batch_id,
      d.message_id, d.delivered_at, before.batch_id as previous_batch,
      (select r.user_id from ${releases} r where r.id = d.release_id) as owner_id`);
  const claimed = result.rows[0];
  if (!claimed) return null;
  const row: ClaimedRow = {
    id: claimed.id,
    releaseId: claimed.release_id,
    storeId: claimed.store_id,
    kind: claimed.kind,
    requestId: claimed.request_id,
    attempts: Number(claimed.attempts),
    batchId: claimed.batch_id,
    messageId: claimed.message_id,
    deliveredAt: claimed.delivered_at === null ? null : new Date(claimed.delivered_at),
  };
  // Not awaited: the claim has committed, and like events queued on a transaction these go out
  // in order through the notifier without the delivery waiting for them to be sent.
  publishDeliveriesChanged(ctx, null, row.releaseId, claimed.owner_id).catch((error) =>
    ctx.log.warn({ err: error, deliveryId: row.id }, "delivery event not sent"),
  );
  return { row, previousBatch: claimed.previous_batch, ownerId: claimed.owner_id };
}

/** What staff and the artist read when an attempt fails. */
function readableReason(error: unknown): string {
  if (error instanceof DeliveryError || error instanceof DeliveryInputError) return error.message;
  const message = error instanceof Error ? error.message : String(error);
  return `The delivery failed unexpectedly: ${message}`;
}

export async function deliverRelease(
  ctx: Ctx,
  data: DeliverReleaseJobData,
  options: DeliverReleaseOptions = {},
): Promise<DeliveryRunResult> {
  const now = options.now ?? (() => new Date());
  const claimed = await claim(ctx, JobDataSchema.parse(data), now());
  if (!claimed) return { outcome: "stale" };
  const { row, previousBatch, ownerId } = claimed;
  let transport: DeliveryTransport | null = null;
  let poolKey = "";
  let reusable = false;
  try {
    const store = await findStore(ctx.database.db, row.storeId);
    if (!store) throw new DeliveryInputError(`There is no store ${row.storeId}.`);
    // Saved settings name the connection: a store saved since gets a new one.
    poolKey = `${store.id}:${store.updatedAt?.getTime() ?? 0}`;
    const open = () => openStoreTransport(ctx, store, options.sftp);
    transport = options.transports ? await options.transports.acquire(poolKey, open) : await open();
    // A batch an earlier attempt left without its BatchComplete file is removed first.
    if (previousBatch) await removeIncompleteBatch(transport, previousBatch);
    let batchId = row.batchId as string;
    if (!(await batchIdFree(transport, batchId))) {
      // Rare: another process wrote a batch to this store in the same millisecond.
      do batchId = nextBatchId(now());
      while (!(await batchIdFree(transport, batchId)));
      await ctx.database.db
        .update(deliveries)
        .set({ batchId })
        .where(and(eq(deliveries.id, row.id), eq(deliveries.requestId, row.requestId)));
    }
    const plan = await planDelivery(ctx, row, store, batchId, now());
    const receipt = await writeBatch(transport, plan.batch);
    const completed = await ctx.database.db.transaction(async (tx) => {
      const marked = await markDelivered(
        ctx,
        tx,
        { id: row.id, requestId: row.requestId },
        { batchId, messageId: plan.messageId },
        now(),
        ownerId,
      );
      if (!marked) return false;
      await options.job?.completeIn(tx);
      return row.kind === "takedown"
        ? completeTakedownIfDone(ctx, tx, row.releaseId)
        : completeReleaseIfDelivered(ctx, tx, row.releaseId);
    });
    reusable = true;
    return { outcome: "delivered", batchId, bytes: receipt.bytes, completed };
  } catch (error) {
    const reason = readableReason(error);
    const final = error instanceof DeliveryInputError || row.attempts >= DELIVERY_ATTEMPTS;
    if (final) {
      await ctx.database.db.transaction(async (tx) => {
        await markDeliveryFailed(
          ctx,
          tx,
          { id: row.id, requestId: row.requestId, from: ["uploading"] },
          reason,
          now(),
        );
        await options.job?.completeIn(tx);
      });
      ctx.log.warn(
        { err: error, deliveryId: row.id, store: row.storeId, attempts: row.attempts },
        "delivery failed",
      );
      return { outcome: "failed", reason };
    }
    await ctx.database.db.transaction(async (tx) => {
      const [retrying] = await tx
        .update(deliveries)
        .set({ state: "queued", reason: `${reason} Retrying.`, updatedAt: now() })
        .where(
          and(
            eq(deliveries.id, row.id),
            eq(deliveries.requestId, row.requestId),
            eq(deliveries.state, "uploading"),
          ),
        )
        .returning({ id: deliveries.id });
      if (retrying) await publishDeliveriesChanged(ctx, tx, row.releaseId, ownerId);
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
