import { sql } from "drizzle-orm";
import { boolean, index, pgEnum, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { tstz } from "./columns.ts";
import { users } from "./users.ts";

export const suspensionType = pgEnum("suspension_type", ["temporary", "permanent"]);
export const warningSeverity = pgEnum("warning_severity", ["low", "medium", "high"]);

/**
 * Spec document 2 §3 "Suspension". One row per suspension an admin issued; the user's current
 * state is also kept on users (is_suspended, suspension_reason, suspended_until) so every request's
 * session lookup knows it without a second query.
 * is_active: in force, or ended by time and still waiting for the user to agree to the terms.
 * Removing a suspension (or agreeing to the terms) sets it false.
 */
export const userSuspensions = pgTable(
  "user_suspensions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    suspendedBy: uuid("suspended_by").references(() => users.id, { onDelete: "set null" }),
    reason: text("reason").notNull(),
    suspensionType: suspensionType("suspension_type").notNull(),
    /** Null for a permanent suspension (a ban). */
    suspendedUntil: tstz("suspended_until"),
    isActive: boolean("is_active").notNull().default(true),
    tosAgreed: boolean("tos_agreed").notNull().default(false),
    createdAt: tstz("created_at").notNull().defaultNow(),
    /** When and by whom it was removed early (null when it ran its course or is in force). */
    liftedAt: tstz("lifted_at"),
    liftedBy: uuid("lifted_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    index("user_suspensions_user_created_idx").on(
      t.userId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("user_suspensions_active_idx").on(t.userId).where(sql`${t.isActive}`),
  ],
);

/** Spec document 2 §3 "Warning": the user must acknowledge each one ("I Understand"). */
export const userWarnings = pgTable(
  "user_warnings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    warnedBy: uuid("warned_by").references(() => users.id, { onDelete: "set null" }),
    reason: text("reason").notNull(),
    severity: warningSeverity("severity").notNull().default("medium"),
    createdAt: tstz("created_at").notNull().defaultNow(),
    expiresAt: tstz("expires_at"),
    acknowledgedAt: tstz("acknowledged_at"),
  },
  (t) => [
    index("user_warnings_user_created_idx").on(
      t.userId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("user_warnings_unacknowledged_idx").on(t.userId).where(sql`${t.acknowledgedAt} is null`),
  ],
);
