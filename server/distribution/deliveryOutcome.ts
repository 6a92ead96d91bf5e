import { DeliveryNotifications, isOnSale } from "@common/distribution.ts";
import { reviewNotification } from "@common/review.ts";
import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import { writeAudit } from "../commands/audit.ts";
import { notifyAdminsIn, notifyUser } from "../commands/notifications/notify.ts";
import type { AppContext } from "../context.ts";
import type { Tx } from "../db/client.ts";
import { deliveries, releases, stores, takedownRequests } from "../db/schema/index.ts";

/**
 * What happens once a store's delivery has an outcome (issue 15): the row's new state, and the
 * release's when that outcome completes it (every store has the batch: distributed; every store
 * has taken it down: taken down), with the owner's notification, the audit row and the live
 * events. Everything runs in the caller's transaction, so the state, the notification and the
 * events commit together or not at all.
 */

/**
 * Tells the owner's release page and the staff pages that a delivery of `releaseId` changed.
 * With a transaction the events go out once it commits; without one (the delivery job's claim,
 * a statement of its own that has committed) at once, and the caller names the owner (null: the
 * account is gone).
 */
export async function publishDeliveriesChanged(
  ctx: Pick<AppContext, "hub">,
  tx: Tx | null,
  releaseId: string,
  ownerId?: string | null,
): Promise<void> {
  let owner = ownerId;
  if (owner === undefined) {
    if (!tx) throw new Error("Outside a transaction the release's owner must be given");
    const [row] = await tx
      .select({ userId: releases.userId })
      .from(releases)
      .where(eq(releases.id, releaseId));
    owner = row?.userId;
  }
  const topics = owner ? [`user:${owner}`, "staff"] : ["staff"];
  for (const topic of topics) {
    await ctx.hub.publish(
      topic,
      "release.deliveries-changed",
      { releaseId },
      tx ? { tx } : undefined,
    );
  }
}

/**
 * A batch has arrived: each of its deliveries, for the request it was claimed under, becomes
 * delivered (a takedown: taken_down), in one statement. Returns the rows it changed; a row that
 * now names another request (staff retried, redelivered or took it down meanwhile) or is no
 * longer being delivered is left alone.
 */
export async function markDelivered(
  ctx: Pick<AppContext, "hub">,
  tx: Tx,
  batchId: string,
  delivered: readonly {
    id: string;
    requestId: string;
    messageId: string;
    /** The release's owner when the caller knows it (null: the account is gone). */
    ownerId?: string | null;
  }[],
  now: Date = new Date(),
): Promise<{ id: string; releaseId: string }[]> {
  if (delivered.length === 0) return [];
  const at = now.toISOString();
  const result = await tx.execute<{ id: string; release_id: string }>(sql`
    update ${deliveries} d
    set state = case when d.kind = 'takedown' then 'taken_down'::delivery_state
        else 'delivered'::delivery_state end,
      batch_id = ${batchId},
      message_id = v.message_id,
      delivered_at = case when d.kind = 'release' then ${at}::timestamptz else d.delivered_at end,
      taken_down_at = case when d.kind = 'takedown' then ${at}::timestamptz
        else d.taken_down_at end,
      live_at = case when d.kind = 'takedown' then null else d.live_at end,
      reason = null,
      updated_at = ${at}::timestamptz
    from unnest(
      ${sql.param(delivered.map((r) => r.id))}::uuid[],
      ${sql.param(delivered.map((r) => r.requestId))}::uuid[],
      ${sql.param(delivered.map((r) => r.messageId))}::text[]
    ) as v(id, request_id, message_id)
    where d.id = v.id and d.request_id = v.request_id and d.state in ('queued', 'uploading')
    returning d.id, d.release_id`);
  const marked = result.rows.map((r) => ({ id: r.id, releaseId: r.release_id }));
  const owners = new Map(delivered.map((r) => [r.id, r.ownerId]));
  for (const row of marked) {
    await publishDeliveriesChanged(ctx, tx, row.releaseId, owners.get(row.id));
  }
  return marked;
}

/**
 * Locks the release row for the rest of the transaction, so two stores finishing at the same
 * moment decide completion one after the other: the second sees the first's committed row.
 */
async function lockRelease(tx: Tx, releaseId: string) {
  const [row] = await lockReleases(tx, [releaseId]);
  return row;
}

/**
 * lockRelease for several releases at once, always in the order of their ids, so two batches
 * finishing at the same moment with some releases in common cannot wait on each other.
 */
async function lockReleases(tx: Tx, releaseIds: readonly string[]) {
  if (releaseIds.length === 0) return [];
  return tx
    .select({
      id: releases.id,
      status: releases.status,
      userId: releases.userId,
      title: releases.title,
    })
    .from(releases)
    .where(inArray(releases.id, [...new Set(releaseIds)]))
    .orderBy(asc(releases.id))
    .for("update");
}

/**
 * An approved release whose every delivery row is a release delivered to or live on its store
 * becomes distributed (spec §4 "Release distributed"): status, owner notification, audit row
 * (no actor: the stores completed it) and the review queues' live event. Returns the releases
 * of `releaseIds` it completed.
 */
export async function completeReleasesIfDelivered(
  ctx: Pick<AppContext, "hub">,
  tx: Tx,
  releaseIds: readonly string[],
): Promise<Set<string>> {
  const completed = new Set<string>();
  const approved = (await lockReleases(tx, releaseIds)).filter((r) => r.status === "approved");
  if (approved.length === 0) return completed;
  const rows = await tx
    .select({
      releaseId: deliveries.releaseId,
      storeId: deliveries.storeId,
      kind: deliveries.kind,
      state: deliveries.state,
    })
    .from(deliveries)
    .where(
      inArray(
        deliveries.releaseId,
        approved.map((r) => r.id),
      ),
    );
  const done = (r: (typeof rows)[number]) =>
    r.kind === "release" && (r.state === "delivered" || r.state === "live");
  const now = new Date();
  for (const release of approved) {
    const own = rows.filter((r) => r.releaseId === release.id);
    if (own.length === 0 || !own.every(done)) continue;
    await tx
      .update(releases)
      .set({ status: "distributed", adminNotes: null, updatedAt: now })
      .where(eq(releases.id, release.id));
    await writeAudit(tx, {
      actorId: null,
      action: "DISTRIBUTE_COMPLETED",
      targetType: "release",
      targetId: release.id,
      details: {
        from: "approved",
        to: "distributed",
        title: release.title,
        stores: own.map((r) => r.storeId).sort(),
      },
    });
    await notifyUser(
      tx,
      ctx.hub,
      release.userId,
      reviewNotification("distribute", release.title, null),
    );
    await ctx.hub.publish(
      "staff",
      "release.status-changed",
      { releaseId: release.id, status: "distributed" },
      { tx },
    );
    completed.add(release.id);
  }
  return completed;
}

/**
 * Once every store that had the release has taken it down (or none had it), the approved
 * takedown request completes: release status taken_down, request completed, the owner told,
 * audited without an actor. False while a store is still at it or no approved request waits.
 */
export async function completeTakedownIfDone(
  ctx: Pick<AppContext, "hub">,
  tx: Tx,
  releaseId: string,
): Promise<boolean> {
  const release = await lockRelease(tx, releaseId);
  if (!release) return false;
  const requests = await tx
    .select({ id: takedownRequests.id })
    .from(takedownRequests)
    .where(and(eq(takedownRequests.releaseId, releaseId), eq(takedownRequests.status, "approved")));
  if (requests.length === 0) return false;
  const [open] = await tx
    .select({ id: deliveries.id })
    .from(deliveries)
    .where(and(eq(deliveries.releaseId, releaseId), ne(deliveries.state, "taken_down")))
    .limit(1);
  if (open) return false;
  const now = new Date();
  await tx
    .update(takedownRequests)
    .set({ status: "completed" })
    .where(
      inArray(
        takedownRequests.id,
        requests.map((r) => r.id),
      ),
    );
  await tx
    .update(releases)
    .set({ status: "taken_down", updatedAt: now })
    .where(eq(releases.id, releaseId));
  await writeAudit(tx, {
    actorId: null,
    action: "TAKEDOWN_COMPLETED",
    targetType: "release",
    targetId: releaseId,
    details: { from: release.status, to: "taken_down", title: release.title },
  });
  await notifyUser(tx, ctx.hub, release.userId, DeliveryNotifications.takenDown(release.title));
  await ctx.hub.publish(
    "staff",
    "release.status-changed",
    { releaseId, status: "taken_down" },
    { tx },
  );
  return true;
}

async function storeAndRelease(tx: Tx, storeId: string, releaseId: string) {
  const [row] = await tx
    .select({
      storeName: stores.displayName,
      title: releases.title,
      userId: releases.userId,
    })
    .from(stores)
    .innerJoin(releases, eq(releases.id, releaseId))
    .where(eq(stores.id, storeId));
  return row;
}

/**
 * A release delivered to a store is live there (its acknowledgement said so, or staff marked
 * it by hand): state live, live_at, the owner's "Your release is live on <Store>". A redelivery
 * coming back live keeps its first live_at and tells the owner nothing: the store never stopped
 * selling the release (isOnSale), so "Live since" stays true and "now live" would be news of
 * nothing. False when the row is not a delivered release (the caller audits a hand-made change).
 */
export async function markDeliveryLive(
  ctx: Pick<AppContext, "hub">,
  tx: Tx,
  deliveryId: string,
  now: Date = new Date(),
): Promise<boolean> {
  // Locked first, so the live_at read here is the one the update replaces.
  const [before] = await tx
    .select({ liveAt: deliveries.liveAt })
    .from(deliveries)
    .where(
      and(
        eq(deliveries.id, deliveryId),
        eq(deliveries.kind, "release"),
        eq(deliveries.state, "delivered"),
      ),
    )
    .for("update");
  if (!before) return false;
  const wasLive = before.liveAt !== null;
  const [row] = await tx
    .update(deliveries)
    .set({ state: "live", liveAt: before.liveAt ?? now, reason: null, updatedAt: now })
    .where(eq(deliveries.id, deliveryId))
    .returning({ releaseId: deliveries.releaseId, storeId: deliveries.storeId });
  if (!row) return false;
  const names = await storeAndRelease(tx, row.storeId, row.releaseId);
  if (names && !wasLive) {
    await notifyUser(
      tx,
      ctx.hub,
      names.userId,
      DeliveryNotifications.live(names.storeName, names.title),
    );
  }
  await publishDeliveriesChanged(ctx, tx, row.releaseId, names?.userId);
  return true;
}

export interface FailedDelivery {
  id: string;
  /** Only the run of this request may fail the row (the delivery job). */
  requestId?: string;
  /** The states the row may be failed from: the job's uploading, the acknowledgement's delivered. */
  from: readonly ("queued" | "uploading" | "delivered")[];
}

/** A reason (a store's words often end without one) as a sentence: ends with a full stop. */
export const asSentence = (reason: string) => reason.trim().replace(/[.!?]?$/, (end) => end || ".");

/**
 * The delivery failed for good (the last attempt, or the store's acknowledgement refused it):
 * state failed with the readable reason, the owner told that the team will retry, and the
 * admins told with the reason so someone does. A redelivery of a release the store sells
 * (isOnSale: it went live there before) is no lost release: the store keeps selling what it had,
 * so the owner reads that the update was not taken and the release stays live there, and the
 * admins that the redelivery failed. False when the row had moved on.
 */
export async function markDeliveryFailed(
  ctx: Pick<AppContext, "hub">,
  tx: Tx,
  delivery: FailedDelivery,
  reason: string,
  now: Date = new Date(),
): Promise<boolean> {
  const [row] = await tx
    .update(deliveries)
    .set({ state: "failed", reason, updatedAt: now })
    .where(
      and(
        eq(deliveries.id, delivery.id),
        inArray(deliveries.state, [...delivery.from]),
        delivery.requestId ? eq(deliveries.requestId, delivery.requestId) : undefined,
      ),
    )
    .returning({
      releaseId: deliveries.releaseId,
      storeId: deliveries.storeId,
      kind: deliveries.kind,
      liveAt: deliveries.liveAt,
    });
  if (!row) return false;
  const names = await storeAndRelease(tx, row.storeId, row.releaseId);
  if (names) {
    const { storeName, title } = names;
    if (isOnSale(row)) {
      await notifyUser(
        tx,
        ctx.hub,
        names.userId,
        DeliveryNotifications.updateNotTaken(storeName, title),
      );
      await notifyAdminsIn(tx, ctx.hub, {
        type: "warning",
        title: `Redelivery to ${storeName} failed`,
        message: `The redelivery of "${title}" to ${storeName} failed: ${asSentence(reason)} ${storeName} still sells the release as delivered before. Retry it on the Deliveries page.`,
      });
    } else {
      if (row.kind === "release") {
        await notifyUser(tx, ctx.hub, names.userId, DeliveryNotifications.failed(storeName, title));
      }
      const what = row.kind === "takedown" ? "The takedown of" : "The delivery of";
      await notifyAdminsIn(tx, ctx.hub, {
        type: "warning",
        title: `Delivery to ${storeName} failed`,
        message: `${what} "${title}" to ${storeName} failed: ${asSentence(reason)} Retry it on the Deliveries page.`,
      });
    }
  }
  await publishDeliveriesChanged(ctx, tx, row.releaseId, names?.userId);
  return true;
}
