import { and, eq, inArray } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import { takedownRequests } from "../../db/schema/index.ts";
import { authorize } from "../../policies/authorize.ts";
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
    // Locked, so two requests at once wait for each other and the second sees the first.
    const release = await findReleaseRef(tx, id, true);
    const [pending] = release
      ? await tx
          .select({ id: takedownRequests.id })
          .from(takedownRequests)
          // An approved request still under way (issue 15) counts as pending for the artist.
          .where(
            and(
              eq(takedownRequests.releaseId, id),
              inArray(takedownRequests.status, ["pending", "approved"]),
            ),
          )
          .limit(1)
      : [];
    const subject = release && { ...release, pendingTakedown: pending !== undefined };
    authorize(actor, "release.takedown", subject);
    await tx
      .insert(takedownRequests)
      .values({ releaseId: id, userId: actor.id, reason, status: "pending" });
    return subject;
  });
  await notifyAdmins(
    ctx,
    "Takedown requested",
    `A takedown was requested for "${release.title}" by ${release.artistName}.`,
  );
}
