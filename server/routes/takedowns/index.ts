import { TakedownMessages } from "@common/distribution.ts";
import { nextTimeIdCursor } from "@common/keysetCursor.ts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf, staffOrAdmin } from "../../auth/hooks.ts";
import { approveTakedown, rejectTakedown } from "../../commands/distribution/decideTakedown.ts";
import type { AppContext } from "../../context.ts";
import { notFound } from "../../lib/errors.ts";
import { presentTakedownRequest } from "../../presenters/delivery.ts";
import { takedownQueue, takedownRequestRow } from "../../queries/distribution/takedowns.ts";
import * as schema from "./schema.ts";

/**
 * The takedown queue (spec §4, issue 15; staff and admins): artists' requests to decide, and
 * approved ones until every store has taken the release down.
 */
export const takedownRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const db = ctx.database.db;

    app.get(
      "/api/admin/takedowns",
      { schema: schema.queue, onRequest: staffOrAdmin(ctx) },
      async (request) => {
        const { cursor: after, limit } = request.query;
        const page = await takedownQueue(db, { after, limit });
        return {
          items: page.items.map(presentTakedownRequest),
          nextCursor: nextTimeIdCursor(page.next),
          pending: page.pending,
        };
      },
    );

    async function requestNow(id: string, message: string) {
      const row = await takedownRequestRow(db, id);
      if (!row) throw notFound(TakedownMessages.notFound);
      return { takedown: presentTakedownRequest(row), message };
    }

    app.post(
      "/api/admin/takedowns/:id/approve",
      { schema: schema.approve, onRequest: staffOrAdmin(ctx) },
      async (request) => {
        const { user } = actorOf(request);
        await approveTakedown(ctx, user, request.params.id, request.body.note);
        return requestNow(request.params.id, TakedownMessages.approved);
      },
    );

    app.post(
      "/api/admin/takedowns/:id/reject",
      { schema: schema.reject, onRequest: staffOrAdmin(ctx) },
      async (request) => {
        const { user } = actorOf(request);
        await rejectTakedown(ctx, user, request.params.id, request.body.reason);
        return requestNow(request.params.id, TakedownMessages.rejected);
      },
    );
  };
