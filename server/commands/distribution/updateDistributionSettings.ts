import type {
  DistributionSettings,
  DistributionSettingsView,
} from "@common/distributionSettings.ts";
import { sql } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import { distributionSettings } from "../../db/schema/index.ts";
import {
  presentDistributionSettings,
  readDistributionSettings,
} from "../../distribution/settings.ts";
import type { Actor } from "../../policies/user.ts";
import { writeAudit } from "../audit.ts";

/**
 * Admin Tools > Distribution "Save": the one settings row (upserted, locked while it changes)
 * and its audit_log row UPDATE_DISTRIBUTION_SETTINGS with what changed, in one transaction.
 * Codes already assigned keep their prefixes; new ones use the new settings.
 */
export async function updateDistributionSettings(
  ctx: Pick<AppContext, "database" | "config">,
  actor: Actor,
  input: DistributionSettings,
): Promise<DistributionSettingsView> {
  return ctx.database.db.transaction(async (tx) => {
    // The row lock orders two admins saving at once; the first save reads the defaults.
    await tx.execute(sql`select 1 from distribution_settings for update`);
    const before = await readDistributionSettings(tx, ctx.config);
    const values = { ...input, updatedBy: actor.id, updatedAt: new Date() };
    const [row] = await tx
      .insert(distributionSettings)
      .values({ id: true, ...values })
      .onConflictDoUpdate({ target: distributionSettings.id, set: values })
      .returning({ updatedAt: distributionSettings.updatedAt });
    if (!row) throw new Error("distribution settings not written");
    const changed = (Object.keys(input) as (keyof DistributionSettings)[]).filter(
      (key) => before[key] !== input[key],
    );
    await writeAudit(tx, {
      actorId: actor.id,
      action: "UPDATE_DISTRIBUTION_SETTINGS",
      targetType: "distribution_settings",
      details: {
        changed,
        from: Object.fromEntries(changed.map((key) => [key, before[key]])),
        to: Object.fromEntries(changed.map((key) => [key, input[key]])),
      },
    });
    return presentDistributionSettings(input, row.updatedAt);
  });
}
