import { newsletterQueuedMessage } from "@common/account.ts";
import { encodeCursor } from "@common/keysetCursor.ts";
import { desc, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf, adminOnly } from "../../auth/hooks.ts";
import { updateDeletionRequest } from "../../commands/account/updateDeletionRequest.ts";
import { sendNewsletter } from "../../commands/admin/sendNewsletter.ts";
import { writeAudit } from "../../commands/audit.ts";
import type { AppContext } from "../../context.ts";
import { accountDeletionRequests, users } from "../../db/schema/index.ts";
import { sendCsv } from "../../lib/csvDownload.ts";
import { csvDialect } from "../../lib/csvText.ts";
import { exactTime, olderThan } from "../../lib/cursor.ts";
import { limiter } from "../../lib/limits.ts";
import { refuseCrossSiteRead } from "../../lib/sameOrigin.ts";
import { presentAdminDeletionRequest } from "../../presenters/deletionRequest.ts";
import { partnerContactsCsv } from "../../queries/admin/partnerContacts.ts";
import * as schema from "./schema.ts";

/**
 * The admin side of issue 8: the newsletter (marketing_emails), the partner contact list
 * (data_sharing_opt_in) and deletion requests. Admin only (decision 2): staff get 403 too.
 */
export const accountAdminRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const db = ctx.database.db;
    const newslettersPerAdmin = limiter(app, "newsletter-admin", 10, 60 * 60_000);

    app.post(
      "/api/admin/newsletter",
      { schema: schema.sendNewsletter, onRequest: adminOnly(ctx) },
      async (request) => {
        const { user } = actorOf(request);
        await newslettersPerAdmin.hit(request, user.id);
        const queued = await sendNewsletter(ctx, user, request.body);
        return { queued, message: newsletterQueuedMessage(queued) };
      },
    );

    app.get(
      "/api/admin/partner-contacts",
      {
        schema: schema.partnerContacts,
        // Audited as the admin's export: a link on another site must not write that record.
        onRequest: [refuseCrossSiteRead(ctx.trustedOrigins), adminOnly(ctx)],
      },
      async (request, reply) => {
        const { user } = actorOf(request);
        // Handing personal data to partners is worth a record of who took the list and when.
        await writeAudit(db, {
          actorId: user.id,
          action: "EXPORT_PARTNER_CONTACTS",
          targetType: "partner_contacts",
        });
        const day = new Date().toISOString().slice(0, 10);
        const csv = partnerContactsCsv(db, csvDialect(request.query.separator));
        return sendCsv(reply, `partner-contacts-${day}.csv`, csv);
      },
    );

    app.get(
      "/api/admin/deletion-requests",
      { schema: schema.listDeletionRequests, onRequest: adminOnly(ctx) },
      async (request) => {
        const { cursor, limit } = request.query;
        const rows = await db
          .select({
            request: accountDeletionRequests,
            cursorTime: exactTime(accountDeletionRequests.createdAt),
            user: {
              id: users.id,
              email: users.email,
              name: users.name,
              artistName: users.artistName,
              deletedAt: users.deletedAt,
            },
          })
          .from(accountDeletionRequests)
          .leftJoin(users, eq(users.id, accountDeletionRequests.userId))
          .where(
            cursor &&
              olderThan(accountDeletionRequests.createdAt, accountDeletionRequests.id, cursor),
          )
          .orderBy(desc(accountDeletionRequests.createdAt), desc(accountDeletionRequests.id))
          .limit(limit + 1);
        const page = rows.slice(0, limit);
        const last = page.at(-1);
        return {
          items: page.map((r) => presentAdminDeletionRequest(r.request, r.user)),
          nextCursor:
            rows.length > limit && last ? encodeCursor([last.cursorTime, last.request.id]) : null,
        };
      },
    );

    app.patch(
      "/api/admin/deletion-requests/:id",
      { schema: schema.updateDeletionRequest, onRequest: adminOnly(ctx) },
      async (request) => {
        const { user } = actorOf(request);
        const updated = await updateDeletionRequest(
          ctx,
          user,
          request.params.id,
          request.body.status,
        );
        return { request: updated };
      },
    );
  };
