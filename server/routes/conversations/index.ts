import { nextTimeIdCursor } from "@common/keysetCursor.ts";
import { MessagingMessages } from "@common/messaging.ts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf, signedIn } from "../../auth/hooks.ts";
import { createDirectConversation } from "../../commands/messaging/createDirectConversation.ts";
import { deleteDirectConversation, setBlock } from "../../commands/messaging/directConversation.ts";
import { conversationTopic } from "../../commands/messaging/events.ts";
import {
  conversationNotFound,
  readableConversation,
  refuseIfBlocked,
} from "../../commands/messaging/guards.ts";
import { markRead } from "../../commands/messaging/markRead.ts";
import { addMembers, createGroup, leaveGroup } from "../../commands/messaging/members.ts";
import { sendMessage } from "../../commands/messaging/sendMessage.ts";
import type { AppContext } from "../../context.ts";
import { AppError } from "../../lib/errors.ts";
import { requireMessaging } from "../../lib/featureFlags.ts";
import { limiter } from "../../lib/limits.ts";
import { presentMessage } from "../../presenters/messaging.ts";
import {
  findConversationSummary,
  listConversations,
} from "../../queries/messaging/conversations.ts";
import { messagePage } from "../../queries/messaging/messages.ts";
import { unreadTotalPrepared } from "../../queries/messaging/unread.ts";
import * as schema from "./schema.ts";
import { createTypingThrottle } from "./typingThrottle.ts";

/**
 * Messaging (common/messaging.ts lists the routes). Every route: session → zod → the caller's
 * participation (404 when not an active participant) → command or query → presenter.
 */
export const conversationRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const db = ctx.database.db;
    // A person types; a script floods. Per user, per process (docs/scale-out.md).
    const sendLimit = limiter(app, "message-send", 120, 60_000);
    // Each group puts members into a conversation and notifies them: a person starts a few, a
    // script could fill everyone's list. Per user, per process, as above.
    const groupLimit = limiter(app, "group-create", 20, 60 * 60_000);
    const typing = createTypingThrottle();

    const summary = async (actorId: string, conversationId: string) => {
      const conversation = await findConversationSummary(db, actorId, conversationId);
      if (!conversation) throw conversationNotFound();
      return { conversation };
    };

    app.get(
      "/api/conversations",
      { schema: schema.list, onRequest: signedIn(ctx) },
      async (request) => {
        const { user } = actorOf(request);
        const { q, cursor, limit } = request.query;
        const page = await listConversations(db, user.id, {
          q: q || undefined,
          after: cursor,
          limit,
        });
        return { items: page.items, nextCursor: nextTimeIdCursor(page.next) };
      },
    );

    app.get(
      "/api/conversations/unread-count",
      { schema: schema.unreadCount, onRequest: signedIn(ctx) },
      async (request) => {
        const { user } = actorOf(request);
        return { total: await unreadTotalPrepared(db, user.id) };
      },
    );

    app.post(
      "/api/conversations/direct",
      { schema: schema.createDirect, onRequest: signedIn(ctx) },
      async (request) => {
        const { user } = actorOf(request);
        await requireMessaging(db, user);
        const id = await createDirectConversation(ctx, user, request.body.userId);
        return summary(user.id, id);
      },
    );

    app.post(
      "/api/conversations/groups",
      { schema: schema.createGroup, onRequest: signedIn(ctx) },
      async (request) => {
        const { user } = actorOf(request);
        try {
          await groupLimit.hit(request, user.id);
        } catch (error) {
          if (error instanceof AppError && error.status === 429)
            throw new AppError(429, "RATE_LIMITED", MessagingMessages.tooManyGroups);
          throw error;
        }
        await requireMessaging(db, user);
        const id = await createGroup(ctx, user, request.body);
        return summary(user.id, id);
      },
    );

    app.get(
      "/api/conversations/:id",
      { schema: schema.get, onRequest: signedIn(ctx) },
      async (request) => {
        const { user } = actorOf(request);
        await readableConversation(db, user, request.params.id);
        return summary(user.id, request.params.id);
      },
    );

    app.delete(
      "/api/conversations/:id",
      { schema: schema.remove, onRequest: signedIn(ctx) },
      async (request) => {
        const { user } = actorOf(request);
        await deleteDirectConversation(ctx, user, request.params.id);
        return { ok: true as const, message: MessagingMessages.conversationDeleted };
      },
    );

    app.get(
      "/api/conversations/:id/messages",
      { schema: schema.messages, onRequest: signedIn(ctx) },
      async (request) => {
        const { user } = actorOf(request);
        await readableConversation(db, user, request.params.id);
        const page = await messagePage(db, request.params.id, {
          before: request.query.before,
          limit: request.query.limit,
        });
        return { items: page.items.map(presentMessage), nextCursor: nextTimeIdCursor(page.next) };
      },
    );

    app.post(
      "/api/conversations/:id/messages",
      { schema: schema.send, onRequest: signedIn(ctx) },
      async (request) => {
        const { user } = actorOf(request);
        try {
          await sendLimit.hit(request, user.id);
        } catch (error) {
          if (error instanceof AppError && error.status === 429)
            throw new AppError(429, "RATE_LIMITED", MessagingMessages.tooManyMessages);
          throw error;
        }
        await requireMessaging(db, user);
        const sender = {
          id: user.id,
          role: user.role,
          artistName: user.artistName,
          fullName: user.name,
          email: user.email,
        };
        const message = await sendMessage(ctx, sender, request.params.id, request.body.content);
        return { message };
      },
    );

    app.post(
      "/api/conversations/:id/read",
      { schema: schema.read, onRequest: signedIn(ctx) },
      async (request) => {
        const { user } = actorOf(request);
        return markRead(ctx, user, request.params.id);
      },
    );

    // Typing goes through HTTP rather than the socket: the hub stays a subscribe-only channel,
    // so everything it carries was authorised and shaped by a route like any other write.
    app.post(
      "/api/conversations/:id/typing",
      { schema: schema.typing, onRequest: signedIn(ctx) },
      async (request) => {
        const { user } = actorOf(request);
        const access = await readableConversation(db, user, request.params.id);
        refuseIfBlocked(user, access);
        await requireMessaging(db, user);
        if (typing.allow(user.id, access.id)) {
          await ctx.hub.publish(conversationTopic(access.id), "typing", {
            conversationId: access.id,
            userId: user.id,
          });
        }
        return { ok: true as const };
      },
    );

    app.post(
      "/api/conversations/:id/members",
      { schema: schema.addMembers, onRequest: signedIn(ctx) },
      async (request) => {
        const { user } = actorOf(request);
        await addMembers(ctx, user, request.params.id, request.body.userIds);
        return summary(user.id, request.params.id);
      },
    );

    app.post(
      "/api/conversations/:id/leave",
      { schema: schema.leave, onRequest: signedIn(ctx) },
      async (request) => {
        const { user } = actorOf(request);
        await leaveGroup(ctx, user, request.params.id);
        return { ok: true as const, message: MessagingMessages.leftGroup };
      },
    );

    app.post(
      "/api/conversations/:id/block",
      { schema: schema.block, onRequest: signedIn(ctx) },
      async (request) => {
        const { user } = actorOf(request);
        return { block: await setBlock(ctx, user, request.params.id, true) };
      },
    );

    app.delete(
      "/api/conversations/:id/block",
      { schema: schema.unblock, onRequest: signedIn(ctx) },
      async (request) => {
        const { user } = actorOf(request);
        return { block: await setBlock(ctx, user, request.params.id, false) };
      },
    );
  };
