import type { CurrentUser } from "@common/users.ts";
import type { users } from "../db/schema/index.ts";

type UserRow = typeof users.$inferSelect;

/** Allowlist of what a user may see of their own account. */
export function presentCurrentUser(user: UserRow): CurrentUser {
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
  };
}
