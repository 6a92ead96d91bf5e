import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@common/auth.ts";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { twoFactor } from "better-auth/plugins";
import { and, eq } from "drizzle-orm";
import { addSignUpArtistName } from "../commands/releases/addSignUpArtistName.ts";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import { accounts, sessions, twoFactors, users, verifications } from "../db/schema/index.ts";
import type { JobQueue } from "../lib/jobQueue.ts";
import { fetchTrustedOrigins } from "../lib/sameOrigin.ts";
import { SEND_MAIL } from "../mail/mailer.ts";
import { confirmationMail, passwordResetMail } from "../mail/templates.ts";
import { CLAIM_ROYALTY_INVITATION } from "../royalties/invitations/claimJobName.ts";
import { lightPasswordHashing } from "./lightPasswordHashing.ts";
import { forgetPendingSignIns } from "./pendingSignIns.ts";
import { forgetResetLinks } from "./resetLinks.ts";
import {
  createSessionLookup,
  SESSION_EXPIRES_IN_SECONDS,
  SESSION_UPDATE_AGE_SECONDS,
} from "./sessionLookup.ts";
import { totpReplayGuard } from "./totpReplay.ts";

export interface AuthDeps {
  config: Config;
  database: Database;
  jobs: JobQueue;
  secret: string;
  trustedOrigins: string[];
  /** Test suite only: see lightPasswordHashing.ts. */
  lightPasswordHashing?: boolean;
}

/**
 * better-auth does the cryptography (password hashing, session tokens, TOTP, backup codes,
 * two-factor lockout). Offbeat never exposes its handler directly: server/routes/auth wraps
 * each call so every route has Offbeat's zod schema, error shape, rate limits and OpenAPI entry.
 */
export function createAuth({
  config,
  database,
  jobs,
  secret,
  trustedOrigins,
  lightPasswordHashing: light,
}: AuthDeps) {
  const appUrl = config.APP_URL;
  const secureCookies = config.NODE_ENV === "production";
  const auth = betterAuth({
    appName: config.LABEL_NAME,
    baseURL: appUrl,
    basePath: "/api/auth",
    secret,
    // APP_URL, TRUSTED_ORIGINS and the address the request was sent to, as in lib/sameOrigin.ts.
    trustedOrigins: fetchTrustedOrigins(trustedOrigins),
    telemetry: { enabled: false },
    // Offbeat's routes apply their own limits (server/lib/limits.ts), keyed by address and account.
    rateLimit: { enabled: false },
    database: drizzleAdapter(database.db, {
      provider: "pg",
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        twoFactor: twoFactors,
      },
    }),
    // Every account better-auth creates (sign-up, the first admin, seeds) gets the artist name it
    // was given as its first artist name (issue 16), so the builder offers it at once.
    databaseHooks: {
      user: {
        create: {
          after: async (user) => {
            const { artistName } = user as { artistName?: string | null };
            await addSignUpArtistName(database.db, user.id, artistName);
          },
        },
      },
    },
    user: {
      additionalFields: {
        artistName: { type: "string", required: true, input: true },
        role: { type: "string", required: false, input: false, defaultValue: "artist" },
      },
    },
    advanced: {
      // better-auth skips its Origin check when NODE_ENV is test; tests must see production's.
      disableOriginCheck: false,
      database: { generateId: "uuid" },
      useSecureCookies: secureCookies,
      cookiePrefix: "offbeat",
      defaultCookieAttributes: {
        httpOnly: true,
        sameSite: "lax",
        secure: config.NODE_ENV === "production",
      },
    },
    session: { expiresIn: SESSION_EXPIRES_IN_SECONDS, updateAge: SESSION_UPDATE_AGE_SECONDS },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
      ...(light ? { password: lightPasswordHashing } : {}),
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, token }) => {
        // A newer link replaces the older ones: a stale mail left in an inbox opens nothing.
        await forgetResetLinks(database.db, user.id, token);
        const url = `${appUrl}/reset-password?token=${encodeURIComponent(token)}`;
        await jobs.send(SEND_MAIL, passwordResetMail(user.email, user.name, url));
      },
      // better-auth spends the link used; whatever others remain end with it, and so do sign-ins
      // started with the old password that still wait for their two-factor code.
      onPasswordReset: async ({ user }) => {
        await forgetResetLinks(database.db, user.id);
        await forgetPendingSignIns(database.db, user.id);
        // The reset link came to the address and its user chose the password: what confirming
        // asks (mailbox and password together, routes/auth). So an address someone else opened
        // an account with is taken back this way, and a reset never leaves the owner unconfirmed.
        const confirmed = await database.db
          .update(users)
          .set({ emailVerified: true })
          .where(and(eq(users.id, user.id), eq(users.emailVerified, false)))
          .returning({ email: users.email });
        for (const { email } of confirmed) await jobs.send(CLAIM_ROYALTY_INVITATION, { email });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, token }) => {
        const url = `${appUrl}/api/auth/verify-email?token=${encodeURIComponent(token)}`;
        await jobs.send(SEND_MAIL, confirmationMail(user.email, user.name, url));
      },
      // Issue 19: royalties held for this email move to the account once it is confirmed.
      // A job, so confirming never waits on the ledger; the claim is idempotent.
      afterEmailVerification: async (user) => {
        if (user.emailVerified) await jobs.send(CLAIM_ROYALTY_INVITATION, { email: user.email });
      },
    },
    plugins: [
      twoFactor({
        issuer: config.LABEL_NAME,
        // Ten wrong codes lock the factor for 15 minutes: with the per-address limits a 6-digit
        // code cannot be guessed (at most ~1000 tries a day against 1,000,000 codes).
        accountLockout: { enabled: true, maxFailedAttempts: 10, durationSeconds: 900 },
      }),
      // Each TOTP code is accepted once (better-auth alone accepts it again for its window).
      totpReplayGuard(database.db),
    ],
  });
  const cookieName = `${secureCookies ? "__Secure-" : ""}offbeat.session_token`;
  const sessionLookup = createSessionLookup(
    database.db,
    secret,
    cookieName,
    config.SESSION_CACHE_MS,
  );
  return Object.assign(auth, {
    readSession: sessionLookup.lookup,
    forgetSession: sessionLookup.forget,
    forgetUser: sessionLookup.forgetUser,
  });
}

export type Auth = ReturnType<typeof createAuth>;
