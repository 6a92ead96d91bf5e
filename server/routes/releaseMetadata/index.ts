import { ReleaseMessages } from "@common/releases.ts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf, staffOrAdmin } from "../../auth/hooks.ts";
import {
  correctionMessage,
  correctReleaseMetadata,
} from "../../commands/distribution/correctReleaseMetadata.ts";
import type { AppContext } from "../../context.ts";
import { notFound } from "../../lib/errors.ts";
import { presentAdminRelease } from "../../presenters/adminRelease.ts";
import { releaseCard } from "../../queries/adminReleases/cards.ts";
import * as schema from "./schema.ts";

/**
 * Staff's "Edit details" of an approved or distributed release (issue 15): the corrected
 * details, then Redeliver sends every store a full new message with them. Answers the
 * release's card as it now is, what changed and the toast.
 */
export const releaseMetadataRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.patch(
      "/api/admin/releases/:id/metadata",
      { schema: schema.correct, onRequest: staffOrAdmin(ctx) },
      async (request) => {
        const { user } = actorOf(request);
        const { changed } = await correctReleaseMetadata(
          ctx,
          user,
          request.params.id,
          request.body,
        );
        const card = await releaseCard(ctx.database.db, request.params.id);
        if (!card) throw notFound(ReleaseMessages.releaseNotFound);
        return {
          release: presentAdminRelease(card, ctx.signer),
          changed,
          message: correctionMessage(changed, card.status),
        };
      },
    );
  };
