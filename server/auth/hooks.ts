import type { FastifyInstance, FastifyRequest } from "fastify";
import { forbidden, unauthorized } from "../lib/errors.ts";
import { type Actor, isAdmin, isStaffOrAdmin } from "../policies/user.ts";
import type { Auth } from "./auth.ts";
import { readSession, refuseUnlessInGoodStanding, type SignedIn } from "./guards.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** Set by the sign-in hooks below; null on a route without one or for a signed-out visitor. */
    signedIn: SignedIn | null;
  }
}

/** Once, on the root instance, before the routes: every request gets the property. */
export function decorateSignedIn(app: FastifyInstance): void {
  app.decorateRequest("signedIn", null);
}

/** What the hooks need of the context (the whole AppContext fits). */
export interface SessionSource {
  auth: Auth;
}

export interface SignInOptions {
  /** Only for the routes decision 1 leaves open to suspended users (their standing, terms). */
  allowSuspended?: boolean;
}

type Hook = (request: FastifyRequest) => Promise<void>;

function requireSignIn(
  ctx: SessionSource,
  allowed: ((actor: Actor) => boolean) | null,
  options: SignInOptions = {},
): Hook {
  return async (request) => {
    const session = await readSession(ctx.auth, request);
    if (!session) throw unauthorized();
    if (!options.allowSuspended) refuseUnlessInGoodStanding(session);
    if (allowed && !allowed(session.user)) throw forbidden();
    request.signedIn = session;
  };
}

/**
 * Route hooks saying who may call a route, declared beside its schema as `onRequest`, so they
 * run before the body is read and validated: a signed-out caller gets 401 (a signed-in one of the
 * wrong role 403, a suspended one the standing refusal) whatever the body holds.
 *
 *   app.get("/api/x", { schema: schema.x, onRequest: signedIn(ctx) }, async (request) => {
 *     const { user } = actorOf(request);
 */
export const signedIn = (ctx: SessionSource, options?: SignInOptions) =>
  requireSignIn(ctx, null, options);
/** Release review and the other pages staff share with admins. */
export const staffOrAdmin = (ctx: SessionSource) => requireSignIn(ctx, isStaffOrAdmin);
/** Decision 2: the rest of the admin area. */
export const adminOnly = (ctx: SessionSource) => requireSignIn(ctx, isAdmin);
/** Public routes that answer a signed-in visitor differently; never refuses. */
export const optionalSignIn =
  (ctx: SessionSource): Hook =>
  async (request) => {
    request.signedIn = await readSession(ctx.auth, request);
  };

/** The caller a sign-in hook let through. Throws (500) on a route that declares none. */
export function actorOf(request: FastifyRequest): SignedIn {
  if (!request.signedIn) throw new Error(`${request.routeOptions.url}: no sign-in hook`);
  return request.signedIn;
}

/** The visitor on an `optionalSignIn` route: null when signed out. */
export const viewerOf = (request: FastifyRequest): SignedIn | null => request.signedIn;
