import { ModerationMessages } from "@common/moderation.ts";
import { and, eq, isNull } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import { userWarnings } from "../../db/schema/index.ts";
import { notFound } from "../../lib/errors.ts";

/**
 * "I Understand" (spec §7 acknowledge_warning): the user's own warning only (anyone else's is
 * 404, like an unknown id). Acknowledging twice is harmless; the user's other tabs are told.
 */
export async function acknowledgeWarning(ctx: AppContext, userId: string, warningId: string) {
  await ctx.database.db.transaction(async (tx) => {
    const [warning] = await tx
      .select({ id: userWarnings.id, acknowledgedAt: userWarnings.acknowledgedAt })
      .from(userWarnings)
      .where(and(eq(userWarnings.id, warningId), eq(userWarnings.userId, userId)))
      .for("update");
    if (!warning) throw notFound(ModerationMessages.warningNotFound);
    if (warning.acknowledgedAt) return;
    await tx
      .update(userWarnings)
      .set({ acknowledgedAt: new Date() })
      .where(and(eq(userWarnings.id, warningId), isNull(userWarnings.acknowledgedAt)));
    await ctx.hub.publish(
      `user:${userId}`,
      "account.moderation",
      { userId, change: "warning-acknowledged" },
      { tx },
    );
  });
  // The session carries the warning count: read afresh here at once (elsewhere on the event).
  ctx.auth.forgetUser(userId);
}
