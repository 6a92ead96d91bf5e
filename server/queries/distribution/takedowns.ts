import { type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { keysetPage } from "../../lib/cursor.ts";

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
 * A page of the staff takedown queue: requests still to decide (pending) and approved ones
 * whose stores are still taking the release down, oldest first (the longest waiting on top),
 * each with its stores' progress, after the cursor's request; and how many are pending in all.
 * Two statements whatever the page; takedown_requests_status_created_idx serves both.
 */
export async function takedownQueue(
  db: Db | Tx,
  page: { after?: { time: string; id: string }; limit: number },
): Promise<{ items: TakedownRow[]; next: { time: string; id: string } | null; pending: number }> {
  const { after, limit } = page;
  const keyset = after
    ? sql` and (t.created_at, t.id) > (${after.time}::timestamptz, ${after.id}::uuid)`
    : sql``;
  const [rows, count] = await Promise.all([
    takedownRows(db, sql`t.status in ('pending', 'approved')${keyset}`, limit + 1),
    db.execute<{ pending: number }>(
      sql`select count(*)::int as pending from takedown_requests where status = 'pending'`,
    ),
  ]);
  const { items, next } = keysetPage(
    rows.map((row) => ({ ...row, cursorTime: row.createdAt })),
    limit,
  );
  return {
    items: items.map(({ cursorTime: _time, ...row }) => row),
    next,
    pending: count.rows[0]?.pending ?? 0,
  };
}

/** One request as the queue shows it (whatever its status), or null. */
export async function takedownRequestRow(db: Db | Tx, id: string): Promise<TakedownRow | null> {
  const [row] = await takedownRows(db, sql`t.id = ${id}`, 1);
  return row ?? null;
}
