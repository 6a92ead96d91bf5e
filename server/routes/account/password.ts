import { ProfileMessages } from "@common/profile.ts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf, signedIn } from "../../auth/hooks.ts";
import { forgetPendingSignIns } from "../../auth/pendingSignIns.ts";
import { forgetResetLinks } from "../../auth/resetLinks.ts";
import { securityMailTo, sendSecurityMail } from "../../auth/securityNotices.ts";
import type { AppContext } from "../../context.ts";
import { forwardAuthResponse, toHeaders } from "../../lib/authBridge.ts";
import { AppError } from "../../lib/errors.ts";
import type { AuthLimits } from "../../lib/limits.ts";
import { passwordChangedMail } from "../../mail/securityMails.ts";
import * as schema from "./profileSchema.ts";

/**
 * POST /api/account/password (spec §2 Security "Change Password"). better-auth checks the
 * current password, signs out every other session and sets a new cookie for this one.
 */
export const passwordRoutes =
  (ctx: AppContext, limits: AuthLimits): FastifyPluginAsyncZod =>
  async (app) => {
    const { auth } = ctx;
    app.post(
      "/api/account/password",
      { schema: schema.changePassword, onRequest: signedIn(ctx) },
      async (request, reply) => {
        const { user } = actorOf(request);
        // Per account, so a stolen session cannot try current passwords without end; the
        // two-factor settings, which check the password too, share the budget (lib/limits.ts).
        await limits.currentPasswordPerAccount.hit(request, user.id);
        const response = await auth.api.changePassword({
          body: { ...request.body, revokeOtherSessions: true },
          headers: toHeaders(request),
          asResponse: true,
        });
        await forwardAuthResponse(reply, response, (failure) =>
          failure.code === "INVALID_PASSWORD"
            ? new AppError(400, "INVALID_PASSWORD", ProfileMessages.wrongCurrentPassword, {
                currentPassword: ProfileMessages.wrongCurrentPassword,
              })
            : new AppError(
                failure.status >= 500 ? 500 : 400,
                failure.code,
                ProfileMessages.passwordUpdateFailed,
              ),
        );
        // The old session row is gone; drop its cached lookup too.
        auth.forgetSession(request.headers.cookie);
        // Every session of the user ended (this tab has a new cookie): so do their live sockets,
        // on every process; this tab's page reconnects with its new cookie.
        await ctx.hub.disconnectUser(user.id, "sessionEnded");
        // A reset link mailed before the change must not undo it, nor may a sign-in started with
        // the old password be finished with a two-factor code.
        await forgetResetLinks(ctx.database.db, user.id);
        await forgetPendingSignIns(ctx.database.db, user.id);
        await sendSecurityMail(
          ctx,
          request.log,
          passwordChangedMail(securityMailTo(ctx, user), "settings", new Date()),
        );
        return { ok: true as const, message: ProfileMessages.passwordUpdated };
      },
    );
  };
