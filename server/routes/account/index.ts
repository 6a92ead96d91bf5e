import { AuthMessages } from "@common/auth.ts";
import type { RealtimeEventData } from "@common/realtime.ts";
import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { actorOf, signedIn } from "../../auth/hooks.ts";
import { securityMailTo, sendSecurityMail } from "../../auth/securityNotices.ts";
import type { AppContext } from "../../context.ts";
import { twoFactors } from "../../db/schema/index.ts";
import { type AuthFailure, forwardAuthResponse, toHeaders } from "../../lib/authBridge.ts";
import { AppError, conflict } from "../../lib/errors.ts";
import type { AuthLimits } from "../../lib/limits.ts";
import { type TwoFactorChange, twoFactorChangedMail } from "../../mail/securityMails.ts";
import { presentCurrentUser } from "../../presenters/user.ts";
import { avatarRoutes } from "./avatar.ts";
import { deviceSessionRoutes } from "./deviceSessions.ts";
import { exportRoutes } from "./export.ts";
import { passwordRoutes } from "./password.ts";
import { privacyRoutes } from "./privacy.ts";
import { profileRoutes } from "./profile.ts";
import * as schema from "./schema.ts";
import { terminationRoutes } from "./termination.ts";

const EnableBody = z.object({ totpURI: z.string(), backupCodes: z.array(z.string()) });

function wrongPassword(fallback: string) {
  return (failure: AuthFailure) =>
    failure.code === "INVALID_PASSWORD"
      ? new AppError(400, "INVALID_PASSWORD", "Incorrect password", {
          password: "Incorrect password",
        })
      : new AppError(failure.status >= 500 ? 500 : 400, failure.code, fallback);
}

function enrolment(body: z.infer<typeof EnableBody>, message?: string) {
  const secret = new URL(body.totpURI).searchParams.get("secret") ?? "";
  return { totpURI: body.totpURI, secret, backupCodes: body.backupCodes, message };
}

export const accountRoutes =
  (ctx: AppContext, limits: AuthLimits): FastifyPluginAsyncZod =>
  async (app) => {
    const { auth } = ctx;
    const db = ctx.database.db;
    await app.register(profileRoutes(ctx));
    await app.register(passwordRoutes(ctx, limits));
    await app.register(deviceSessionRoutes(ctx));
    await app.register(avatarRoutes(ctx, limits));
    await app.register(privacyRoutes(ctx));
    await app.register(exportRoutes(ctx, limits));
    await app.register(terminationRoutes(ctx, limits));

    /** The owner is mailed of every change to two-factor sign-in, after better-auth's commit. */
    const mailTwoFactorChange = (
      request: FastifyRequest,
      user: { email: string; name: string },
      change: TwoFactorChange,
    ) =>
      sendSecurityMail(
        ctx,
        request.log,
        twoFactorChangedMail(securityMailTo(ctx, user), change, new Date()),
      );

    /**
     * Other tabs of this user refetch their account. Sent after better-auth's writes have
     * committed; a failed publish only costs those tabs a live refresh, so it is logged, not thrown.
     */
    const announceAccountUpdate = async (
      request: FastifyRequest,
      userId: string,
      change: RealtimeEventData<"account.updated">["change"],
    ) => {
      try {
        await ctx.hub.publish(`user:${userId}`, "account.updated", { userId, change });
      } catch (err) {
        request.log.error({ err }, "account.updated event not published");
      }
    };

    // Open to suspended users (decision 1): the page learns their standing here and shows the
    // suspension overlay. The warnings still to acknowledge come with the session: no query.
    app.get(
      "/api/me",
      { schema: schema.me, onRequest: signedIn(ctx, { allowSuspended: true }) },
      async (request) => {
        const { user, unacknowledgedWarnings } = actorOf(request);
        return { user: presentCurrentUser(user, unacknowledgedWarnings) };
      },
    );

    // Enable, disable and reset check the current password: each counts against the budget a
    // password change uses (lib/limits.ts), so a stolen session cannot try passwords without end.
    app.post(
      "/api/account/two-factor/enable",
      { schema: schema.enableTwoFactor, onRequest: signedIn(ctx) },
      async (request, reply) => {
        const { user } = actorOf(request);
        await limits.currentPasswordPerAccount.hit(request, user.id);
        if (user.twoFactorEnabled) throw conflict(AuthMessages.twoFactorAlreadyEnabled);
        const headers = toHeaders(request);
        const [pending] = await db
          .select({ id: twoFactors.id })
          .from(twoFactors)
          .where(eq(twoFactors.userId, user.id));
        if (pending) {
          // Spec §8: an enrolment already started is reused (the QR the user may have scanned
          // stays valid), with "A TOTP factor already exists ...". Reset TOTP starts afresh.
          const uri = await auth.api.getTOTPURI({
            body: { password: request.body.password },
            headers,
            asResponse: true,
          });
          const { totpURI } = z
            .object({ totpURI: z.string() })
            .parse(
              await forwardAuthResponse(
                reply,
                uri,
                wrongPassword(AuthMessages.twoFactorEnrollFailed),
              ),
            );
          const { backupCodes } = await auth.api.viewBackupCodes({ body: { userId: user.id } });
          return enrolment({ totpURI, backupCodes }, AuthMessages.twoFactorFactorExists);
        }
        const response = await auth.api.enableTwoFactor({
          body: { password: request.body.password },
          headers,
          asResponse: true,
        });
        const body = EnableBody.parse(
          await forwardAuthResponse(
            reply,
            response,
            wrongPassword(AuthMessages.twoFactorEnrollFailed),
          ),
        );
        return enrolment(body);
      },
    );

    app.post(
      "/api/account/two-factor/confirm",
      { schema: schema.confirmTwoFactor, onRequest: signedIn(ctx) },
      async (request, reply) => {
        const { user } = actorOf(request);
        await limits.twoFactorPerAccount.hit(request, user.id);
        if (user.twoFactorEnabled) throw conflict(AuthMessages.twoFactorAlreadyEnabled);
        const [factor] = await db
          .select({ id: twoFactors.id })
          .from(twoFactors)
          .where(eq(twoFactors.userId, user.id));
        // Spec §8: the enrolment is gone (reset from another tab, or the account's factor was
        // removed): the page starts a new one and says "TOTP factor not found. A new QR ...".
        if (!factor)
          throw new AppError(404, "TWO_FACTOR_NOT_FOUND", AuthMessages.twoFactorNotFound);
        const response = await auth.api.verifyTOTP({
          body: { code: request.body.code },
          headers: toHeaders(request),
          asResponse: true,
        });
        await forwardAuthResponse(reply, response, (failure) =>
          failure.status === 429
            ? new AppError(429, "TWO_FACTOR_LOCKED", failure.message)
            : new AppError(400, "INVALID_CODE", AuthMessages.invalidCode),
        );
        await announceAccountUpdate(request, user.id, "two-factor-enabled");
        await mailTwoFactorChange(request, user, "enabled");
        return { ok: true as const, message: AuthMessages.twoFactorEnabled };
      },
    );

    app.post(
      "/api/account/two-factor/disable",
      { schema: schema.disableTwoFactor, onRequest: signedIn(ctx) },
      async (request, reply) => {
        const { user } = actorOf(request);
        await limits.currentPasswordPerAccount.hit(request, user.id);
        const response = await auth.api.disableTwoFactor({
          body: { password: request.body.password },
          headers: toHeaders(request),
          asResponse: true,
        });
        await forwardAuthResponse(
          reply,
          response,
          wrongPassword(AuthMessages.twoFactorDisableFailed),
        );
        await announceAccountUpdate(request, user.id, "two-factor-disabled");
        // Cancelling an enrolment never confirmed changes nothing the owner relied on.
        if (user.twoFactorEnabled) await mailTwoFactorChange(request, user, "disabled");
        return { ok: true as const, message: AuthMessages.twoFactorDisabled };
      },
    );

    app.post(
      "/api/account/two-factor/reset",
      { schema: schema.resetTwoFactor, onRequest: signedIn(ctx) },
      async (request, reply) => {
        const { user } = actorOf(request);
        await limits.currentPasswordPerAccount.hit(request, user.id);
        const headers = toHeaders(request);
        const disabled = await auth.api.disableTwoFactor({
          body: { password: request.body.password },
          headers,
          asResponse: true,
        });
        await forwardAuthResponse(
          reply,
          disabled,
          wrongPassword(AuthMessages.twoFactorResetFailed),
        );
        // Disabling rotates the session; enrol again with the new session cookie it just set.
        const fresh = disabled.headers
          .getSetCookie()
          .map((c) => c.split(";")[0])
          .join("; ");
        if (fresh) headers.set("cookie", fresh);
        const enabled = await auth.api.enableTwoFactor({
          body: { password: request.body.password },
          headers,
          asResponse: true,
        });
        const body = EnableBody.parse(
          await forwardAuthResponse(
            reply,
            enabled,
            wrongPassword(AuthMessages.twoFactorResetFailed),
          ),
        );
        await announceAccountUpdate(request, user.id, "two-factor-reset");
        if (user.twoFactorEnabled) await mailTwoFactorChange(request, user, "reset");
        return enrolment(body, AuthMessages.twoFactorReset);
      },
    );
  };
