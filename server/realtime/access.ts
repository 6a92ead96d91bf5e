import { accountStanding } from "@common/moderation.ts";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { sessions, users } from "../db/schema/index.ts";
import type { Actor } from "../policies/user.ts";

/**
 * What a socket may do right now: its session may have ended and its account may have been
 * suspended or given another role since it connected.
 */
type CurrentAccess =
  | { kind: "active"; actor: Actor }
  | { kind: "signedOut" }
  | { kind: "suspended" };

export type AccessCheck = (userId: string, sessionId: string) => Promise<CurrentAccess>;

/**
 * Reads the account's role and standing and whether the socket's session is still live, in one
 * prepared query: it runs before every subscribe, so a topic policy never decides on the role
 * the socket was opened with.
 */
export function createAccessCheck(db: Db): AccessCheck {
  const query = db
    .select({
      role: users.role,
      isSuspended: users.isSuspended,
      suspendedUntil: users.suspendedUntil,
      // Qualified by hand: drizzle leaves columns of a one-table select unqualified, and a bare
      // "id" inside the subquery would be the session's.
      sessionLive: sql<boolean>`exists (select 1 from ${sessions} s
        where s.id = ${sql.placeholder("sessionId")} and s.user_id = ${users}.id
          and s.expires_at > now())`,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder("userId")))
    .limit(1)
    .prepare("offbeat_realtime_access");

  return async (userId, sessionId) => {
    const [row] = await query.execute({ userId, sessionId });
    if (!row?.sessionLive) return { kind: "signedOut" };
    if (accountStanding(row) !== "active") return { kind: "suspended" };
    return { kind: "active", actor: { id: userId, role: row.role } };
  };
}
