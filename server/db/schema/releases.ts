import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { citext, tstz } from "./columns.ts";
import { users } from "./users.ts";

export const uploadKind = pgEnum("upload_kind", ["audio", "artwork"]);
export const releaseType = pgEnum("release_type", ["single", "ep", "album"]);
export const releaseStatus = pgEnum("release_status", [
  "draft",
  "submitted",
  "approved",
  "rejected",
  "distributed",
  "taken_down",
]);
/** Spec §4: a release's copyright status, pending until a check has run. */
export const copyrightStatus = pgEnum("copyright_status", [
  "pending",
  "clear",
  "flagged",
  "violation",
]);
/**
 * pending on creation (spec §4); approved while the stores' takedowns are under way (issue 15);
 * completed once every store has taken the release down; rejected with staff's reason.
 */
export const takedownStatus = pgEnum("takedown_status", [
  "pending",
  "completed",
  "rejected",
  "approved",
]);

/**
 * A file a user uploaded, with what the server read from it (never what the browser claimed).
 * Releases and tracks reference uploads by id; an upload nothing references is removed by the
 * cleanup job a day after it arrived (server/jobs/cleanupUploads.ts).
 */
export const uploads = pgTable(
  "uploads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: uploadKind("kind").notNull(),
    storageKey: text("storage_key").notNull(),
    /** Storage keys of the WebP renditions (artwork): { thumb, medium }. */
    renditions: jsonb("renditions").$type<Record<string, string>>().notNull().default({}),
    originalName: text("original_name").notNull(),
    contentType: text("content_type").notNull(),
    sizeBytes: bigint("size_bytes", { mode: "number" }).notNull(),
    sha256: text("sha256").notNull(),
    /**
     * The MD5 DDEX messages carry as the file's HashSum (issue 15). Computed at upload; older
     * uploads get it from the first delivery that streams them.
     */
    md5: text("md5"),
    durationSeconds: integer("duration_seconds"),
    sampleRate: integer("sample_rate"),
    bitDepth: integer("bit_depth"),
    channels: integer("channels"),
    codec: text("codec"),
    lossless: boolean("lossless"),
    width: integer("width"),
    height: integer("height"),
    colorSpace: text("color_space"),
    createdAt: tstz("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("uploads_user_id_idx").on(t.userId),
    index("uploads_created_at_idx").on(t.createdAt),
    // Identical audio across accounts (the copyright check's own-catalogue lookup).
    index("uploads_sha256_idx").on(t.sha256),
    // Re-encoded audio across accounts: candidates of about the same length.
    index("uploads_duration_idx").on(t.durationSeconds),
  ],
);

/**
 * Spec §3 artist_profile: the names an account releases under. Unique across the label by
 * name_key (common/artistNames.ts normaliseArtistName, compared without case by citext), so one
 * account cannot release under another's artist name, not even with a zero-width space added.
 * `name` keeps the spelling the artist chose.
 */
export const artistProfiles = pgTable(
  "artist_profiles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: citext("name").notNull(),
    nameKey: citext("name_key").notNull().unique(),
    /** The artist page's address, /a/<slug> (issue 17): set when a first release gets its page. */
    slug: citext("slug").unique(),
    createdAt: tstz("created_at").notNull().defaultNow(),
  },
  (t) => [index("artist_profiles_user_id_idx").on(t.userId, t.name)],
);

export interface ReleaseMetadata {
  created_from: "web_platform";
  selected_platforms: string[];
  tracks_with_audio: number;
  upload_timestamp: string;
}

/** Spec §3 release. */
export const releases = pgTable(
  "releases",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    artistName: text("artist_name").notNull(),
    releaseType: releaseType("release_type").notNull(),
    genre: text("genre"),
    subgenre: text("subgenre"),
    releaseDate: date("release_date", { mode: "string" }),
    description: text("description"),
    artworkUploadId: uuid("artwork_upload_id").references(() => uploads.id, {
      onDelete: "set null",
    }),
    upc: text("upc"),
    totalTracks: integer("total_tracks").notNull().default(0),
    status: releaseStatus("status").notNull().default("draft"),
    adminNotes: text("admin_notes"),
    metadata: jsonb("metadata").$type<ReleaseMetadata>().notNull(),
    /** The worst of its tracks' latest copyright checks (server/commands/copyright). */
    copyrightStatus: copyrightStatus("copyright_status").notNull().default("pending"),
    /** Set while a copyright check is queued or running; cleared when it has written its result. */
    copyrightCheckQueuedAt: tstz("copyright_check_queued_at"),
    createdAt: tstz("created_at").notNull().defaultNow(),
    updatedAt: tstz("updated_at").notNull().defaultNow(),
  },
  (t) => [
    // My Releases and the dashboard: one artist's releases, newest first (keyset pages).
    index("releases_user_created_idx").on(
      t.userId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // Review queue and status filters across the label.
    index("releases_status_created_idx").on(
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The review queue's "All" filter: every status, newest first (keyset pages).
    index("releases_created_id_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("releases_title_trgm_idx").using("gin", sql`${t.title} gin_trgm_ops`),
    index("releases_artist_name_trgm_idx").using("gin", sql`${t.artistName} gin_trgm_ops`),
    // Staff's track search (the unmatched queue): a UPC typed in part.
    index("releases_upc_trgm_idx").using("gin", sql`${t.upc} gin_trgm_ops`),
    index("releases_artwork_upload_idx").on(t.artworkUploadId),
    // One UPC per release across the catalogue (issue 15), compared as GTIN-13 so a UPC-A and
    // its EAN-13 form (a leading 0) are the same code (common/codes.ts upcKey).
    uniqueIndex("releases_upc_unique_idx")
      .on(sql`(case when length(${t.upc}) = 12 then '0' || ${t.upc} else ${t.upc} end)`)
      .where(sql`${t.upc} is not null`),
  ],
);

export interface TrackCredit {
  name: string;
  role: string;
}

/** Spec §3 track. duration is copied from the audio upload when the track is saved. */
export const tracks = pgTable(
  "tracks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    releaseId: uuid("release_id")
      .notNull()
      .references(() => releases.id, { onDelete: "cascade" }),
    trackNumber: integer("track_number").notNull(),
    title: text("title").notNull(),
    duration: integer("duration").notNull().default(0),
    audioUploadId: uuid("audio_upload_id").references(() => uploads.id, { onDelete: "set null" }),
    explicit: boolean("explicit").notNull().default(false),
    lyrics: text("lyrics"),
    credits: jsonb("credits").$type<TrackCredit[]>().notNull().default([]),
    isrc: text("isrc"),
    /**
     * Spec §3 preview_start_time: where the smart link's 30-second preview starts, in seconds;
     * null means no preview (issue 17).
     */
    previewStartTime: integer("preview_start_time"),
    createdAt: tstz("created_at").notNull().defaultNow(),
    updatedAt: tstz("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("tracks_release_idx").on(t.releaseId, t.trackNumber),
    index("tracks_audio_upload_idx").on(t.audioUploadId),
    // The copyright check's own-catalogue lookup: other accounts' tracks with a similar title.
    index("tracks_title_trgm_idx").using("gin", sql`${t.title} gin_trgm_ops`),
    // Staff's track search (the unmatched queue): an ISRC typed in part.
    index("tracks_isrc_trgm_idx").using("gin", sql`${t.isrc} gin_trgm_ops`),
    check("tracks_number_check", sql`${t.trackNumber} >= 1`),
    // One ISRC per recording across the catalogue (issue 15).
    uniqueIndex("tracks_isrc_unique_idx").on(t.isrc).where(sql`${t.isrc} is not null`),
  ],
);

/** Spec §3 royalty_split: percentages with one decimal, as numeric (never floats). */
export const royaltySplits = pgTable(
  "royalty_splits",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    trackId: uuid("track_id")
      .notNull()
      .references(() => tracks.id, { onDelete: "cascade" }),
    collaboratorName: text("collaborator_name").notNull(),
    collaboratorEmail: text("collaborator_email"),
    percentage: numeric("percentage", { precision: 4, scale: 1, mode: "number" }).notNull(),
    role: text("role").notNull().default("Contributor"),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    index("royalty_splits_track_idx").on(t.trackId, t.position),
    check("royalty_splits_percentage_check", sql`${t.percentage} > 0 and ${t.percentage} <= 100`),
  ],
);

/** Spec §3 takedown_request: created pending; staff act on it. */
export const takedownRequests = pgTable(
  "takedown_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    releaseId: uuid("release_id")
      .notNull()
      .references(() => releases.id, { onDelete: "cascade" }),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    reason: text("reason").notNull(),
    status: takedownStatus("status").notNull().default("pending"),
    /** Who approved or rejected the request, when, and their note (the rejection's reason). */
    decidedBy: uuid("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: tstz("decided_at"),
    decisionNote: text("decision_note"),
    createdAt: tstz("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("takedown_requests_release_idx").on(t.releaseId, t.createdAt.desc().nullsFirst()),
    // The staff queue: pending requests, oldest first.
    index("takedown_requests_status_created_idx").on(t.status, t.createdAt),
  ],
);
