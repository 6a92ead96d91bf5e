import { NotificationMessages } from "@common/notifications.ts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf, signedIn } from "../../auth/hooks.ts";
import { markNotificationsRead } from "../../commands/notifications/markNotificationsRead.ts";
import type { AppContext } from "../../context.ts";
import { forbidden } from "../../lib/errors.ts";
import { isAdmin } from "../../policies/user.ts";
import {
  presentAnnouncement,
  presentBroadcast,
  presentNotification,
} from "../../presenters/notification.ts";
import {
  activeAnnouncements,
  bellNotifications,
  latestBroadcast,
  unreadCounts,
} from "./queries.ts";
import * as schema from "./schema.ts";

/**
 * The signed-in shell's news (spec §2, §4, §7): the bell, its read rules, announcements and the
 * latest broadcast. Every signed-in user; admins also see and read the admin/all notifications.
 */
export const notificationRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const db = ctx.database.db;

    app.get(
      "/api/notifications",
      { schema: schema.list, onRequest: signedIn(ctx) },
      async (request) => {
        const { user } = actorOf(request);
        const admin = isAdmin(user);
        const [rows, unread] = await Promise.all([
          bellNotifications(db, user.id, admin),
          unreadCounts(db, user.id, admin),
        ]);
        return { items: rows.map(presentNotification), unread };
      },
    );

    app.post(
      "/api/notifications/read-all",
      { schema: schema.readAll, onRequest: signedIn(ctx) },
      async (request) => {
        const { user } = actorOf(request);
        const admin = isAdmin(user);
        const marked = await markNotificationsRead(ctx, { ...user, isAdmin: admin }, null);
        return { ok: true as const, marked, unread: await unreadCounts(db, user.id, admin) };
      },
    );

    app.post(
      "/api/notifications/read",
      { schema: schema.read, onRequest: signedIn(ctx) },
      async (request) => {
        const { user } = actorOf(request);
        const admin = isAdmin(user);
        const { scope } = request.body;
        if (scope === "admin" && !admin) throw forbidden(NotificationMessages.adminScopeOnly);
        const marked = await markNotificationsRead(ctx, { ...user, isAdmin: admin }, scope);
        return { ok: true as const, marked, unread: await unreadCounts(db, user.id, admin) };
      },
    );

    app.get(
      "/api/announcements",
      { schema: schema.announcements, onRequest: signedIn(ctx) },
      async () => {
        const rows = await activeAnnouncements(db);
        return { items: rows.map(presentAnnouncement) };
      },
    );

    app.get(
      "/api/broadcasts/latest",
      { schema: schema.latestBroadcast, onRequest: signedIn(ctx) },
      async () => {
        const row = await latestBroadcast(db);
        return { broadcast: row ? presentBroadcast(row) : null };
      },
    );
  };
