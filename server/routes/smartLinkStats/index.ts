import { SmartLinkMessages } from "@common/smartLinks.ts";
import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf, signedIn } from "../../auth/hooks.ts";
import type { AppContext } from "../../context.ts";
import { releases } from "../../db/schema/index.ts";
import { badRequest } from "../../lib/errors.ts";
import { authorize } from "../../policies/authorize.ts";
import { createRedirectCache } from "../../smartLinks/redirectCache.ts";
import { isStatsRange, smartLinkStats } from "../../smartLinks/stats.ts";
import * as schema from "./schema.ts";

/**
 * Smart link statistics (issue 17, docs/smart-links.md "Statistics"): the store buttons'
 * go-redirect, which counts a click and sends the fan on, and the statistics the artist and
 * staff read.
 */
export const smartLinkStatsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const db = ctx.database.db;
    const targets = createRedirectCache(db);

    // Public and hot: no session, no database (the cache, and the counter's buffer).
    app.get("/r/:slug/go/:store", { schema: schema.go }, async (request, reply) => {
      const { slug, store } = request.params;
      const target = await targets.lookup(slug);
      const url = target?.stores.get(store);
      if (!target || !url) {
        return reply
          .code(404)
          .type("text/plain; charset=utf-8")
          .header("cache-control", "no-store")
          .send(SmartLinkMessages.linkNotFound);
      }
      ctx.smartLinkCounter.click(
        target.releaseId,
        store,
        { ip: request.ip, userAgent: request.headers["user-agent"] ?? "", referer: undefined },
        request.query.ref ?? "",
      );
      // no-store: every click must reach us to be counted. The store sees Offbeat's origin
      // as the referrer (its own statistics credit us), never the page's full address.
      return reply
        .code(302)
        .header("location", url)
        .header("cache-control", "no-store")
        .header("referrer-policy", "strict-origin-when-cross-origin")
        .send();
    });

    app.get(
      "/api/releases/:id/smart-link/stats",
      { schema: schema.stats, onRequest: signedIn(ctx) },
      async (request) => {
        const { user } = actorOf(request);
        const [release] = await db
          .select({ userId: releases.userId, status: releases.status })
          .from(releases)
          .where(eq(releases.id, request.params.id));
        authorize(user, "smartLink.read", release ?? null);
        const { from, to } = request.query;
        if (!isStatsRange(from, to)) {
          throw badRequest(SmartLinkMessages.statsRange, { from: SmartLinkMessages.statsRange });
        }
        return smartLinkStats(db, request.params.id, from, to);
      },
    );
  };
