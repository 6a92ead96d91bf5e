import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf, adminOnly } from "../../auth/hooks.ts";
import { updateDistributionSettings } from "../../commands/distribution/updateDistributionSettings.ts";
import type { AppContext } from "../../context.ts";
import { distributionSettingsView } from "../../distribution/settings.ts";
import * as schema from "./schema.ts";

/**
 * Admin Tools > Distribution (issue 15): the label's name, DPID, code prefixes and P/C-line
 * owners. Admins only, like the rest of Admin Tools; a save is audited in its transaction.
 */
export const distributionSettingsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/api/admin/distribution-settings",
      { schema: schema.getSettings, onRequest: adminOnly(ctx) },
      async () => ({ settings: await distributionSettingsView(ctx.database.db, ctx.config) }),
    );

    app.put(
      "/api/admin/distribution-settings",
      { schema: schema.putSettings, onRequest: adminOnly(ctx) },
      async (request) => {
        const { user } = actorOf(request);
        return { settings: await updateDistributionSettings(ctx, user, request.body) };
      },
    );
  };
