import { infoFieldErrors } from "@common/releaseRules.ts";
import { EditDefaults, type ReleaseEdit, ReleaseMessages } from "@common/releases.ts";
import { previewStartError } from "@common/trackPreview.ts";
import type { UploadKind } from "@common/uploads.ts";
import { and, eq, inArray } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import type { Tx } from "../../db/client.ts";
import { releases, tracks } from "../../db/schema/index.ts";
import { badRequest, notFound } from "../../lib/errors.ts";
import { requireFeature } from "../../lib/featureFlags.ts";
import { authorize } from "../../policies/authorize.ts";
import type { Actor } from "../../policies/user.ts";
import { findReleaseRef } from "../../queries/releases/detail.ts";
import { queueCopyrightCheck } from "../copyright/queueCopyrightCheck.ts";
import { lockAttachableUploads } from "./attachUploads.ts";
import { ownArtistName } from "./createArtist.ts";
import { notifyAdmins } from "./notifyAdmins.ts";

/**
 * The edit screen's "Save & Resubmit" (spec §2, §5; decision 4 as issue 16 extends it): the
 * owner's rejected release, checked by the builder's step-1 rules (it is a submission), with the
 * replaced artwork and track audio, status set to submitted, its copyright check queued, all in
 * one transaction. Then the admins are told. Files replaced here are left to the orphan cleanup
 * job (jobs/cleanupUploads.ts), which removes them once nothing uses them.
 */
export async function resubmitRelease(
  ctx: AppContext,
  actor: Actor,
  id: string,
  edit: ReleaseEdit,
  now = new Date(),
) {
  const releaseType = edit.releaseType || EditDefaults.releaseType;
  const errors = infoFieldErrors({ ...edit, releaseType }, now);
  const first = Object.values(errors)[0];
  if (first) throw badRequest(first, errors);

  const saved = await ctx.database.db.transaction(async (tx) => {
    authorize(actor, "release.resubmit", await findReleaseRef(tx, id, true));
    // Saving here always submits (decision 4), so it waits while submissions are paused.
    await requireFeature(tx, "release_submissions");
    // An artist name of the owner's account, in the account's spelling (issue 16).
    const artistName = await ownArtistName(tx, actor.id, edit.artistName);
    await replaceFiles(tx, actor, id, edit, now);
    const [row] = await tx
      .update(releases)
      .set({
        title: edit.title,
        artistName,
        releaseType,
        genre: edit.genre,
        subgenre: edit.subgenre || null,
        releaseDate: edit.releaseDate,
        description: edit.description || null,
        ...(edit.artworkUploadId ? { artworkUploadId: edit.artworkUploadId } : {}),
        status: "submitted",
        updatedAt: now,
      })
      .where(eq(releases.id, id))
      .returning({ title: releases.title, artistName: releases.artistName });
    // The edited release is checked again (its title, artist or audio may have changed), queued
    // in this transaction so the resubmission and its check commit together.
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

/**
 * Points the release's tracks at their new audio (durations read from the uploads) after every
 * new upload passed "upload.attach", as in the builder's save. The artwork is set by the caller.
 */
async function replaceFiles(tx: Tx, actor: Actor, releaseId: string, edit: ReleaseEdit, now: Date) {
  const audio = edit.trackAudio ?? [];
  const wanted = new Map<string, UploadKind>();
  if (edit.artworkUploadId) wanted.set(edit.artworkUploadId, "artwork");
  for (const { audioUploadId } of audio) {
    // One file both as artwork and as audio is a forged request: the kinds differ.
    if (wanted.get(audioUploadId) === "artwork") throw notFound(ReleaseMessages.uploadNotFound);
    wanted.set(audioUploadId, "audio");
  }
  const durations = await lockAttachableUploads(tx, actor, wanted);
  if (audio.length === 0) return;

  const trackIds = audio.map((a) => a.trackId);
  if (new Set(trackIds).size !== trackIds.length) throw badRequest("A track appears twice.");
  const own = await tx
    .select({
      id: tracks.id,
      title: tracks.title,
      trackNumber: tracks.trackNumber,
      previewStartTime: tracks.previewStartTime,
    })
    .from(tracks)
    .where(and(eq(tracks.releaseId, releaseId), inArray(tracks.id, trackIds)));
  if (own.length !== trackIds.length) throw notFound(ReleaseMessages.trackNotFound);
  // The track keeps its preview start (issue 17): new audio too short for it is refused as the
  // builder's save refuses it, or the clip could not be cut.
  const byId = new Map(own.map((t) => [t.id, t]));
  for (const { trackId, audioUploadId } of audio) {
    const track = byId.get(trackId);
    if (!track) continue;
    const error = previewStartError(
      track.previewStartTime,
      durations.get(audioUploadId),
      track.trackNumber - 1,
      track.title,
    );
    if (error) throw badRequest(error);
  }
  for (const { trackId, audioUploadId } of audio) {
    await tx
      .update(tracks)
      .set({ audioUploadId, duration: durations.get(audioUploadId) ?? 0, updatedAt: now })
      .where(eq(tracks.id, trackId));
  }
}
