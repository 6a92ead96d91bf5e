import { ReleaseMessages } from "@common/releases.ts";
import { and, eq } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import { takedownRequests } from "../../db/schema/index.ts";
import { conflict, notFound } from "../../lib/errors.ts";
import type { Actor } from "../../policies/user.ts";
import { findReleaseRef } from "../../queries/releases/detail.ts";
import { notifyAdmins } from "./notifyAdmins.ts";

/** Request Takedown (spec §4): the owner's distributed release; one pending request at a time. */
export async function requestTakedown(
  ctx: AppContext,
  actor: Actor,
  id: string,
  reason: string,
): Promise<void> {
  const release = await ctx.database.db.transaction(async (tx) => {
    const release = await findReleaseRef(tx, id, true);
    if (!release || release.userId !== actor.id) throw notFound(ReleaseMessages.releaseNotFound);
    if (release.status !== "distributed") throw conflict(ReleaseMessages.takedownNotDistributed);
    const [pending] = await tx
      .select({ id: takedownRequests.id })
      .from(takedownRequests)
      .where(and(eq(takedownRequests.releaseId, id), eq(takedownRequests.status, "pending")))
      .limit(1);
    if (pending) throw conflict(ReleaseMessages.takedownPending);
    await tx
      .insert(takedownRequests)
      .values({ releaseId: id, userId: actor.id, reason, status: "pending" });
    return release;
  });
  await notifyAdmins(
    ctx,
    "Takedown requested",
    `A takedown was requested for "${release.title}" by ${release.artistName}.`,
  );
}
