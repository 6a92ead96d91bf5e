import {
  ANNOUNCEMENT_LIST_LIMIT,
  NOTIFICATION_LIST_LIMIT,
  type UnreadCounts,
} from "@common/notifications.ts";
import { and, desc, eq, gt, inArray, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { preparedOnce } from "../../db/prepared.ts";
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

const statements = preparedOnce((db: Db) => {
  const userId = sql.placeholder("userId");
  const newest = [desc(notifications.createdAt), desc(notifications.id)];
  const userUnread = sql`(select count(*)::int from ${notifications} where ${notifications.userId} = ${userId} and ${notifications.audience} = 'user' and not ${notifications.isRead})`;
  const adminUnread = sql`(select count(*)::int from ${notifications} where ${notifications.userId} is null and ${notifications.audience} in ('admin', 'all') and not ${notifications.isRead})`;
  const one = sql`(values (1)) as one`;
  return {
    mine: db
      .select(columns)
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(...newest)
      .limit(NOTIFICATION_LIST_LIMIT)
      .prepare("offbeat_bell_mine"),
    shared: db
      .select(columns)
      .from(notifications)
      .where(and(isNull(notifications.userId), inArray(notifications.audience, ["admin", "all"])))
      .orderBy(...newest)
      .limit(NOTIFICATION_LIST_LIMIT)
      .prepare("offbeat_bell_shared"),
    unread: db
      .select({ user: userUnread.mapWith(Number), admin: sql<number>`0` })
      .from(one)
      .prepare("offbeat_unread_user"),
    unreadWithAdmin: db
      .select({ user: userUnread.mapWith(Number), admin: adminUnread.mapWith(Number) })
      .from(one)
      .prepare("offbeat_unread_admin"),
    announcements: db
      .select()
      .from(announcements)
      .where(
        and(
          eq(announcements.isActive, true),
          or(isNull(announcements.expiresAt), gt(announcements.expiresAt, sql.placeholder("now"))),
        ),
      )
      .orderBy(desc(announcements.createdAt), desc(announcements.id))
      .limit(ANNOUNCEMENT_LIST_LIMIT)
      .prepare("offbeat_active_announcements"),
    latestBroadcast: db
      .select({
        id: broadcasts.id,
        title: broadcasts.title,
        body: broadcasts.body,
        createdAt: broadcasts.createdAt,
      })
      .from(broadcasts)
      .orderBy(desc(broadcasts.createdAt), desc(broadcasts.id))
      .limit(1)
      .prepare("offbeat_latest_broadcast"),
  };
});

/**
 * The bell (spec §7 "Notifications"): the 50 newest of mine, and for an admin also those for
 * every admin or everyone (no user id). Each part is read from its own index, newest first and
 * at most 50, then merged: the cost does not grow with the table.
 */
export async function bellNotifications(db: Db, userId: string, isAdmin: boolean) {
  const { mine, shared } = statements(db);
  if (!isAdmin) return mine.execute({ userId });
  const rows = [...(await mine.execute({ userId })), ...(await shared.execute())];
  // By the millisecond only: each part comes in the database's exact order (microseconds, then
  // id), and the sort is stable, so two of one part in the same millisecond keep that order.
  // (A tie broken by id here put them in random order, as a test on a fast machine found.)
  return rows
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    .slice(0, NOTIFICATION_LIST_LIMIT);
}

/** Spec §7 "Unread counts", both in one statement; `admin` is 0 for anyone but an admin. */
export async function unreadCounts(
  db: Db,
  userId: string,
  isAdmin: boolean,
): Promise<UnreadCounts> {
  const { unread, unreadWithAdmin } = statements(db);
  const [row] = await (isAdmin ? unreadWithAdmin : unread).execute({ userId });
  return { user: Number(row?.user ?? 0), admin: Number(row?.admin ?? 0) };
}

/** Spec §7 "Announcements": active, not expired, newest first. */
export function activeAnnouncements(db: Db, now: Date = new Date()) {
  return statements(db).announcements.execute({ now });
}

/** Spec §7 "Latest broadcast: newest first, limit 1." */
export async function latestBroadcast(db: Db) {
  const [row] = await statements(db).latestBroadcast.execute();
  return row ?? null;
}
