import { exportFileName } from "@common/account.ts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf, signedIn } from "../../auth/hooks.ts";
import type { AppContext } from "../../context.ts";
import type { AuthLimits } from "../../lib/limits.ts";
import { exportUserData } from "../../queries/account/exportUserData.ts";
import * as schema from "./accountInfoSchema.ts";

/**
 * GET /api/account/export (spec §7 "Data export"). There is no user id anywhere in the request:
 * the session decides whose data it is, so nobody can export anyone else's.
 */
export const exportRoutes =
  (ctx: AppContext, limits: AuthLimits): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/api/account/export",
      { schema: schema.exportData, onRequest: signedIn(ctx) },
      async (request, reply) => {
        const { user } = actorOf(request);
        await limits.exportPerAccount.hit(request, user.id);
        const data = await exportUserData(ctx.database.db, user.id);
        reply
          .header("content-disposition", `attachment; filename="${exportFileName(user.id)}"`)
          .header("cache-control", "private, no-store");
        return data;
      },
    );
  };
