import type { SuspendUserSchema, SuspensionInfo } from "@common/moderation.ts";
import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { AppContext } from "../../context.ts";
import { userSuspensions, users } from "../../db/schema/index.ts";
import { authorize } from "../../policies/authorize.ts";
import type { Actor } from "../../policies/user.ts";
import { presentSuspension } from "../../presenters/moderation.ts";
import { writeAudit } from "../audit.ts";
import { lockTargetUser } from "./target.ts";

const DAY_MS = 86_400_000;

/**
 * Suspend User (spec document 2 §7 "Admin writes"): a user_suspensions row and the user's flags,
 * in one transaction with its SUSPEND_USER audit row. A temporary suspension ends after `days`;
 * a permanent one is a ban. A suspension waiting for the terms is superseded by the new one.
 * At commit every socket of the user closes (4403) and every server process forgets their
 * cached sessions, so the very next request is refused (decision 1).
 */
export async function suspendUser(
  ctx: AppContext,
  actor: Actor & { name: string; email: string },
  userId: string,
  input: z.output<typeof SuspendUserSchema>,
): Promise<SuspensionInfo> {
  const suspension = await ctx.database.db.transaction(async (tx) => {
    const target = await lockTargetUser(tx, userId);
    authorize(actor, "user.suspend", target);
    const now = new Date();
    const until = input.type === "temporary" ? new Date(now.getTime() + input.days * DAY_MS) : null;
    await tx
      .update(userSuspensions)
      .set({ isActive: false })
      .where(and(eq(userSuspensions.userId, userId), eq(userSuspensions.isActive, true)));
    const [row] = await tx
      .insert(userSuspensions)
      .values({
        userId,
        suspendedBy: actor.id,
        reason: input.reason,
        suspensionType: input.type,
        suspendedUntil: until,
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error("suspension not written");
    await tx
      .update(users)
      .set({
        isSuspended: true,
        suspensionReason: input.reason,
        suspendedUntil: until,
        updatedAt: now,
      })
      .where(eq(users.id, userId));
    await writeAudit(tx, {
      actorId: actor.id,
      action: "SUSPEND_USER",
      targetType: "user",
      targetId: userId,
      details: {
        reason: input.reason,
        type: input.type,
        until: until?.toISOString() ?? null,
        ...(input.type === "temporary" ? { days: input.days } : {}),
      },
    });
    await ctx.hub.publish(
      `user:${userId}`,
      "account.moderation",
      { userId, change: "suspended" },
      { tx },
    );
    await ctx.hub.disconnectUser(userId, "suspended", { tx });
    return presentSuspension(row, { name: actor.name, email: actor.email });
  });
  ctx.auth.forgetUser(userId);
  return suspension;
}
