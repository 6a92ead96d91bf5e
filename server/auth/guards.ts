import { accountStanding, ModerationMessages, StandingErrorCodes } from "@common/moderation.ts";
import type { FastifyRequest } from "fastify";
import { AppError } from "../lib/errors.ts";
import type { Auth } from "./auth.ts";
import type { SignedIn } from "./sessionLookup.ts";

export type { SignedIn } from "./sessionLookup.ts";

/** Reads the session cookie; null when signed out or the session has expired. */
export async function readSession(auth: Auth, request: FastifyRequest): Promise<SignedIn | null> {
  return auth.readSession(request.headers.cookie);
}

/**
 * Decision 1: a suspended or banned user, or one who must first agree to the terms, may do
 * nothing but read their own standing, agree to the terms and sign out. Every route behind a
 * sign-in hook (hooks.ts) refuses them with 403 and the facts the overlay shows.
 */
export function refuseUnlessInGoodStanding(signedIn: SignedIn): void {
  const { user } = signedIn;
  const standing = accountStanding(user);
  if (standing === "active") return;
  const suspension = {
    standing,
    reason: user.suspensionReason,
    suspendedUntil: user.suspendedUntil?.toISOString() ?? null,
  };
  if (standing === "terms") {
    throw new AppError(403, StandingErrorCodes.terms, ModerationMessages.termsTitle, undefined, {
      suspension,
    });
  }
  throw new AppError(
    403,
    StandingErrorCodes.suspended,
    standing === "banned" ? ModerationMessages.bannedTitle : ModerationMessages.suspendedTitle,
    undefined,
    { suspension },
  );
}
