import { DeviceSessionMessages } from "@common/deviceSessions.ts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf, signedIn } from "../../auth/hooks.ts";
import { endOtherSessions, endSession } from "../../commands/account/endSessions.ts";
import type { AppContext } from "../../context.ts";
import { listDeviceSessions } from "../../queries/account/deviceSessions.ts";
import * as schema from "./deviceSessionsSchema.ts";

/**
 * Settings → Security → "Signed-in devices": the account's sessions, and signing out one or all
 * of the others. Suspended users reach none of it (signedIn's default); staff end an account's
 * sessions by suspending it.
 */
export const deviceSessionRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/api/account/sessions",
      { schema: schema.list, onRequest: signedIn(ctx) },
      async (request) => {
        const { user, sessionId } = actorOf(request);
        return listDeviceSessions(ctx.database.db, user.id, sessionId);
      },
    );

    app.delete(
      "/api/account/sessions/:id",
      { schema: schema.endOne, onRequest: signedIn(ctx) },
      async (request) => {
        await endSession(ctx, actorOf(request), request.params.id);
        return { ok: true as const, message: DeviceSessionMessages.signedOutOne };
      },
    );

    app.post(
      "/api/account/sessions/sign-out-others",
      { schema: schema.endOthers, onRequest: signedIn(ctx) },
      async (request) => {
        const ended = await endOtherSessions(ctx, actorOf(request));
        return { ok: true as const, ended, message: DeviceSessionMessages.signedOutOthers(ended) };
      },
    );
  };
