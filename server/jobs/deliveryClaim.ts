import { sql } from "drizzle-orm";
import type { AppContext } from "../context.ts";
import { deliveries, releases } from "../db/schema/index.ts";
import { batchIdAt } from "../distribution/batch.ts";
import { publishDeliveriesChanged } from "../distribution/deliveryOutcome.ts";
import type { DeliverReleaseJobData } from "../distribution/queueDeliveries.ts";
import type { DeliveryTransport } from "../distribution/transport.ts";

/**
 * How a `deliver-release` run takes the rows of its batch (issue 15): the batch id it names
 * them with, and the one claim statement (jobs/deliverRelease.ts runs the rest).
 */

type Ctx = Pick<AppContext, "database" | "hub" | "log">;

/**
 * Batch ids name the batch's creation time to the millisecond; two deliveries to one store in
 * the same millisecond must not share a folder. This process hands out increasing ids (across
 * all stores, so the claim can name the batch before it has read the row's store); a folder
 * already there (another process's batch) moves the id on (batchIdFree).
 */
let lastBatchTime = 0;

export function nextBatchId(now: Date): string {
  lastBatchTime = Math.max(now.getTime(), lastBatchTime + 1);
  return batchIdAt(new Date(lastBatchTime));
}

export async function batchIdFree(transport: DeliveryTransport, batchId: string): Promise<boolean> {
  return (await transport.list(batchId)).length === 0;
}

type DeliveryRow = typeof deliveries.$inferSelect;

export type ClaimedRow = Pick<
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

export interface ClaimedDelivery {
  row: ClaimedRow;
  /** The batch the row's previous attempt named (removed first if it was left incomplete). */
  previousBatch: string | null;
  /** Taken along from another job's row: that job is cancelled, this one carries the row. */
  taken: boolean;
  /** The release's owner, for the live events (null: the account is gone). */
  ownerId: string | null;
}

/**
 * The claim: the rows this run delivers in one batch, each one attempt more, uploading, and
 * the new batch's id named on them before anything is written (so the next attempt finds the
 * batch if this one dies midway). They are:
 *  - the job's own row, for the request it was queued with, unless another job carries it;
 *  - rows an earlier run of this same job took along (a retry delivers the same batch again);
 *  - on a first run, other releases queued for the same store and never tried, up to `limit`
 *    in all, skipping rows another claim is taking at this moment. Their own jobs then find
 *    them carried (claimed_by names this job) and leave them to it.
 * One statement, so one round trip and its own commit: the CTEs lock the rows (a concurrent
 * change, such as staff retrying one under a new request id, is waited for and re-checked), the
 * update keeps each previous batch id, and each release's owner comes along for the live event.
 * Empty when nothing is this job's to deliver.
 */
export async function claimDeliveries(
  ctx: Ctx,
  data: DeliverReleaseJobData,
  claimant: string,
  limit: number,
  now: Date,
): Promise<ClaimedDelivery[]> {
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
    taken: boolean;
    owner_id: string | null;
  }>(sql`
    with own as (
      select id, batch_id, store_id, kind from ${deliveries}
      where id = ${data.deliveryId} and request_id = ${data.requestId}
        and state in ('queued', 'uploading')
        and (claimed_by is null or claimed_by = ${claimant})
      for update
    ),
    resumed as (
      select id, batch_id from ${deliveries}
      where claimed_by = ${claimant} and id <> ${data.deliveryId}
        and state in ('queued', 'uploading')
      for update
    ),
    fresh as (
      select d.id, d.batch_id from ${deliveries} d, own
      where d.store_id = own.store_id and d.kind = own.kind and d.id <> own.id
        and d.state = 'queued' and d.claimed_by is null and d.attempts = 0
        and not exists (select 1 from resumed)
      order by d.created_at, d.id
      limit ${limit - 1}
      for update of d skip locked
    ),
    picked as (
      select id, batch_id, false as taken from own
      union all select id, batch_id, false from resumed
      union all select id, batch_id, true from fresh
    )
    update ${deliveries} d
    set state = 'uploading', attempts = d.attempts + 1, batch_id = ${nextBatchId(now)},
      claimed_by = ${claimant}, updated_at = ${now.toISOString()}::timestamptz
    from picked
    where d.id = picked.id
    returning d.id, d.release_id, d.store_id, d.kind, d.request_id, d.attempts, d.batch_id,
      d.message_id, d.delivered_at, picked.batch_id as previous_batch, picked.taken,
      (select r.user_id from ${releases} r where r.id = d.release_id) as owner_id`);
  const claimed = result.rows.map((r) => ({
    row: {
      id: r.id,
      releaseId: r.release_id,
      storeId: r.store_id,
      kind: r.kind,
      requestId: r.request_id,
      attempts: Number(r.attempts),
      batchId: r.batch_id,
      messageId: r.message_id,
      deliveredAt: r.delivered_at === null ? null : new Date(r.delivered_at),
    },
    previousBatch: r.previous_batch,
    taken: r.taken,
    ownerId: r.owner_id,
  }));
  // The job's own row first: its outcome is the run's.
  claimed.sort(
    (a, b) => Number(b.row.id === data.deliveryId) - Number(a.row.id === data.deliveryId),
  );
  // Not awaited: the claim has committed, and like events queued on a transaction these go out
  // in order through the notifier without the delivery waiting for them to be sent.
  for (const { row, ownerId } of claimed) {
    publishDeliveriesChanged(ctx, null, row.releaseId, ownerId).catch((error) =>
      ctx.log.warn({ err: error, deliveryId: row.id }, "delivery event not sent"),
    );
  }
  return claimed;
}
