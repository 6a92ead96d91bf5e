import { accountStanding } from "@common/moderation.ts";
import { REALTIME_PATH, RealtimeCloseCodes, RealtimeMessages } from "@common/realtime.ts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { optionalSignIn, viewerOf } from "../../auth/hooks.ts";
import type { AppContext } from "../../context.ts";
import { CROSS_ORIGIN_ERROR, isTrustedOrigin } from "../../lib/sameOrigin.ts";

/**
 * GET /api/realtime: the one WebSocket per tab (protocol in common/realtime.ts). The browser
 * sends the session cookie with the upgrade; Origin is checked because cookies ride along on
 * cross-site WebSocket requests too (no CORS, no SameSite=Lax protection for same-site attackers).
 */
export const realtimeRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // Read after the Origin check, so a foreign page does not cost a session lookup.
    const readViewer = optionalSignIn(ctx);

    app.get(
      REALTIME_PATH,
      {
        websocket: true,
        preValidation: async (request, reply) => {
          const origin = request.headers.origin;
          if (!origin || !isTrustedOrigin(origin, request, ctx.trustedOrigins)) {
            return reply.status(403).send({ error: CROSS_ORIGIN_ERROR });
          }
          await readViewer(request);
        },
      },
      (socket, request) => {
        const signedIn = viewerOf(request);
        // Accepted, then closed with a code the page can read (a refused handshake is opaque to
        // browsers), so the client knows to stop and let the app show the sign-in page.
        if (!signedIn) {
          socket.close(RealtimeCloseCodes.unauthorized, RealtimeMessages.unauthorized);
          return;
        }
        // Decision 1: a suspended account gets no live updates; the page shows its overlay.
        if (accountStanding(signedIn.user) !== "active") {
          socket.close(RealtimeCloseCodes.suspended, RealtimeMessages.suspended);
          return;
        }
        const { id, role } = signedIn.user;
        // The session id: signing that session out closes this socket.
        ctx.hub.accept(socket, { id, role }, signedIn.sessionId);
      },
    );
  };
