import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uuid,
} from "drizzle-orm/pg-core";
import { citext, tstz } from "./columns.ts";

export const userRole = pgEnum("user_role", ["artist", "staff", "admin"]);

/**
 * The account and its profile in one row (spec §3 "users (profile)"): better-auth owns the
 * auth columns (name = full name, emailVerified, twoFactorEnabled); Offbeat adds the rest.
 * One row means the profile exists the moment the account does.
 */
export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: citext("email").notNull().unique(),
    emailVerified: boolean("email_verified").notNull().default(false),
    name: text("full_name").notNull(),
    artistName: text("artist_name"),
    image: text("avatar_url"),
    bio: text("bio"),
    /** Spec §3: spotify, apple_music, ... to an http(s) URL; common/profile.ts validates it. */
    socialLinks: jsonb("social_links").$type<Record<string, string>>().notNull().default({}),
    role: userRole("role").notNull().default("artist"),
    isVerified: boolean("is_verified").notNull().default(false),
    twoFactorEnabled: boolean("two_factor_enabled").notNull().default(false),
    createdAt: tstz("created_at").notNull().defaultNow(),
    updatedAt: tstz("updated_at").notNull().defaultNow(),
    /**
     * Set when the account was deleted (server/commands/account/deleteAccount.ts): the row stays
     * as an anonymous tombstone so the records the label keeps still point at a valid id.
     */
    deletedAt: tstz("deleted_at"),
    /**
     * The current moderation state (spec document 2 §3), kept here so the one session query of
     * every request knows it. user_suspensions holds the history; server/commands/moderation
     * keeps the two in step. Suspended = is_suspended and (no end date or an end in the future);
     * is_suspended with an end in the past = waiting for the user to agree to the terms.
     */
    isSuspended: boolean("is_suspended").notNull().default(false),
    suspensionReason: text("suspension_reason"),
    suspendedUntil: tstz("suspended_until"),
    warningCount: integer("warning_count").notNull().default(0),
  },
  (t) => [
    index("users_created_at_idx").on(t.createdAt),
    // User Management: newest first, keyset pages, optionally one role.
    index("users_created_id_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("users_role_created_id_idx").on(
      t.role,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("users_email_trgm_idx").using("gin", sql`${t.email} gin_trgm_ops`),
    // Contact search in messaging pickers: "contains" on names.
    index("users_full_name_trgm_idx").using("gin", sql`${t.name} gin_trgm_ops`),
    index("users_artist_name_trgm_idx").using("gin", sql`${t.artistName} gin_trgm_ops`),
    // Pickers list confirmed accounts of a role by the name people see, keyset pages
    // (server/queries/messaging/contacts.ts sortKey): read in order, not sorted whole.
    index("users_contact_sort_idx")
      .on(t.role, sql`lower(coalesce(nullif(${t.artistName}, ''), ${t.name}))`, t.id)
      .where(sql`${t.emailVerified}`),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    token: text("token").notNull().unique(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: tstz("expires_at").notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    createdAt: tstz("created_at").notNull().defaultNow(),
    updatedAt: tstz("updated_at").notNull().defaultNow(),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId)],
);

/**
 * The browsers an account has signed in from, by the name Settings shows ("Safari on iPhone"):
 * a sign-in from one not here mails the owner (server/auth/newDeviceAlert.ts). Names, not user
 * agents, so a browser's update is not a new device. Kept apart from sessions, which end.
 */
export const knownDevices = pgTable(
  "known_devices",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    device: text("device").notNull(),
    firstSeenAt: tstz("first_seen_at").notNull().defaultNow(),
    lastSeenAt: tstz("last_seen_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.device] })],
);

/** Credentials (better-auth "account"): the password hash lives here, never on users. */
export const accounts = pgTable(
  "accounts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: tstz("access_token_expires_at"),
    refreshTokenExpiresAt: tstz("refresh_token_expires_at"),
    scope: text("scope"),
    password: text("password"),
    createdAt: tstz("created_at").notNull().defaultNow(),
    updatedAt: tstz("updated_at").notNull().defaultNow(),
  },
  (t) => [index("accounts_user_id_idx").on(t.userId)],
);

/** One-time tokens: email confirmation and password reset. */
export const verifications = pgTable(
  "verifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: tstz("expires_at").notNull(),
    createdAt: tstz("created_at").notNull().defaultNow(),
    updatedAt: tstz("updated_at").notNull().defaultNow(),
  },
  (t) => [index("verifications_identifier_idx").on(t.identifier)],
);

/** TOTP secret and backup codes (encrypted by better-auth), with its lockout counters. */
export const twoFactors = pgTable(
  "two_factors",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    verified: boolean("verified").notNull().default(true),
    failedVerificationCount: integer("failed_verification_count").notNull().default(0),
    lockedUntil: tstz("locked_until"),
    /**
     * Offbeat's, not better-auth's: the 30-second time-step of the last TOTP code accepted
     * (server/auth/totpReplay.ts). A code of this step or an earlier one is refused, so a code
     * seen over a shoulder or in a log cannot be used again within its validity window.
     */
    lastTotpStep: integer("last_totp_step").notNull().default(0),
  },
  (t) => [
    index("two_factors_user_id_idx").on(t.userId),
    index("two_factors_secret_idx").on(t.secret),
  ],
);
