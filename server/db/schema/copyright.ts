import type { FlaggedContent } from "@common/copyright.ts";
import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  text,
  uuid,
} from "drizzle-orm/pg-core";
import { tstz } from "./columns.ts";
import { releases, tracks, uploads } from "./releases.ts";
import { users } from "./users.ts";

export const copyrightCheckStatus = pgEnum("copyright_check_status", [
  "clear",
  "flagged",
  "violation",
]);

/**
 * Spec §3 copyright_check: one row per track per check (a re-run adds rows; the newest per track
 * is the current result). checked_by is the reviewer who asked, null when it ran on submission.
 */
export const copyrightChecks = pgTable(
  "copyright_checks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    releaseId: uuid("release_id")
      .notNull()
      .references(() => releases.id, { onDelete: "cascade" }),
    trackId: uuid("track_id")
      .notNull()
      .references(() => tracks.id, { onDelete: "cascade" }),
    checkType: text("check_type").notNull().default("audio"),
    status: copyrightCheckStatus("status").notNull(),
    confidenceScore: numeric("confidence_score", { precision: 4, scale: 1, mode: "number" })
      .notNull()
      .default(0),
    checkedBy: uuid("checked_by").references(() => users.id, { onDelete: "set null" }),
    flaggedContent: jsonb("flagged_content").$type<FlaggedContent>().notNull(),
    createdAt: tstz("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("copyright_checks_track_created_idx").on(t.trackId, t.createdAt.desc().nullsFirst()),
    index("copyright_checks_release_created_idx").on(t.releaseId, t.createdAt.desc().nullsFirst()),
    index("copyright_checks_checked_by_idx").on(t.checkedBy),
    check("copyright_checks_type_check", sql`${t.checkType} = 'audio'`),
    check(
      "copyright_checks_confidence_check",
      sql`${t.confidenceScore} >= 0 and ${t.confidenceScore} <= 100`,
    ),
  ],
);

/**
 * Chromaprint fingerprints of uploaded audio (fpcalc -raw), made by the copyright check and kept
 * so a later check can find the same recording re-encoded under another account.
 */
export const audioFingerprints = pgTable(
  "audio_fingerprints",
  {
    uploadId: uuid("upload_id")
      .primaryKey()
      .references(() => uploads.id, { onDelete: "cascade" }),
    /** What fpcalc measured, in whole seconds: candidates are looked up by it. */
    durationSeconds: integer("duration_seconds").notNull(),
    /** fpcalc -raw: one 32-bit sub-fingerprint per ~0.124 s, as signed integers. */
    raw: integer("raw").array().notNull(),
    /** fpcalc's compressed form, what AcoustID is sent. */
    compressed: text("compressed").notNull(),
    createdAt: tstz("created_at").notNull().defaultNow(),
  },
  (t) => [index("audio_fingerprints_duration_idx").on(t.durationSeconds)],
);
