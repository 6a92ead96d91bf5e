import { UploadMessages } from "@common/uploads.ts";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireUser } from "../../auth/guards.ts";
import type { AppContext } from "../../context.ts";
import { releases, tracks, uploads } from "../../db/schema/index.ts";
import { AppError, conflict, notFound } from "../../lib/errors.ts";
import { limiter } from "../../lib/limits.ts";
import { presentUpload } from "../../presenters/upload.ts";
import { ingestUpload, maxBytesFor, uploadKeys } from "../../uploads/ingest.ts";
import * as schema from "./schema.ts";

export const uploadRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const db = ctx.database.db;
    // Generous for a whole album with its artwork and a few retries, small enough that one
    // account cannot fill the disk in a loop.
    const perUser = limiter(app, "uploads-user", 120, 60 * 60_000);

    app.post("/api/uploads", { schema: schema.create }, async (request, reply) => {
      const { user } = await requireUser(ctx.auth, request);
      await perUser.hit(request, user.id);
      const { kind } = request.query;
      const file = request.isMultipart()
        ? await request.file({ limits: { fileSize: maxBytesFor(kind) + 1, files: 1 } })
        : undefined;
      if (!file)
        throw new AppError(400, "NO_FILE", UploadMessages.noFile, { file: UploadMessages.noFile });
      const row = await ingestUpload(ctx, {
        userId: user.id,
        kind,
        fileName: file.filename,
        body: file.file,
      });
      reply.code(201);
      return { upload: presentUpload(row, ctx.signer) };
    });

    app.delete("/api/uploads/:id", { schema: schema.remove }, async (request) => {
      const { user } = await requireUser(ctx.auth, request);
      const { id } = request.params;
      // Removed only when no release or track points at it; the check and the delete are one
      // statement, so a save racing this cannot end up pointing at a removed file.
      const [row] = await db
        .delete(uploads)
        .where(
          and(
            eq(uploads.id, id),
            eq(uploads.userId, user.id),
            sql`not exists (select 1 from ${tracks} where ${tracks.audioUploadId} = ${uploads.id})`,
            sql`not exists (select 1 from ${releases} where ${releases.artworkUploadId} = ${uploads.id})`,
          ),
        )
        .returning();
      if (!row) {
        const [owned] = await db
          .select({ id: uploads.id })
          .from(uploads)
          .where(and(eq(uploads.id, id), eq(uploads.userId, user.id)));
        if (owned) throw conflict(UploadMessages.inUse);
        throw notFound("Upload not found.");
      }
      await Promise.all(
        uploadKeys(row).map((key) => ctx.storage.delete(key).catch(() => undefined)),
      );
      return { ok: true as const };
    });
  };
