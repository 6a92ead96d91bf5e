import { type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";

/** The staff queue shows this many requests at most (pending and under way are few). */
const TAKEDOWN_QUEUE_LIMIT = 100;

/** A takedown request as the staff queue shows it (server/presenters/delivery.ts). */
export interface TakedownRow {
  id: string;
  releaseId: string;
  releaseTitle: string;
  artistName: string;
  requestedBy: string | null;
  reason: string;
  status: "pending" | "approved" | "completed" | "rejected";
  createdAt: string;
  /** Stores that have taken the release down, of every store it has a delivery row for. */
  storesDone: number;
  storesTotal: number;
}

async function takedownRows(db: Db | Tx, where: SQL, limit: number): Promise<TakedownRow[]> {
  const result = await db.execute<Record<string, unknown>>(sql`
    select t.id, t.release_id as "releaseId", r.title as "releaseTitle",
      r.artist_name as "artistName", u.full_name as "requestedBy", t.reason, t.status,
      to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "createdAt",
      coalesce(c.done, 0)::int as "storesDone", coalesce(c.total, 0)::int as "storesTotal"
    from takedown_requests t
    join releases r on r.id = t.release_id
    left join users u on u.id = t.user_id
    left join lateral (
      select count(*) filter (where d.state = 'taken_down') as done, count(*) as total
      from deliveries d where d.release_id = t.release_id
    ) c on true
    where ${where}
    order by t.created_at asc, t.id asc
    limit ${limit}`);
  return result.rows as unknown as TakedownRow[];
}

/**
 * The staff takedown queue in one statement: requests still to decide (pending) and approved
 * ones whose stores are still taking the release down, oldest first, each with its stores'
 * progress. takedown_requests_status_created_idx serves each status in order.
 */
export const takedownQueue = (db: Db | Tx) =>
  takedownRows(db, sql`t.status in ('pending', 'approved')`, TAKEDOWN_QUEUE_LIMIT);

/** One request as the queue shows it (whatever its status), or null. */
export async function takedownRequestRow(db: Db | Tx, id: string): Promise<TakedownRow | null> {
  const [row] = await takedownRows(db, sql`t.id = ${id}`, 1);
  return row ?? null;
}
