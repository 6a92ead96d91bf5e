import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { AVATAR_MAX_BYTES } from "@common/profile.ts";
import { RealtimeLimits } from "@common/realtime.ts";
import { isKnownWebPath } from "@common/site.ts";
import multipart from "@fastify/multipart";
import rateLimit from "@fastify/rate-limit";
import fastifyStatic from "@fastify/static";
import swagger from "@fastify/swagger";
import websocket from "@fastify/websocket";
import Fastify from "fastify";
import { validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { decorateSignedIn } from "./auth/hooks.ts";
import type { AppContext } from "./context.ts";
import { apiDocTransform } from "./lib/apiDocTransform.ts";
import { sendError } from "./lib/errorHandler.ts";
import { createAuthLimits, trustProxyOption } from "./lib/limits.ts";
import { countRequestQueries } from "./lib/queryCounter.ts";
import { refuseBadUrl, refuseUnstorableText } from "./lib/refuseUnstorableText.ts";
import { loggerOptions, RequestLog } from "./lib/requestLog.ts";
import { serializerCompiler } from "./lib/responseSerializer.ts";
import { refuseCrossOrigin } from "./lib/sameOrigin.ts";
import { securityHeaders } from "./lib/securityHeaders.ts";
import { handleSocketError } from "./realtime/socketErrors.ts";
import { accountRoutes } from "./routes/account/index.ts";
import { adminRoutes } from "./routes/admin/index.ts";
import { adminReleaseRoutes } from "./routes/adminReleases/index.ts";
import { adminToolsRoutes } from "./routes/adminTools/index.ts";
import { authRoutes } from "./routes/auth/index.ts";
import { contactRoutes } from "./routes/contacts/index.ts";
import { conversationRoutes } from "./routes/conversations/index.ts";
import { deliveryRoutes } from "./routes/deliveries/index.ts";
import { distributionSettingsRoutes } from "./routes/distributionSettings/index.ts";
import { earningsRoutes } from "./routes/earnings/index.ts";
import { fileRoutes } from "./routes/files/index.ts";
import { financeRoutes } from "./routes/finance/index.ts";
import { healthRoutes } from "./routes/health/index.ts";
import { ledgerCorrectionRoutes } from "./routes/ledgerCorrections/index.ts";
import { mailboxRoutes } from "./routes/mailbox/index.ts";
import { moderationRoutes } from "./routes/moderation/index.ts";
import { notificationRoutes } from "./routes/notifications/index.ts";
import { payoutRoutes } from "./routes/payouts/index.ts";
import { realtimeRoutes } from "./routes/realtime/index.ts";
import { releaseMetadataRoutes } from "./routes/releaseMetadata/index.ts";
import { releaseRoutes } from "./routes/releases/index.ts";
import { royaltyPostingRoutes } from "./routes/royaltyPosting/index.ts";
import { royaltyReportRoutes } from "./routes/royaltyReports/index.ts";
import { compressHtml } from "./routes/site/compressHtml.ts";
import { siteRoutes } from "./routes/site/index.ts";
import { createIndexHtml } from "./routes/site/indexHtml.ts";
import { smartLinkFanRoutes } from "./routes/smartLinkFans/index.ts";
import { smartLinkPagesRoutes } from "./routes/smartLinkPages/index.ts";
import { smartLinkPreviewRoutes } from "./routes/smartLinkPreview/index.ts";
import { smartLinkStatsRoutes } from "./routes/smartLinkStats/index.ts";
import { smartLinkRoutes } from "./routes/smartLinks/index.ts";
import { storeRoutes } from "./routes/stores/index.ts";
import { takedownRoutes } from "./routes/takedowns/index.ts";
import { uploadRoutes } from "./routes/uploads/index.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const webDist = path.join(root, "dist", "web");

export interface BuildOptions {
  logger?: boolean;
  /** Serve the built web app from dist/web (main does; API tests do not need it). */
  serveWeb?: boolean;
  /** Where logs go (default stdout) and at which level (default LOG_LEVEL); tests read them. */
  logStream?: NodeJS.WritableStream;
  logLevel?: string;
}

export async function buildApp(ctx: AppContext, options: BuildOptions = {}) {
  const app = Fastify({
    logger: options.logger
      ? loggerOptions({
          level: options.logLevel ?? ctx.config.LOG_LEVEL,
          production: ctx.config.NODE_ENV === "production",
          stream: options.logStream,
        })
      : false,
    // One readable line per request (server/lib/requestLog.ts).
    logController: new RequestLog(),
    // Off unless TRUST_PROXY names the proxies: otherwise anyone could pick the address that
    // the per-address limits count by sending X-Forwarded-For.
    trustProxy: trustProxyOption(ctx.config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    frameworkErrors: refuseBadUrl,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  // Checks each answer against its schema through zod's fast path (server/lib/responseSerializer.ts).
  app.setSerializerCompiler(serializerCompiler);
  // Who is calling, set by the route hooks of server/auth/hooks.ts (signedIn, adminOnly, …).
  decorateSignedIn(app);
  app.setErrorHandler(sendError);
  const indexHtml = createIndexHtml(ctx.config, path.join(webDist, "index.html"), app.log);
  app.setNotFoundHandler(async (request, reply) => {
    if (request.url.startsWith("/api/") || !options.serveWeb) {
      return reply.status(404).send({ error: { code: "NOT_FOUND", message: "Not found." } });
    }
    // Client-side routes: the SPA's index.html answers every other GET; a public page's comes
    // with its own title and meta tags and its markup rendered (server/routes/site/indexHtml.ts).
    const pathname = request.url.split("?")[0] ?? "/";
    const html = await indexHtml.html(pathname);
    const { body, encoding } = compressHtml(html, request.headers["accept-encoding"]);
    if (encoding) reply.header("content-encoding", encoding);
    return reply
      .status(isKnownWebPath(pathname) ? 200 : 404)
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-cache")
      .header("vary", "accept-encoding")
      .send(body);
  });

  app.addHook("onRequest", securityHeaders(ctx.config.NODE_ENV === "production"));
  await app.register(rateLimit, { global: false });
  // Only the avatar upload reads multipart: its limit is the avatar's.
  await app.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1 } });
  app.addHook("onRequest", refuseCrossOrigin(ctx.trustedOrigins));
  // U+0000, lone surrogates and multipart without a boundary: a 400 naming the field, for every
  // route, before validation (issue 14; server/lib/refuseUnstorableText.ts).
  app.addHook("preValidation", refuseUnstorableText);
  if (ctx.config.BENCH_COUNT_QUERIES) {
    // x-bench-queries: the statements this request sent (server/lib/queryCounter.ts).
    const counter = countRequestQueries(ctx.database.pool);
    const tallies = new WeakMap<object, { count: number }>();
    app.addHook("onRequest", (request, _reply, done) => {
      tallies.set(request, counter.track(done));
    });
    app.addHook("onSend", async (request, reply) => {
      reply.header("x-bench-queries", String(tallies.get(request)?.count ?? Number.NaN));
    });
  }
  // Before the routes, so an upgrade to any other path is refused rather than half-handled.
  // An oversized frame is closed by ws with 1009; handleSocketError keeps it out of the error log.
  await app.register(websocket, {
    options: { maxPayload: RealtimeLimits.clientMessageBytes },
    errorHandler: (error, socket, request) => handleSocketError(error, socket, request),
  });

  await app.register(swagger, {
    openapi: {
      info: {
        title: "Offbeat API",
        version: "1.0.0",
        description: "Offbeat music distribution platform API.",
      },
      components: {
        securitySchemes: {
          session: { type: "apiKey", in: "cookie", name: "offbeat.session_token" },
        },
      },
    },
    transform: apiDocTransform,
  });
  app.get("/api/docs", { schema: { hide: true } }, async () => app.swagger());

  const limits = createAuthLimits(app, ctx.config.AUTH_IP_LIMIT_FACTOR);
  await app.register(healthRoutes(ctx));
  await app.register(authRoutes(ctx, limits));
  await app.register(accountRoutes(ctx, limits));
  await app.register(realtimeRoutes(ctx));
  await app.register(fileRoutes(ctx.storage, ctx.signer));
  await app.register(adminRoutes(ctx));
  await app.register(adminReleaseRoutes(ctx));
  await app.register(adminToolsRoutes(ctx));
  await app.register(distributionSettingsRoutes(ctx));
  await app.register(storeRoutes(ctx));
  await app.register(deliveryRoutes(ctx));
  await app.register(financeRoutes(ctx));
  await app.register(releaseMetadataRoutes(ctx));
  await app.register(takedownRoutes(ctx));
  await app.register(moderationRoutes(ctx));
  await app.register(notificationRoutes(ctx));
  await app.register(conversationRoutes(ctx));
  await app.register(contactRoutes(ctx));
  await app.register(uploadRoutes(ctx));
  await app.register(releaseRoutes(ctx));
  await app.register(smartLinkRoutes(ctx));
  await app.register(smartLinkStatsRoutes(ctx));
  await app.register(smartLinkPreviewRoutes(ctx));
  await app.register(siteRoutes(ctx));
  await app.register(smartLinkPagesRoutes(ctx));
  await app.register(smartLinkFanRoutes(ctx));
  // Issue 19: store reports in, the ledger, earnings and statements, withdrawals out.
  await app.register(royaltyReportRoutes(ctx));
  await app.register(royaltyPostingRoutes(ctx));
  await app.register(earningsRoutes(ctx));
  await app.register(payoutRoutes(ctx, limits));
  await app.register(ledgerCorrectionRoutes(ctx));
  if (ctx.mailbox && ctx.config.NODE_ENV !== "production")
    await app.register(mailboxRoutes(ctx.auth, ctx.mailbox));

  if (options.serveWeb && existsSync(webDist)) {
    app.addHook("onReady", async () => {
      indexHtml.warm().catch((err: unknown) => app.log.error({ err }, "public pages not rendered"));
    });
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      // "/" goes to the not-found handler above, which writes the home page's meta tags in.
      index: false,
      // The build writes .br/.gz beside each asset (scripts/precompress.ts).
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        // Vite names assets by content hash: a changed file is a new address.
        if (filePath.includes(`${path.sep}assets${path.sep}`))
          reply.header("cache-control", "public, max-age=31536000, immutable");
      },
    });
  }
  return app;
}
