/**
 * Changing where money goes asks who is at the keyboard again (issue 19: "Changing payout
 * details asks for the password again (and two-factor when enabled)"). better-auth checks the
 * password (verifyPassword) and the code (verifyTOTP, else verifyBackupCode, which spends it),
 * as the account routes do; neither changes the session. A TOTP code already used is refused as a
 * wrong one (server/auth/totpReplay.ts).
 */
import { PayoutMessages } from "@common/payouts/messages.ts";
import { eq } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppContext } from "../context.ts";
import { users } from "../db/schema/index.ts";
import { forwardAuthResponse, toHeaders } from "../lib/authBridge.ts";
import { AppError } from "../lib/errors.ts";

const TOTP_CODE = /^\d{6}$/;

const wrongPassword = () =>
  new AppError(400, "INVALID_PASSWORD", PayoutMessages.wrongPassword, {
    password: PayoutMessages.wrongPassword,
  });

const wrongCode = () =>
  new AppError(400, "INVALID_CODE", PayoutMessages.wrongCode, { code: PayoutMessages.wrongCode });

/**
 * Throws a 400 naming the field (password, code) unless the caller's password, and their
 * two-factor code when they have two-factor on, are right. The caller limits attempts.
 */
export async function reauthenticate(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  input: { password: string; code?: string | undefined },
): Promise<void> {
  const headers = toHeaders(request);
  const checked = await ctx.auth.api.verifyPassword({
    body: { password: input.password },
    headers,
    asResponse: true,
  });
  await forwardAuthResponse(reply, checked, (failure) =>
    failure.status >= 500 ? undefined : wrongPassword(),
  );
  // Read now, not from the session cache: two-factor switched on a moment ago counts.
  const [user] = await ctx.database.db
    .select({ twoFactorEnabled: users.twoFactorEnabled })
    .from(users)
    .where(eq(users.id, userId));
  if (!user?.twoFactorEnabled) return;
  const code = input.code?.trim() ?? "";
  if (code === "")
    throw new AppError(400, "CODE_REQUIRED", PayoutMessages.codeRequired, {
      code: PayoutMessages.codeRequired,
    });
  const response = TOTP_CODE.test(code)
    ? await ctx.auth.api.verifyTOTP({ body: { code }, headers, asResponse: true })
    : await ctx.auth.api.verifyBackupCode({
        body: { code, disableSession: true },
        headers,
        asResponse: true,
      });
  await forwardAuthResponse(reply, response, (failure) =>
    failure.status >= 500 ? undefined : wrongCode(),
  );
}
