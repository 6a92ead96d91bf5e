import { ReleaseMessages } from "@common/releases.ts";
import {
  REVIEW_TRANSITIONS,
  type ReviewAction,
  refusalMessage,
  reviewNotification,
} from "@common/review.ts";
import { and, eq } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import { releases } from "../../db/schema/index.ts";
import { assignReleaseCodes } from "../../distribution/assignCodes.ts";
import { readDistributionSettings } from "../../distribution/settings.ts";
import { conflict, notFound } from "../../lib/errors.ts";
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
 * The update is conditional on the expected status, so two reviewers acting at once cannot
 * both succeed: the second finds the status changed (its UPDATE waits for the first to commit,
 * then matches no row) and gets 409, and nothing of its own is written.
 */
export async function setReleaseStatus(
  ctx: AppContext,
  actor: Actor,
  releaseId: string,
  action: Exclude<ReviewAction, "distribute">,
  notes: string | null,
): Promise<void> {
  const { from, to, audit } = REVIEW_TRANSITIONS[action];
  await ctx.database.db.transaction(async (tx) => {
    const [changed] = await tx
      .update(releases)
      .set({ status: to, adminNotes: notes, updatedAt: new Date() })
      .where(and(eq(releases.id, releaseId), eq(releases.status, from)))
      .returning({ userId: releases.userId, title: releases.title });
    if (!changed) {
      const [exists] = await tx
        .select({ id: releases.id })
        .from(releases)
        .where(eq(releases.id, releaseId));
      if (!exists) throw notFound(ReleaseMessages.releaseNotFound);
      throw conflict(refusalMessage[action]);
    }
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
