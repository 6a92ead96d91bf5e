import { z } from "zod";
import { MessageSchema, UnreadChangeSchema } from "./messaging.ts";

/**
 * The realtime protocol: one WebSocket per tab at /api/realtime, JSON messages both ways.
 * Server and web client validate with these same schemas (ARCHITECTURE.md "Realtime").
 */

export const REALTIME_PATH = "/api/realtime";

/** Limits per socket: a client that breaks them is answered with an error or disconnected. */
export const RealtimeLimits = {
  /** Largest client message; subscribe/unsubscribe/ping are tiny. */
  clientMessageBytes: 4096,
  topicsPerSocket: 100,
  /** Client messages allowed per window before the socket is closed (1008). */
  messagesPerWindow: 120,
  windowMs: 10_000,
  /**
   * Open sockets one user may hold on one server process (one per tab; far beyond what a person
   * uses, low enough that a script cannot pile them up). More are closed at once (4429).
   */
  socketsPerUser: 20,
  /** The web client reconnects and retries failed subscriptions after this delay. */
  retryDelayMs: 2000,
} as const;

/** Close codes the server uses; 4xxx are Offbeat's own (the 4000-4999 range is for apps). */
export const RealtimeCloseCodes = {
  goingAway: 1001,
  policyViolation: 1008,
  /** A client message over `clientMessageBytes` (ws closes with it; logged at info, not error). */
  tooBig: 1009,
  /** The server lost its fan-out connection and got it back: events may have been missed. */
  restart: 1012,
  /**
   * No live session: never signed in, or the session ended (sign-out, a password change or
   * reset, account deletion). The page refetches the session, which shows sign-in when it is
   * gone, and reconnects: a tab whose own password change gave it a new cookie carries on.
   */
  unauthorized: 4401,
  /**
   * The user's role changed: the page reconnects (after `retryDelayMs`) and subscribes again
   * under the new role, and refetches what it shows.
   */
  accessChanged: 4000,
  /** The account was suspended or banned: the page shows the suspension screen, no reconnect. */
  suspended: 4403,
  /** The user already has `socketsPerUser` sockets on this server process. */
  tooManySockets: 4429,
} as const;

/**
 * `name` or `name:<id>` (e.g. `announcements`, `user:6f1c…`, `conversation:42`). Which names exist
 * and who may join them is the server's topic registry.
 */
export const TopicSchema = z
  .string()
  .max(100, "Topic is too long")
  .regex(/^[a-z][a-z-]{0,30}(:[A-Za-z0-9_-]{1,64})?$/, "Invalid topic");

export const ClientMessageSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("subscribe"), topic: TopicSchema }),
  z.object({ type: z.literal("unsubscribe"), topic: TopicSchema }),
  z.object({ type: z.literal("ping") }),
]);
export type ClientMessage = z.infer<typeof ClientMessageSchema>;

const RealtimeErrorCodeSchema = z.enum([
  "INVALID_MESSAGE",
  "UNKNOWN_TOPIC",
  "FORBIDDEN",
  "TOO_MANY_TOPICS",
  "UNAVAILABLE",
]);
export type RealtimeErrorCode = z.infer<typeof RealtimeErrorCodeSchema>;

export const RealtimeMessages = {
  invalidMessage: "That message could not be understood.",
  unknownTopic: "There is no such topic.",
  forbidden: "You do not have permission to follow this topic.",
  tooManyTopics: `You can follow at most ${RealtimeLimits.topicsPerSocket} topics at once.`,
  unavailable: "Live updates are unavailable right now. Retrying shortly.",
  unauthorized: "Please sign in to continue.",
  sessionEnded: "Your session has ended. Please sign in again.",
  accessChanged: "Your access changed. Reconnecting.",
  tooManyMessages: "Too many messages.",
  tooManySockets: "Too many live connections. Close some Offbeat tabs.",
  suspended: "Your account is suspended.",
} as const;

const EventMessageSchema = z.object({
  type: z.literal("event"),
  topic: z.string(),
  event: z.string(),
  data: z.unknown(),
});
export type EventMessage = z.infer<typeof EventMessageSchema>;

export const ServerMessageSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("subscribed"), topic: z.string() }),
  z.object({
    type: z.literal("error"),
    topic: z.string().optional(),
    code: RealtimeErrorCodeSchema,
    message: z.string(),
  }),
  EventMessageSchema,
  z.object({ type: z.literal("pong") }),
]);
export type ServerMessage = z.infer<typeof ServerMessageSchema>;

/** Errors a retry cannot fix; the client does not retry these subscriptions. */
export const PERMANENT_REALTIME_ERRORS: readonly RealtimeErrorCode[] = [
  "UNKNOWN_TOPIC",
  "FORBIDDEN",
  "INVALID_MESSAGE",
];

/**
 * Every event the server publishes and the shape of its data. Events carry ids and small
 * payloads: a client refetches what it shows rather than trusting the event with the content.
 * Add new events here so the server's `publish` and the client's handlers are typed together.
 */
export const RealtimeEventSchemas = {
  /** The user's account changed in another tab or device: refetch /api/me. */
  "account.updated": z.object({
    userId: z.string(),
    change: z.enum([
      "two-factor-enabled",
      "two-factor-disabled",
      "two-factor-reset",
      "profile-updated",
      "role-changed",
    ]),
  }),

  /**
   * On `user:<id>`: the account's moderation changed (suspended, suspension removed, warned,
   * terms agreed, warning acknowledged elsewhere): refetch /api/me and the warnings.
   */
  "account.moderation": z.object({
    userId: z.string(),
    change: z.enum(["suspended", "unsuspended", "warned", "warning-acknowledged", "terms-agreed"]),
  }),
  /**
   * A notification for this user (on `user:<id>`), for every admin (on `admins`, audience admin)
   * or for everyone (on `announcements`, audience all): refetch the bell and the badges.
   */
  "notification.created": z.object({
    notificationId: z.string(),
    audience: z.enum(["user", "admin", "all"]),
  }),
  /** Notifications were marked read in another tab (on `user:<id>`): refetch counts. */
  "notifications.read": z.object({ audience: z.enum(["user", "admin"]) }),
  /**
   * On `admins`: an account was deleted (the job of a completed deletion request ran), so its
   * requests now name a "Deleted account": refetch the list.
   */
  "deletion-requests.changed": z.object({ userId: z.string() }),
  /** On `announcements`: an announcement was created, edited or deactivated. */
  "announcements.changed": z.object({ announcementId: z.string() }),
  /** On `announcements`: a broadcast was posted or deleted. */
  "broadcasts.changed": z.object({ broadcastId: z.string() }),
  /** On `staff`: a release entered or left a review state (submitted, approved, ...). */
  "release.status-changed": z.object({ releaseId: z.string(), status: z.string() }),
  /**
   * On `staff` and the owner's `user:<id>`: a store's delivery of the release changed state
   * (queued, uploading, delivered, live, failed, taken down): refetch its deliveries.
   */
  "release.deliveries-changed": z.object({ releaseId: z.string() }),
  /** On `staff`: a release's copyright check has written its result. */
  "release.copyright-checked": z.object({ releaseId: z.string(), copyrightStatus: z.string() }),

  // Messaging (common/messaging.ts). On `conversation:<id>`:
  /**
   * A new message. `message` is the saved record so the chat renders without a refetch; it is
   * left out when it would not fit in a live event (very long, mostly non-Latin text): then
   * fetch the newest page.
   */
  "message.created": z.object({
    conversationId: z.string(),
    messageId: z.string(),
    message: MessageSchema.optional(),
  }),
  "message.updated": z.object({
    conversationId: z.string(),
    messageId: z.string(),
    message: MessageSchema.optional(),
  }),
  "message.deleted": z.object({ conversationId: z.string(), messageId: z.string() }),
  /** Someone is typing (spec §7: payload user id and conversation id). */
  typing: z.object({ conversationId: z.string(), userId: z.string() }),
  // On `user:<id>`:
  /** My unread count of one conversation and my total changed (new message, or read elsewhere). */
  "unread.changed": UnreadChangeSchema,
  /** A conversation of mine appeared, changed members or block state, or went away: refetch. */
  "conversation.changed": z.object({
    conversationId: z.string(),
    change: z.enum([
      "created",
      "reactivated",
      "members-added",
      "member-left",
      "deleted",
      "blocked",
      "unblocked",
    ]),
  }),
} as const;

export type RealtimeEventName = keyof typeof RealtimeEventSchemas;
export type RealtimeEventData<E extends RealtimeEventName> = z.infer<
  (typeof RealtimeEventSchemas)[E]
>;
/** A known event with typed data, as handlers receive it. */
export type RealtimeEvent = {
  [E in RealtimeEventName]: { topic: string; event: E; data: RealtimeEventData<E> };
}[RealtimeEventName];

const isEventName = (name: string): name is RealtimeEventName =>
  Object.hasOwn(RealtimeEventSchemas, name);

/**
 * The typed event in a message, or null for an event this client does not know (a newer server
 * during a deploy) or whose data does not match its schema.
 */
export function parseRealtimeEvent(message: EventMessage): RealtimeEvent | null {
  if (!isEventName(message.event)) return null;
  const parsed = RealtimeEventSchemas[message.event].safeParse(message.data);
  if (!parsed.success) return null;
  return { topic: message.topic, event: message.event, data: parsed.data } as RealtimeEvent;
}
