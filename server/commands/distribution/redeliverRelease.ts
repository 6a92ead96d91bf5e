import { DistributionMessages } from "@common/distribution.ts";
import type { AppContext } from "../../context.ts";
import { publishDeliveriesChanged } from "../../distribution/deliveryOutcome.ts";
import { queueDeliveries } from "../../distribution/queueDeliveries.ts";
import { conflict } from "../../lib/errors.ts";
import { authorize } from "../../policies/authorize.ts";
import type { Actor } from "../../policies/user.ts";
import { writeAudit } from "../audit.ts";
import { deliverableStores, lockReleaseForDistribution } from "./releaseSubject.ts";
import type { StartedDelivery } from "./startDistribution.ts";

/**
 * Redeliver (issue 15): after staff corrected a distributed release's metadata, a full new
 * message goes to each platform selected on it whose store is enabled (a DDEX message is a full
 * statement of truth), tracked per store the same way. One transaction: the rows back to queued
 * under fresh request ids with their jobs, the audit row REDELIVER_RELEASE, the live event. The
 * release stays distributed.
 *
 * Refused while a delivery of it is still queued or uploading (so two staff pressing at once:
 * the second is answered 409) and while an approved takedown of it is under way.
 */
export async function redeliverRelease(
  ctx: AppContext,
  actor: Actor,
  releaseId: string,
  now: Date = new Date(),
): Promise<StartedDelivery> {
  return ctx.database.db.transaction(async (tx) => {
    const release = await lockReleaseForDistribution(tx, releaseId);
    authorize(actor, "release.redeliver", release);
    const storeIds = await deliverableStores(tx, release.platforms);
    if (storeIds.length === 0) throw conflict(DistributionMessages.noEnabledStores);
    await queueDeliveries(ctx, tx, releaseId, "release", storeIds, now);
    await writeAudit(tx, {
      actorId: actor.id,
      action: "REDELIVER_RELEASE",
      targetType: "release",
      targetId: releaseId,
      details: { title: release.title, stores: storeIds },
    });
    await publishDeliveriesChanged(ctx, tx, releaseId, release.userId);
    return { stores: storeIds };
  });
}
