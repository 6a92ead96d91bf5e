import { DELIVERY_ATTEMPTS } from "@common/distribution.ts";
import { and, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import type { AppContext } from "../context.ts";
import { deliveries } from "../db/schema/index.ts";
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
import type { SftpTransportOptions } from "../distribution/transports/sftp.ts";
import type { JobDefinition } from "./queue.ts";

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
}

type Ctx = Pick<
  AppContext,
  "config" | "database" | "storage" | "hub" | "jobs" | "storeCredentials" | "log"
>;

/**
 * Batch ids name the batch's creation time to the millisecond; two deliveries to one store in
 * the same millisecond must not share a folder. This process hands each store increasing ids,
 * and the store's folder is checked for one already there (another process).
 */
const lastBatchTime = new Map<string, number>();

async function freshBatchId(transport: DeliveryTransport, storeId: string, now: Date) {
  let time = Math.max(now.getTime(), (lastBatchTime.get(storeId) ?? 0) + 1);
  for (;;) {
    lastBatchTime.set(storeId, time);
    const batchId = batchIdAt(new Date(time));
    if ((await transport.list(batchId)).length === 0) return batchId;
    time += 1;
  }
}

/** The claim: this request's row, one attempt more, uploading. Null when it is not ours. */
async function claim(ctx: Ctx, data: DeliverReleaseJobData, now: Date) {
  return ctx.database.db.transaction(async (tx) => {
    const [row] = await tx
      .update(deliveries)
      .set({ state: "uploading", attempts: sql`${deliveries.attempts} + 1`, updatedAt: now })
      .where(
        and(
          eq(deliveries.id, data.deliveryId),
          eq(deliveries.requestId, data.requestId),
          inArray(deliveries.state, ["queued", "uploading"]),
        ),
      )
      .returning();
    if (row) await publishDeliveriesChanged(ctx, tx, row.releaseId);
    return row ?? null;
  });
}

/** What staff and the artist read when an attempt fails. */
export function readableReason(error: unknown): string {
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
  const row = await claim(ctx, JobDataSchema.parse(data), now());
  if (!row) return { outcome: "stale" };
  const previousBatch = row.batchId;
  let transport: DeliveryTransport | null = null;
  try {
    const store = await findStore(ctx.database.db, row.storeId);
    if (!store) throw new DeliveryInputError(`There is no store ${row.storeId}.`);
    transport = await openStoreTransport(ctx, store, options.sftp);
    // A batch an earlier attempt left without its BatchComplete file is removed first.
    if (previousBatch) await removeIncompleteBatch(transport, previousBatch);
    const batchId = await freshBatchId(transport, store.id, now());
    // Named on the row before writing, so the next attempt finds it if this one dies midway.
    await ctx.database.db
      .update(deliveries)
      .set({ batchId })
      .where(and(eq(deliveries.id, row.id), eq(deliveries.requestId, row.requestId)));
    const plan = await planDelivery(ctx, row, store, batchId, now());
    const receipt = await writeBatch(transport, plan.batch);
    const completed = await ctx.database.db.transaction(async (tx) => {
      const marked = await markDelivered(
        ctx,
        tx,
        { id: row.id, requestId: row.requestId },
        { batchId, messageId: plan.messageId },
        now(),
      );
      if (!marked) return false;
      return row.kind === "takedown"
        ? completeTakedownIfDone(ctx, tx, row.releaseId)
        : completeReleaseIfDelivered(ctx, tx, row.releaseId);
    });
    return { outcome: "delivered", batchId, bytes: receipt.bytes, completed };
  } catch (error) {
    const reason = readableReason(error);
    const final = error instanceof DeliveryInputError || row.attempts >= DELIVERY_ATTEMPTS;
    if (final) {
      await ctx.database.db.transaction((tx) =>
        markDeliveryFailed(
          ctx,
          tx,
          { id: row.id, requestId: row.requestId, from: ["uploading"] },
          reason,
          now(),
        ),
      );
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
      if (retrying) await publishDeliveriesChanged(ctx, tx, row.releaseId);
    });
    throw error;
  } finally {
    await transport?.close().catch(() => undefined);
  }
}

export function deliverReleaseJob(
  ctx: AppContext,
  options: DeliverReleaseOptions = {},
): JobDefinition<DeliverReleaseJobData> {
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
    async run(data) {
      await deliverRelease(ctx, data, options);
    },
  };
}
