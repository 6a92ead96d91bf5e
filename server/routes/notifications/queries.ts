import {
  ANNOUNCEMENT_LIST_LIMIT,
  NOTIFICATION_LIST_LIMIT,
  type UnreadCounts,
} from "@common/notifications.ts";
import { and, desc, eq, gt, inArray, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { announcements, broadcasts, notifications } from "../../db/schema/index.ts";

const columns = {
  id: notifications.id,
  title: notifications.title,
  message: notifications.message,
  type: notifications.type,
  audience: notifications.audience,
  isRead: notifications.isRead,
  createdAt: notifications.createdAt,
};

/**
 * The bell (spec §7 "Notifications"): the 50 newest of mine, and for an admin also those for
 * every admin or everyone (no user id). Each part is read from its own index, newest first and
 * at most 50, then merged: the cost does not grow with the table.
 */
export async function bellNotifications(db: Db, userId: string, isAdmin: boolean) {
  const mine = db
    .select(columns)
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATION_LIST_LIMIT);
  if (!isAdmin) return mine;
  const shared = db
    .select(columns)
    .from(notifications)
    .where(and(isNull(notifications.userId), inArray(notifications.audience, ["admin", "all"])))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATION_LIST_LIMIT);
  const rows = await mine.unionAll(shared);
  return rows
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1))
    .slice(0, NOTIFICATION_LIST_LIMIT);
}

/** Spec §7 "Unread counts", both in one statement; `admin` is 0 for anyone but an admin. */
export async function unreadCounts(
  db: Db,
  userId: string,
  isAdmin: boolean,
): Promise<UnreadCounts> {
  const admin = isAdmin
    ? sql`(select count(*)::int from ${notifications} where ${notifications.userId} is null and ${notifications.audience} in ('admin', 'all') and not ${notifications.isRead})`
    : sql`0`;
  const result = await db.execute<{ user: number; admin: number }>(
    sql`select (select count(*)::int from ${notifications} where ${notifications.userId} = ${userId} and ${notifications.audience} = 'user' and not ${notifications.isRead}) as "user", ${admin}::int as "admin"`,
  );
  const row = result.rows[0];
  return { user: Number(row?.user ?? 0), admin: Number(row?.admin ?? 0) };
}

/** Spec §7 "Announcements": active, not expired, newest first. */
export function activeAnnouncements(db: Db, now: Date = new Date()) {
  return db
    .select()
    .from(announcements)
    .where(
      and(
        eq(announcements.isActive, true),
        or(isNull(announcements.expiresAt), gt(announcements.expiresAt, now)),
      ),
    )
    .orderBy(desc(announcements.createdAt), desc(announcements.id))
    .limit(ANNOUNCEMENT_LIST_LIMIT);
}

/** Spec §7 "Latest broadcast: newest first, limit 1." */
export async function latestBroadcast(db: Db) {
  const [row] = await db
    .select({
      id: broadcasts.id,
      title: broadcasts.title,
      body: broadcasts.body,
      createdAt: broadcasts.createdAt,
    })
    .from(broadcasts)
    .orderBy(desc(broadcasts.createdAt), desc(broadcasts.id))
    .limit(1);
  return row ?? null;
}
