import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf, adminOnly } from "../../auth/hooks.ts";
import { updateStore } from "../../commands/distribution/updateStore.ts";
import type { AppContext } from "../../context.ts";
import { listStores, presentStore } from "../../distribution/stores.ts";
import * as schema from "./schema.ts";

/**
 * Admin Tools > Stores (issue 15): where each store's deliveries go. Admins only, like the rest
 * of Admin Tools; a save is audited in its transaction. Credentials go in, never out.
 */
export const storeRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/api/admin/stores",
      { schema: schema.listStores, onRequest: adminOnly(ctx) },
      async () => ({
        stores: (await listStores(ctx.database.db)).map((row) => presentStore(ctx, row)),
      }),
    );

    app.put(
      "/api/admin/stores/:id",
      { schema: schema.putStore, onRequest: adminOnly(ctx) },
      async (request) => {
        const { user } = actorOf(request);
        return { store: await updateStore(ctx, user, request.params.id, request.body) };
      },
    );
  };
