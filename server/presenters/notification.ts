import type { Announcement, Broadcast, Notification } from "@common/notifications.ts";
import type { announcements, broadcasts, notifications } from "../db/schema/index.ts";

type NotificationRow = Pick<
  typeof notifications.$inferSelect,
  "id" | "title" | "message" | "type" | "audience" | "isRead" | "createdAt"
>;

/** A notification as the bell lists it (never its user id: the reader knows who they are). */
export function presentNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    title: row.title,
    message: row.message,
    type: row.type,
    audience: row.audience,
    isRead: row.isRead,
    createdAt: row.createdAt.toISOString(),
  };
}

type AnnouncementRow = typeof announcements.$inferSelect;

/** An announcement as the top bar shows it (who wrote it stays with the admins). */
export function presentAnnouncement(row: AnnouncementRow): Announcement {
  return {
    id: row.id,
    title: row.title,
    message: row.message,
    type: row.type,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}

type BroadcastRow = Pick<typeof broadcasts.$inferSelect, "id" | "title" | "body" | "createdAt">;

export function presentBroadcast(row: BroadcastRow): Broadcast {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
  };
}
