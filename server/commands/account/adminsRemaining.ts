import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";

/**
 * How many admins the label keeps if `leavingId` stops being one: admin accounts not deleted,
 * not `leavingId`, and without a completed deletion request (its job queued or running: that
 * account is as good as gone). Every live admin row is locked first, so two admins completing
 * each other's deletion, or one demoting the other, take turns and the second sees the first.
 */
export async function adminsRemaining(tx: Tx, leavingId: string): Promise<number> {
  await lockAdmins(tx);
  const counted = await tx.execute<{ n: number }>(sql`
    select count(*)::int as n from users u
    where u.role = 'admin' and u.deleted_at is null and u.id <> ${leavingId}::uuid
      and not exists (
        select 1 from account_deletion_requests r
        where r.user_id = u.id and r.status = 'completed')`);
  return Number(counted.rows[0]?.n ?? 0);
}

/**
 * Locks every live admin row, in id order so that two transactions never wait on each other.
 * A transaction that also locks one user row takes this first (changeRole.ts).
 */
export async function lockAdmins(tx: Tx): Promise<void> {
  await tx.execute(sql`
    select id from users where role = 'admin' and deleted_at is null order by id for update`);
}
