import { AccountMessages } from "@common/account.ts";
import { desc, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireUser } from "../../auth/guards.ts";
import { requestTermination } from "../../commands/account/requestTermination.ts";
import type { AppContext } from "../../context.ts";
import { accountDeletionRequests } from "../../db/schema/index.ts";
import type { AuthLimits } from "../../lib/limits.ts";
import { presentDeletionRequest } from "../../presenters/deletionRequest.ts";
import * as schema from "./accountInfoSchema.ts";

/** Account Termination (spec §2 Account Info, §4): the caller's own request only. */
export const terminationRoutes =
  (ctx: AppContext, limits: AuthLimits): FastifyPluginAsyncZod =>
  async (app) => {
    const db = ctx.database.db;

    app.get("/api/account/termination", { schema: schema.getTermination }, async (request) => {
      const { user } = await requireUser(ctx.auth, request);
      const [row] = await db
        .select()
        .from(accountDeletionRequests)
        .where(eq(accountDeletionRequests.userId, user.id))
        .orderBy(desc(accountDeletionRequests.createdAt))
        .limit(1);
      return { request: row ? presentDeletionRequest(row) : null };
    });

    app.post(
      "/api/account/termination",
      { schema: schema.requestTermination },
      async (request, reply) => {
        const { user } = await requireUser(ctx.auth, request);
        await limits.terminationPerAccount.hit(request, user.id);
        const created = await requestTermination(ctx, user.id, request.body.reason);
        reply.code(201);
        return { request: created, message: AccountMessages.terminationSubmitted };
      },
    );
  };
