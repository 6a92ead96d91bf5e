import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { AppContext } from "../context.ts";
import { users } from "../db/schema/index.ts";

export interface CreatedAdmin {
  email: string;
  /** Present only when the password was generated here and must be shown once. */
  generatedPassword?: string;
}

/**
 * First start: when no admin exists, create one from ADMIN_EMAIL/ADMIN_PASSWORD, or with a
 * generated password that the caller prints once. The account is confirmed and has role admin.
 */
export async function ensureAdmin(ctx: AppContext): Promise<CreatedAdmin | null> {
  const db = ctx.database.db;
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, "admin"))
    .limit(1);
  if (existing) return null;
  const email = ctx.config.ADMIN_EMAIL ?? "admin@offbeat.local";
  const generatedPassword = ctx.config.ADMIN_PASSWORD
    ? undefined
    : randomBytes(12).toString("base64url");
  const password = ctx.config.ADMIN_PASSWORD ?? generatedPassword!;
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  if (taken) {
    await db
      .update(users)
      .set({ role: "admin", emailVerified: true })
      .where(eq(users.id, taken.id));
    return { email };
  }
  await createConfirmedUser(ctx, {
    email,
    password,
    fullName: "Offbeat Admin",
    artistName: null,
    role: "admin",
  });
  return { email, generatedPassword };
}

export interface NewUser {
  email: string;
  password: string;
  fullName: string;
  artistName: string | null;
  role: "artist" | "staff" | "admin";
}

/** Creates a confirmed account through better-auth (so the password is hashed its way). */
export async function createConfirmedUser(ctx: AppContext, input: NewUser): Promise<string> {
  const authContext = await ctx.auth.$context;
  const hash = await authContext.password.hash(input.password);
  const user = await authContext.internalAdapter.createUser(
    {
      email: input.email,
      name: input.fullName,
      emailVerified: true,
      artistName: input.artistName,
      role: input.role,
    },
    { method: "admin" },
  );
  await authContext.internalAdapter.linkAccount({
    userId: user.id,
    providerId: "credential",
    accountId: user.id,
    password: hash,
  });
  return user.id;
}
