import { REVIEW_TRANSITIONS, type ReviewDecision, reviewNotification } from "@common/review.ts";
import { eq } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import { releases } from "../../db/schema/index.ts";
import { assignReleaseCodes } from "../../distribution/assignCodes.ts";
import { readDistributionSettings } from "../../distribution/settings.ts";
import { authorize } from "../../policies/authorize.ts";
import type { Actor } from "../../policies/user.ts";
import { writeAudit } from "../audit.ts";
import { notifyUser } from "../notifications/notify.ts";

/**
 * A reviewer approves or rejects a release (spec §4), in one transaction:
 * the status with its admin notes (null when none) and updated_at, the audit_log row, the
 * owner's notification and the live `release.status-changed` for the review queues (both
 * delivered at commit). Only the transitions of REVIEW_TRANSITIONS are allowed.
 *
 * Approval also assigns the missing UPC and ISRCs (server/distribution/assignCodes.ts). Mark as
 * Distributed is no longer a status change: it starts delivery to the stores
 * (server/commands/distribution/startDistribution.ts), and the delivery job marks the release
 * distributed once every store has it.
 *
 * The policy (release.approve, release.reject) decides on the locked row: staff and admins, a
 * submitted release, never the reviewer's own. Two reviewers acting at once cannot both
 * succeed: the second waits for the first's lock, then finds the status changed and gets 409,
 * and nothing of its own is written.
 */
export async function setReleaseStatus(
  ctx: AppContext,
  actor: Actor,
  releaseId: string,
  action: ReviewDecision,
  notes: string | null,
): Promise<void> {
  const { from, to, audit } = REVIEW_TRANSITIONS[action];
  await ctx.database.db.transaction(async (tx) => {
    // Locked, so a second reviewer acting at once waits here and then finds the status changed.
    const [locked] = await tx
      .select({ userId: releases.userId, status: releases.status, title: releases.title })
      .from(releases)
      .where(eq(releases.id, releaseId))
      .for("update");
    authorize(actor, action === "approve" ? "release.approve" : "release.reject", locked ?? null);
    const changed = locked!; // authorize refused a missing release
    await tx
      .update(releases)
      .set({ status: to, adminNotes: notes, updatedAt: new Date() })
      .where(eq(releases.id, releaseId));
    // Approval gives the release and its tracks the codes they lack (decision 14), in this
    // transaction: a refused assignment (no prefix set, range used up) leaves it submitted.
    const codes =
      action === "approve"
        ? await assignReleaseCodes(tx, await readDistributionSettings(tx, ctx.config), releaseId)
        : null;
    await writeAudit(tx, {
      actorId: actor.id,
      action: audit,
      targetType: "release",
      targetId: releaseId,
      details: {
        from,
        to,
        notes,
        title: changed.title,
        ...(codes ? { codesAssigned: codes.assigned } : {}),
      },
    });
    await notifyUser(tx, ctx.hub, changed.userId, reviewNotification(action, changed.title, notes));
    await ctx.hub.publish("staff", "release.status-changed", { releaseId, status: to }, { tx });
  });
}
