import { DeliveryNotifications } from "@common/distribution.ts";
import { addDays, utcToday } from "@common/releaseRules.ts";
import { reviewNotification } from "@common/review.ts";
import { eq } from "drizzle-orm";
import { writeAudit } from "../server/commands/audit.ts";
import { notifyUser } from "../server/commands/notifications/notify.ts";
import type { AppContext } from "../server/context.ts";
import { deliveries, releases, takedownRequests } from "../server/db/schema/index.ts";
import { batchIdAt } from "../server/distribution/batch.ts";
import { deliveryMessageId } from "../server/distribution/deliveryInput.ts";
import { saveStoreLinkFromAck } from "../server/distribution/storeLinkFromAck.ts";
import type { Actor } from "../server/policies/user.ts";
import { ensureSmartLink } from "../server/smartLinks/ensureSmartLink.ts";

/**
 * The demo's delivered releases (issue 15), written as they would read after the stores had
 * answered: one delivery row per selected platform (live, or taken down for the demo's taken
 * down release), the release's status, the owner's notifications and audit rows. Nothing is
 * sent anywhere: the demo's stores are off until an admin enables them (Admin Tools > Stores),
 * and Mark as Distributed on the demo's approved release then delivers for real.
 *
 * Each row names its last batch and message as the delivery job would have (batchIdAt,
 * deliveryMessageId), one batch per store a millisecond apart, so that what staff do next
 * (a takedown, a redelivery) treats them as any other: the job checks and clears the previous
 * batch by its id.
 */
export async function seedDelivered(
  ctx: AppContext,
  releaseId: string,
  outcome: "distributed" | "taken_down",
  reviewer: Actor,
): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    const [release] = await tx
      .select({ userId: releases.userId, title: releases.title, metadata: releases.metadata })
      .from(releases)
      .where(eq(releases.id, releaseId));
    if (!release) throw new Error(`demo release ${releaseId} not found`);
    const now = new Date();
    // Out for four months already, so the stores' reports of the last two months (seedRoyalties)
    // come after its release day; delivered two weeks before that day, live at the stores two
    // days later, as the release's page then tells.
    const releaseDate = addDays(utcToday(), -120);
    const deliveredAt = new Date(`${addDays(releaseDate, -14)}T09:00:00Z`);
    const liveAt = new Date(`${addDays(releaseDate, -12)}T09:00:00Z`);
    const stores = release.metadata.selected_platforms;
    const takenDown = outcome === "taken_down";
    // The release's batches went out when it was delivered; a takedown's, now.
    const sentAt = takenDown ? now : deliveredAt;
    await tx.insert(deliveries).values(
      stores.map((storeId, index) => {
        const batchId = batchIdAt(new Date(sentAt.getTime() + index));
        return {
          releaseId,
          storeId,
          kind: takenDown ? ("takedown" as const) : ("release" as const),
          state: takenDown ? ("taken_down" as const) : ("live" as const),
          attempts: 1,
          batchId,
          messageId: deliveryMessageId(releaseId, storeId, batchId),
          deliveredAt,
          liveAt: takenDown ? null : liveAt,
          takenDownAt: takenDown ? now : null,
          updatedAt: now,
        };
      }),
    );
    await tx
      .update(releases)
      .set({
        status: outcome,
        adminNotes: null,
        releaseDate,
        updatedAt: now,
      })
      .where(eq(releases.id, releaseId));
    await writeAudit(tx, {
      actorId: reviewer.id,
      action: "DISTRIBUTE_RELEASE",
      targetType: "release",
      targetId: releaseId,
      details: { status: "approved", notes: null, title: release.title, stores },
    });
    await notifyUser(
      tx,
      ctx.hub,
      release.userId,
      reviewNotification("distribute", release.title, null),
    );
    // The smart link its distribution made (issue 17); a taken-down release keeps it, and its
    // page says the music is no longer available.
    await ensureSmartLink(tx, releaseId);
    if (!takenDown) {
      // The demo's store pages, as live acknowledgements would give.
      for (const storeId of stores)
        await saveStoreLinkFromAck(tx, releaseId, storeId, {
          storeReleaseId: `demo${releaseId.slice(0, 8)}`,
          storeUrl: null,
        });
      return;
    }
    await tx.insert(takedownRequests).values({
      releaseId,
      userId: release.userId,
      reason: "This release is replaced by the remastered edition.",
      status: "completed",
      decidedBy: reviewer.id,
      decidedAt: now,
      decisionNote: null,
    });
    await notifyUser(tx, ctx.hub, release.userId, DeliveryNotifications.takenDown(release.title));
  });
}
