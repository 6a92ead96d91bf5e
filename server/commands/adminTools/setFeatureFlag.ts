import type { FeatureFlag } from "@common/adminTools.ts";
import { FEATURE_FLAGS, type FeatureFlagKey } from "@common/featureFlags.ts";
import { eq, sql } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import { featureFlags } from "../../db/schema/index.ts";
import type { Actor } from "../../policies/user.ts";
import { presentFeatureFlag } from "../../presenters/adminTools.ts";
import { writeAudit } from "../audit.ts";

/**
 * Turns a feature on or off (spec document 2 §7: set_feature_flag, "an upsert of feature_flags
 * plus an audit_log insert with action SET_FEATURE_FLAG"), both in one transaction.
 */
export async function setFeatureFlag(
  ctx: Pick<AppContext, "database">,
  actor: Actor,
  key: FeatureFlagKey,
  enabled: boolean,
): Promise<FeatureFlag> {
  return ctx.database.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ enabled: featureFlags.enabled })
      .from(featureFlags)
      .where(eq(featureFlags.key, key))
      .for("update");
    const [row] = await tx
      .insert(featureFlags)
      .values({ key, enabled, updatedBy: actor.id })
      .onConflictDoUpdate({
        target: featureFlags.key,
        set: { enabled, updatedBy: actor.id, updatedAt: sql`now()` },
      })
      .returning();
    if (!row) throw new Error("feature flag not written");
    await writeAudit(tx, {
      actorId: actor.id,
      action: "SET_FEATURE_FLAG",
      targetType: "feature_flag",
      targetId: key,
      details: { from: before?.enabled ?? FEATURE_FLAGS[key].default, to: enabled },
    });
    return presentFeatureFlag(key, row.enabled, row.updatedAt);
  });
}
