import { accountStanding, ModerationMessages } from "@common/moderation.ts";
import { and, eq } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import { userSuspensions, users } from "../../db/schema/index.ts";
import { conflict } from "../../lib/errors.ts";
import { lockTargetUser } from "./target.ts";

/**
 * "Agree and Continue" (spec document 1 §4, §7 agree_to_terms): once a temporary suspension has
 * run its course, the user agrees to the terms; the suspension is marked agreed and inactive,
 * the user's flags are cleared and the account is active again. Only in that standing (409).
 */
export async function agreeToTerms(ctx: AppContext, userId: string) {
  await ctx.database.db.transaction(async (tx) => {
    const user = await lockTargetUser(tx, userId);
    if (!user || accountStanding(user) !== "terms")
      throw conflict(ModerationMessages.noTermsPending);
    const now = new Date();
    await tx
      .update(userSuspensions)
      .set({ tosAgreed: true, isActive: false })
      .where(and(eq(userSuspensions.userId, userId), eq(userSuspensions.isActive, true)));
    await tx
      .update(users)
      .set({ isSuspended: false, suspensionReason: null, suspendedUntil: null, updatedAt: now })
      .where(eq(users.id, userId));
    await ctx.hub.publish(
      `user:${userId}`,
      "account.moderation",
      { userId, change: "terms-agreed" },
      { tx },
    );
  });
  ctx.auth.forgetUser(userId);
}
