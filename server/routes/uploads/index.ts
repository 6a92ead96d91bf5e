import { UploadMessages } from "@common/uploads.ts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf, signedIn } from "../../auth/hooks.ts";
import { deleteUpload } from "../../commands/uploads/deleteUpload.ts";
import type { AppContext } from "../../context.ts";
import { AppError } from "../../lib/errors.ts";
import { limiter } from "../../lib/limits.ts";
import { presentUpload } from "../../presenters/upload.ts";
import { draftStorageOf } from "../../uploads/draftStorage.ts";
import { ingestUpload, maxBytesFor } from "../../uploads/ingest.ts";
import * as schema from "./schema.ts";

export const uploadRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // Generous for a whole album with its artwork and a few retries; the account's storage
    // limit (DRAFT_STORAGE_GB, server/uploads/draftStorage.ts) bounds the bytes.
    const perUser = limiter(app, "uploads-user", 120, 60 * 60_000);

    app.post(
      "/api/uploads",
      { schema: schema.create, onRequest: signedIn(ctx) },
      async (request, reply) => {
        const { user } = actorOf(request);
        await perUser.hit(request, user.id);
        const { kind } = request.query;
        const file = request.isMultipart()
          ? await request.file({ limits: { fileSize: maxBytesFor(kind) + 1, files: 1 } })
          : undefined;
        if (!file)
          throw new AppError(400, "NO_FILE", UploadMessages.noFile, {
            file: UploadMessages.noFile,
          });
        const row = await ingestUpload(ctx, {
          userId: user.id,
          kind,
          fileName: file.filename,
          body: file.file,
        });
        reply.code(201);
        return { upload: presentUpload(row, ctx.signer) };
      },
    );

    app.get(
      "/api/uploads/storage",
      { schema: schema.storage, onRequest: signedIn(ctx) },
      async (request) => ({
        storage: await draftStorageOf(ctx.database.db, ctx.config, actorOf(request).user.id),
      }),
    );

    app.delete(
      "/api/uploads/:id",
      { schema: schema.remove, onRequest: signedIn(ctx) },
      async (request) => {
        await deleteUpload(ctx, actorOf(request).user, request.params.id);
        return { ok: true as const };
      },
    );
  };
