import { DASHBOARD_PENDING_LIMIT, DASHBOARD_RECENT_USERS } from "@common/review.ts";
import { desc, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { broadcasts, users } from "../../db/schema/index.ts";
import { releaseCards } from "./cards.ts";

/**
 * The admin dashboard (spec §2): its figures, the latest broadcast, the newest pending reviews
 * and the newest accounts. Four statements whatever the size of the label.
 */
export async function adminDashboard(db: Db) {
  // Exact counts, one statement: the two release counts are index-only scans. Deleted accounts
  // (anonymous tombstones) are not users any more.
  const totals = db.execute<{ users: number; releases: number; pending: number }>(sql`
    select (select count(*) from users where deleted_at is null)::int as users,
      (select count(*) from releases)::int as releases,
      (select count(*) from releases where status = 'submitted')::int as pending`);
  const latestBroadcast = db
    .select({
      id: broadcasts.id,
      title: broadcasts.title,
      body: broadcasts.body,
      createdAt: broadcasts.createdAt,
    })
    .from(broadcasts)
    .orderBy(desc(broadcasts.createdAt), desc(broadcasts.id))
    .limit(1);
  const pending = releaseCards(
    db,
    sql`select id, created_at from releases where status = 'submitted'
      order by created_at desc, id desc limit ${DASHBOARD_PENDING_LIMIT}`,
  );
  const recentUsers = db
    .select({
      id: users.id,
      email: users.email,
      fullName: users.name,
      artistName: users.artistName,
      avatarUrl: users.image,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(isNull(users.deletedAt))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(DASHBOARD_RECENT_USERS);
  const [counts, [broadcast], pendingRows, recent] = await Promise.all([
    totals,
    latestBroadcast,
    pending,
    recentUsers,
  ]);
  const figures = counts.rows[0] ?? { users: 0, releases: 0, pending: 0 };
  return {
    totals: {
      users: figures.users,
      releases: figures.releases,
      pendingReviews: figures.pending,
    },
    latestBroadcast: broadcast ?? null,
    pending: pendingRows,
    recentUsers: recent,
  };
}
