import { and, eq, inArray, sql } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import { releases, tracks, uploads } from "../../db/schema/index.ts";
import { authorize } from "../../policies/authorize.ts";
import type { Actor } from "../../policies/user.ts";
import { findReleaseRef } from "../../queries/releases/detail.ts";
import { deleteFiles } from "../../storage/deleteFiles.ts";
import { uploadKeys } from "../../uploads/ingest.ts";

/**
 * Delete Release (drafts only): the release, its tracks and splits (cascade) and the uploads it
 * used that nothing else uses, in one transaction; the files go from storage after commit.
 */
export async function deleteRelease(ctx: AppContext, actor: Actor, id: string): Promise<void> {
  const keys = await ctx.database.db.transaction(async (tx) => {
    authorize(actor, "release.delete", await findReleaseRef(tx, id, true));
    const [artwork] = await tx
      .select({ id: releases.artworkUploadId })
      .from(releases)
      .where(eq(releases.id, id));
    const audio = await tx
      .select({ id: tracks.audioUploadId })
      .from(tracks)
      .where(eq(tracks.releaseId, id));
    const used = [artwork?.id, ...audio.map((a) => a.id)].filter((v): v is string => Boolean(v));
    await tx.delete(releases).where(eq(releases.id, id));
    if (used.length === 0) return [];
    const removed = await tx
      .delete(uploads)
      .where(
        and(
          inArray(uploads.id, used),
          sql`not exists (select 1 from ${tracks} where ${tracks.audioUploadId} = ${uploads.id})`,
          sql`not exists (select 1 from ${releases} where ${releases.artworkUploadId} = ${uploads.id})`,
        ),
      )
      .returning({ storageKey: uploads.storageKey, renditions: uploads.renditions });
    return removed.flatMap(uploadKeys);
  });
  await deleteFiles(ctx.storage, ctx.log, keys, "release deleted");
}
