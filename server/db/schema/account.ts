import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  jsonb,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { tstz } from "./columns.ts";
import { users } from "./users.ts";

export const profileVisibility = pgEnum("profile_visibility", ["public", "private"]);
export const deletionRequestStatus = pgEnum("deletion_request_status", [
  "pending",
  "in_progress",
  "completed",
  "rejected",
]);

/**
 * Spec §3 "User privacy settings". No row means the defaults (spec §9), so accounts never need
 * a row written at sign-up. What each setting does is in docs/ARCHITECTURE.md ("Privacy").
 */
export const userPrivacySettings = pgTable("user_privacy_settings", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  profileVisibility: profileVisibility("profile_visibility").notNull().default("public"),
  marketingEmails: boolean("marketing_emails").notNull().default(true),
  dataSharingOptIn: boolean("data_sharing_opt_in").notNull().default(false),
  updatedAt: tstz("updated_at").notNull().defaultNow(),
});

/**
 * Spec §3 "Account deletion request". Kept after the account is deleted (status completed):
 * the row then points at the anonymised account. At most one open (pending or in progress)
 * request per user, enforced by the partial unique index even under concurrent submits.
 */
export const accountDeletionRequests = pgTable(
  "account_deletion_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    reason: text("reason"),
    status: deletionRequestStatus("status").notNull().default("pending"),
    createdAt: tstz("created_at").notNull().defaultNow(),
    updatedAt: tstz("updated_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("account_deletion_requests_open_idx")
      .on(t.userId)
      .where(sql`${t.status} in ('pending', 'in_progress')`),
    index("account_deletion_requests_user_idx").on(t.userId, t.createdAt.desc().nullsFirst()),
    // The admin list: newest first, keyset pages.
    index("account_deletion_requests_created_idx").on(
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

/**
 * Spec §3 "Audit log entry": what an admin did, written in the same transaction as the change.
 * The label keeps it after the actor's account is deleted (actor_id becomes null).
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id"),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: tstz("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("audit_log_created_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("audit_log_actor_idx").on(t.actorId),
  ],
);
