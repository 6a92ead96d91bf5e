import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Auth } from "../../auth/auth.ts";
import { adminOnly } from "../../auth/hooks.ts";
import { type StoredMail, StoredMailSchema } from "../../mail/mailer.ts";
import { errorResponses } from "../errors.ts";

/**
 * The local mailbox: with no SMTP server configured (and never in production) the mails Offbeat
 * would have sent are listed here, so confirmation and reset links work on a laptop. Admins only:
 * the mails hold password-reset links, and a fresh `npm start` listens on every interface. Until
 * an admin exists the server's console shows each mail's links (server/mail/mailer.ts).
 */
export const mailboxRoutes =
  (auth: Auth, mailbox: { list(): Promise<StoredMail[]> }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/api/dev/mailbox",
      {
        schema: {
          tags: ["dev"],
          summary: "Mails written to the local mailbox (development only, admins only)",
          security: [{ session: [] }],
          querystring: z.object({ to: z.string().max(320).optional() }),
          response: { 200: z.object({ mails: z.array(StoredMailSchema) }), ...errorResponses },
        },
        onRequest: adminOnly({ auth }),
      },
      async (request) => {
        const all = await mailbox.list();
        const to = request.query.to?.toLowerCase();
        return { mails: to ? all.filter((m) => m.to.toLowerCase() === to) : all };
      },
    );
  };
