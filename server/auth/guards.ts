import { accountStanding, ModerationMessages, StandingErrorCodes } from "@common/moderation.ts";
import type { FastifyRequest } from "fastify";
import { AppError, forbidden, unauthorized } from "../lib/errors.ts";
import type { Actor } from "../policies/user.ts";
import type { Auth } from "./auth.ts";
import type { SignedIn } from "./sessionLookup.ts";

export type { SignedIn } from "./sessionLookup.ts";

/** Reads the session cookie; null when signed out or the session has expired. */
export async function readSession(auth: Auth, request: FastifyRequest): Promise<SignedIn | null> {
  return auth.readSession(request.headers.cookie);
}

/**
 * Decision 1: a suspended or banned user, or one who must first agree to the terms, may do
 * nothing but read their own standing, agree to the terms and sign out. Every route that calls
 * `requireUser`/`requireRole` refuses them with 403 and the facts the overlay shows.
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

export interface RequireOptions {
  /** Only for the routes decision 1 leaves open to suspended users (their standing, terms). */
  allowSuspended?: boolean;
}

export async function requireUser(
  auth: Auth,
  request: FastifyRequest,
  options: RequireOptions = {},
): Promise<SignedIn> {
  const signedIn = await readSession(auth, request);
  if (!signedIn) throw unauthorized();
  if (!options.allowSuspended) refuseUnlessInGoodStanding(signedIn);
  return signedIn;
}

export async function requireRole(
  auth: Auth,
  request: FastifyRequest,
  allowed: (actor: Actor) => boolean,
): Promise<SignedIn> {
  const signedIn = await requireUser(auth, request);
  if (!allowed(signedIn.user)) throw forbidden();
  return signedIn;
}
