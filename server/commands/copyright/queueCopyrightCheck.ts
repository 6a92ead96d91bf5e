import { CopyrightMessages } from "@common/copyright.ts";
import { ReleaseMessages } from "@common/releases.ts";
import { and, asc, eq, isNull, lt, or } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import type { Db, Tx } from "../../db/client.ts";
import { releases, tracks } from "../../db/schema/index.ts";
import { COPYRIGHT_CHECK } from "../../jobs/copyrightCheck.ts";
import { badRequest, conflict, notFound } from "../../lib/errors.ts";
import { COPYRIGHT_CHECK_RUNNING_FOR_MS } from "../../queries/copyright/report.ts";

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
 * there is nothing to check (§5: at least one track with audio, a title and an artist), and with
 * 409 while a check of the release is queued or running: the one worker would otherwise run the
 * same check again for every click or reviewer, delaying the submissions' automatic checks.
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
  await db.transaction(async (tx) => {
    // Claimed by the update itself, so two reviewers asking at once queue one check. A mark older
    // than the job's expiry is a job that died without clearing it: it no longer blocks.
    const [claimed] = await tx
      .update(releases)
      .set({ copyrightCheckQueuedAt: new Date() })
      .where(
        and(
          eq(releases.id, releaseId),
          or(
            isNull(releases.copyrightCheckQueuedAt),
            lt(
              releases.copyrightCheckQueuedAt,
              new Date(Date.now() - COPYRIGHT_CHECK_RUNNING_FOR_MS),
            ),
          ),
        ),
      )
      .returning({ id: releases.id });
    if (!claimed) throw conflict(CopyrightMessages.alreadyRunning);
    await ctx.jobs.send(COPYRIGHT_CHECK, { releaseId, checkedBy: reviewerId }, { tx });
  });
}
