import { accountStanding, type SuspensionInfo, type Warning } from "@common/moderation.ts";
import {
  type AdminUser,
  type AdminUserDetails,
  type SuspensionRecord,
  userStatus,
} from "@common/userManagement.ts";
import type { userSuspensions, users, userWarnings } from "../db/schema/index.ts";

type UserRow = typeof users.$inferSelect;
type SuspensionRow = typeof userSuspensions.$inferSelect;
type WarningRow = typeof userWarnings.$inferSelect;

/** Who acted (an admin), as a name and address; null once that account is gone. */
export interface ActorFacts {
  name: string | null;
  email: string | null;
}

/** The columns of a User Management row (server/queries/moderation/userList.ts reads them). */
export type AdminUserRow = Pick<
  UserRow,
  | "id"
  | "email"
  | "name"
  | "artistName"
  | "image"
  | "role"
  | "warningCount"
  | "isSuspended"
  | "suspensionReason"
  | "suspendedUntil"
  | "createdAt"
> & { releases: number };

export function presentAdminUser(row: AdminUserRow, now = new Date()): AdminUser {
  const standing = accountStanding(row, now);
  return {
    id: row.id,
    email: row.email,
    fullName: row.name,
    artistName: row.artistName,
    avatarUrl: row.image,
    role: row.role,
    releases: row.releases,
    warnings: row.warningCount,
    status: userStatus(standing),
    standing,
    suspensionReason: row.isSuspended ? row.suspensionReason : null,
    suspendedUntil: row.isSuspended ? (row.suspendedUntil?.toISOString() ?? null) : null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentAdminUserProfile(
  row: AdminUserRow & Pick<UserRow, "bio" | "emailVerified" | "twoFactorEnabled" | "isVerified">,
): AdminUserDetails["user"] {
  return {
    ...presentAdminUser(row),
    bio: row.bio,
    emailVerified: row.emailVerified,
    twoFactorEnabled: row.twoFactorEnabled,
    isVerified: row.isVerified,
  };
}

export function presentSuspension(row: SuspensionRow, by: ActorFacts | null): SuspensionInfo {
  return {
    id: row.id,
    type: row.suspensionType,
    reason: row.reason,
    suspendedUntil: row.suspendedUntil?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    suspendedByName: by?.name ?? null,
    suspendedByEmail: by?.email ?? null,
    tosAgreed: row.tosAgreed,
  };
}

export function presentSuspensionRecord(
  row: SuspensionRow,
  by: ActorFacts | null,
  liftedBy: ActorFacts | null,
): SuspensionRecord {
  return {
    ...presentSuspension(row, by),
    isActive: row.isActive,
    liftedAt: row.liftedAt?.toISOString() ?? null,
    liftedByName: liftedBy?.name ?? null,
  };
}

export function presentWarning(row: WarningRow, by: ActorFacts | null): Warning {
  return {
    id: row.id,
    reason: row.reason,
    severity: row.severity,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    acknowledgedAt: row.acknowledgedAt?.toISOString() ?? null,
    warnedByName: by?.name ?? null,
    warnedByEmail: by?.email ?? null,
  };
}
