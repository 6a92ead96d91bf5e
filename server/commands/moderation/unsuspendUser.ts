import { and, eq } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import { userSuspensions, users } from "../../db/schema/index.ts";
import { authorize } from "../../policies/authorize.ts";
import type { Actor } from "../../policies/user.ts";
import { writeAudit } from "../audit.ts";
import { lockTargetUser } from "./target.ts";

/**
 * Remove suspension (spec document 2 §4): the active suspension entries become inactive (lifted
 * now, by this admin) and the user's flag, reason and end date are cleared. The user is active
 * at once, without agreeing to the terms (only a suspension that ran its course asks for that).
 * Also ends a wait for the terms.
 */
export async function unsuspendUser(ctx: AppContext, actor: Actor, userId: string) {
  await ctx.database.db.transaction(async (tx) => {
    const target = await lockTargetUser(tx, userId);
    authorize(actor, "user.unsuspend", target);
    const now = new Date();
    await tx
      .update(userSuspensions)
      .set({ isActive: false, liftedAt: now, liftedBy: actor.id })
      .where(and(eq(userSuspensions.userId, userId), eq(userSuspensions.isActive, true)));
    await tx
      .update(users)
      .set({ isSuspended: false, suspensionReason: null, suspendedUntil: null, updatedAt: now })
      .where(eq(users.id, userId));
    await writeAudit(tx, {
      actorId: actor.id,
      action: "UNSUSPEND_USER",
      targetType: "user",
      targetId: userId,
      details: {
        reason: target.suspensionReason,
        until: target.suspendedUntil?.toISOString() ?? null,
      },
    });
    await ctx.hub.publish(
      `user:${userId}`,
      "account.moderation",
      { userId, change: "unsuspended" },
      { tx },
    );
  });
  ctx.auth.forgetUser(userId);
}
