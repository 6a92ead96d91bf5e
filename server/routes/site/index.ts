import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { optionalSignIn, viewerOf } from "../../auth/hooks.ts";
import type { AppContext } from "../../context.ts";
import { presentCurrentUser } from "../../presenters/user.ts";
import { unacknowledgedWarningCount } from "../../queries/moderation/warnings.ts";
import { publicPagePaths } from "../../smartLinks/publicArtist.ts";
import { robotsTxt, sitemapXml } from "./crawlers.ts";
import * as schema from "./schema.ts";
import { siteConfig } from "./siteConfig.ts";

/** What the public pages need from the server: the label's facts, the visitor, crawler files. */
export const siteRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { config } = ctx;

    app.get("/api/site", { schema: schema.site }, async (_request, reply) => {
      // Changes only with a restart under new configuration; a short cache spares a request.
      reply.header("cache-control", "public, max-age=300");
      return siteConfig(config);
    });

    app.get(
      "/api/site/session",
      { schema: schema.siteSession, onRequest: optionalSignIn(ctx) },
      async (request, reply) => {
        reply.header("cache-control", "no-store");
        const viewer = viewerOf(request);
        if (!viewer) return { user: null };
        const warnings = await unacknowledgedWarningCount(ctx.database.db, viewer.user.id);
        return { user: presentCurrentUser(viewer.user, warnings) };
      },
    );

    // Plain-text and XML files for crawlers, not API routes: no JSON schema, hidden from the docs.
    app.get("/robots.txt", { schema: { hide: true } }, async (_request, reply) =>
      reply.type("text/plain; charset=utf-8").send(robotsTxt(config.APP_URL)),
    );
    app.get("/sitemap.xml", { schema: { hide: true } }, async (_request, reply) => {
      const smartLinkPaths = await publicPagePaths(ctx.database.db);
      return reply
        .type("application/xml; charset=utf-8")
        .send(sitemapXml(config.APP_URL, smartLinkPaths));
    });
  };
