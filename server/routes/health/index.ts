import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.ts";

const HealthSchema = z.object({
  status: z.enum(["ok", "unavailable"]),
  database: z.enum(["up", "down"]),
});

export const healthRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/api/health",
      {
        schema: {
          tags: ["health"],
          summary: "Whether the server and its database answer",
          response: { 200: HealthSchema, 503: HealthSchema },
        },
      },
      async (_request, reply) => {
        try {
          await ctx.database.pool.query("select 1");
          return { status: "ok" as const, database: "up" as const };
        } catch {
          return reply.status(503).send({ status: "unavailable", database: "down" });
        }
      },
    );
  };
