import { eq, sql } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import { releases, tracks, uploads } from "../../db/schema/index.ts";
import { authorize } from "../../policies/authorize.ts";
import type { Actor } from "../../policies/user.ts";
import { deleteFiles } from "../../storage/deleteFiles.ts";
import { uploadKeys } from "../../uploads/ingest.ts";

/**
 * Removes an upload nothing uses (a file replaced in the builder), then its files after commit.
 * The row is locked first: a save attaching it reads it FOR SHARE, so either the save commits
 * first (this then finds it in use, 409) or this does (the save finds no upload, 404); a release
 * never ends up pointing at a removed file.
 */
export async function deleteUpload(
  ctx: Pick<AppContext, "database" | "storage" | "log">,
  actor: Actor,
  id: string,
): Promise<void> {
  const row = await ctx.database.db.transaction(async (tx) => {
    const [upload] = await tx.select().from(uploads).where(eq(uploads.id, id)).for("update");
    const [use] = upload
      ? await tx
          .execute<{ in_use: boolean }>(
            sql`select exists (select 1 from ${tracks} where ${tracks.audioUploadId} = ${id})
              or exists (select 1 from ${releases} where ${releases.artworkUploadId} = ${id}) as in_use`,
          )
          .then((r) => r.rows)
      : [];
    const subject = upload ? { ...upload, inUse: use?.in_use === true } : null;
    authorize(actor, "upload.delete", subject);
    await tx.delete(uploads).where(eq(uploads.id, id));
    return subject;
  });
  await deleteFiles(ctx.storage, ctx.log, uploadKeys(row), "upload deleted");
}
