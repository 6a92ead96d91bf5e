import { sql } from "drizzle-orm";
import { index, integer, pgEnum, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { tstz } from "./columns.ts";
import { releases } from "./releases.ts";
import { stores } from "./stores.ts";

/** What the latest message to the store says: the release with its deals, or its takedown. */
export const deliveryKind = pgEnum("delivery_kind", ["release", "takedown"]);

/**
 * Where a store's copy of a release stands (issue 15, docs/operations.md "Delivery states"):
 * queued -> uploading -> delivered -> live, or failed; a takedown goes queued -> uploading ->
 * taken_down, or failed.
 */
export const deliveryState = pgEnum("delivery_state", [
  "queued",
  "uploading",
  "delivered",
  "live",
  "failed",
  "taken_down",
]);

/**
 * One row per release and store: the store's current state for that release. A redelivery or
 * takedown reuses the row (kind, state and request_id change); the audit log keeps the history.
 */
export const deliveries = pgTable(
  "deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    releaseId: uuid("release_id")
      .notNull()
      .references(() => releases.id, { onDelete: "cascade" }),
    storeId: text("store_id")
      .notNull()
      .references(() => stores.id),
    kind: deliveryKind("kind").notNull().default("release"),
    state: deliveryState("state").notNull().default("queued"),
    /**
     * Names the current request (first delivery, retry, redelivery, takedown). A job carries the
     * id it was queued with and does nothing once the row names a newer one, so a retry or a
     * stale duplicate never delivers twice.
     */
    requestId: uuid("request_id").notNull().defaultRandom(),
    /**
     * The delivery job that took the row into its batch (its pg-boss job id; null until one
     * does, and again whenever the row gets a new request). A job resumes only rows it claimed
     * itself, so a row carried in another job's batch is that job's to finish or retry.
     */
    claimedBy: uuid("claimed_by"),
    /** Runs of the current request so far; the job gives up (failed) after DELIVERY_ATTEMPTS. */
    attempts: integer("attempts").notNull().default(0),
    /** The store's or the transport's words for the latest failure, shown to staff and artist. */
    reason: text("reason"),
    /** The last batch written (its folder on the store's server) and the message's MessageId. */
    batchId: text("batch_id"),
    messageId: text("message_id"),
    deliveredAt: tstz("delivered_at"),
    /**
     * When the store first had the release live. A redelivery keeps it (the store goes on
     * selling the release meanwhile: isOnSale in common/distribution.ts); a takedown clears it.
     */
    liveAt: tstz("live_at"),
    takenDownAt: tstz("taken_down_at"),
    createdAt: tstz("created_at").notNull().defaultNow(),
    updatedAt: tstz("updated_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("deliveries_release_store_idx").on(t.releaseId, t.storeId),
    // /admin/deliveries: newest changes first within a state; counts per store and state.
    index("deliveries_state_updated_idx").on(
      t.state,
      t.updatedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("deliveries_updated_idx").on(t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("deliveries_store_state_idx").on(t.storeId, t.state),
    // A job's retry finds the rows of its batch.
    index("deliveries_claimed_by_idx")
      .on(t.claimedBy)
      .where(sql`${t.state} in ('queued', 'uploading')`),
    // An acknowledgement names the message it answers.
    index("deliveries_store_message_idx").on(t.storeId, t.messageId),
  ],
);
