import { randomUUID } from "node:crypto";
import type { DeliveryKind } from "@common/distribution.ts";
import { sql } from "drizzle-orm";
import type { AppContext } from "../context.ts";
import type { Tx } from "../db/client.ts";
import { deliveries } from "../db/schema/index.ts";

/** The pg-boss queue of deliveries (server/jobs/deliverRelease.ts runs it). */
export const DELIVER_RELEASE_JOB = "deliver-release";

/** A delivery job names the row and the request it was queued for (see deliveries.requestId). */
export interface DeliverReleaseJobData {
  deliveryId: string;
  requestId: string;
}

export interface QueuedDelivery {
  id: string;
  storeId: string;
  requestId: string;
}

/**
 * Starts, or starts again, the delivery of `kind` for a release to each of `storeIds`, inside
 * the caller's transaction: each store's row (one per release and store) is created or reset to
 * queued under a fresh request id, with attempts, reason and the job that carried it cleared,
 * and one job per row, with the request id as its id, is enqueued through the same transaction. A job queued for an older request
 * finds the request id changed and does nothing, so nothing is ever delivered twice for one
 * request. The batch id of the last batch written is kept: the next run removes that batch if it
 * was left incomplete.
 */
export async function queueDeliveries(
  ctx: Pick<AppContext, "jobs">,
  tx: Tx,
  releaseId: string,
  kind: DeliveryKind,
  storeIds: readonly string[],
  now: Date = new Date(),
): Promise<QueuedDelivery[]> {
  if (storeIds.length === 0) return [];
  const rows = storeIds.map((storeId) => ({
    releaseId,
    storeId,
    kind,
    state: "queued" as const,
    requestId: randomUUID(),
    attempts: 0,
    reason: null,
    createdAt: now,
    updatedAt: now,
  }));
  const queued = await tx
    .insert(deliveries)
    .values(rows)
    .onConflictDoUpdate({
      target: [deliveries.releaseId, deliveries.storeId],
      set: {
        kind: sql`excluded.kind`,
        state: sql`excluded.state`,
        requestId: sql`excluded.request_id`,
        attempts: sql`0`,
        reason: sql`null`,
        claimedBy: sql`null`,
        updatedAt: sql`excluded.updated_at`,
      },
    })
    .returning({
      id: deliveries.id,
      storeId: deliveries.storeId,
      requestId: deliveries.requestId,
    });
  // Each job is named by its request id, so a job that takes another's row into its batch can
  // cancel that row's job (deliverRelease).
  await ctx.jobs.sendMany<DeliverReleaseJobData>(
    DELIVER_RELEASE_JOB,
    queued.map(({ id, requestId }) => ({ deliveryId: id, requestId })),
    { tx, ids: queued.map((q) => q.requestId) },
  );
  return queued;
}
