import { and, eq, sql } from "drizzle-orm";
import { auditLog, notifications } from "../../db/schema/index.ts";
import type { TestEnv } from "../../test/support.ts";
import { draft, type Member, setStatus } from "../releases/releaseTestKit.ts";

/** Tests of release review: small helpers over the release test kit. */

/** A release of `artist` in `status` (saved as a draft through the API, then moved). */
export async function releaseIn(
  env: TestEnv,
  artist: Member,
  status: string,
  title = `Review Me ${Math.random().toString(36).slice(2, 8)}`,
  artistName = artist.artistName,
) {
  const id = await draft(artist, title, artistName);
  if (status !== "draft") await setStatus(env, id, status);
  return id;
}

export async function statusOf(env: TestEnv, id: string) {
  const result = await env.ctx.database.db.execute<{ status: string; admin_notes: string | null }>(
    sql`select status, admin_notes from releases where id = ${id}`,
  );
  return result.rows[0] ?? null;
}

export const auditFor = (env: TestEnv, releaseId: string) =>
  env.ctx.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, "release"), eq(auditLog.targetId, releaseId)));

export const notificationsOf = (env: TestEnv, userId: string) =>
  env.ctx.database.db.select().from(notifications).where(eq(notifications.userId, userId));

/** The release ids of a list answer, in order. */
export const idsOf = (body: { items: { id: string }[] }) => body.items.map((item) => item.id);
