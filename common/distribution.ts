import { z } from "zod";
import { cursorId, cursorTime, keysetCursor } from "./keysetCursor.ts";
import { StoreIdSchema } from "./stores.ts";
import { multiLineText } from "./text.ts";

/**
 * Delivery to stores and takedowns (issue 15, decisions 15 and 16): the per-store states, their
 * labels and colours, the messages staff and artists read, and the API's shapes.
 */

const DELIVERY_KINDS = ["release", "takedown"] as const;
const DeliveryKindSchema = z.enum(DELIVERY_KINDS);
export type DeliveryKind = z.infer<typeof DeliveryKindSchema>;

/**
 * queued -> uploading -> delivered -> live, or failed, for a release; a takedown goes queued ->
 * uploading -> taken_down, or failed. docs/operations.md "Delivery states" says what each means.
 */
export const DELIVERY_STATES = [
  "queued",
  "uploading",
  "delivered",
  "live",
  "failed",
  "taken_down",
] as const;
const DeliveryStateSchema = z.enum(DELIVERY_STATES);
export type DeliveryState = z.infer<typeof DeliveryStateSchema>;

/**
 * Whether the store sells the release: it went live there (live_at) and no takedown has been
 * asked for since. The state alone cannot say: a redelivery (corrected metadata) takes the row
 * back through queued, delivered and perhaps failed while the store goes on selling the version
 * it has, so the row keeps its live_at. An approved takedown makes the kind takedown at once (the
 * smart link drops the store then) and clears live_at once the store has it.
 * server/distribution/onSale.ts is the same rule in SQL.
 */
export const isOnSale = (delivery: { kind: DeliveryKind; liveAt: Date | string | null }) =>
  delivery.kind === "release" && delivery.liveAt !== null;

/** Runs of one request before it is left failed for staff to retry (pg-boss retries between). */
export const DELIVERY_ATTEMPTS = 4;

const RELEASE_LABELS: Record<DeliveryState, string> = {
  queued: "Queued",
  uploading: "Uploading",
  delivered: "Delivered",
  live: "Live",
  failed: "Failed",
  taken_down: "Taken down",
};
const TAKEDOWN_LABELS: Record<DeliveryState, string> = {
  queued: "Takedown queued",
  uploading: "Takedown uploading",
  delivered: "Takedown delivered",
  live: "Takedown delivered",
  failed: "Takedown failed",
  taken_down: "Taken down",
};

/** What a store's state reads as on the release detail and /admin/deliveries. */
export function deliveryStateLabel(kind: DeliveryKind, state: DeliveryState): string {
  return (kind === "takedown" ? TAKEDOWN_LABELS : RELEASE_LABELS)[state];
}

export const DELIVERY_STATE_COLOURS: Record<
  DeliveryState,
  "grey" | "yellow" | "green" | "red" | "blue" | "purple"
> = {
  queued: "grey",
  uploading: "yellow",
  delivered: "blue",
  live: "green",
  failed: "red",
  taken_down: "purple",
};

export const DistributionMessages = {
  noEnabledStores:
    "None of the platforms selected for this release has an enabled store. Enable them in Admin Tools > Stores.",
  alreadyDelivering: "This release is already being delivered.",
  deliveryNotFound: "There is no such delivery.",
  onlyFailedRetried: "Only a failed delivery can be retried.",
  onlyDeliveredMarkedLive: "Only a delivered release can be marked live on a store.",
  onlyDistributedRedelivered: "Only distributed releases can be redelivered.",
  takedownUnderway: "This release is being taken down, so it cannot be redelivered.",
  /** Mark as Distributed's toast: delivery started, the release is distributed once stores have it. */
  deliveryStarted: (stores: number) =>
    `Delivery started to ${stores} ${stores === 1 ? "store" : "stores"}.`,
  /**
   * The reason of a delivery the stuck-delivery sweep failed: its last run ended without
   * recording an outcome (the process was killed or restarted, or lost its database). Staff and
   * the artist both read it; the admins' notification adds the way out (Retry).
   */
  stoppedUnfinished:
    "The delivery stopped without finishing (the server restarted or lost its database during the last attempt).",
  retried: "Delivery queued again.",
  markedLive: "Marked as live.",
  redelivered: "Redelivery started.",
  retryFailed: "Failed to retry the delivery",
  markLiveFailed: "Failed to mark the delivery live",
  redeliverFailed: "Failed to redeliver the release",
  loadFailed: "Failed to load deliveries",
  noDeliveries: "No deliveries found",
  /** The release detail's Distribution section before staff start delivery. */
  notDelivered: "Not delivered to any store yet.",
  /** "Live on 4 of 6 stores" on My Releases cards. */
  liveOn: (live: number, total: number) =>
    `Live on ${live} of ${total} ${total === 1 ? "store" : "stores"}`,
  /**
   * A store row of a release live there whose redelivery is under way or failed: the store
   * sells what it had, so the row says so beside the update's state.
   */
  liveWhileUpdating: (since: string, updateFailed: boolean) =>
    updateFailed
      ? `Live since ${since}; the update was not taken`
      : `Live since ${since}; an update is on its way`,
} as const;

/** Staff's correction of an approved or distributed release's details (issue 15). */
export const MetadataMessages = {
  onlyApprovedOrDistributed:
    "Only approved and distributed releases can have their details corrected.",
  deliveryInFlight:
    "This release is being delivered now. Correct its details once the delivery has finished.",
  trackTwice: "A track appears twice.",
  corrected: "Release details corrected.",
  /** The toast's hint for a distributed release: the stores still have the old message. */
  redeliverHint:
    "The stores still have the old details: Redeliver to send them the corrected ones.",
  unchanged: "Nothing changed.",
  saveFailed: "Failed to correct the release details",
} as const;

export const TakedownMessages = {
  notFound: "There is no such takedown request.",
  alreadyDecided: "This takedown request has already been handled.",
  rejectReasonRequired: "Please provide a reason for the rejection.",
  approved: "Takedown approved. The stores are being told.",
  rejected: "Takedown request rejected.",
  approveFailed: "Failed to approve the takedown",
  rejectFailed: "Failed to reject the takedown",
  noRequests: "No pending takedown requests",
  noteTooLong: "Keep the note under 2000 characters.",
} as const;

/** The owner's notifications as stores answer (spec §4 "Release distributed" and issue 15). */
export const DeliveryNotifications = {
  live: (store: string, title: string) => ({
    type: "success" as const,
    title: `Your release is live on ${store}`,
    message: `"${title}" is now live on ${store}.`,
  }),
  failed: (store: string, title: string) => ({
    type: "warning" as const,
    title: `Delivery to ${store} failed`,
    message: `"${title}" could not be delivered to ${store}. Our team has been told and will retry.`,
  }),
  /**
   * A redelivery (corrected details) the store refused, or that failed for good, where the
   * release was already live (isOnSale): the store goes on selling what it had, so no "failed".
   */
  updateNotTaken: (store: string, title: string) => ({
    type: "info" as const,
    title: `Update not taken by ${store}`,
    message: `${store} did not take the update to "${title}", which stays live there as before. Our team has been told and will retry.`,
  }),
  takenDown: (title: string) => ({
    type: "info" as const,
    title: "Release taken down",
    message: `Your release "${title}" has been taken down from every store.`,
  }),
  takedownApproved: (title: string, note: string | null) => ({
    type: "info" as const,
    title: "Takedown approved",
    message: `Your takedown request for "${title}" was approved. Stores are removing it now.${note ? ` Note: ${note}` : ""}`,
  }),
  takedownRejected: (title: string, reason: string) => ({
    type: "warning" as const,
    title: "Takedown request rejected",
    message: `Your takedown request for "${title}" was rejected. Reason: ${reason}`,
  }),
  /** Staff corrected the release's details; `fields` names what changed ("title, genre"). */
  detailsCorrected: (title: string, fields: string) => ({
    type: "info" as const,
    title: "Release details corrected",
    message: `Our team corrected the details of your release "${title}" (${fields}).`,
  }),
} as const;

const timestamp = z.string().describe("ISO 8601 timestamp (UTC)");

/** One store's copy of a release, as the artist's Distribution section shows it. */
export const ReleaseDeliverySchema = z.object({
  storeId: StoreIdSchema,
  storeName: z.string(),
  kind: DeliveryKindSchema,
  state: DeliveryStateSchema,
  /** deliveryStateLabel(kind, state). */
  label: z.string(),
  /** Why it failed (or why the last attempt did, while retrying), in the store's words. */
  reason: z.string().nullable(),
  updatedAt: timestamp,
  deliveredAt: timestamp.nullable(),
  liveAt: timestamp.nullable(),
});
export type ReleaseDelivery = z.infer<typeof ReleaseDeliverySchema>;

/** "Live on 4 of 6 stores": null until staff start delivery. */
export const StoreCountsSchema = z.object({
  live: z.number().int(),
  total: z.number().int(),
});

/** A row of /admin/deliveries. */
export const AdminDeliverySchema = ReleaseDeliverySchema.extend({
  id: z.uuid(),
  releaseId: z.uuid(),
  releaseTitle: z.string(),
  artistName: z.string(),
  upc: z.string().nullable(),
  attempts: z.number().int(),
  batchId: z.string().nullable(),
  permissions: z.object({ retry: z.boolean(), markLive: z.boolean() }),
});
export type AdminDelivery = z.infer<typeof AdminDeliverySchema>;

export const DeliveryListQuerySchema = z.object({
  store: StoreIdSchema.optional(),
  state: DeliveryStateSchema.optional(),
  cursor: keysetCursor({
    // The failures come first (1), then every other state (0).
    phase: z.enum(["0", "1"]).transform((phase) => (phase === "1" ? 1 : 0)),
    time: cursorTime,
    id: cursorId,
  }),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type DeliveryListQuery = z.input<typeof DeliveryListQuerySchema>;

/** Per store: how many deliveries are in each state (the filters' counts). */
const StoreDeliveryCountsSchema = z.object({
  storeId: StoreIdSchema,
  storeName: z.string(),
  /** Every state, 0 where the store has none (named keys, so the OpenAPI types name them). */
  counts: z.object({
    queued: z.number().int(),
    uploading: z.number().int(),
    delivered: z.number().int(),
    live: z.number().int(),
    failed: z.number().int(),
    taken_down: z.number().int(),
  } satisfies Record<DeliveryState, z.ZodNumber>),
  total: z.number().int(),
});

export const DeliveryPageSchema = z.object({
  /** Failures first, then the most recently changed. */
  items: z.array(AdminDeliverySchema),
  nextCursor: z.string().nullable(),
  counts: z.array(StoreDeliveryCountsSchema),
});

export const TakedownRequestSchema = z.object({
  id: z.uuid(),
  releaseId: z.uuid(),
  releaseTitle: z.string(),
  artistName: z.string(),
  requestedBy: z.string().nullable(),
  reason: z.string(),
  status: z.enum(["pending", "approved", "completed", "rejected"]),
  createdAt: timestamp,
  /** Stores taken down so far, and stores that have the release. */
  stores: StoreCountsSchema,
});
export type TakedownRequest = z.infer<typeof TakedownRequestSchema>;

/** What waits on /admin/deliveries: the count on its sidebar link (staff and admins). */
export const WaitingDeliveriesSchema = z.object({
  /** Takedown requests to decide. */
  takedowns: z.number().int().nonnegative(),
  /** Deliveries (of a release, an update or a takedown) that failed for good. */
  failed: z.number().int().nonnegative(),
});
export type WaitingDeliveries = z.infer<typeof WaitingDeliveriesSchema>;

/** The takedown queue's pages, oldest first: the cursor is the last request's time and id. */
export const TakedownQueueQuerySchema = z.object({
  cursor: keysetCursor({ time: cursorTime, id: cursorId }),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});

export const TakedownQueueSchema = z.object({
  items: z.array(TakedownRequestSchema),
  nextCursor: z.string().nullable(),
  /** Requests still to decide, on every page (the queue's heading). */
  pending: z.number().int(),
});

const note = multiLineText("Notes", 2000, TakedownMessages.noteTooLong)
  .nullable()
  .default(null)
  .transform((v) => (v === "" ? null : v));

export const ApproveTakedownInputSchema = z.object({ note });
export const RejectTakedownInputSchema = z.object({
  reason: multiLineText("Reason", 2000, TakedownMessages.noteTooLong).min(
    1,
    TakedownMessages.rejectReasonRequired,
  ),
});
export type ApproveTakedownInput = z.input<typeof ApproveTakedownInputSchema>;
export type RejectTakedownInput = z.input<typeof RejectTakedownInputSchema>;
