import type { Role } from "@common/users.ts";
import { RoleMessages } from "@common/users.ts";
import { count, isNull } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf, adminOnly } from "../../auth/hooks.ts";
import { changeRole } from "../../commands/admin/changeRole.ts";
import type { AppContext } from "../../context.ts";
import { users } from "../../db/schema/index.ts";
import { accountAdminRoutes } from "./accountAdmin.ts";
import * as schema from "./schema.ts";

export const adminRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const db = ctx.database.db;
    await app.register(accountAdminRoutes(ctx));

    app.patch(
      "/api/admin/users/:id/role",
      { schema: schema.changeRole, onRequest: adminOnly(ctx) },
      async (request) => {
        const { user } = actorOf(request);
        const changed = await changeRole(ctx, user, request.params.id, request.body.role);
        return {
          user: { id: changed.id, role: changed.role },
          message: RoleMessages.roleChanged(changed.name, changed.role),
        };
      },
    );

    app.get("/api/admin/stats", { schema: schema.stats, onRequest: adminOnly(ctx) }, async () => {
      // One grouped count; roles with no accounts are simply absent from the rows. Deleted
      // accounts (anonymous tombstones) are not accounts any more.
      const rows = await db
        .select({ role: users.role, n: count() })
        .from(users)
        .where(isNull(users.deletedAt))
        .groupBy(users.role);
      const byRole = (role: Role) => rows.find((r) => r.role === role)?.n ?? 0;
      return {
        users: {
          total: rows.reduce((sum, r) => sum + r.n, 0),
          artists: byRole("artist"),
          staff: byRole("staff"),
          admins: byRole("admin"),
        },
      };
    });
  };
