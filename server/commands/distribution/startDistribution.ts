import { DistributionMessages } from "@common/distribution.ts";
import { eq } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import { releases } from "../../db/schema/index.ts";
import { publishDeliveriesChanged } from "../../distribution/deliveryOutcome.ts";
import { queueDeliveries } from "../../distribution/queueDeliveries.ts";
import { conflict } from "../../lib/errors.ts";
import { authorize } from "../../policies/authorize.ts";
import type { Actor } from "../../policies/user.ts";
import { ensureSmartLink } from "../../smartLinks/ensureSmartLink.ts";
import { writeAudit } from "../audit.ts";
import { deliverableStores, lockReleaseForDistribution } from "./releaseSubject.ts";

export interface StartedDelivery {
  /** The stores delivery started to, in the platforms' order. */
  stores: string[];
}

/**
 * Mark as Distributed (issue 15): starts delivery of an approved release to every platform
 * selected on it whose store is enabled, in one transaction: one delivery row per store with
 * its job (queueDeliveries), the admin notes (spec §4: none, so null), the audit row
 * DISTRIBUTE_RELEASE and the live event. The release stays approved; the delivery job makes it
 * distributed once every store has the batch (server/distribution/deliveryOutcome.ts).
 *
 * The release row is locked first, so of two staff acting at once the second sees the first's
 * delivery rows and is answered 409 (alreadyDelivering), writing nothing.
 */
export async function startDistribution(
  ctx: AppContext,
  actor: Actor,
  releaseId: string,
  notes: string | null,
  now: Date = new Date(),
): Promise<StartedDelivery> {
  return ctx.database.db.transaction(async (tx) => {
    const release = await lockReleaseForDistribution(tx, releaseId);
    authorize(actor, "release.distribute", release);
    const storeIds = await deliverableStores(tx, release.platforms);
    if (storeIds.length === 0) throw conflict(DistributionMessages.noEnabledStores);
    await tx
      .update(releases)
      .set({ adminNotes: notes, updatedAt: now })
      .where(eq(releases.id, releaseId));
    await queueDeliveries(ctx, tx, releaseId, "release", storeIds, now);
    // Its public page (issue 17): answers once the release is distributed.
    await ensureSmartLink(tx, releaseId);
    await writeAudit(tx, {
      actorId: actor.id,
      action: "DISTRIBUTE_RELEASE",
      targetType: "release",
      targetId: releaseId,
      details: { status: release.status, notes, title: release.title, stores: storeIds },
    });
    await publishDeliveriesChanged(ctx, tx, releaseId, release.userId);
    return { stores: storeIds };
  });
}
