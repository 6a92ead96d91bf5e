import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { citext, tstz } from "./columns.ts";
import { releases } from "./releases.ts";
import { stores } from "./stores.ts";
import { users } from "./users.ts";

/**
 * Smart links (issue 17, docs/smart-links.md): a public page per distributed release at
 * /r/<slug>. The slug is made once from artist and title when the release is first distributed
 * and kept when the title changes, so shared links never break.
 */
export const smartLinks = pgTable(
  "smart_links",
  {
    releaseId: uuid("release_id")
      .primaryKey()
      .references(() => releases.id, { onDelete: "cascade" }),
    slug: citext("slug").notNull(),
    /** The artist (or staff) can turn the page off: /r/<slug> then answers 404. */
    enabled: boolean("enabled").notNull().default(true),
    /** The artist's order of store ids; stores not named follow in the platform order. */
    storeOrder: jsonb("store_order").$type<string[]>().notNull().default([]),
    /** Store ids whose button the artist hid. */
    hiddenStores: jsonb("hidden_stores").$type<string[]>().notNull().default([]),
    createdAt: tstz("created_at").notNull().defaultNow(),
    updatedAt: tstz("updated_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("smart_links_slug_idx").on(t.slug)],
);

export const storeLinkSource = pgEnum("store_link_source", ["store", "artist", "staff"]);

/**
 * Where a release is on a store's website: from the store's acknowledgement, or entered by the
 * artist or staff (checked to be that store's web address, common/smartLinks.ts).
 */
export const storeLinks = pgTable(
  "store_links",
  {
    releaseId: uuid("release_id")
      .notNull()
      .references(() => releases.id, { onDelete: "cascade" }),
    storeId: text("store_id")
      .notNull()
      .references(() => stores.id),
    url: text("url").notNull(),
    source: storeLinkSource("source").notNull(),
    updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
    updatedAt: tstz("updated_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.releaseId, t.storeId] })],
);

export const smartLinkEvent = pgEnum("smart_link_event", ["visit", "click"]);
export const deviceClass = pgEnum("device_class", ["mobile", "tablet", "desktop"]);

/**
 * First-party statistics, aggregated per day: no row per visitor, no address, no cookie.
 * store_id is '' for visits; referrer is the referring site's domain, '' for direct visits.
 */
export const smartLinkDailyCounts = pgTable(
  "smart_link_daily_counts",
  {
    releaseId: uuid("release_id")
      .notNull()
      .references(() => releases.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    event: smartLinkEvent("event").notNull(),
    storeId: text("store_id").notNull().default(""),
    referrer: text("referrer").notNull().default(""),
    device: deviceClass("device").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.releaseId, t.day, t.event, t.storeId, t.referrer, t.device] }),
    check("smart_link_daily_counts_count_check", sql`${t.count} >= 0`),
  ],
);

/**
 * Unique visitors per release and day: a hash of the day's salt, address and user agent. The
 * salt of a day is deleted once the day is over, so a hash cannot be tied to an address later.
 */
export const smartLinkVisitors = pgTable(
  "smart_link_visitors",
  {
    releaseId: uuid("release_id")
      .notNull()
      .references(() => releases.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    visitorHash: text("visitor_hash").notNull(),
  },
  (t) => [primaryKey({ columns: [t.releaseId, t.day, t.visitorHash] })],
);

/** The daily-rotating salt of the visitor hash (hex); only today's (UTC) is kept. */
export const smartLinkSalts = pgTable("smart_link_salts", {
  day: date("day", { mode: "string" }).primaryKey(),
  salt: text("salt").notNull(),
});

/**
 * "Notify me" on a pre-release page: a fan's address, double opt-in. The confirmation token is
 * kept only as its SHA-256; unsubscribe links are signed (server/lib/unsubscribeToken.ts).
 */
export const fanSignups = pgTable(
  "fan_signups",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    releaseId: uuid("release_id")
      .notNull()
      .references(() => releases.id, { onDelete: "cascade" }),
    email: citext("email").notNull(),
    /** The fan ticked consent to share the address with the artist. */
    shareWithArtist: boolean("share_with_artist").notNull().default(false),
    confirmTokenHash: text("confirm_token_hash").notNull(),
    confirmedAt: tstz("confirmed_at"),
    unsubscribedAt: tstz("unsubscribed_at"),
    /** When the release-day mail was queued for this fan. */
    notifiedAt: tstz("notified_at"),
    createdAt: tstz("created_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("fan_signups_release_email_idx").on(t.releaseId, t.email),
    uniqueIndex("fan_signups_token_idx").on(t.confirmTokenHash),
    // The release-day job: confirmed fans not yet mailed.
    index("fan_signups_due_idx")
      .on(t.releaseId)
      .where(
        sql`${t.confirmedAt} is not null and ${t.notifiedAt} is null and ${t.unsubscribedAt} is null`,
      ),
  ],
);
