import { DistributionMessages } from "@common/distribution.ts";
import { encodeCursor } from "@common/keysetCursor.ts";
import { ReleaseMessages } from "@common/releases.ts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf, staffOrAdmin } from "../../auth/hooks.ts";
import { markLiveByHand, retryDelivery } from "../../commands/distribution/deliveryActions.ts";
import { redeliverRelease } from "../../commands/distribution/redeliverRelease.ts";
import type { AppContext } from "../../context.ts";
import { notFound } from "../../lib/errors.ts";
import type { Actor } from "../../policies/user.ts";
import { presentAdminRelease } from "../../presenters/adminRelease.ts";
import { presentAdminDelivery } from "../../presenters/delivery.ts";
import { releaseCard } from "../../queries/adminReleases/cards.ts";
import {
  adminDelivery,
  deliveryCounts,
  deliveryPage,
  waitingDeliveries,
} from "../../queries/distribution/deliveries.ts";
import * as schema from "./schema.ts";

/**
 * /admin/deliveries (issue 15, staff and admins): every store's delivery of every release, and
 * staff's actions on them: Retry, Mark live by hand, Redeliver a distributed release. Each
 * action answers what it changed as the page shows it.
 */
export const deliveryRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const db = ctx.database.db;

    app.get(
      "/api/admin/deliveries",
      { schema: schema.list, onRequest: staffOrAdmin(ctx) },
      async (request) => {
        const { user } = actorOf(request);
        const { store, state, cursor: after, limit } = request.query;
        // Two statements whatever the page: the page itself and the counts.
        const [page, counts] = await Promise.all([
          deliveryPage(db, { store, state, after, limit }),
          deliveryCounts(db),
        ]);
        return {
          items: page.items.map((row) => presentAdminDelivery(row, user)),
          nextCursor: page.next
            ? encodeCursor([String(page.next.phase), page.next.time, page.next.id])
            : null,
          counts,
        };
      },
    );

    app.get(
      "/api/admin/deliveries/waiting",
      { schema: schema.waiting, onRequest: staffOrAdmin(ctx) },
      async () => waitingDeliveries(db),
    );

    async function deliveryNow(actor: Actor, id: string, message: string) {
      const row = await adminDelivery(db, id);
      if (!row) throw notFound(DistributionMessages.deliveryNotFound);
      return { delivery: presentAdminDelivery(row, actor), message };
    }

    app.post(
      "/api/admin/deliveries/:id/retry",
      { schema: schema.retry, onRequest: staffOrAdmin(ctx) },
      async (request) => {
        const { user } = actorOf(request);
        const row = await retryDelivery(ctx, user, request.params.id);
        if (!row) throw notFound(DistributionMessages.deliveryNotFound);
        return { delivery: presentAdminDelivery(row, user), message: DistributionMessages.retried };
      },
    );

    app.post(
      "/api/admin/deliveries/:id/mark-live",
      { schema: schema.markLive, onRequest: staffOrAdmin(ctx) },
      async (request) => {
        const { user } = actorOf(request);
        await markLiveByHand(ctx, user, request.params.id);
        return deliveryNow(user, request.params.id, DistributionMessages.markedLive);
      },
    );

    app.post(
      "/api/admin/releases/:id/redeliver",
      { schema: schema.redeliver, onRequest: staffOrAdmin(ctx) },
      async (request) => {
        const { user } = actorOf(request);
        const started = await redeliverRelease(ctx, user, request.params.id);
        const card = await releaseCard(db, request.params.id);
        if (!card) throw notFound(ReleaseMessages.releaseNotFound);
        return {
          release: presentAdminRelease(card, ctx.signer),
          queued: started.stores.length,
          message: DistributionMessages.redelivered,
        };
      },
    );
  };
