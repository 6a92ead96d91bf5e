import { nextTimeIdCursor } from "@common/keysetCursor.ts";
import { amountText } from "@common/money/format.ts";
import { PayoutMessages } from "@common/payouts/messages.ts";
import { RoyaltyPolicyMessages } from "@common/royalties/messages.ts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf, signedIn } from "../../auth/hooks.ts";
import type { AppContext } from "../../context.ts";
import { AppError, notFound } from "../../lib/errors.ts";
import { requireFeature } from "../../lib/featureFlags.ts";
import type { AuthLimits } from "../../lib/limits.ts";
import { limiter } from "../../lib/limits.ts";
import { cancelPayout } from "../../payouts/cancelPayout.ts";
import { payoutMinimum } from "../../payouts/payoutAmounts.ts";
import { detailsSummary, saveDetails } from "../../payouts/payoutDetails.ts";
import { myPayout, myPayoutPage } from "../../payouts/payoutQueries.ts";
import { presentBalance, presentPayout } from "../../payouts/presentPayout.ts";
import { reauthenticate } from "../../payouts/reauthenticate.ts";
import { requestPayout } from "../../payouts/requestPayout.ts";
import { moneySummary } from "../../royalties/moneySummary.ts";
import { adminPayoutRoutes } from "../adminPayouts/index.ts";
import * as schema from "./schema.ts";

/** Whether the label has paused withdrawals (the `withdrawals` flag off). */
async function withdrawalsPaused(ctx: AppContext): Promise<boolean> {
  try {
    await requireFeature(ctx.database.db, "withdrawals");
    return false;
  } catch (error) {
    if (error instanceof AppError && error.code === "FEATURE_DISABLED") return true;
    throw error;
  }
}

/**
 * /dashboard/withdraw (issue 19 "Withdrawals"): an artist's payout details, balance and
 * withdrawal requests. Every route is the caller's own; staff's side, routes/adminPayouts, is
 * registered with them.
 */
export const payoutRoutes =
  (ctx: AppContext, limits: AuthLimits): FastifyPluginAsyncZod =>
  async (app) => {
    const db = ctx.database.db;
    await app.register(adminPayoutRoutes(ctx));
    // Each request and cancel books an entry and mails the artist: far above what anyone
    // needs, low enough that a script going round request-cancel cannot flood ledger or mail.
    const withdrawalsPerAccount = limiter(app, "withdrawals-account", 30, 60 * 60_000);

    app.get(
      "/api/payouts/details",
      { schema: schema.getDetails, onRequest: signedIn(ctx) },
      async (request) => {
        const { user } = actorOf(request);
        return { details: await detailsSummary(db, user.id) };
      },
    );

    app.put(
      "/api/payouts/details",
      { schema: schema.saveDetails, onRequest: signedIn(ctx) },
      async (request, reply) => {
        const { user } = actorOf(request);
        // Each attempt checks the current password (and perhaps a code): it spends the one budget
        // every such check shares (lib/limits.ts), so a stolen session gets no extra guesses here.
        await limits.currentPasswordPerAccount.hit(request, user.id);
        const { password, code, ...details } = request.body;
        await reauthenticate(ctx, request, reply, user.id, { password, code });
        return {
          details: await saveDetails(ctx, user, details),
          message: PayoutMessages.detailsSaved,
        };
      },
    );

    app.get("/api/payouts", { schema: schema.list, onRequest: signedIn(ctx) }, async (request) => {
      const { user } = actorOf(request);
      const currency = ctx.config.LEDGER_CURRENCY;
      const { cursor: after, limit } = request.query;
      const [page, summary, paused, details] = await Promise.all([
        myPayoutPage(db, user.id, { after, limit }),
        moneySummary(db, user.id, currency),
        withdrawalsPaused(ctx),
        detailsSummary(db, user.id),
      ]);
      return {
        items: page.items.map(presentPayout),
        nextCursor: nextTimeIdCursor(page.next),
        summary: presentBalance(summary),
        minimum: amountText(payoutMinimum(ctx), currency),
        paused,
        details,
      };
    });

    app.post(
      "/api/payouts",
      { schema: schema.create, onRequest: signedIn(ctx) },
      async (request, reply) => {
        const { user } = actorOf(request);
        await withdrawalsPerAccount.hit(request, user.id);
        const { request: row, created } = await requestPayout(ctx, user, request.body);
        reply.code(created ? 201 : 200);
        return { request: presentPayout(row), message: PayoutMessages.requested };
      },
    );

    app.post(
      "/api/payouts/:id/cancel",
      { schema: schema.cancel, onRequest: signedIn(ctx) },
      async (request) => {
        const { user } = actorOf(request);
        await withdrawalsPerAccount.hit(request, user.id);
        await cancelPayout(ctx, user, request.params.id);
        const row = await myPayout(db, user.id, request.params.id);
        if (!row) throw notFound(RoyaltyPolicyMessages.payoutNotFound);
        return { request: presentPayout(row), message: PayoutMessages.cancelled };
      },
    );
  };
