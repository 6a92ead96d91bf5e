import { CopyrightMessages } from "@common/copyright.ts";
import { ReleaseMessages } from "@common/releases.ts";
import { asc, eq } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import type { Db, Tx } from "../../db/client.ts";
import { releases, tracks } from "../../db/schema/index.ts";
import { COPYRIGHT_CHECK } from "../../jobs/copyrightCheck.ts";
import { badRequest, notFound } from "../../lib/errors.ts";

/**
 * Marks the release's check as queued and hands it to the `copyright-check` job, both through
 * `tx`: a submission's transaction passes itself, so a saved submission always has its check
 * queued and a failure to queue it undoes the save. `reset` (a new submission) also returns its
 * status to pending until the result is in.
 */
export async function queueCopyrightCheck(
  ctx: AppContext,
  tx: Tx | Db,
  releaseId: string,
  checkedBy: string | null,
  options: { reset?: boolean } = {},
): Promise<void> {
  await tx
    .update(releases)
    .set({
      copyrightCheckQueuedAt: new Date(),
      ...(options.reset ? { copyrightStatus: "pending" as const } : {}),
    })
    .where(eq(releases.id, releaseId));
  await ctx.jobs.send(COPYRIGHT_CHECK, { releaseId, checkedBy }, { tx });
}

/**
 * The review modal's "Run check" (staff and admins): refused with the spec's messages when
 * there is nothing to check (§5: at least one track with audio, a title and an artist).
 */
export async function requestCopyrightCheck(
  ctx: AppContext,
  releaseId: string,
  reviewerId: string,
): Promise<void> {
  const db = ctx.database.db;
  const [release] = await db
    .select({ artistName: releases.artistName })
    .from(releases)
    .where(eq(releases.id, releaseId));
  if (!release) throw notFound(ReleaseMessages.releaseNotFound);
  const list = await db
    .select({ title: tracks.title, audio: tracks.audioUploadId })
    .from(tracks)
    .where(eq(tracks.releaseId, releaseId))
    .orderBy(asc(tracks.trackNumber));
  if (list.length === 0) throw badRequest(CopyrightMessages.noTracks);
  const withAudio = list.filter((t) => t.audio);
  if (withAudio.length === 0) throw badRequest(CopyrightMessages.noAudio);
  if (!release.artistName.trim() || withAudio.every((t) => !t.title.trim()))
    throw badRequest(CopyrightMessages.missingTitleOrArtist);
  await db.transaction((tx) => queueCopyrightCheck(ctx, tx, releaseId, reviewerId));
}
