import { nextTimeIdCursor } from "@common/keysetCursor.ts";
import { CorrectionMessages } from "@common/royalties/corrections.ts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf, adminOnly } from "../../auth/hooks.ts";
import type { AppContext } from "../../context.ts";
import { correctionById, correctionPage } from "../../royalties/corrections/correctionQueries.ts";
import { postCorrection } from "../../royalties/corrections/postCorrection.ts";
import * as schema from "./schema.ts";

/**
 * /admin/royalties' Corrections (issue 19 "corrections as new entries", admins only): the list of
 * corrections and the form that posts one. docs/royalties.md "Corrections".
 */
export const ledgerCorrectionRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const db = ctx.database.db;

    app.get(
      "/api/admin/ledger/corrections",
      { schema: schema.list, onRequest: adminOnly(ctx) },
      async (request) => {
        const { cursor: after, limit } = request.query;
        const page = await correctionPage(db, { after, limit });
        return { items: page.items, nextCursor: nextTimeIdCursor(page.next) };
      },
    );

    app.post(
      "/api/admin/ledger/corrections",
      { schema: schema.create, onRequest: adminOnly(ctx) },
      async (request, reply) => {
        const { user } = actorOf(request);
        const { entryId, created } = await postCorrection(ctx, user, request.body);
        const correction = await correctionById(db, entryId);
        if (!correction) throw new Error(`correction ${entryId} was posted but cannot be read`);
        reply.code(created ? 201 : 200);
        return {
          correction,
          message: created ? CorrectionMessages.posted : CorrectionMessages.repeated,
        };
      },
    );
  };
