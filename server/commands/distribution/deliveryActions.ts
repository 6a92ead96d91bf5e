import { DistributionMessages } from "@common/distribution.ts";
import { eq } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import type { Tx } from "../../db/client.ts";
import { deliveries, releases } from "../../db/schema/index.ts";
import { markDeliveryLive, publishDeliveriesChanged } from "../../distribution/deliveryOutcome.ts";
import { queueDeliveries } from "../../distribution/queueDeliveries.ts";
import { conflict } from "../../lib/errors.ts";
import { authorize } from "../../policies/authorize.ts";
import type { Actor } from "../../policies/user.ts";
import { type AdminDeliveryRow, adminDelivery } from "../../queries/distribution/deliveries.ts";
import { writeAudit } from "../audit.ts";

/**
 * Staff's actions on one store's delivery (issue 15, /admin/deliveries): Retry a failed one and
 * Mark live by hand. Each is one transaction that locks the row first, so of two staff acting
 * at once the second finds it changed and is answered 409, writing nothing.
 */

/** The delivery row locked FOR UPDATE, with its release's title and owner; null if none. */
async function lockDelivery(tx: Tx, deliveryId: string) {
  const [row] = await tx
    .select({
      id: deliveries.id,
      releaseId: deliveries.releaseId,
      storeId: deliveries.storeId,
      kind: deliveries.kind,
      state: deliveries.state,
      attempts: deliveries.attempts,
      reason: deliveries.reason,
      title: releases.title,
      userId: releases.userId,
    })
    .from(deliveries)
    .innerJoin(releases, eq(releases.id, deliveries.releaseId))
    .where(eq(deliveries.id, deliveryId))
    .for("update", { of: deliveries });
  return row ?? null;
}

/**
 * Retry: a failed delivery (of the release or of its takedown) is queued again under a fresh
 * request id, attempts from zero, audited RETRY_DELIVERY with the reason it had failed with.
 * Returns the row as the retry left it, read in its transaction: once it commits, the delivery
 * job may already have claimed it, and the answer is what the retry did.
 */
export async function retryDelivery(
  ctx: AppContext,
  actor: Actor,
  deliveryId: string,
  now: Date = new Date(),
): Promise<AdminDeliveryRow | null> {
  return ctx.database.db.transaction(async (tx) => {
    const delivery = await lockDelivery(tx, deliveryId);
    authorize(actor, "delivery.retry", delivery);
    await queueDeliveries(ctx, tx, delivery.releaseId, delivery.kind, [delivery.storeId], now);
    await writeAudit(tx, {
      actorId: actor.id,
      action: "RETRY_DELIVERY",
      targetType: "release",
      targetId: delivery.releaseId,
      details: {
        deliveryId,
        store: delivery.storeId,
        kind: delivery.kind,
        title: delivery.title,
        attempts: delivery.attempts,
        reason: delivery.reason,
      },
    });
    await publishDeliveriesChanged(ctx, tx, delivery.releaseId, delivery.userId);
    return adminDelivery(tx, deliveryId);
  });
}

/**
 * Mark live by hand, for stores that send no acknowledgement: a release delivered to the store
 * becomes live with the owner's "Your release is live on <Store>" (markDeliveryLive), audited
 * MARK_DELIVERY_LIVE.
 */
export async function markLiveByHand(
  ctx: AppContext,
  actor: Actor,
  deliveryId: string,
  now: Date = new Date(),
): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    const delivery = await lockDelivery(tx, deliveryId);
    authorize(actor, "delivery.markLive", delivery);
    // The row is locked and was delivered, so this changes it; false would mean a bug.
    if (!(await markDeliveryLive(ctx, tx, deliveryId, now)))
      throw conflict(DistributionMessages.onlyDeliveredMarkedLive);
    await writeAudit(tx, {
      actorId: actor.id,
      action: "MARK_DELIVERY_LIVE",
      targetType: "release",
      targetId: delivery.releaseId,
      details: { deliveryId, store: delivery.storeId, title: delivery.title },
    });
  });
}
