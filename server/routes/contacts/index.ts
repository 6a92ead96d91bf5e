import { encodeCursor } from "@common/keysetCursor.ts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf, signedIn } from "../../auth/hooks.ts";
import { readableConversation } from "../../commands/messaging/guards.ts";
import type { AppContext } from "../../context.ts";
import { directContactRoles, groupContactRoles } from "../../policies/conversation.ts";
import { searchContacts } from "../../queries/messaging/contacts.ts";
import * as schema from "./schema.ts";

/**
 * GET /api/contacts: the pickers of the Messages page (spec §2). `purpose=direct` lists staff
 * and admins for an artist ("Contact Staff") and artists for staff and admins ("Contact
 * Artist"); `purpose=group` everyone the caller may put in a group. `role` narrows further.
 */
export const contactRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const db = ctx.database.db;

    app.get(
      "/api/contacts",
      { schema: schema.search, onRequest: signedIn(ctx) },
      async (request) => {
        const { user } = actorOf(request);
        const { purpose, q, role, conversationId, cursor: after, limit } = request.query;
        const allowed = purpose === "direct" ? directContactRoles(user) : groupContactRoles(user);
        const roles = role ? allowed.filter((r) => r === role) : allowed;
        // Only a member sees who is in a conversation, even as "who is not".
        if (conversationId) await readableConversation(db, user, conversationId);
        if (roles.length === 0) return { items: [], nextCursor: null };
        const page = await searchContacts(db, user.id, {
          roles,
          q: q || undefined,
          notInConversation: conversationId,
          after,
          limit,
        });
        return {
          items: page.items,
          nextCursor: page.next ? encodeCursor([page.next.key, page.next.id]) : null,
        };
      },
    );
  };
