import { encodeCursor } from "@common/keysetCursor.ts";
import { PostingMessages } from "@common/royalties/posting.ts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf, adminOnly, staffOrAdmin } from "../../auth/hooks.ts";
import type { AppContext } from "../../context.ts";
import { assignLines, dismissLines } from "../../royalties/posting/assignLines.ts";
import { postReport } from "../../royalties/posting/postReport.ts";
import { reverseReport } from "../../royalties/posting/reverseReport.ts";
import { searchTracks, unmatchedPage } from "../../royalties/posting/unmatchedQueue.ts";
import * as schema from "./schema.ts";

/**
 * Booking store reports (issue 19, staff and admins): confirm a checked report into the
 * ledger, and the queue of lines no track was found for, which staff assign or dismiss.
 */
export const royaltyPostingRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const db = ctx.database.db;

    app.post(
      "/api/admin/royalty-reports/:id/post",
      { schema: schema.post, onRequest: staffOrAdmin(ctx) },
      async (request) => {
        const { user } = actorOf(request);
        return postReport(ctx, user, request.params.id, {
          confirmSamePeriod: request.body.confirmSamePeriod,
        });
      },
    );

    app.post(
      "/api/admin/royalty-reports/:id/reverse",
      { schema: schema.reverse, onRequest: adminOnly(ctx) },
      async (request) => {
        const { user } = actorOf(request);
        return reverseReport(ctx, user, request.params.id, { reason: request.body.reason });
      },
    );

    app.get(
      "/api/admin/royalty-lines/unmatched",
      { schema: schema.unmatched, onRequest: staffOrAdmin(ctx) },
      async (request) => {
        const { reportId, cursor, limit } = request.query;
        const page = await unmatchedPage(db, ctx.config.LEDGER_CURRENCY, {
          reportId,
          after: cursor,
          limit,
        });
        return {
          items: page.items,
          nextCursor: page.next ? encodeCursor([page.next.report, page.next.line]) : null,
          count: page.count,
          total: page.total,
          currency: page.currency,
        };
      },
    );

    app.post(
      "/api/admin/royalty-lines/assign",
      { schema: schema.assign, onRequest: staffOrAdmin(ctx) },
      async (request) => {
        const { user } = actorOf(request);
        const { lineIds, trackId } = request.body;
        const result = await assignLines(ctx, user, lineIds, trackId);
        return { ...result, message: PostingMessages.assigned(result.changed) };
      },
    );

    app.post(
      "/api/admin/royalty-lines/dismiss",
      { schema: schema.dismiss, onRequest: staffOrAdmin(ctx) },
      async (request) => {
        const { user } = actorOf(request);
        const result = await dismissLines(ctx, user, request.body.lineIds);
        return { ...result, message: PostingMessages.dismissed(result.changed) };
      },
    );

    app.get(
      "/api/admin/royalty-lines/tracks",
      { schema: schema.tracks, onRequest: staffOrAdmin(ctx) },
      async (request) => ({ items: await searchTracks(db, request.query.q) }),
    );
  };
