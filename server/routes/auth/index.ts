import { AuthMessages } from "@common/auth.ts";
import { verifyJWT } from "better-auth/crypto";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { confirmedAddress } from "../../auth/confirmationLinks.ts";
import { noteSignInDevice } from "../../auth/newDeviceAlert.ts";
import { resetLinkUserId } from "../../auth/resetLinks.ts";
import { securityMailTo, sendSecurityMail } from "../../auth/securityNotices.ts";
import { artistNameTaken } from "../../commands/releases/createArtist.ts";
import type { AppContext } from "../../context.ts";
import {
  type AuthFailure,
  forwardAuthResponse,
  signInStepHeaders,
  toHeaders,
} from "../../lib/authBridge.ts";
import { AppError, unauthorized } from "../../lib/errors.ts";
import { requireFeature } from "../../lib/featureFlags.ts";
import { type AuthLimits, clientAddress } from "../../lib/limits.ts";
import { SEND_MAIL } from "../../mail/mailer.ts";
import { passwordChangedMail } from "../../mail/securityMails.ts";
import { existingAccountMail } from "../../mail/templates.ts";
import { presentCurrentUser } from "../../presenters/user.ts";
import { unacknowledgedWarningCount } from "../../queries/moderation/warnings.ts";
import { findUserByEmail, findUserById } from "../../queries/users.ts";
import * as schema from "./schema.ts";

const SignedInBody = z.object({ user: z.object({ id: z.string() }) });
const TwoFactorBody = z.object({ twoFactorRedirect: z.literal(true) });
const NotVerifiedBody = z.object({ code: z.literal("EMAIL_NOT_VERIFIED") });

/** better-auth refused a right password because the address is not confirmed yet. */
async function notVerified(response: Response): Promise<boolean> {
  if (response.status !== 403) return false;
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => null);
  return NotVerifiedBody.safeParse(body).success;
}

/** better-auth's wording for a wrong or unconfirmed sign-in, replaced by the product's. */
function signInFailure(failure: AuthFailure): AppError | undefined {
  if (failure.code === "EMAIL_NOT_VERIFIED")
    return new AppError(403, "EMAIL_NOT_VERIFIED", AuthMessages.emailNotVerified);
  if (failure.code === "INVALID_EMAIL_OR_PASSWORD")
    return new AppError(401, failure.code, AuthMessages.invalidCredentials);
  return undefined;
}

function codeFailure(failure: AuthFailure): AppError {
  if (failure.code === "ACCOUNT_TEMPORARILY_LOCKED") {
    return new AppError(
      429,
      "TWO_FACTOR_LOCKED",
      "Too many wrong codes. Two-factor sign-in is locked for 15 minutes.",
    );
  }
  if (failure.code === "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE") {
    return new AppError(
      429,
      "TWO_FACTOR_RESTART",
      "Too many wrong codes. Please go back to sign in and start again.",
    );
  }
  if (failure.code === "INVALID_TWO_FACTOR_COOKIE") {
    return new AppError(
      401,
      "TWO_FACTOR_EXPIRED",
      "Your sign-in expired. Please go back to sign in and try again.",
    );
  }
  return new AppError(400, "INVALID_CODE", AuthMessages.invalidCode);
}

export const authRoutes =
  (ctx: AppContext, limits: AuthLimits): FastifyPluginAsyncZod =>
  async (app) => {
    const { auth } = ctx;

    /** Tells an address's owner that a sign-up met their account; quietly, at most hourly. */
    async function mailTakenAddress(request: FastifyRequest, email: string, confirmed: boolean) {
      try {
        await limits.takenSignUpMailPerAccount.hit(request, email.toLowerCase());
      } catch (error) {
        if (error instanceof AppError && error.status === 429) return;
        throw error;
      }
      const signInUrl = `${ctx.config.APP_URL}/?signin=required`;
      await ctx.jobs.send(SEND_MAIL, existingAccountMail(email, confirmed, signInUrl));
    }

    /** The address a confirmation link is for, if better-auth signed it and it has not expired. */
    async function confirmationLinkAddress(token: string): Promise<string | null> {
      if (!(await verifyJWT(token, (await auth.$context).secret))) return null;
      return confirmedAddress(token);
    }

    /** Confirms `email` with the link's token, or answers why not. */
    async function confirmAddress(token: string, email: string): Promise<void> {
      const invalid = new AppError(
        400,
        "CONFIRMATION_LINK_INVALID",
        AuthMessages.confirmationLinkInvalid,
      );
      if ((await confirmationLinkAddress(token)) !== email.toLowerCase()) throw invalid;
      const response = await auth.api.verifyEmail({ query: { token }, asResponse: true });
      if (!response.ok) throw invalid;
    }

    /**
     * The sign-in has happened (its cookie is set): a failure to note the device or queue its
     * mail is logged, not turned into a failed sign-in.
     */
    const noteDevice = (request: FastifyRequest, userId: string) =>
      noteSignInDevice(ctx, userId, request.headers["user-agent"]).catch((err: unknown) =>
        request.log.error({ err }, "sign-in device not noted"),
      );

    app.post("/api/auth/sign-up", { schema: schema.signUp }, async (request, reply) => {
      await limits.signUpPerIp.hit(request, clientAddress(request));
      await requireFeature(ctx.database.db, "new_signups");
      const { email, password, fullName, artistName } = request.body;
      // The artist name becomes the account's own (issue 16), so one taken by any account is
      // refused first: artist names are public, so this tells nothing about the address.
      if (await artistNameTaken(ctx.database.db, artistName))
        throw new AppError(409, "ARTIST_NAME_TAKEN", AuthMessages.artistNameTaken, {
          artistName: AuthMessages.artistNameTaken,
        });
      // The same answer whether or not the address is taken, so sign-up cannot probe for accounts;
      // in the same time too: a taken address still pays for the hash, the bulk of a new account.
      const existing = await findUserByEmail(ctx.database.db, email);
      if (existing) {
        await (await auth.$context).password.hash(password);
        await mailTakenAddress(request, existing.email, existing.emailVerified);
      } else {
        const response = await auth.api.signUpEmail({
          body: { email, password, name: fullName, artistName },
          headers: toHeaders(request),
          asResponse: true,
        });
        await forwardAuthResponse(reply, response);
      }
      return { ok: true as const, message: AuthMessages.signUpSuccess };
    });

    app.post("/api/auth/sign-in", { schema: schema.signIn }, async (request, reply) => {
      const { email, password } = request.body;
      const address = clientAddress(request);
      await limits.signInPerIp.hit(request, address);
      await limits.signInPerAddressAndAccount.hit(request, `${address} ${email}`);
      await limits.signInPerAccount.hit(request, email);
      const signInEmail = () =>
        auth.api.signInEmail({
          body: { email, password, rememberMe: true },
          headers: toHeaders(request),
          asResponse: true,
        });
      let response = await signInEmail();
      // The confirmation link only brings its token here (GET /api/auth/verify-email changes
      // nothing): the address is confirmed by someone who has both the mailbox and the password.
      // A mail scanner following the link, or the address's owner clicking a mail they never
      // asked for, cannot confirm an account someone else opened with that address (and with it
      // claim royalties held for the address).
      // Said back, so the page thanks for a confirmation only when this sign-in made it (a spent
      // link opened again on a confirmed account is a plain sign-in).
      let emailConfirmed = false;
      if (request.body.confirmToken && (await notVerified(response))) {
        await confirmAddress(request.body.confirmToken, email);
        emailConfirmed = true;
        response = await signInEmail();
      }
      const body = await forwardAuthResponse<unknown>(reply, response, signInFailure);
      if (TwoFactorBody.safeParse(body).success)
        return { twoFactorRequired: true, emailConfirmed, user: null };
      const user = await findUserById(ctx.database.db, SignedInBody.parse(body).user.id);
      if (!user) throw unauthorized();
      await noteDevice(request, user.id);
      return {
        twoFactorRequired: false,
        emailConfirmed,
        user: presentCurrentUser(user, await unacknowledgedWarningCount(ctx.database.db, user.id)),
      };
    });

    app.post(
      "/api/auth/two-factor/verify",
      { schema: schema.verifyTwoFactor },
      async (request, reply) => {
        await limits.twoFactorPerIp.hit(request, clientAddress(request));
        // A code already used (its time-step) comes back as a wrong one: auth/totpReplay.ts.
        const response = await auth.api.verifyTOTP({
          body: { code: request.body.code, trustDevice: false },
          headers: signInStepHeaders(request),
          asResponse: true,
        });
        const body = await forwardAuthResponse<unknown>(reply, response, codeFailure);
        const user = await findUserById(ctx.database.db, SignedInBody.parse(body).user.id);
        if (!user) throw unauthorized();
        await noteDevice(request, user.id);
        return {
          user: presentCurrentUser(
            user,
            await unacknowledgedWarningCount(ctx.database.db, user.id),
          ),
        };
      },
    );

    app.post(
      "/api/auth/two-factor/backup-code",
      { schema: schema.verifyBackupCode },
      async (request, reply) => {
        await limits.twoFactorPerIp.hit(request, clientAddress(request));
        const response = await auth.api.verifyBackupCode({
          body: { code: request.body.code, trustDevice: false },
          headers: signInStepHeaders(request),
          asResponse: true,
        });
        const body = await forwardAuthResponse<unknown>(reply, response, codeFailure);
        const user = await findUserById(ctx.database.db, SignedInBody.parse(body).user.id);
        if (!user) throw unauthorized();
        await noteDevice(request, user.id);
        return {
          user: presentCurrentUser(
            user,
            await unacknowledgedWarningCount(ctx.database.db, user.id),
          ),
        };
      },
    );

    app.post("/api/auth/sign-out", { schema: schema.signOut }, async (request, reply) => {
      if (request.headers.cookie) {
        const signedIn = await auth.readSession(request.headers.cookie);
        auth.forgetSession(request.headers.cookie);
        const response = await auth.api.signOut({ headers: toHeaders(request), asResponse: true });
        // Signing out an already expired session is still a sign-out.
        await forwardAuthResponse(reply, response).catch(() => null);
        // Live sockets opened under this session end too, on every server process.
        if (signedIn) await ctx.hub.disconnectSession(signedIn.sessionId);
      }
      return { ok: true as const };
    });

    app.post(
      "/api/auth/resend-confirmation",
      { schema: { ...schema.emailOnly, summary: "Mail a new confirmation link" } },
      async (request) => {
        const { email } = request.body;
        await limits.mailPerIp.hit(request, clientAddress(request));
        await limits.mailPerAccount.hit(request, email);
        const user = await findUserByEmail(ctx.database.db, email);
        // Answer the same for unknown and confirmed addresses: no account probing.
        if (user && !user.emailVerified) {
          await auth.api.sendVerificationEmail({ body: { email }, headers: toHeaders(request) });
        }
        return { ok: true as const, message: AuthMessages.verificationResent };
      },
    );

    // The mail's link opens the sign-in form with the address filled in; signing in there with
    // the token confirms it (above). Address and token ride in the fragment, which browsers
    // never send, so they stay out of access logs on the way back.
    app.get("/api/auth/verify-email", { schema: schema.verifyEmail }, async (request, reply) => {
      const { token } = request.query;
      const email = await confirmationLinkAddress(token);
      if (!email) return reply.redirect("/?confirmed=0");
      const fragment = new URLSearchParams({ email, token });
      return reply.redirect(`/?confirm=1#${fragment}`);
    });

    app.post(
      "/api/auth/forgot-password",
      { schema: { ...schema.emailOnly, summary: "Mail a password reset link" } },
      async (request) => {
        const { email } = request.body;
        await limits.mailPerIp.hit(request, clientAddress(request));
        await limits.mailPerAccount.hit(request, email);
        const user = await findUserByEmail(ctx.database.db, email);
        if (user) {
          await auth.api.requestPasswordReset({
            body: { email, redirectTo: "/reset-password" },
            headers: toHeaders(request),
          });
        }
        return { ok: true as const, message: AuthMessages.resetRequested };
      },
    );

    app.post(
      "/api/auth/reset-password",
      { schema: schema.resetPassword },
      async (request, reply) => {
        await limits.mailPerIp.hit(request, clientAddress(request));
        // Read before the reset spends the link: whose sessions (and live sockets) end with it.
        const userId = await resetLinkUserId(ctx.database.db, request.body.token);
        // An unconfirmed account's reset is its owner's first way in (and its name was typed by
        // whoever opened it): only a confirmed account is told its password changed.
        const owner = userId ? await findUserById(ctx.database.db, userId) : null;
        const response = await auth.api.resetPassword({
          body: { token: request.body.token, newPassword: request.body.password },
          asResponse: true,
        });
        await forwardAuthResponse(reply, response, (failure) =>
          failure.code === "INVALID_TOKEN"
            ? new AppError(
                400,
                "INVALID_TOKEN",
                "This reset link is invalid or has expired. Please ask for a new one.",
              )
            : undefined,
        );
        if (userId) await ctx.hub.disconnectUser(userId, "sessionEnded");
        if (owner?.emailVerified) {
          const mail = passwordChangedMail(securityMailTo(ctx, owner), "reset", new Date());
          await sendSecurityMail(ctx, request.log, mail);
        }
        return { ok: true as const, message: AuthMessages.resetDone };
      },
    );
  };
