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

/** Sidebar user card: artist name, else full name, else "User" (spec §2 Signed-in shell). */
export function displayName(user: Pick<CurrentUser, "artistName" | "fullName">): string {
  return user.artistName?.trim() || user.fullName?.trim() || "User";
}
