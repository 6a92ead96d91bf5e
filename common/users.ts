import { z } from "zod";

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
});
export type CurrentUser = z.infer<typeof CurrentUserSchema>;

export { displayName } from "./displayName.ts";
