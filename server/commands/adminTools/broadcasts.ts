import { AdminToolsMessages, type BroadcastInput } from "@common/adminTools.ts";
import type { Broadcast } from "@common/notifications.ts";
import { eq } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import { broadcasts } from "../../db/schema/index.ts";
import { notFound } from "../../lib/errors.ts";
import type { Actor } from "../../policies/user.ts";
import { presentBroadcast } from "../../presenters/notification.ts";
import { writeAudit } from "../audit.ts";

type Deps = Pick<AppContext, "database" | "hub">;

/**
 * Posts a broadcast (spec document 2 §7 post_broadcast: insert plus POST_BROADCAST in the audit
 * log). Every signed-in page hears of it at commit and shows the latest as its banner.
 */
export async function postBroadcast(
  ctx: Deps,
  actor: Actor,
  input: BroadcastInput,
): Promise<Broadcast> {
  return ctx.database.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(broadcasts)
      .values({ title: input.title, body: input.body, createdBy: actor.id })
      .returning();
    if (!row) throw new Error("broadcast not written");
    await writeAudit(tx, {
      actorId: actor.id,
      action: "POST_BROADCAST",
      targetType: "broadcast",
      targetId: row.id,
      details: { title: row.title },
    });
    await ctx.hub.publish("announcements", "broadcasts.changed", { broadcastId: row.id }, { tx });
    return presentBroadcast(row);
  });
}

/** Deletes a broadcast (spec document 2 §7: delete plus DELETE_BROADCAST), one transaction. */
export async function deleteBroadcast(ctx: Deps, actor: Actor, id: string): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    const [row] = await tx.delete(broadcasts).where(eq(broadcasts.id, id)).returning();
    if (!row) throw notFound(AdminToolsMessages.broadcastNotFound);
    await writeAudit(tx, {
      actorId: actor.id,
      action: "DELETE_BROADCAST",
      targetType: "broadcast",
      targetId: row.id,
      details: { title: row.title, body: row.body, postedAt: row.createdAt.toISOString() },
    });
    await ctx.hub.publish("announcements", "broadcasts.changed", { broadcastId: row.id }, { tx });
  });
}
