import { nextTimeIdCursor } from "@common/keysetCursor.ts";
import { accountStanding, ModerationMessages, ModerationResults } from "@common/moderation.ts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf, adminOnly, signedIn } from "../../auth/hooks.ts";
import { acknowledgeWarning } from "../../commands/moderation/acknowledgeWarning.ts";
import { agreeToTerms } from "../../commands/moderation/agreeToTerms.ts";
import { issueWarning } from "../../commands/moderation/issueWarning.ts";
import { removeArtistAlias } from "../../commands/moderation/removeArtistAlias.ts";
import { suspendUser } from "../../commands/moderation/suspendUser.ts";
import { unsuspendUser } from "../../commands/moderation/unsuspendUser.ts";
import type { AppContext } from "../../context.ts";
import { notFound } from "../../lib/errors.ts";
import { presentAdminUser } from "../../presenters/moderation.ts";
import { latestSuspension } from "../../queries/moderation/suspensions.ts";
import { adminUserDetails } from "../../queries/moderation/userDetails.ts";
import { adminUserPage } from "../../queries/moderation/userList.ts";
import { myWarnings } from "../../queries/moderation/warnings.ts";
import * as schema from "./schema.ts";

/**
 * Moderation (spec document 1 §2 overlay and warning modal; document 2 §2 User Management).
 * Admin routes are admin only (decision 2); /api/me/suspension and /api/me/terms stay open to a
 * suspended user (decision 1: they may read their suspension, agree to the terms, sign out).
 */
export const moderationRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const db = ctx.database.db;

    app.get(
      "/api/admin/users",
      { schema: schema.listUsers, onRequest: adminOnly(ctx) },
      async (request) => {
        const { q, role, cursor: after, limit } = request.query;
        const page = await adminUserPage(db, { q: q || undefined, role, after, limit });
        const now = new Date();
        return {
          items: page.items.map((row) => presentAdminUser(row, now)),
          nextCursor: nextTimeIdCursor(page.next),
        };
      },
    );

    app.get(
      "/api/admin/users/:id",
      { schema: schema.userDetails, onRequest: adminOnly(ctx) },
      async (request) => {
        const details = await adminUserDetails(db, request.params.id, ctx.config);
        if (!details) throw notFound(ModerationMessages.userNotFound);
        return details;
      },
    );

    app.post(
      "/api/admin/users/:id/suspend",
      { schema: schema.suspend, onRequest: adminOnly(ctx) },
      async (request) => {
        const { user } = actorOf(request);
        const suspension = await suspendUser(ctx, user, request.params.id, request.body);
        const message =
          suspension.type === "permanent" ? ModerationResults.banned : ModerationResults.suspended;
        return { ok: true as const, message, suspension };
      },
    );

    app.post(
      "/api/admin/users/:id/unsuspend",
      { schema: schema.unsuspend, onRequest: adminOnly(ctx) },
      async (request) => {
        const { user } = actorOf(request);
        await unsuspendUser(ctx, user, request.params.id);
        return { ok: true as const, message: ModerationResults.unsuspended };
      },
    );

    app.post(
      "/api/admin/users/:id/warnings",
      { schema: schema.warn, onRequest: adminOnly(ctx) },
      async (request) => {
        const { user } = actorOf(request);
        const warning = await issueWarning(ctx, user, request.params.id, request.body);
        return { ok: true as const, message: ModerationResults.warned, warning };
      },
    );

    app.delete(
      "/api/admin/artist-profiles/:id",
      { schema: schema.removeAlias, onRequest: adminOnly(ctx) },
      async (request) => {
        const { user } = actorOf(request);
        await removeArtistAlias(ctx, user, request.params.id);
        return { ok: true as const, message: ModerationResults.aliasRemoved };
      },
    );

    app.get(
      "/api/me/suspension",
      { schema: schema.mySuspension, onRequest: signedIn(ctx, { allowSuspended: true }) },
      async (request, reply) => {
        const { user } = actorOf(request);
        reply.header("cache-control", "private, no-store");
        const standing = accountStanding(user);
        return {
          standing,
          suspension: standing === "active" ? null : await latestSuspension(db, user.id),
          supportEmail: ctx.config.SUPPORT_EMAIL,
        };
      },
    );

    app.post(
      "/api/me/terms",
      { schema: schema.agreeToTerms, onRequest: signedIn(ctx, { allowSuspended: true }) },
      async (request) => {
        const { user } = actorOf(request);
        await agreeToTerms(ctx, user.id);
        return { ok: true as const, message: ModerationResults.termsAgreed };
      },
    );

    app.get(
      "/api/me/warnings",
      { schema: schema.myWarnings, onRequest: signedIn(ctx) },
      async (request, reply) => {
        const { user } = actorOf(request);
        reply.header("cache-control", "private, no-store");
        return { warnings: await myWarnings(db, user.id) };
      },
    );

    app.post(
      "/api/me/warnings/:id/acknowledge",
      { schema: schema.acknowledgeWarning, onRequest: signedIn(ctx) },
      async (request) => {
        const { user } = actorOf(request);
        await acknowledgeWarning(ctx, user.id, request.params.id);
        return { ok: true as const, message: ModerationResults.acknowledged };
      },
    );
  };
