import type { UserRoleFilter } from "@common/userManagement.ts";
import { and, desc, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";
import { containsPattern, exactTime, keysetPage, olderThan } from "../../lib/cursor.ts";
import type { AdminUserRow } from "../../presenters/moderation.ts";

export interface AdminUserSearch {
  /** Case-insensitive "contains" on email, full name and artist name. */
  q?: string;
  role: UserRoleFilter;
  after?: { time: string; id: string };
  limit: number;
}

/**
 * The columns of a User Management row. Releases are counted by a correlated subquery in the
 * same statement: an index-only count on releases_user_created_idx for each of the page's rows
 * (never a query per user, never a count over all releases).
 */
export const adminUserColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  artistName: users.artistName,
  image: users.image,
  role: users.role,
  warningCount: users.warningCount,
  isSuspended: users.isSuspended,
  suspensionReason: users.suspensionReason,
  suspendedUntil: users.suspendedUntil,
  createdAt: users.createdAt,
  // Written out qualified: drizzle leaves column names bare in a one-table select, and a bare
  // "id" inside the subquery would be the release's.
  releases: sql<number>`(select count(*)::int from "releases" r where r."user_id" = "users"."id")`,
};

/**
 * One page of live accounts (deleted tombstones left out), newest first, in ONE query. Keyset on
 * (created_at, id): users_created_id_idx, or users_role_created_id_idx with a role, serves it in
 * order and stops after `limit + 1` rows. A search is ILIKE on the three pg_trgm-indexed columns:
 * the planner takes a BitmapOr of the trigram indexes for a rare term and the ordered index walk
 * (stopping at the page's end) for a common one, so a page costs about the same at 10k or 100k
 * users (EXPLAIN figures in docs/ARCHITECTURE.md). Not a named prepared statement: a generic
 * plan could not tell a rare search from a common one.
 */
export async function adminUserPage(db: Db, search: AdminUserSearch) {
  const filters: SQL[] = [isNull(users.deletedAt)];
  if (search.role !== "all") filters.push(eq(users.role, search.role));
  if (search.q) {
    const pattern = containsPattern(search.q);
    filters.push(
      sql`(${users.email}::text ilike ${pattern} or ${users.name} ilike ${pattern} or ${users.artistName} ilike ${pattern})`,
    );
  }
  if (search.after) filters.push(olderThan(users.createdAt, users.id, search.after));
  const rows: (AdminUserRow & { cursorTime: string })[] = await db
    .select({ ...adminUserColumns, cursorTime: exactTime(users.createdAt) })
    .from(users)
    .where(and(...filters))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(search.limit + 1);
  return keysetPage(rows, search.limit);
}
