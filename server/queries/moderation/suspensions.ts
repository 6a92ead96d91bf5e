import { MODERATION_HISTORY_LIMIT } from "@common/moderation.ts";
import { desc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db, Tx } from "../../db/client.ts";
import { userSuspensions, users } from "../../db/schema/index.ts";
import { presentSuspension, presentSuspensionRecord } from "../../presenters/moderation.ts";

const issuer = alias(users, "issuer");
const lifter = alias(users, "lifter");

/**
 * The user's suspensions, newest first, with who issued and who lifted them (User Details shows
 * up to 10). A new suspension ends any earlier one, so the one in force, if any, is the newest.
 */
export async function suspensionHistory(db: Db | Tx, userId: string) {
  const rows = await db
    .select({
      suspension: userSuspensions,
      by: { name: issuer.name, email: issuer.email },
      liftedBy: { name: lifter.name, email: lifter.email },
    })
    .from(userSuspensions)
    .leftJoin(issuer, eq(issuer.id, userSuspensions.suspendedBy))
    .leftJoin(lifter, eq(lifter.id, userSuspensions.liftedBy))
    .where(eq(userSuspensions.userId, userId))
    .orderBy(desc(userSuspensions.createdAt), desc(userSuspensions.id))
    .limit(MODERATION_HISTORY_LIMIT);
  return rows.map((r) => presentSuspensionRecord(r.suspension, r.by, r.liftedBy));
}

/**
 * The suspension the overlay describes: the newest one (the one in force or waiting for the
 * terms when the account is not active). Null when the user was never suspended.
 */
export async function latestSuspension(db: Db | Tx, userId: string) {
  const [row] = await db
    .select({ suspension: userSuspensions, by: { name: issuer.name, email: issuer.email } })
    .from(userSuspensions)
    .leftJoin(issuer, eq(issuer.id, userSuspensions.suspendedBy))
    .where(eq(userSuspensions.userId, userId))
    .orderBy(desc(userSuspensions.createdAt), desc(userSuspensions.id))
    .limit(1);
  return row ? presentSuspension(row.suspension, row.by) : null;
}
