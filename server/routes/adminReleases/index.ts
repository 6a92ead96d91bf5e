import { DistributionMessages } from "@common/distribution.ts";
import { nextTimeIdCursor } from "@common/keysetCursor.ts";
import { RELEASE_STATUSES, ReleaseMessages } from "@common/releases.ts";
import type { ReviewDecision } from "@common/review.ts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { SignedIn } from "../../auth/guards.ts";
import { actorOf, adminOnly, staffOrAdmin } from "../../auth/hooks.ts";
import { requestCopyrightCheck } from "../../commands/copyright/queueCopyrightCheck.ts";
import { startDistribution } from "../../commands/distribution/startDistribution.ts";
import { setReleaseStatus } from "../../commands/review/setReleaseStatus.ts";
import type { AppContext } from "../../context.ts";
import { notFound } from "../../lib/errors.ts";
import { presentAdminRelease, presentRecentUser } from "../../presenters/adminRelease.ts";
import { releaseCard } from "../../queries/adminReleases/cards.ts";
import { adminDashboard } from "../../queries/adminReleases/dashboard.ts";
import { adminReleasePage } from "../../queries/adminReleases/list.ts";
import { copyrightReport } from "../../queries/copyright/report.ts";
import * as schema from "./schema.ts";

/**
 * Release review (decision 2: staff and admins) at /api/admin/releases, and the admin
 * dashboard (admins only). The release detail a reviewer opens is GET /api/releases/:id.
 */
export const adminReleaseRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const db = ctx.database.db;
    const { signer } = ctx;

    app.get(
      "/api/admin/releases",
      { schema: schema.list, onRequest: staffOrAdmin(ctx) },
      async (request) => {
        const { q, status, cursor: after, limit } = request.query;
        const page = await adminReleasePage(db, {
          q: q || undefined,
          statuses: status === "all" ? RELEASE_STATUSES : [status],
          after,
          limit,
        });
        return {
          items: page.items.map((row) => presentAdminRelease(row, signer)),
          nextCursor: nextTimeIdCursor(page.next),
        };
      },
    );

    async function cardOf(id: string) {
      const card = await releaseCard(db, id);
      if (!card) throw notFound(ReleaseMessages.releaseNotFound);
      return presentAdminRelease(card, signer);
    }

    /** The change, then the release's card as it now is. */
    async function review(
      user: SignedIn["user"],
      id: string,
      action: ReviewDecision,
      notes: string | null,
    ) {
      // Blank notes are no notes (admin_notes null, spec §4); a blank rejection reason was
      // already refused by RejectInputSchema.
      await setReleaseStatus(ctx, user, id, action, notes || null);
      return { release: await cardOf(id) };
    }

    app.post(
      "/api/admin/releases/:id/approve",
      { schema: schema.approve, onRequest: staffOrAdmin(ctx) },
      (request) => review(actorOf(request).user, request.params.id, "approve", request.body.notes),
    );
    app.post(
      "/api/admin/releases/:id/reject",
      { schema: schema.reject, onRequest: staffOrAdmin(ctx) },
      (request) => review(actorOf(request).user, request.params.id, "reject", request.body.notes),
    );
    app.post(
      "/api/admin/releases/:id/distribute",
      { schema: schema.distribute, onRequest: staffOrAdmin(ctx) },
      // Issue 15: starts delivery to the stores; the release stays approved until every
      // store has the batch (the delivery job then marks it distributed).
      async (request) => {
        const { id } = request.params;
        const started = await startDistribution(
          ctx,
          actorOf(request).user,
          id,
          request.body.notes || null,
        );
        return {
          release: await cardOf(id),
          queued: started.stores.length,
          message: DistributionMessages.deliveryStarted(started.stores.length),
        };
      },
    );

    app.get(
      "/api/admin/releases/:id/copyright",
      { schema: schema.copyright, onRequest: staffOrAdmin(ctx) },
      async (request) => {
        const report = await copyrightReport(db, request.params.id);
        if (!report) throw notFound(ReleaseMessages.releaseNotFound);
        return report;
      },
    );

    app.post(
      "/api/admin/releases/:id/copyright-check",
      { schema: schema.runCopyrightCheck, onRequest: staffOrAdmin(ctx) },
      async (request, reply) => {
        const { user } = actorOf(request);
        await requestCopyrightCheck(ctx, request.params.id, user.id);
        const report = await copyrightReport(db, request.params.id);
        if (!report) throw notFound(ReleaseMessages.releaseNotFound);
        return reply.code(202).send(report);
      },
    );

    app.get(
      "/api/admin/dashboard",
      { schema: schema.dashboard, onRequest: adminOnly(ctx) },
      async () => {
        const dashboard = await adminDashboard(db);
        return {
          totals: dashboard.totals,
          latestBroadcast: dashboard.latestBroadcast
            ? {
                ...dashboard.latestBroadcast,
                createdAt: dashboard.latestBroadcast.createdAt.toISOString(),
              }
            : null,
          pending: dashboard.pending.map((row) => presentAdminRelease(row, signer)),
          recentUsers: dashboard.recentUsers.map(presentRecentUser),
        };
      },
    );
  };
