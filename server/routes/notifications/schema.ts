import {
  AnnouncementSchema,
  BroadcastSchema,
  NotificationListSchema,
  ReadScopeSchema,
  UnreadCountsSchema,
} from "@common/notifications.ts";
import { z } from "zod";
import { errorResponses } from "../errors.ts";

const Marked = z.object({
  ok: z.literal(true),
  marked: z.number().int().min(0),
  unread: UnreadCountsSchema,
});

export const list = {
  tags: ["notifications"],
  summary:
    "The bell: my 50 newest notifications (admins: also audience admin and all) and unread counts",
  security: [{ session: [] }],
  response: { 200: NotificationListSchema, ...errorResponses },
};

export const readAll = {
  tags: ["notifications"],
  summary: "Mark all read: my notifications, and for admins the admin/all ones too",
  security: [{ session: [] }],
  response: { 200: Marked, ...errorResponses },
};

export const read = {
  tags: ["notifications"],
  summary:
    "Mark read on a visit: releases (my own, /dashboard/release…) or admin (admin/all; admins only)",
  security: [{ session: [] }],
  body: z.object({ scope: ReadScopeSchema }).strict(),
  response: { 200: Marked, ...errorResponses },
};

export const announcements = {
  tags: ["notifications"],
  summary: "Active, unexpired announcements for the top bar, newest first (at most 20)",
  security: [{ session: [] }],
  response: { 200: z.object({ items: z.array(AnnouncementSchema) }), ...errorResponses },
};

export const latestBroadcast = {
  tags: ["notifications"],
  summary: "The latest broadcast (the banner under the top bar), or null",
  security: [{ session: [] }],
  response: { 200: z.object({ broadcast: BroadcastSchema.nullable() }), ...errorResponses },
};
