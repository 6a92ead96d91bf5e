import { DistributionMessages } from "@common/distribution.ts";
import { sql } from "drizzle-orm";
import { writeAudit } from "../commands/audit.ts";
import type { AppContext } from "../context.ts";
import { deliveries, releases } from "../db/schema/index.ts";
import { markDeliveryFailed } from "../distribution/deliveryOutcome.ts";
import { DELIVER_RELEASE_JOB } from "../distribution/queueDeliveries.ts";
import { JOB_SCHEMA } from "../lib/jobQueue.ts";
import { repeatEvery } from "../lib/repeatEvery.ts";
import { DELIVERY_EXPIRE_SECONDS } from "./deliverRelease.ts";

/**
 * The stuck-delivery sweep. A delivery row leaves queued/uploading only through a run of its
 * job (jobs/deliverRelease.ts): delivered, back to queued for the retry, or failed by the last
 * attempt's catch. A last attempt that never reaches its catch (the process killed, or still
 * running when shutdown gave up on it) or whose claim statement itself failed leaves its rows
 * queued or uploading with no job left to move them, and staff cannot act on a row in flight.
 * The sweep fails such rows the way a last attempt would (markDeliveryFailed: the reason, the
 * owner and the admins told), so Retry works on them.
 *
 * A row is stuck when both hold:
 *  - it has not changed for STUCK_DELIVERY_AFTER_MS, the job's expiry and a margin. Every run
 *    stamps the rows it carries as it claims them, at its start, and pg-boss gives a run up at
 *    its expiry; the margin covers pg-boss's maintenance noticing a dead run late, and a run
 *    pg-boss gave up on that is still going (pg-boss fails it but does not stop it). Retry and
 *    Redeliver stamp the row too, so a row requeued while the sweep looks is not taken;
 *  - no job that could still run it exists: neither the job carrying it (claimed_by) nor the
 *    one queued for its request (request_id, the job's id: queueDeliveries) is waiting to run
 *    (created, or retry: between attempts, or queued behind a backlog however long it is), or
 *    active and started within the same window. An active job older than that is dead: pg-boss's
 *    maintenance (lib/jobQueue.ts, on both engines) would have expired it by then.
 * The age alone would not do (a row may wait hours in a backlog behind a live job), nor would
 * the job alone (a job is failed or gone the moment a row may still be changing under it).
 */

type Ctx = Pick<AppContext, "database" | "hub" | "log">;

/** The margin past the job's expiry (see above). */
const STUCK_MARGIN_SECONDS = 60 * 60;
/** How long a row in flight goes unchanged, with no live job, before the sweep fails it. */
export const STUCK_DELIVERY_AFTER_MS = (DELIVERY_EXPIRE_SECONDS + STUCK_MARGIN_SECONDS) * 1000;
const SWEEP_INTERVAL_MS = 10 * 60 * 1000;
/** Rows one pass fails at most (one transaction); the next pass takes the rest. */
const SWEEP_BATCH = 200;

/**
 * One pass: the stuck rows failed with DistributionMessages.stoppedUnfinished, each audited
 * DELIVERY_INTERRUPTED (no actor), in one transaction. Returns how many it failed.
 */
export async function sweepStuckDeliveries(ctx: Ctx, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - STUCK_DELIVERY_AFTER_MS).toISOString();
  const reason = DistributionMessages.stoppedUnfinished;
  const failed = await ctx.database.db.transaction(async (tx) => {
    // Locked, and skipped when locked: a claim or a staff action on the row at this moment wins
    // (and stamps it), and two processes sweeping at once never take the same row.
    const stuck = await tx.execute<{
      id: string;
      request_id: string;
      release_id: string;
      store_id: string;
      kind: "release" | "takedown";
      state: "queued" | "uploading";
      attempts: number;
      claimed_by: string | null;
      title: string;
    }>(sql`
      select d.id, d.request_id, d.release_id, d.store_id, d.kind, d.state, d.attempts,
        d.claimed_by, r.title
      from ${deliveries} d join ${releases} r on r.id = d.release_id
      where d.state in ('queued', 'uploading')
        and d.updated_at < ${cutoff}::timestamptz
        and not exists (
          select 1 from ${sql.identifier(JOB_SCHEMA)}.job j
          where j.name = ${DELIVER_RELEASE_JOB}
            and j.id in (d.claimed_by, d.request_id)
            and (j.state in ('created', 'retry')
              or (j.state = 'active' and j.started_on > ${cutoff}::timestamptz))
        )
      order by d.updated_at, d.id
      limit ${SWEEP_BATCH}
      for update of d skip locked`);
    const done: typeof stuck.rows = [];
    for (const row of stuck.rows) {
      const changed = await markDeliveryFailed(
        ctx,
        tx,
        { id: row.id, requestId: row.request_id, from: [row.state] },
        reason,
        now,
      );
      if (!changed) continue;
      // Nobody acted, so the audit log says the platform did, with what the row was doing.
      await writeAudit(tx, {
        actorId: null,
        action: "DELIVERY_INTERRUPTED",
        targetType: "release",
        targetId: row.release_id,
        details: {
          deliveryId: row.id,
          store: row.store_id,
          kind: row.kind,
          title: row.title,
          from: row.state,
          attempts: Number(row.attempts),
          job: row.claimed_by,
          reason,
        },
      });
      done.push(row);
    }
    return done;
  });
  if (failed.length > 0) {
    ctx.log.warn(
      {
        deliveries: failed.map((r) => r.id),
        stores: [...new Set(failed.map((r) => r.store_id))],
        jobs: [...new Set(failed.map((r) => r.claimed_by))],
      },
      "stuck deliveries failed: their last run ended without recording an outcome",
    );
  }
  return failed.length;
}

/**
 * Sweeps every 10 minutes in a process that works jobs, one pass at a time (as the
 * acknowledgement polling); returns the function that stops it. Any number of processes may
 * sweep: each row is locked and re-checked as it is failed.
 */
export function scheduleStuckDeliverySweep(
  ctx: Ctx,
  onError: (error: unknown) => void,
): () => void {
  return repeatEvery(SWEEP_INTERVAL_MS, () => sweepStuckDeliveries(ctx), onError);
}
