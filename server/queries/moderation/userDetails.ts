import { MODERATION_HISTORY_LIMIT } from "@common/moderation.ts";
import { Limits } from "@common/releases.ts";
import type { AdminUserDetails } from "@common/userManagement.ts";
import { and, asc, desc, eq, isNull } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { artistProfiles, users, userWarnings } from "../../db/schema/index.ts";
import { presentAdminUserProfile, presentWarning } from "../../presenters/moderation.ts";
import { draftStorageOf } from "../../uploads/draftStorage.ts";
import { suspensionHistory } from "./suspensions.ts";
import { adminUserColumns } from "./userList.ts";

/**
 * User Details (spec document 2 §2, §7 "Admin reads"): the profile with its counts, the
 * suspension in force, the 10 latest warnings and suspensions, and every artist alias by name
 * (an account holds at most Limits.artistsPerAccount), and what its drafts and unused uploads take
 * of its storage (DRAFT_STORAGE_GB), so support can answer "my upload is refused".
 * Five queries whatever the history's length; null for an unknown or deleted account.
 */
export async function adminUserDetails(
  db: Db,
  userId: string,
  config: Pick<Config, "DRAFT_STORAGE_GB">,
): Promise<AdminUserDetails | null> {
  const [profile] = await db
    .select({
      ...adminUserColumns,
      bio: users.bio,
      emailVerified: users.emailVerified,
      twoFactorEnabled: users.twoFactorEnabled,
      isVerified: users.isVerified,
    })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (!profile) return null;
  const [warnings, suspensions, aliases, storage] = await Promise.all([
    db
      .select({ warning: userWarnings, by: { name: users.name, email: users.email } })
      .from(userWarnings)
      .leftJoin(users, eq(users.id, userWarnings.warnedBy))
      .where(eq(userWarnings.userId, userId))
      .orderBy(desc(userWarnings.createdAt), desc(userWarnings.id))
      .limit(MODERATION_HISTORY_LIMIT),
    suspensionHistory(db, userId),
    db
      .select({ id: artistProfiles.id, name: artistProfiles.name })
      .from(artistProfiles)
      .where(eq(artistProfiles.userId, userId))
      .orderBy(asc(artistProfiles.name))
      .limit(Limits.artistsPerAccount),
    draftStorageOf(db, config, userId),
  ]);
  const user = presentAdminUserProfile(profile);
  const current = suspensions.find((s) => s.isActive);
  return {
    user,
    suspension:
      current && user.standing !== "active"
        ? {
            id: current.id,
            type: current.type,
            reason: current.reason,
            suspendedUntil: current.suspendedUntil,
            createdAt: current.createdAt,
            suspendedByName: current.suspendedByName,
            suspendedByEmail: current.suspendedByEmail,
            tosAgreed: current.tosAgreed,
          }
        : null,
    warnings: warnings.map((r) => presentWarning(r.warning, r.by)),
    suspensions,
    aliases,
    storage,
  };
}
