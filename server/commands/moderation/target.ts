import { and, eq, isNull } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";

export type TargetUser = typeof users.$inferSelect;

/**
 * The account an admin acts on, locked for the rest of the transaction so two admins acting at
 * once see each other's change (one suspension wins, the other gets 409), and the policy decides
 * on the row the write will change. Null for unknown and deleted accounts (the policy's 404).
 */
export async function lockTargetUser(tx: Tx, userId: string): Promise<TargetUser | null> {
  const [user] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .for("update");
  return user ?? null;
}
