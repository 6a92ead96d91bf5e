import { nextTimeIdCursor } from "@common/keysetCursor.ts";
import { PayoutMessages } from "@common/payouts/messages.ts";
import { RoyaltyPolicyMessages } from "@common/royalties/messages.ts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf, staffOrAdmin } from "../../auth/hooks.ts";
import { writeAudit } from "../../commands/audit.ts";
import type { AppContext } from "../../context.ts";
import { notFound } from "../../lib/errors.ts";
import { refuseCrossSiteRead } from "../../lib/sameOrigin.ts";
import { markDetailsOpened } from "../../payouts/cancelPayout.ts";
import { openDetails } from "../../payouts/payoutDetails.ts";
import { adminPayout, adminPayoutPage, waitingPayoutCount } from "../../payouts/payoutQueries.ts";
import { presentAdminPayout } from "../../payouts/presentPayout.ts";
import { markPayoutPaid, rejectPayout } from "../../payouts/processPayout.ts";
import * as schema from "./schema.ts";

/**
 * /admin/payouts (issue 19, staff and admins): the withdrawal queue, one request's details
 * opened to pay it, and the decision: Mark paid or Reject. Each decision answers the request
 * as the page now shows it.
 */
export const adminPayoutRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const db = ctx.database.db;

    async function payoutNow(id: string) {
      const row = await adminPayout(db, id);
      if (!row) throw notFound(RoyaltyPolicyMessages.payoutNotFound);
      return presentAdminPayout(row);
    }

    app.get(
      "/api/admin/payouts",
      { schema: schema.list, onRequest: staffOrAdmin(ctx) },
      async (request) => {
        const { status, cursor: after, limit, q } = request.query;
        const page = await adminPayoutPage(db, status, { after, limit }, q);
        return {
          items: page.items.map(presentAdminPayout),
          nextCursor: nextTimeIdCursor(page.next),
        };
      },
    );

    app.get(
      "/api/admin/payouts/waiting",
      { schema: schema.waiting, onRequest: staffOrAdmin(ctx) },
      async () => ({ count: await waitingPayoutCount(db) }),
    );

    app.get(
      "/api/admin/payouts/:id",
      {
        schema: schema.detail,
        onRequest: [refuseCrossSiteRead(ctx.trustedOrigins), staffOrAdmin(ctx)],
      },
      async (request) => {
        const { user } = actorOf(request);
        // Opened to be paid: from now on the artist cannot cancel it (first, so a cancel
        // running now either finished before or is refused after).
        await markDetailsOpened(db, request.params.id, user.id);
        const row = await adminPayout(db, request.params.id);
        if (!row) throw notFound(RoyaltyPolicyMessages.payoutNotFound);
        // Removed when the artist deleted their account: nothing to open, so nothing to audit.
        if (row.sealedDetails === null)
          return { payout: presentAdminPayout(row), details: null, detailsRemoved: true };
        const details = openDetails(ctx, row.sealedDetails, row.userId);
        // Who saw where an artist's money goes, and when.
        await writeAudit(db, {
          actorId: user.id,
          action: "VIEW_PAYOUT_DETAILS",
          targetType: "payout",
          targetId: row.id,
          details: { userId: row.userId, method: row.method },
        });
        return { payout: presentAdminPayout(row), details, detailsRemoved: false };
      },
    );

    app.post(
      "/api/admin/payouts/:id/paid",
      { schema: schema.markPaid, onRequest: staffOrAdmin(ctx) },
      async (request) => {
        const { user } = actorOf(request);
        await markPayoutPaid(ctx, user, request.params.id, request.body);
        return { payout: await payoutNow(request.params.id), message: PayoutMessages.markedPaid };
      },
    );

    app.post(
      "/api/admin/payouts/:id/reject",
      { schema: schema.reject, onRequest: staffOrAdmin(ctx) },
      async (request) => {
        const { user } = actorOf(request);
        await rejectPayout(ctx, user, request.params.id, request.body);
        return { payout: await payoutNow(request.params.id), message: PayoutMessages.rejected };
      },
    );
  };
