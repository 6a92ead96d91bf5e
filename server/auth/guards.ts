import type { FastifyRequest } from "fastify";
import { forbidden, unauthorized } from "../lib/errors.ts";
import type { Actor } from "../policies/user.ts";
import type { Auth } from "./auth.ts";
import type { SignedIn } from "./sessionLookup.ts";

export type { SignedIn } from "./sessionLookup.ts";

/** Reads the session cookie; null when signed out or the session has expired. */
export async function readSession(auth: Auth, request: FastifyRequest): Promise<SignedIn | null> {
  return auth.readSession(request.headers.cookie);
}

export async function requireUser(auth: Auth, request: FastifyRequest): Promise<SignedIn> {
  const signedIn = await readSession(auth, request);
  if (!signedIn) throw unauthorized();
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
