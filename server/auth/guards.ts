import { RoleSchema } from "@common/users.ts";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { toHeaders } from "../lib/authBridge.ts";
import { forbidden, unauthorized } from "../lib/errors.ts";
import type { Actor } from "../policies/user.ts";
import type { Auth } from "./auth.ts";

/** The parts of better-auth's session user that Offbeat relies on, checked rather than trusted. */
const SessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  artistName: z.string().nullable().optional(),
  image: z.string().nullable().optional(),
  role: RoleSchema,
  emailVerified: z.boolean(),
  twoFactorEnabled: z.boolean().nullable().optional(),
  createdAt: z.coerce.date(),
});
export type SessionUser = z.infer<typeof SessionUserSchema> & Actor;

export interface SignedIn {
  user: SessionUser;
  sessionId: string;
}

/** Reads the session cookie; null when signed out or the session has expired. */
export async function readSession(auth: Auth, request: FastifyRequest): Promise<SignedIn | null> {
  if (!request.headers.cookie) return null;
  const result = await auth.api.getSession({ headers: toHeaders(request) });
  if (!result) return null;
  return { user: SessionUserSchema.parse(result.user), sessionId: result.session.id };
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
