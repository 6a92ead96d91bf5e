import { z } from "zod";
import { timeIdCursor } from "./keysetCursor.ts";
import {
  type AccountStanding,
  AccountStandingSchema,
  SuspensionInfoSchema,
  WarningSchema,
} from "./moderation.ts";
import { SearchTextSchema } from "./releases.ts";
import { UploadStorageSchema } from "./uploads.ts";
import { RoleSchema } from "./users.ts";

/**
 * User Management (/admin/users, spec document 2 §2), admins only (decision 2): the list, User
 * Details and their shapes. The rules and messages of moderation are in moderation.ts.
 */

/** Spec document 2 §2: role filter "All Roles, Artists, Admins, Staff". */
export const USER_ROLE_FILTERS = ["all", "artist", "admin", "staff"] as const;
const UserRoleFilterSchema = z.enum(USER_ROLE_FILTERS);
export type UserRoleFilter = z.infer<typeof UserRoleFilterSchema>;
export const USER_ROLE_FILTER_LABELS: Record<UserRoleFilter, string> = {
  all: "All Roles",
  artist: "Artists",
  admin: "Admins",
  staff: "Staff",
};

/**
 * Spec document 2 §2: Status is Active, Suspended or Banned. A user whose suspension ended but
 * who has not yet agreed to the terms counts as Active here (`standing` tells the difference).
 */
const USER_STATUSES = ["active", "suspended", "banned"] as const;
const UserStatusSchema = z.enum(USER_STATUSES);
export type UserStatus = z.infer<typeof UserStatusSchema>;
export const USER_STATUS_LABELS: Record<UserStatus, string> = {
  active: "Active",
  suspended: "Suspended",
  banned: "Banned",
};
export const userStatus = (standing: AccountStanding): UserStatus =>
  standing === "terms" ? "active" : standing;

const ADMIN_USERS_PAGE = { default: 20, max: 100 } as const;

export const AdminUserListQuerySchema = z.object({
  /** Case-insensitive "contains" on email, full name and artist name. */
  q: SearchTextSchema,
  role: UserRoleFilterSchema.default("all"),
  cursor: timeIdCursor(),
  limit: z.coerce.number().int().min(1).max(ADMIN_USERS_PAGE.max).default(ADMIN_USERS_PAGE.default),
});

/** One row of the User Management table. */
const AdminUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  fullName: z.string().nullable(),
  artistName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  role: RoleSchema,
  releases: z.number().int().min(0),
  warnings: z.number().int().min(0),
  status: UserStatusSchema,
  standing: AccountStandingSchema,
  suspensionReason: z.string().nullable(),
  suspendedUntil: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const AdminUserPageSchema = z.object({
  items: z.array(AdminUserSchema),
  nextCursor: z.string().nullable(),
});

/** A warning as admins see it in User Details. */
const AdminWarningSchema = WarningSchema;

/** A suspension history entry in User Details. */
const SuspensionRecordSchema = SuspensionInfoSchema.extend({
  isActive: z.boolean(),
  liftedAt: z.string().nullable(),
  liftedByName: z.string().nullable(),
});
export type SuspensionRecord = z.infer<typeof SuspensionRecordSchema>;

const ArtistAliasSchema = z.object({ id: z.uuid(), name: z.string() });
export type ArtistAlias = z.infer<typeof ArtistAliasSchema>;

/** User Details (spec document 2 §2): profile, suspension, 10 warnings, 10 suspensions, aliases. */
export const AdminUserDetailsSchema = z.object({
  user: AdminUserSchema.extend({
    bio: z.string().nullable(),
    emailVerified: z.boolean(),
    twoFactorEnabled: z.boolean(),
    isVerified: z.boolean(),
  }),
  /** The suspension in force or waiting for the terms, with who issued it. */
  suspension: SuspensionInfoSchema.nullable(),
  warnings: z.array(AdminWarningSchema),
  suspensions: z.array(SuspensionRecordSchema),
  aliases: z.array(ArtistAliasSchema),
  /** What the account's drafts and unused uploads take of its storage (DRAFT_STORAGE_GB). */
  storage: UploadStorageSchema,
});
export type AdminUserDetails = z.infer<typeof AdminUserDetailsSchema>;
