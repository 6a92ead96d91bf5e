import { and, eq, inArray, like, or, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client.ts";
import { verifications } from "../db/schema/index.ts";

/**
 * better-auth's two-factor plugin keeps a sign-in waiting for its code as a verification row
 * `2fa-<random>` = user id (the two_factor cookie holds the identifier), next to a row
 * `2fa-attempts-2fa-<random>` counting its wrong codes. Both live 10 minutes.
 */
const PENDING_PREFIX = "2fa-";
const ATTEMPTS_PREFIX = "2fa-attempts-";

/**
 * Ends a user's sign-ins still waiting for a two-factor code. Whoever started one has proved the
 * password of that moment: after a change or reset it must not be finished with a code.
 */
export async function forgetPendingSignIns(db: Db | Tx, userId: string) {
  // Only pending rows hold a user id as their value (attempt rows hold a count).
  const pending = and(
    like(verifications.identifier, `${PENDING_PREFIX}%`),
    eq(verifications.value, userId),
  );
  await db.delete(verifications).where(
    or(
      inArray(
        verifications.identifier,
        db.select({ identifier: verifications.identifier }).from(verifications).where(pending),
      ),
      inArray(
        verifications.identifier,
        db
          .select({ identifier: sql<string>`${ATTEMPTS_PREFIX} || ${verifications.identifier}` })
          .from(verifications)
          .where(pending),
      ),
    ),
  );
}
