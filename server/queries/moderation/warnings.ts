import { and, asc, eq, gt, isNull, or, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { users, userWarnings } from "../../db/schema/index.ts";
import { presentWarning } from "../../presenters/moderation.ts";

/** Warnings shown to their recipient at most (the modal walks them one by one). */
const MY_WARNINGS_LIMIT = 100;

const unexpired = () => or(isNull(userWarnings.expiresAt), gt(userWarnings.expiresAt, sql`now()`));

/**
 * How many warnings the user still has to acknowledge (not expired). One count on the partial
 * index user_warnings_unacknowledged_idx: /api/me pays for it on every call.
 */
export async function unacknowledgedWarningCount(db: Db | Tx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(userWarnings)
    .where(and(eq(userWarnings.userId, userId), isNull(userWarnings.acknowledgedAt), unexpired()));
  return row?.n ?? 0;
}

/** The user's unacknowledged, unexpired warnings, oldest first, with who issued them. */
export async function myWarnings(db: Db | Tx, userId: string) {
  const rows = await db
    .select({ warning: userWarnings, by: { name: users.name, email: users.email } })
    .from(userWarnings)
    .leftJoin(users, eq(users.id, userWarnings.warnedBy))
    .where(and(eq(userWarnings.userId, userId), isNull(userWarnings.acknowledgedAt), unexpired()))
    .orderBy(asc(userWarnings.createdAt), asc(userWarnings.id))
    .limit(MY_WARNINGS_LIMIT);
  return rows.map((r) => presentWarning(r.warning, r.by));
}
