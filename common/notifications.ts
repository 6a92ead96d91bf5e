import { z } from "zod";

/**
 * The signed-in shell's news (document 1 §2 "Signed-in shell", §4 "Notifications and
 * dismissals", §7 "Shell", §9): the bell and the sidebar badges, announcements in the top bar and
 * the broadcast banner under it.
 */

/** Spec §9: the bell lists the 50 newest. */
export const NOTIFICATION_LIST_LIMIT = 50;
/** The top bar shows at most this many announcements (newest first). */
export const ANNOUNCEMENT_LIST_LIMIT = 20;

export const NOTIFICATION_TYPES = ["info", "success", "warning", "urgent"] as const;
export const NotificationTypeSchema = z.enum(NOTIFICATION_TYPES);
export type NotificationType = z.infer<typeof NotificationTypeSchema>;

const NOTIFICATION_AUDIENCES = ["user", "admin", "all"] as const;
const NotificationAudienceSchema = z.enum(NOTIFICATION_AUDIENCES);

const NotificationSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  message: z.string(),
  type: NotificationTypeSchema,
  audience: NotificationAudienceSchema,
  isRead: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof NotificationSchema>;

/**
 * Spec §7 "Unread counts": `user` counts my own unread audience-user notifications (the My
 * Releases badge); `admin` the unread admin/all ones (Admin Panel and All Releases badges),
 * always 0 for anyone but an admin.
 */
export const UnreadCountsSchema = z.object({
  user: z.number().int().min(0),
  admin: z.number().int().min(0),
});
export type UnreadCounts = z.infer<typeof UnreadCountsSchema>;

export const NotificationListSchema = z.object({
  items: z.array(NotificationSchema),
  unread: UnreadCountsSchema,
});
export type NotificationList = z.infer<typeof NotificationListSchema>;

/**
 * What a visit marks read (spec §7): `releases` my unread audience-user notifications (a
 * /dashboard/release… page), `admin` the unread admin/all ones (/admin, /admin/releases).
 */
export const ReadScopeSchema = z.enum(["releases", "admin"]);
export type ReadScope = z.infer<typeof ReadScopeSchema>;

/** The scope a visit to `path` marks read, if any (spec §7 "Visiting a path starting with ..."). */
export function readScopeForPath(path: string, isAdmin: boolean): ReadScope | null {
  // "/dashboard/releases" starts with "/dashboard/release" too.
  if (path.startsWith("/dashboard/release")) return "releases";
  if (!isAdmin) return null;
  const trimmed = path.replace(/\/+$/, "") || "/";
  if (trimmed === "/admin" || trimmed === "/admin/releases" || path.startsWith("/admin/releases/"))
    return "admin";
  return null;
}

export const AnnouncementSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  message: z.string(),
  type: NotificationTypeSchema,
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
});
export type Announcement = z.infer<typeof AnnouncementSchema>;

export const BroadcastSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  body: z.string(),
  createdAt: z.string(),
});
export type Broadcast = z.infer<typeof BroadcastSchema>;

/**
 * Spec §9: dismissals live in the browser's local storage: announcements under one key holding
 * a list of ids, each broadcast under "broadcast dismissed {id}" with the value "1".
 */
export const DISMISSED_ANNOUNCEMENTS_KEY = "dismissed announcements";
export const broadcastDismissedKey = (id: string) => `broadcast dismissed ${id}`;

/** Spec §7: other code says "notifications changed" on the window and the bell refetches. */
export const NOTIFICATIONS_CHANGED_EVENT = "notifications changed";

export const NotificationMessages = {
  adminScopeOnly: "Only admins can mark admin notifications read.",
  markAllFailed: "Failed to mark notifications as read",
} as const;
