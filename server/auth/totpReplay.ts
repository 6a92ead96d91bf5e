import { createHmac, timingSafeEqual } from "node:crypto";
import type { BetterAuthPlugin } from "better-auth";
import { createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { symmetricDecrypt } from "better-auth/crypto";
import { and, eq, lt } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/client.ts";
import { twoFactors } from "../db/schema/index.ts";

/**
 * better-auth's verifyTOTP accepts the codes of the previous, current and next 30-second step
 * and records nothing, so a code read over a shoulder, from a screen share or a log works again
 * for up to a minute and a half. RFC 6238 §5.2: accept each step once. This plugin remembers the
 * last step accepted per user (two_factors.last_totp_step) and has better-auth refuse a code of
 * that step or an earlier one exactly as a wrong code (same answer, same failure counters), so a
 * replay tells nobody the code was right. Backup codes are spent by better-auth already.
 */

// As better-auth's TOTP with Offbeat's settings (its defaults): 6 digits, 30-second steps, ±1 step.
const DIGITS = 6;
const PERIOD_MS = 30_000;
const WINDOW = 1;

/**
 * RFC 4226 HOTP, as @better-auth/utils/otp computes it: HMAC-SHA1 keyed by the secret's UTF-8
 * bytes (better-auth's generated secrets; Offbeat never imports `base32:` ones from elsewhere).
 */
function hotp(secret: string, counter: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac("sha1", secret).update(message).digest();
  const offset = mac.readUInt8(mac.length - 1) & 0xf;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** DIGITS).padStart(DIGITS, "0");
}

/**
 * The time-step whose code `code` is, among those better-auth accepts at `now`; null when it
 * matches none (better-auth refuses it as wrong anyway). The latest step wins the rare tie.
 */
function totpStep(secret: string, code: string, now = Date.now()): number | null {
  // Bytes, not characters: timingSafeEqual needs equal lengths, and "１" is one character.
  const given = Buffer.from(code);
  if (given.length !== DIGITS) return null;
  const current = Math.floor(now / PERIOD_MS);
  let matched: number | null = null;
  for (let step = current - WINDOW; step <= current + WINDOW; step++) {
    if (timingSafeEqual(Buffer.from(hotp(secret, step)), given)) matched = step;
  }
  return matched;
}

/**
 * Records `step` as the user's last accepted TOTP step, only if it is later than the one there.
 * One conditional UPDATE: of two requests with the same code at once, the second waits for the
 * first's row lock, re-reads the row and no longer matches, so only one of them gets true.
 */
async function claimTotpStep(db: Db, userId: string, step: number): Promise<boolean> {
  const claimed = await db
    .update(twoFactors)
    .set({ lastTotpStep: step })
    .where(and(eq(twoFactors.userId, userId), lt(twoFactors.lastTotpStep, step)))
    .returning({ id: twoFactors.id });
  return claimed.length > 0;
}

const VerifyBody = z.object({ code: z.string() });

/**
 * Runs before every `/two-factor/verify-totp` (the sign-in's code step, enrolment confirm, the
 * payout re-authentication): a hook and not a check in each route, so no caller can forget it.
 */
export function totpReplayGuard(db: Db) {
  return {
    id: "offbeat-totp-replay",
    hooks: {
      before: [
        {
          matcher: (context) => context.path === "/two-factor/verify-totp",
          handler: createAuthMiddleware(async (ctx) => {
            const body = VerifyBody.safeParse(ctx.body);
            if (!body.success) return;
            // Whose factor better-auth will check: the signed-in caller's, else the pending
            // sign-in's named by its two_factor cookie (as its verifyTwoFactor decides).
            const session = await getSessionFromCtx(ctx, {
              disableCookieCache: true,
              disableRefresh: true,
            });
            let userId = session?.user.id;
            if (!userId) {
              const cookie = ctx.context.createAuthCookie("two_factor");
              const pending = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
              if (!pending) return;
              userId = (await ctx.context.internalAdapter.findVerificationValue(pending))?.value;
            }
            if (!userId) return;
            const [factor] = await db
              .select({ secret: twoFactors.secret })
              .from(twoFactors)
              .where(eq(twoFactors.userId, userId));
            if (!factor) return;
            const secret = await symmetricDecrypt({
              key: ctx.context.secretConfig,
              data: factor.secret,
            });
            const step = totpStep(secret, body.data.code);
            if (step === null || (await claimTotpStep(db, userId, step))) return;
            // A step already used: better-auth gets a code that matches no step, so it answers
            // and counts this try as the wrong code it is now.
            return { context: { body: { code: "" } } };
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}
