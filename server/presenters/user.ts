import { accountStanding } from "@common/moderation.ts";
import type { CurrentUser } from "@common/users.ts";
import type { users } from "../db/schema/index.ts";

type UserRow = typeof users.$inferSelect;

/**
 * Allowlist of what a user may see of their own account. `unacknowledgedWarnings` comes from
 * `unacknowledgedWarningCount` (server/queries/moderation/warnings.ts).
 */
export function presentCurrentUser(user: UserRow, unacknowledgedWarnings: number): CurrentUser {
  return {
    id: user.id,
    email: user.email,
    fullName: user.name,
    artistName: user.artistName,
    avatarUrl: user.image,
    role: user.role,
    emailVerified: user.emailVerified,
    twoFactorEnabled: user.twoFactorEnabled,
    createdAt: user.createdAt.toISOString(),
    standing: accountStanding(user),
    unacknowledgedWarnings,
  };
}
