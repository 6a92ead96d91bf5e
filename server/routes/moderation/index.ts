import { accountStanding, ModerationMessages, ModerationResults } from "@common/moderation.ts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireRole, requireUser } from "../../auth/guards.ts";
import { acknowledgeWarning } from "../../commands/moderation/acknowledgeWarning.ts";
import { agreeToTerms } from "../../commands/moderation/agreeToTerms.ts";
import { issueWarning } from "../../commands/moderation/issueWarning.ts";
import { removeArtistAlias } from "../../commands/moderation/removeArtistAlias.ts";
import { suspendUser } from "../../commands/moderation/suspendUser.ts";
import { unsuspendUser } from "../../commands/moderation/unsuspendUser.ts";
import type { AppContext } from "../../context.ts";
import { checkExactTime, checkUuid, decodeCursor, encodeCursor } from "../../lib/cursor.ts";
import { notFound } from "../../lib/errors.ts";
import { isAdmin } from "../../policies/user.ts";
import { presentAdminUser } from "../../presenters/moderation.ts";
import { latestSuspension } from "../../queries/moderation/suspensions.ts";
import { adminUserDetails } from "../../queries/moderation/userDetails.ts";
import { adminUserPage } from "../../queries/moderation/userList.ts";
import { myWarnings } from "../../queries/moderation/warnings.ts";
import * as schema from "./schema.ts";

const BAD_CURSOR = "This list has changed. Reload the page.";

/**
 * Moderation (spec document 1 §2 overlay and warning modal; document 2 §2 User Management).
 * Admin routes are admin only (decision 2); /api/me/suspension and /api/me/terms stay open to a
 * suspended user (decision 1: they may read their suspension, agree to the terms, sign out).
 */
export const moderationRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { auth } = ctx;
    const db = ctx.database.db;

    app.get("/api/admin/users", { schema: schema.listUsers }, async (request) => {
      await requireRole(auth, request, isAdmin);
      const { q, role, cursor, limit } = request.query;
      let after: { time: string; id: string } | undefined;
      if (cursor) {
        const [time = "", id = ""] = decodeCursor(cursor, 2, BAD_CURSOR);
        after = { time: checkExactTime(time, BAD_CURSOR), id: checkUuid(id, BAD_CURSOR) };
      }
      const page = await adminUserPage(db, { q: q || undefined, role, after, limit });
      const now = new Date();
      return {
        items: page.items.map((row) => presentAdminUser(row, now)),
        nextCursor: page.next ? encodeCursor([page.next.time, page.next.id]) : null,
      };
    });

    app.get("/api/admin/users/:id", { schema: schema.userDetails }, async (request) => {
      await requireRole(auth, request, isAdmin);
      const details = await adminUserDetails(db, request.params.id);
      if (!details) throw notFound(ModerationMessages.userNotFound);
      return details;
    });

    app.post("/api/admin/users/:id/suspend", { schema: schema.suspend }, async (request) => {
      const { user } = await requireRole(auth, request, isAdmin);
      const suspension = await suspendUser(ctx, user, request.params.id, request.body);
      const message =
        suspension.type === "permanent" ? ModerationResults.banned : ModerationResults.suspended;
      return { ok: true as const, message, suspension };
    });

    app.post("/api/admin/users/:id/unsuspend", { schema: schema.unsuspend }, async (request) => {
      const { user } = await requireRole(auth, request, isAdmin);
      await unsuspendUser(ctx, user, request.params.id);
      return { ok: true as const, message: ModerationResults.unsuspended };
    });

    app.post("/api/admin/users/:id/warnings", { schema: schema.warn }, async (request) => {
      const { user } = await requireRole(auth, request, isAdmin);
      const warning = await issueWarning(ctx, user, request.params.id, request.body);
      return { ok: true as const, message: ModerationResults.warned, warning };
    });

    app.delete(
      "/api/admin/artist-profiles/:id",
      { schema: schema.removeAlias },
      async (request) => {
        const { user } = await requireRole(auth, request, isAdmin);
        await removeArtistAlias(ctx, user, request.params.id);
        return { ok: true as const, message: ModerationResults.aliasRemoved };
      },
    );

    app.get("/api/me/suspension", { schema: schema.mySuspension }, async (request, reply) => {
      const { user } = await requireUser(auth, request, { allowSuspended: true });
      reply.header("cache-control", "private, no-store");
      const standing = accountStanding(user);
      return {
        standing,
        suspension: standing === "active" ? null : await latestSuspension(db, user.id),
        supportEmail: ctx.config.SUPPORT_EMAIL,
      };
    });

    app.post("/api/me/terms", { schema: schema.agreeToTerms }, async (request) => {
      const { user } = await requireUser(auth, request, { allowSuspended: true });
      await agreeToTerms(ctx, user.id);
      return { ok: true as const, message: ModerationResults.termsAgreed };
    });

    app.get("/api/me/warnings", { schema: schema.myWarnings }, async (request, reply) => {
      const { user } = await requireUser(auth, request);
      reply.header("cache-control", "private, no-store");
      return { warnings: await myWarnings(db, user.id) };
    });

    app.post(
      "/api/me/warnings/:id/acknowledge",
      { schema: schema.acknowledgeWarning },
      async (request) => {
        const { user } = await requireUser(auth, request);
        await acknowledgeWarning(ctx, user.id, request.params.id);
        return { ok: true as const, message: ModerationResults.acknowledged };
      },
    );
  };
