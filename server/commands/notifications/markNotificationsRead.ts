import type { ReadScope } from "@common/notifications.ts";
import { and, eq, inArray, isNull, type SQL } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import type { Tx } from "../../db/client.ts";
import { notifications } from "../../db/schema/index.ts";
import type { Actor } from "../../policies/user.ts";

type Deps = Pick<AppContext, "database" | "hub">;

/** My own unread notifications (spec §7: audience user, user_id me). */
const mineUnread = (userId: string) =>
  and(eq(notifications.userId, userId), eq(notifications.isRead, false));

/**
 * Unread notifications for every admin (audience admin or all, no user id). They are shared:
 * one admin reading them reads them for all (spec §7 mark_admin_notifications_read).
 */
const adminsUnread = () =>
  and(
    isNull(notifications.userId),
    inArray(notifications.audience, ["admin", "all"]),
    eq(notifications.isRead, false),
  );

async function markRead(tx: Tx, where: SQL | undefined): Promise<number> {
  const result = await tx.update(notifications).set({ isRead: true }).where(where);
  return result.rowCount ?? 0;
}

/**
 * Marks notifications read and tells the reader's other tabs (on `user:<id>`; for the shared
 * admin ones every admin, on `admins`) at commit. `scope` null is "mark all read": everything the actor's bell lists.
 * The caller has checked that only admins ask for the admin scope.
 */
export async function markNotificationsRead(
  ctx: Deps,
  actor: Actor & { isAdmin: boolean },
  scope: ReadScope | null,
): Promise<number> {
  return ctx.database.db.transaction(async (tx) => {
    const user =
      scope === null || scope === "releases" ? await markRead(tx, mineUnread(actor.id)) : 0;
    const admin =
      actor.isAdmin && (scope === null || scope === "admin")
        ? await markRead(tx, adminsUnread())
        : 0;
    if (user > 0)
      await ctx.hub.publish(`user:${actor.id}`, "notifications.read", { audience: "user" }, { tx });
    // Every admin's badges count these shared rows, the reader's own tabs included.
    if (admin > 0)
      await ctx.hub.publish("admins", "notifications.read", { audience: "admin" }, { tx });
    return user + admin;
  });
}
