import { FEATURE_FLAGS, type FeatureFlagKey, FeatureFlagMessages } from "@common/featureFlags.ts";
import { sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client.ts";
import { preparedStatement } from "../db/prepared.ts";
import { featureFlags } from "../db/schema/index.ts";
import { type Actor, isStaffOrAdmin } from "../policies/user.ts";
import { AppError } from "./errors.ts";

// One primary-key lookup, prepared once per connection: sending a message pays for it.
const readFlag = preparedStatement<{ enabled: boolean }>(
  "feature-flag-enabled",
  sql`select ${featureFlags.enabled} as enabled from ${featureFlags} where ${featureFlags.key} = ${sql.placeholder("key")}`,
);

/** Whether a feature is on: its row in feature_flags, else its declared default. */
async function isFeatureEnabled(db: Db | Tx, key: FeatureFlagKey): Promise<boolean> {
  const [row] = await readFlag(db, { key });
  return row?.enabled ?? FEATURE_FLAGS[key].default;
}

const FEATURE_DISABLED = "FEATURE_DISABLED";

/** Refuses (403, the flag's message) while the feature is off. */
export async function requireFeature(db: Db | Tx, key: FeatureFlagKey): Promise<void> {
  if (!(await isFeatureEnabled(db, key)))
    throw new AppError(403, FEATURE_DISABLED, FeatureFlagMessages[key]);
}

/**
 * The messaging flag holds back artists only (common/featureFlags.ts): staff and admins keep
 * writing, so the label can still reach its artists while it is off.
 */
export async function requireMessaging(db: Db | Tx, actor: Actor): Promise<void> {
  if (!isStaffOrAdmin(actor)) await requireFeature(db, "messaging");
}
