import { DeliveryNotifications } from "@common/distribution.ts";
import { PLATFORM_IDS, type PlatformId } from "@common/releases.ts";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import type { Tx } from "../../db/client.ts";
import { deliveries, releases, takedownRequests } from "../../db/schema/index.ts";
import {
  completeTakedownIfDone,
  publishDeliveriesChanged,
} from "../../distribution/deliveryOutcome.ts";
import { queueDeliveries } from "../../distribution/queueDeliveries.ts";
import { authorize } from "../../policies/authorize.ts";
import type { Actor } from "../../policies/user.ts";
import { writeAudit } from "../audit.ts";
import { notifyUser } from "../notifications/notify.ts";

/**
 * Staff decide an artist's takedown request (spec §4, issue 15): approve it, with an optional
 * note, or reject it with a reason the artist reads. Each is one transaction that locks the
 * request first and changes it only while pending, so of two staff deciding at once the second
 * is answered 409 (alreadyDecided), writing nothing.
 */

const platformOrder = (id: string) => PLATFORM_IDS.indexOf(id as PlatformId);

async function lockRequest(tx: Tx, requestId: string) {
  const [row] = await tx
    .select({
      id: takedownRequests.id,
      status: takedownRequests.status,
      releaseId: takedownRequests.releaseId,
      title: releases.title,
      userId: releases.userId,
    })
    .from(takedownRequests)
    .innerJoin(releases, eq(releases.id, takedownRequests.releaseId))
    .where(eq(takedownRequests.id, requestId))
    .for("update", { of: takedownRequests });
  return row ?? null;
}

export interface ApprovedTakedown {
  /** Stores sent the takedown message (they had a batch of the release). */
  queued: string[];
  /** Stores that never had a batch: taken down at once. */
  takenDown: string[];
  /** Whether the request completed at once (no store had the release). */
  completed: boolean;
}

/**
 * Approve: the request becomes approved; each store that has a batch of the release (or is
 * being sent one) is sent a NewReleaseMessage without deals (queueDeliveries kind takedown);
 * stores that never had one are taken down at once, under a fresh request id so a job still
 * queued for them does nothing. The owner is told (takedownApproved), the audit row
 * APPROVE_TAKEDOWN written, and, when no store had the release, the takedown completes now
 * (release taken_down, request completed: completeTakedownIfDone).
 */
export async function approveTakedown(
  ctx: AppContext,
  actor: Actor,
  requestId: string,
  note: string | null,
  now: Date = new Date(),
): Promise<ApprovedTakedown> {
  return ctx.database.db.transaction(async (tx) => {
    const request = await lockRequest(tx, requestId);
    authorize(actor, "takedown.decide", request);
    const { releaseId } = request;
    await tx
      .update(takedownRequests)
      .set({ status: "approved", decidedBy: actor.id, decidedAt: now, decisionNote: note })
      .where(and(eq(takedownRequests.id, requestId), eq(takedownRequests.status, "pending")));
    const rows = await tx
      .select({
        id: deliveries.id,
        storeId: deliveries.storeId,
        state: deliveries.state,
        batchId: deliveries.batchId,
      })
      .from(deliveries)
      .where(eq(deliveries.releaseId, releaseId))
      // Rows before the release (completeTakedownIfDone locks it), in the delivery job's order.
      .for("update");
    rows.sort((a, b) => platformOrder(a.storeId) - platformOrder(b.storeId));
    const hasBatch = (r: (typeof rows)[number]) => r.batchId !== null || r.state === "uploading";
    const send = rows.filter(hasBatch).map((r) => r.storeId);
    const never = rows.filter((r) => !hasBatch(r));
    if (never.length > 0) {
      await tx
        .update(deliveries)
        .set({
          kind: "takedown",
          state: "taken_down",
          requestId: sql`gen_random_uuid()`,
          reason: null,
          takenDownAt: now,
          liveAt: null,
          updatedAt: now,
        })
        .where(
          inArray(
            deliveries.id,
            never.map((r) => r.id),
          ),
        );
    }
    await queueDeliveries(ctx, tx, releaseId, "takedown", send, now);
    await notifyUser(
      tx,
      ctx.hub,
      request.userId,
      DeliveryNotifications.takedownApproved(request.title, note),
    );
    const takenDown = never.map((r) => r.storeId);
    await writeAudit(tx, {
      actorId: actor.id,
      action: "APPROVE_TAKEDOWN",
      targetType: "release",
      targetId: releaseId,
      details: { requestId, title: request.title, note, stores: send, takenDown },
    });
    const completed = await completeTakedownIfDone(ctx, tx, releaseId);
    await publishDeliveriesChanged(ctx, tx, releaseId, request.userId);
    return { queued: send, takenDown, completed };
  });
}

/** Reject: the request becomes rejected with the reason, which the owner is told; audited. */
export async function rejectTakedown(
  ctx: AppContext,
  actor: Actor,
  requestId: string,
  reason: string,
  now: Date = new Date(),
): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    const request = await lockRequest(tx, requestId);
    authorize(actor, "takedown.decide", request);
    await tx
      .update(takedownRequests)
      .set({ status: "rejected", decidedBy: actor.id, decidedAt: now, decisionNote: reason })
      .where(and(eq(takedownRequests.id, requestId), eq(takedownRequests.status, "pending")));
    await notifyUser(
      tx,
      ctx.hub,
      request.userId,
      DeliveryNotifications.takedownRejected(request.title, reason),
    );
    await writeAudit(tx, {
      actorId: actor.id,
      action: "REJECT_TAKEDOWN",
      targetType: "release",
      targetId: request.releaseId,
      details: { requestId, title: request.title, reason },
    });
    await publishDeliveriesChanged(ctx, tx, request.releaseId, request.userId);
  });
}
