import type { Profile } from "@common/profile.ts";
import type { users } from "../db/schema/index.ts";

type UserRow = typeof users.$inferSelect;

/** Allowlist of the profile fields the Settings page shows its owner. */
export function presentProfile(user: UserRow): Profile {
  return {
    email: user.email,
    fullName: user.name,
    artistName: user.artistName,
    bio: user.bio,
    avatarUrl: user.image,
    socialLinks: user.socialLinks,
  };
}
