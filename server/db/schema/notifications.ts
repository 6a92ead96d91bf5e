import { sql } from "drizzle-orm";
import { boolean, index, pgEnum, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { tstz } from "./columns.ts";
import { users } from "./users.ts";

export const notificationAudience = pgEnum("notification_audience", ["user", "admin", "all"]);
export const notificationType = pgEnum("notification_type", [
  "info",
  "success",
  "warning",
  "urgent",
]);

/**
 * Spec §3 notification: addressed to one user (audience user), or to every admin (audience admin,
 * user_id null) or everyone (audience all). The bell and its read rules come with issue 4.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    audience: notificationAudience("audience").notNull().default("user"),
    type: notificationType("type").notNull().default("info"),
    title: text("title").notNull(),
    message: text("message").notNull(),
    isRead: boolean("is_read").notNull().default(false),
    createdAt: tstz("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("notifications_user_created_idx").on(t.userId, t.createdAt.desc().nullsFirst()),
    index("notifications_audience_created_idx")
      .on(t.audience, t.createdAt.desc().nullsFirst())
      .where(sql`${t.userId} is null`),
    // Unread counts (bell, sidebar badges) read only unread rows, however many are read.
    index("notifications_user_unread_idx")
      .on(t.userId)
      .where(sql`not ${t.isRead} and ${t.userId} is not null`),
    index("notifications_shared_unread_idx")
      .on(t.audience)
      .where(sql`not ${t.isRead} and ${t.userId} is null`),
  ],
);
