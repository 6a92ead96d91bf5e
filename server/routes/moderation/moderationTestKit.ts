import type { Role } from "@common/users.ts";
import { and, eq } from "drizzle-orm";
import { auditLog, userSuspensions, users, userWarnings } from "../../db/schema/index.ts";
import type { TestEnv } from "../../test/support.ts";
import { call, signedIn } from "../account/accountTestKit.ts";

/** Moderation tests: people, the admin actions and the rows they leave, over `inject`. */

export type Person = Awaited<ReturnType<typeof person>>;

export async function person(env: TestEnv, role: Role = "artist", fullName = "Test Artist") {
  const { user, cookie } = await signedIn(env, role, fullName);
  return {
    ...user,
    cookie,
    get: (url: string) => call(env, "GET", url, { cookie }),
    post: (url: string, payload: object = {}) => call(env, "POST", url, { cookie, payload }),
    del: (url: string) => call(env, "DELETE", url, { cookie }),
    put: (url: string, payload: object) => call(env, "PUT", url, { cookie, payload }),
  };
}

export const suspend = (admin: Person, userId: string, body: object) =>
  admin.post(`/api/admin/users/${userId}/suspend`, body);
export const unsuspend = (admin: Person, userId: string) =>
  admin.post(`/api/admin/users/${userId}/unsuspend`);
export const warn = (admin: Person, userId: string, body: object) =>
  admin.post(`/api/admin/users/${userId}/warnings`, body);

export async function userRow(env: TestEnv, id: string) {
  const [row] = await env.ctx.database.db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error("no such user");
  return row;
}

export const suspensionRows = (env: TestEnv, userId: string) =>
  env.ctx.database.db.select().from(userSuspensions).where(eq(userSuspensions.userId, userId));

export const warningRows = (env: TestEnv, userId: string) =>
  env.ctx.database.db.select().from(userWarnings).where(eq(userWarnings.userId, userId));

export const auditRows = (env: TestEnv, action: string, targetId: string) =>
  env.ctx.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)));

/**
 * Lets a temporary suspension run out without waiting: its end moves into the past, as the
 * clock would have moved it. Drops cached sessions so the next request reads the account.
 */
export async function endSuspensionByTime(env: TestEnv, userId: string) {
  const past = new Date(Date.now() - 60_000);
  await env.ctx.database.db.update(users).set({ suspendedUntil: past }).where(eq(users.id, userId));
  await env.ctx.database.db
    .update(userSuspensions)
    .set({ suspendedUntil: past })
    .where(and(eq(userSuspensions.userId, userId), eq(userSuspensions.isActive, true)));
  env.ctx.auth.forgetUser(userId);
}
