import { SLUG_PATTERN } from "@common/smartLinks.ts";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.ts";
import { appNow, appToday } from "../../lib/clock.ts";
import { FORM_PAGE_REFERRER_POLICY } from "../../lib/sameOrigin.ts";
import { type ArtworkSize, createArtworkRenditions } from "../../smartLinks/artwork.ts";
import { renderArtistPage } from "../../smartLinks/html/artistPage.ts";
import { renderNotFoundPage } from "../../smartLinks/html/notFoundPage.ts";
import { renderReleasePage } from "../../smartLinks/html/releasePage.ts";
import { loadPublicArtist } from "../../smartLinks/publicArtist.ts";
import { findPublicRelease, loadPublicRelease } from "../../smartLinks/publicRelease.ts";
import { ownSiteOf, referrerDomain } from "../../smartLinks/visitor.ts";
import { compressHtml } from "../site/compressHtml.ts";
import { serveAssets } from "./assets.ts";
import * as schema from "./schema.ts";

/** A slug as stored (lower case, citext compares without case), or null when it cannot be one. */
const slugOf = (param: string) => {
  const slug = param.toLowerCase();
  return SLUG_PATTERN.test(slug) ? slug : null;
};

/**
 * The smart links' public pages (issue 17): a release's page at /r/<slug>, its artwork in three
 * sizes, an artist's page at /a/<slug> and the pages' own stylesheet and script. Server-rendered
 * HTML without the web app; a page that is not public answers the same 404 page whatever the
 * reason. Each release page view is counted (not the 404s), so pages are never cached shared.
 */
export const smartLinkPagesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { config, database } = ctx;
    const site = { appUrl: config.APP_URL, siteName: config.LABEL_NAME };
    const artwork = createArtworkRenditions(ctx.storage);

    const sendHtml = (request: FastifyRequest, reply: FastifyReply, page: string, status = 200) => {
      const { body, encoding } = compressHtml(page, request.headers["accept-encoding"]);
      if (encoding) reply.header("content-encoding", encoding);
      return (
        reply
          .status(status)
          .type("text/html; charset=utf-8")
          // Revalidated on every view: each one reaches the server and is counted.
          .header("cache-control", "private, no-cache")
          .header("referrer-policy", FORM_PAGE_REFERRER_POLICY)
          .header("vary", "accept-encoding")
          .send(body)
      );
    };
    const notFound = (request: FastifyRequest, reply: FastifyReply) =>
      sendHtml(
        request,
        reply,
        renderNotFoundPage({ ...site, path: request.url.split("?")[0] ?? "/" }),
        404,
      );

    serveAssets(app);

    app.get("/r/:slug", { schema: schema.releasePage }, async (request, reply) => {
      const slug = slugOf(request.params.slug);
      const release = slug ? await loadPublicRelease(database.db, slug) : null;
      if (!release) return notFound(request, reply);
      const referer = request.headers.referer;
      const userAgent = request.headers["user-agent"] ?? "";
      ctx.smartLinkCounter.visit(release.id, { ip: request.ip, userAgent, referer });
      const page = renderReleasePage(release, {
        ...site,
        today: appToday(),
        now: appNow(),
        ref: referrerDomain(referer, ownSiteOf(config.APP_URL)),
      });
      return sendHtml(request, reply, page);
    });

    app.get("/r/:slug/artwork/:file", { schema: schema.artwork }, async (request, reply) => {
      const slug = slugOf(request.params.slug);
      const size = Number(/^(300|600|1200)\.jpg$/.exec(request.params.file)?.[1]) as ArtworkSize;
      const release = slug && size ? await findPublicRelease(database.db, slug) : null;
      if (!release?.artworkUploadId || !release.artworkKey) return notFound(request, reply);
      const body = await artwork.get(release.artworkUploadId, release.artworkKey, size);
      // The page's addresses name the upload (?v=), so a day's caching never shows old artwork
      // there; a page turned off stops serving its artwork within the day.
      return reply.type("image/jpeg").header("cache-control", "public, max-age=86400").send(body);
    });

    app.get("/a/:slug", { schema: schema.artistPage }, async (request, reply) => {
      const slug = slugOf(request.params.slug);
      const artist = slug ? await loadPublicArtist(database.db, slug) : null;
      if (!artist) return notFound(request, reply);
      return sendHtml(request, reply, renderArtistPage(artist, site));
    });
  };
