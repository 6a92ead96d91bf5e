import { accountStanding } from "@common/moderation.ts";
import { REALTIME_PATH, RealtimeCloseCodes, RealtimeMessages } from "@common/realtime.ts";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { readSession, type SignedIn } from "../../auth/guards.ts";
import type { AppContext } from "../../context.ts";

/**
 * GET /api/realtime: the one WebSocket per tab (protocol in common/realtime.ts). The browser
 * sends the session cookie with the upgrade; Origin is checked because cookies ride along on
 * cross-site WebSocket requests too (no CORS, no SameSite=Lax protection for same-site attackers).
 */
export const realtimeRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const sessions = new WeakMap<FastifyRequest, SignedIn | null>();

    app.get(
      REALTIME_PATH,
      {
        websocket: true,
        preValidation: async (request, reply) => {
          const origin = request.headers.origin;
          if (!origin || !ctx.trustedOrigins.includes(origin)) {
            return reply.status(403).send({
              error: {
                code: "CROSS_ORIGIN",
                message: "Requests from other sites are not allowed.",
              },
            });
          }
          sessions.set(request, await readSession(ctx.auth, request));
        },
      },
      (socket, request) => {
        const signedIn = sessions.get(request);
        sessions.delete(request);
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
        ctx.hub.accept(socket, { id, role });
      },
    );
  };
