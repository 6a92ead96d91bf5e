import { StandingErrorCodes } from "@common/moderation.ts";
import { and, eq, sql } from "drizzle-orm";
import { expect } from "vitest";
import { auditLog, notifications } from "../../db/schema/index.ts";
import { errorOf } from "../../test/client.ts";
import { TEST_ORIGIN, type TestEnv } from "../../test/support.ts";
import { type Member, member, single } from "../releases/releaseTestKit.ts";

/** Tests of delivery and takedowns (issue 15): the cast, releases, and the denial paths. */

/** An ISO 8601 timestamp (UTC), as the API answers times. */
export const ISO_TIME = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

export interface Cast {
  artist: Member;
  other: Member;
  staff: Member;
  admin: Member;
  suspended: Member;
}

/** An artist, another artist, staff, an admin and a suspended staff member. */
export async function cast(env: TestEnv): Promise<Cast> {
  const [artist, other, staff, admin, suspended] = [
    await member(env, "artist"),
    await member(env, "artist"),
    await member(env, "staff"),
    await member(env, "admin"),
    await member(env, "staff"),
  ];
  await env.ctx.database.db.execute(
    sql`update users set is_suspended = true, suspension_reason = 'Testing',
      suspended_until = now() + interval '3 days' where id = ${suspended.id}`,
  );
  env.ctx.auth.forgetUser(suspended.id);
  return { artist, other, staff, admin, suspended };
}

/** A real single (audio, artwork) of `artist`, approved by `staff`: it has a UPC and ISRC. */
export async function approvedSingle(artist: Member, staff: Member, title: string) {
  const { id } = await single(artist, title);
  const res = await staff.post(`/api/admin/releases/${id}/approve`, { notes: null });
  if (res.status !== 200) throw new Error(`approve: ${res.status} ${JSON.stringify(res.body)}`);
  return id;
}

/** Selects exactly `platforms` on a release (as the builder's Platforms step would have). */
export async function selectPlatforms(env: TestEnv, releaseId: string, platforms: string[]) {
  await env.ctx.database.db.execute(
    sql`update releases set metadata = jsonb_set(metadata, '{selected_platforms}',
      ${JSON.stringify(platforms)}::jsonb) where id = ${releaseId}`,
  );
}

/**
 * Everyone but staff and admins is refused, as on the other admin routes: signed out 401, the
 * owner and another artist 403, a suspended staff member 403 with the standing's code.
 */
export async function expectStaffOnly(
  env: TestEnv,
  people: Cast,
  method: "GET" | "POST",
  url: string,
  payload?: object,
) {
  const anonymous = await env.app.inject({
    method,
    url,
    headers: { origin: TEST_ORIGIN },
    ...(payload ? { payload } : {}),
  });
  expect(anonymous.statusCode).toBe(401);
  for (const who of [people.artist, people.other]) {
    const res = method === "GET" ? await who.get(url) : await who.post(url, payload);
    expect(res.status).toBe(403);
  }
  const suspended =
    method === "GET" ? await people.suspended.get(url) : await people.suspended.post(url, payload);
  expect(suspended.status).toBe(403);
  expect(errorOf(suspended).code).toBe(StandingErrorCodes.suspended);
}

export const auditActions = async (env: TestEnv, releaseId: string) =>
  (
    await env.ctx.database.db
      .select({ action: auditLog.action, actorId: auditLog.actorId, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, "release"), eq(auditLog.targetId, releaseId)))
      .orderBy(auditLog.createdAt)
  ).filter((row) => row.action !== "APPROVE_RELEASE");

export const notificationsOf = (env: TestEnv, userId: string) =>
  env.ctx.database.db
    .select({
      type: notifications.type,
      title: notifications.title,
      message: notifications.message,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(notifications.createdAt);
