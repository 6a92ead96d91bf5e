import { EditDefaults, type ReleaseEdit } from "@common/releases.ts";
import { eq } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import { releases } from "../../db/schema/index.ts";
import { requireFeature } from "../../lib/featureFlags.ts";
import { authorize } from "../../policies/authorize.ts";
import type { Actor } from "../../policies/user.ts";
import { findReleaseRef } from "../../queries/releases/detail.ts";
import { queueCopyrightCheck } from "../copyright/queueCopyrightCheck.ts";
import { notifyAdmins } from "./notifyAdmins.ts";

/**
 * The edit screen's "Save & Resubmit" (spec §2, §5; decision 4): the owner's rejected release,
 * blanks replaced by the spec's defaults, status set to submitted. Then the admins are told.
 */
export async function resubmitRelease(
  ctx: AppContext,
  actor: Actor,
  id: string,
  edit: ReleaseEdit,
  now = new Date(),
) {
  const saved = await ctx.database.db.transaction(async (tx) => {
    authorize(actor, "release.resubmit", await findReleaseRef(tx, id, true));
    // Saving here always submits (decision 4), so it waits while submissions are paused.
    await requireFeature(tx, "release_submissions");
    const [row] = await tx
      .update(releases)
      .set({
        title: edit.title || EditDefaults.title,
        artistName: edit.artistName || EditDefaults.artistName,
        releaseType: edit.releaseType || EditDefaults.releaseType,
        genre: edit.genre || EditDefaults.genre,
        subgenre: edit.subgenre || null,
        releaseDate: edit.releaseDate,
        description: edit.description || null,
        status: "submitted",
        updatedAt: now,
      })
      .where(eq(releases.id, id))
      .returning({ title: releases.title, artistName: releases.artistName });
    // The edited release is checked again (its title or artist may have changed), queued in
    // this transaction so the resubmission and its check commit together.
    await queueCopyrightCheck(ctx, tx, id, null, { reset: true });
    return row;
  });
  const what = saved ? `"${saved.title}" by ${saved.artistName}` : "A release";
  await notifyAdmins(
    ctx,
    "Release edited and submitted",
    `${what} was updated and re-submitted for review.`,
  );
}
