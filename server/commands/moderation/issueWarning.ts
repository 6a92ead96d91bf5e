import {
  type IssueWarningSchema,
  WARNING_NOTIFICATION_TITLE,
  type Warning,
} from "@common/moderation.ts";
import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { AppContext } from "../../context.ts";
import { users, userWarnings } from "../../db/schema/index.ts";
import { authorize } from "../../policies/authorize.ts";
import type { Actor } from "../../policies/user.ts";
import { presentWarning } from "../../presenters/moderation.ts";
import { writeAudit } from "../audit.ts";
import { notifyUser } from "../notifications/notify.ts";
import { lockTargetUser } from "./target.ts";

const DAY_MS = 86_400_000;

/**
 * Issue Warning (spec document 2 §7): a user_warnings row, warning_count + 1, a notification
 * ("You received a warning") and the WARN_USER audit row in one transaction. The user's open
 * tabs hear `account.moderation` at commit and show the warning modal.
 */
export async function issueWarning(
  ctx: AppContext,
  actor: Actor & { name: string; email: string },
  userId: string,
  input: z.output<typeof IssueWarningSchema>,
): Promise<Warning> {
  const warning = await ctx.database.db.transaction(async (tx) => {
    const target = await lockTargetUser(tx, userId);
    authorize(actor, "user.warn", target);
    const now = new Date();
    const expiresAt =
      input.expiresInDays === null ? null : new Date(now.getTime() + input.expiresInDays * DAY_MS);
    const [row] = await tx
      .insert(userWarnings)
      .values({
        userId,
        warnedBy: actor.id,
        reason: input.reason,
        severity: input.severity,
        createdAt: now,
        expiresAt,
      })
      .returning();
    if (!row) throw new Error("warning not written");
    await tx
      .update(users)
      .set({ warningCount: sql`${users.warningCount} + 1`, updatedAt: now })
      .where(eq(users.id, userId));
    await writeAudit(tx, {
      actorId: actor.id,
      action: "WARN_USER",
      targetType: "user",
      targetId: userId,
      details: {
        reason: input.reason,
        severity: input.severity,
        expiresAt: expiresAt?.toISOString() ?? null,
      },
    });
    await notifyUser(tx, ctx.hub, userId, {
      type: "warning",
      title: WARNING_NOTIFICATION_TITLE,
      message: input.reason,
    });
    await ctx.hub.publish(
      `user:${userId}`,
      "account.moderation",
      { userId, change: "warned" },
      { tx },
    );
    return presentWarning(row, { name: actor.name, email: actor.email });
  });
  // The session carries the warning count: read afresh here at once (elsewhere on the event).
  ctx.auth.forgetUser(userId);
  return warning;
}
