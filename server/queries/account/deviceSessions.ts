import {
  DEVICE_SESSION_LIST_LIMIT,
  type DeviceSessionList,
  DeviceSessionMessages,
} from "@common/deviceSessions.ts";
import { and, desc, eq, gt, sql } from "drizzle-orm";
import { deviceName } from "../../auth/deviceName.ts";
import type { Db } from "../../db/client.ts";
import { sessions } from "../../db/schema/index.ts";

/**
 * The account's live sessions for Settings → Security: this device first, then the newest
 * sign-ins, at most DEVICE_SESSION_LIST_LIMIT, and how many there are in all. Two queries on
 * sessions_user_id_idx (sign-ins are rate limited and end after 14 days unused, so an account
 * holds few).
 */
export async function listDeviceSessions(
  db: Db,
  userId: string,
  currentSessionId: string,
): Promise<DeviceSessionList> {
  const live = and(eq(sessions.userId, userId), gt(sessions.expiresAt, sql`now()`));
  const [rows, [count]] = await Promise.all([
    db
      .select({ id: sessions.id, userAgent: sessions.userAgent, createdAt: sessions.createdAt })
      .from(sessions)
      .where(live)
      .orderBy(desc(sql`${sessions.id} = ${currentSessionId}`), desc(sessions.createdAt))
      .limit(DEVICE_SESSION_LIST_LIMIT),
    db.select({ n: sql<number>`count(*)::int` }).from(sessions).where(live),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      device: deviceName(row.userAgent, DeviceSessionMessages.unknownDevice),
      signedInAt: row.createdAt.toISOString(),
      current: row.id === currentSessionId,
    })),
    total: count?.n ?? rows.length,
  };
}
