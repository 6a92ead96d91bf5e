import { ModerationMessages } from "@common/moderation.ts";
import { and, eq, isNull } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";
import { forbidden, notFound } from "../../lib/errors.ts";
import { canBeModerated } from "../../policies/moderation.ts";
import type { Actor } from "../../policies/user.ts";

export type TargetUser = typeof users.$inferSelect;

/**
 * The account an admin acts on, locked for the rest of the transaction so two admins acting at
 * once see each other's change (one suspension wins, the other gets 409). Unknown and deleted
 * accounts are 404.
 */
export async function lockTargetUser(tx: Tx, userId: string): Promise<TargetUser> {
  const [user] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .for("update");
  if (!user) throw notFound(ModerationMessages.userNotFound);
  return user;
}

/** Suspending and warning: never oneself, never an admin (change their role first). */
export function refuseUnlessModeratable(actor: Actor, target: TargetUser): void {
  const verdict = canBeModerated(actor, target);
  if (verdict === "self") throw forbidden(ModerationMessages.cannotModerateSelf);
  if (verdict === "admin") throw forbidden(ModerationMessages.cannotModerateAdmin);
}
