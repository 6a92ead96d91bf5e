import { and, eq, like, ne } from "drizzle-orm";
import type { Db, Tx } from "../db/client.ts";
import { verifications } from "../db/schema/index.ts";

/** better-auth keeps a reset link as a verification row `reset-password:<token>` = user id. */
const RESET_PREFIX = "reset-password:";

/**
 * Ends a user's password-reset links, all but `keepToken` (the one just mailed), so only the
 * newest link works and none survives a password change or a reset.
 */
export async function forgetResetLinks(db: Db | Tx, userId: string, keepToken?: string) {
  await db
    .delete(verifications)
    .where(
      and(
        like(verifications.identifier, `${RESET_PREFIX}%`),
        eq(verifications.value, userId),
        keepToken === undefined
          ? undefined
          : ne(verifications.identifier, `${RESET_PREFIX}${keepToken}`),
      ),
    );
}

/** Whose password the reset link `token` would set (null when there is no such link). */
export async function resetLinkUserId(db: Db | Tx, token: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: verifications.value })
    .from(verifications)
    .where(eq(verifications.identifier, `${RESET_PREFIX}${token}`))
    .limit(1);
  return row?.userId ?? null;
}
