import { type Role, RoleMessages } from "@common/users.ts";
import { and, eq, isNull } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import { users } from "../../db/schema/index.ts";
import { badRequest, conflict, notFound } from "../../lib/errors.ts";
import type { Actor } from "../../policies/user.ts";
import { adminsRemaining, lockAdmins } from "../account/adminsRemaining.ts";
import { writeAudit } from "../audit.ts";

/**
 * An admin gives an account another role (artist, staff, admin), audited CHANGE_ROLE in the same
 * transaction. At commit the user's sockets close on every process and their pages reconnect with
 * the new role; every process forgets the user's cached session so the next request sees it.
 * An admin cannot change their own role, so the label always keeps at least the admin acting.
 */
export async function changeRole(
  ctx: AppContext,
  actor: Actor,
  userId: string,
  role: Role,
): Promise<{ id: string; role: Role; name: string }> {
  if (userId === actor.id) throw badRequest(RoleMessages.ownRole);
  const changed = await ctx.database.db.transaction(async (tx) => {
    // Before the user's own row, in the order every other admin-counting transaction locks.
    await lockAdmins(tx);
    const [current] = await tx
      .select({ id: users.id, role: users.role, name: users.name, artistName: users.artistName })
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.deletedAt)))
      .for("update");
    if (!current) throw notFound(RoleMessages.userNotFound);
    if (current.role === role) return { ...current, previous: current.role };
    // The acting admin normally remains; not when their own deletion is already completed.
    if (current.role === "admin" && (await adminsRemaining(tx, userId)) === 0)
      throw conflict(RoleMessages.lastAdmin);
    await tx.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, userId));
    await writeAudit(tx, {
      actorId: actor.id,
      action: "CHANGE_ROLE",
      targetType: "user",
      targetId: userId,
      details: { from: current.role, to: role },
    });
    await ctx.hub.publish(
      `user:${userId}`,
      "account.updated",
      { userId, change: "role-changed" },
      { tx },
    );
    // After the event above: the open pages reconnect under the new role (4000), so no topic
    // joined with the old one keeps delivering; subscribes check the current role anyway.
    await ctx.hub.disconnectUser(userId, "accessChanged", { tx });
    return { ...current, role, previous: current.role };
  });
  ctx.auth.forgetUser(userId);
  return { id: changed.id, role: changed.role, name: changed.artistName ?? changed.name };
}
