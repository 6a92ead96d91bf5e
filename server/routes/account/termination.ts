import { AccountMessages } from "@common/account.ts";
import { desc, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf, signedIn } from "../../auth/hooks.ts";
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

    app.get(
      "/api/account/termination",
      { schema: schema.getTermination, onRequest: signedIn(ctx) },
      async (request) => {
        const { user } = actorOf(request);
        const [row] = await db
          .select()
          .from(accountDeletionRequests)
          .where(eq(accountDeletionRequests.userId, user.id))
          .orderBy(desc(accountDeletionRequests.createdAt))
          .limit(1);
        return { request: row ? presentDeletionRequest(row) : null };
      },
    );

    app.post(
      "/api/account/termination",
      { schema: schema.requestTermination, onRequest: signedIn(ctx) },
      async (request, reply) => {
        const { user } = actorOf(request);
        await limits.terminationPerAccount.hit(request, user.id);
        const created = await requestTermination(ctx, user.id, request.body.reason);
        reply.code(201);
        return { request: created, message: AccountMessages.terminationSubmitted };
      },
    );
  };
