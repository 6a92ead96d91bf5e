import { z } from "zod";
import { AccountStandingSchema } from "./moderation.ts";

export const ROLES = ["artist", "staff", "admin"] as const;
export const RoleSchema = z.enum(ROLES);
export type Role = z.infer<typeof RoleSchema>;

export const ROLE_LABELS: Record<Role, string> = {
  artist: "Artist",
  staff: "Staff",
  admin: "Admin",
};

/** The signed-in user as the API returns it (server/presenters/user.ts). */
export const CurrentUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  fullName: z.string().nullable(),
  artistName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  role: RoleSchema,
  emailVerified: z.boolean(),
  twoFactorEnabled: z.boolean(),
  createdAt: z.string(),
  /**
   * Where the account stands (common/moderation.ts): anything but active shows only the
   * suspension overlay (spec §2 route guard, decision 1).
   */
  standing: AccountStandingSchema,
  /** Warnings not yet acknowledged ("I Understand"): above 0 the warning modal shows. */
  unacknowledgedWarnings: z.number().int().min(0),
});
export type CurrentUser = z.infer<typeof CurrentUserSchema>;

export { displayName } from "./displayName.ts";

/** An admin changes someone's role (User Details; how staff accounts come to be). */
export const ChangeRoleSchema = z.object({ role: RoleSchema }).strict();
export const RoleMessages = {
  ownRole: "You cannot change your own role.",
  userNotFound: "User not found.",
  lastAdmin: "The last admin cannot be given another role. Make another admin first.",
  roleChanged: (name: string, role: Role) => `${name} is now ${ROLE_LABELS[role]}.`,
} as const;
