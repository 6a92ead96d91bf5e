import { and, eq, ne } from "drizzle-orm";
import type { SignedIn } from "../../auth/sessionLookup.ts";
import type { AppContext } from "../../context.ts";
import { sessions } from "../../db/schema/index.ts";
import { authorize } from "../../policies/authorize.ts";

type Deps = Pick<AppContext, "database" | "hub" | "auth">;

/**
 * Ending a session deletes its row (as better-auth's own sign-out does), so its cookie reads as
 * signed out on the next request; its live sockets close on every process when the transaction
 * commits. This process forgets the user's cached sessions at once; another process may still
 * accept the ended cookie for up to SESSION_CACHE_MS (2 s), as after any sign-out.
 */

/** Signs out one of the user's other devices (Settings → Security). */
export async function endSession(deps: Deps, signedIn: SignedIn, id: string): Promise<void> {
  const { user, sessionId } = signedIn;
  await deps.database.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ userId: sessions.userId })
      .from(sessions)
      .where(eq(sessions.id, id))
      .for("update");
    authorize(user, "session.end", row ? { userId: row.userId, current: id === sessionId } : null);
    await tx.delete(sessions).where(eq(sessions.id, id));
    await deps.hub.disconnectSession(id, { tx });
  });
  deps.auth.forgetUser(user.id);
}

/** Signs out every session of the user but this one; answers how many ended. */
export async function endOtherSessions(deps: Deps, signedIn: SignedIn): Promise<number> {
  const { user, sessionId } = signedIn;
  const ended = await deps.database.db.transaction(async (tx) => {
    const rows = await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, user.id), ne(sessions.id, sessionId)))
      .returning({ id: sessions.id });
    for (const row of rows) await deps.hub.disconnectSession(row.id, { tx });
    return rows.length;
  });
  deps.auth.forgetUser(user.id);
  return ended;
}
