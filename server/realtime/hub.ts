import {
  RealtimeCloseCodes,
  type RealtimeEvent,
  type RealtimeEventData,
  type RealtimeEventName,
  RealtimeEventSchemas,
  RealtimeLimits,
  RealtimeMessages,
  type ServerMessage,
  TopicSchema,
} from "@common/realtime.ts";
import type { Logger } from "pino";
import type { WebSocket } from "ws";
import { z } from "zod";
import type { Database, Tx } from "../db/client.ts";
import type { Actor } from "../policies/user.ts";
import { type AccessCheck, createAccessCheck } from "./access.ts";
import { createFanout, type Fanout } from "./fanout.ts";
import {
  DISCONNECT_EVENT,
  DISCONNECT_SESSION_EVENT,
  decodeEnvelope,
  encodeEnvelope,
  REVOKE_EVENT,
} from "./protocol.ts";
import { type Membership, Subscriber } from "./subscriber.ts";
import { registerBuiltInTopics, type TopicPolicy, TopicRegistry } from "./topics.ts";

interface PublishOptions {
  /**
   * Publish as part of this transaction: the event is sent right after it commits (fanout.ts)
   * and dropped on rollback. Without it the event goes out at once, so call `publish` only after
   * your transaction has committed; subscribers refetch on the event and must find the new rows.
   */
  tx?: Tx;
}

/**
 * Why a user's sockets are closed, and so what the page does next (common/realtime.ts):
 * - suspended: 4403, the suspension screen, no reconnect;
 * - sessionEnded: 4401, the page refetches the session (sign-in, or carry on with a new cookie
 *   after its own password change);
 * - accessChanged: 4000, the page reconnects under its new role.
 */
/** Events on a user's topic after which their cached sessions must be read afresh. */
const ACCOUNT_EVENTS = new Set(["account.moderation", "account.updated"]);

const DISCONNECTS = {
  suspended: { code: RealtimeCloseCodes.suspended, message: RealtimeMessages.suspended },
  sessionEnded: { code: RealtimeCloseCodes.unauthorized, message: RealtimeMessages.sessionEnded },
  accessChanged: {
    code: RealtimeCloseCodes.accessChanged,
    message: RealtimeMessages.accessChanged,
  },
} as const;
type DisconnectReason = keyof typeof DISCONNECTS;

const DisconnectUserData = z.object({
  userId: z.string(),
  // A process of the previous release sends no reason; it only ever disconnected suspensions.
  reason: z.enum(["suspended", "sessionEnded", "accessChanged"]).default("suspended"),
});
const DisconnectSessionData = z.object({ sessionId: z.string() });

/**
 * The realtime hub (ARCHITECTURE.md "Realtime"). Sockets join topics after a policy check;
 * `publish` reaches every subscribed socket on every server process, once each, in publish order.
 */
export interface Hub {
  /**
   * Opens a kind of topic: `pattern` is a bare name (`admins`) or a name with an id
   * (`conversation:<id>`); `canJoin(actor, id)` runs on every subscribe.
   */
  registerTopic(pattern: string, canJoin: TopicPolicy): void;
  /** Throws for an unknown event, data that does not match its schema, or more than ~7 kB. */
  publish<E extends RealtimeEventName>(
    topic: string,
    event: E,
    data: RealtimeEventData<E>,
    options?: PublishOptions,
  ): Promise<void>;
  /**
   * Several events in one round trip to PostgreSQL, delivered in this order (a message and each
   * recipient's unread count); same checks as `publish`.
   */
  publishAll(events: readonly RealtimeEvent[], options?: PublishOptions): Promise<void>;
  /**
   * Drops `userId`'s sockets from `topic` on every process, telling each with an error FORBIDDEN
   * for that topic: the topic's policy runs only at subscribe time, so a user who loses access
   * (leaves a group) must be removed. With `tx` it takes effect at commit, so no event published
   * after that commit reaches them.
   */
  revoke(topic: string, userId: string, options?: PublishOptions): Promise<void>;
  /**
   * Closes every socket of `userId` on every process, with the close code of `reason`, and runs
   * the `onDisconnectUser` listeners there (each process forgets the user's cached sessions).
   * With `tx` it happens at commit. Used when an account is suspended or banned, its password is
   * changed or reset, its role changes, or it is deleted.
   */
  disconnectUser(userId: string, reason: DisconnectReason, options?: PublishOptions): Promise<void>;
  /**
   * Closes the sockets opened under `sessionId` on every process (4401): that session signed
   * out. The user's other sessions keep theirs.
   */
  disconnectSession(sessionId: string, options?: PublishOptions): Promise<void>;
  /** Runs `listener` on this process whenever any process calls `disconnectUser`. */
  onDisconnectUser(listener: (userId: string) => void): void;
  /**
   * Runs `listener` on this process whenever any process publishes an event that changes what a
   * user's session carries (ACCOUNT_EVENTS on `user:<id>`), before the event reaches the user's
   * sockets: a page that refetches on the event reads the new state.
   */
  onAccountChanged(listener: (userId: string) => void): void;
  /**
   * Serves one authenticated socket, opened under `sessionId`, until it closes. Every subscribe
   * re-reads the account: the session must still be live and the account in good standing (else
   * the socket is closed, 4401 or 4403), and topic policies see the current role.
   */
  accept(socket: WebSocket, actor: Actor, sessionId: string): void;
  /** Starts LISTENing; call once per process before serving sockets. */
  start(): Promise<void>;
  close(): Promise<void>;
}

const HEARTBEAT_MS = 30_000;

export function createHub(database: Database, log: Logger): Hub {
  return new RealtimeHub(createFanout(database, log), createAccessCheck(database.db), log);
}

class RealtimeHub implements Hub, Membership {
  private readonly registry = new TopicRegistry();
  /** topic → the sockets on this process subscribed to it. */
  private readonly subscriptions = new Map<string, Set<Subscriber>>();
  private readonly subscribers = new Set<Subscriber>();
  private heartbeat: NodeJS.Timeout | undefined;
  private readonly disconnectListeners: Array<(userId: string) => void> = [];
  private readonly accountListeners: Array<(userId: string) => void> = [];

  constructor(
    private readonly fanout: Fanout,
    private readonly currentAccess: AccessCheck,
    private readonly log: Logger,
  ) {
    registerBuiltInTopics(this.registry);
  }

  registerTopic(pattern: string, canJoin: TopicPolicy): void {
    this.registry.register(pattern, canJoin);
  }

  async publish<E extends RealtimeEventName>(
    topic: string,
    event: E,
    data: RealtimeEventData<E>,
    options: PublishOptions = {},
  ): Promise<void> {
    await this.fanout.notify(this.encode(topic, event, data), options.tx);
  }

  async publishAll(events: readonly RealtimeEvent[], options: PublishOptions = {}): Promise<void> {
    if (events.length === 0) return;
    const payloads = events.map((e) => this.encode(e.topic, e.event, e.data));
    await this.fanout.notifyAll(payloads, options.tx);
  }

  private encode(topic: string, event: RealtimeEventName, data: unknown): string {
    const schema = RealtimeEventSchemas[event];
    if (!schema) throw new Error(`Unknown realtime event ${event}`);
    TopicSchema.parse(topic);
    return encodeEnvelope(topic, event, schema.parse(data));
  }

  async revoke(topic: string, userId: string, options: PublishOptions = {}): Promise<void> {
    TopicSchema.parse(topic);
    await this.fanout.notify(encodeEnvelope(topic, REVOKE_EVENT, { userId }), options.tx);
  }

  async disconnectUser(
    userId: string,
    reason: DisconnectReason,
    options: PublishOptions = {},
  ): Promise<void> {
    await this.fanout.notify(
      encodeEnvelope(`user:${userId}`, DISCONNECT_EVENT, { userId, reason }),
      options.tx,
    );
  }

  async disconnectSession(sessionId: string, options: PublishOptions = {}): Promise<void> {
    await this.fanout.notify(
      encodeEnvelope(`session:${sessionId}`, DISCONNECT_SESSION_EVENT, { sessionId }),
      options.tx,
    );
  }

  onDisconnectUser(listener: (userId: string) => void): void {
    this.disconnectListeners.push(listener);
  }

  onAccountChanged(listener: (userId: string) => void): void {
    this.accountListeners.push(listener);
  }

  accept(socket: WebSocket, actor: Actor, sessionId: string): void {
    let open = 0;
    for (const subscriber of this.subscribers) if (subscriber.actor.id === actor.id) open += 1;
    if (open >= RealtimeLimits.socketsPerUser) {
      socket.close(RealtimeCloseCodes.tooManySockets, RealtimeMessages.tooManySockets);
      return;
    }
    this.subscribers.add(new Subscriber(socket, actor, sessionId, this));
  }

  async start(): Promise<void> {
    await this.fanout.listen({
      deliver: (payload) => this.deliver(payload),
      recovered: () => this.restartSockets(),
    });
    // Protocol-level pings find sockets whose peer vanished without closing (sleeping laptops).
    this.heartbeat = setInterval(() => this.beat(), HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  async close(): Promise<void> {
    clearInterval(this.heartbeat);
    for (const subscriber of this.subscribers)
      subscriber.socket.close(RealtimeCloseCodes.goingAway);
    await this.fanout.close();
  }

  async join(subscriber: Subscriber, topic: string): Promise<ServerMessage> {
    if (subscriber.topics.has(topic)) return { type: "subscribed", topic };
    if (subscriber.topics.size >= RealtimeLimits.topicsPerSocket) {
      return error(topic, "TOO_MANY_TOPICS", RealtimeMessages.tooManyTopics);
    }
    let decision: Awaited<ReturnType<TopicRegistry["decide"]>>;
    try {
      // The role and standing of now, not of when the socket connected (one query).
      const access = await this.currentAccess(subscriber.actor.id, subscriber.sessionId);
      if (access.kind !== "active") {
        const { code, message } =
          DISCONNECTS[access.kind === "suspended" ? "suspended" : "sessionEnded"];
        subscriber.socket.close(code, message);
        return error(topic, "FORBIDDEN", RealtimeMessages.forbidden);
      }
      decision = await this.registry.decide(access.actor, topic);
    } catch (err) {
      this.log.error({ err, topic }, "realtime topic policy failed");
      return error(topic, "UNAVAILABLE", RealtimeMessages.unavailable);
    }
    if (decision === "unknown") return error(topic, "UNKNOWN_TOPIC", RealtimeMessages.unknownTopic);
    if (decision === "forbidden") return error(topic, "FORBIDDEN", RealtimeMessages.forbidden);
    // The socket may have closed while the policy ran; it must not linger in the map then.
    if (subscriber.closed) return { type: "subscribed", topic };
    subscriber.topics.add(topic);
    const sockets = this.subscriptions.get(topic) ?? new Set();
    this.subscriptions.set(topic, sockets.add(subscriber));
    return { type: "subscribed", topic };
  }

  leave(subscriber: Subscriber, topic: string): void {
    subscriber.topics.delete(topic);
    const sockets = this.subscriptions.get(topic);
    sockets?.delete(subscriber);
    if (sockets?.size === 0) this.subscriptions.delete(topic);
  }

  leaveAll(subscriber: Subscriber): void {
    for (const topic of [...subscriber.topics]) this.leave(subscriber, topic);
    this.subscribers.delete(subscriber);
  }

  private deliver(payload: string): void {
    const envelope = decodeEnvelope(payload);
    if (!envelope) {
      this.log.warn("realtime: ignored a malformed notification");
      return;
    }
    if (envelope.event === REVOKE_EVENT) {
      this.revokeHere(envelope.topic, envelope.data);
      return;
    }
    if (envelope.event === DISCONNECT_EVENT) {
      this.disconnectHere(envelope.data);
      return;
    }
    if (envelope.event === DISCONNECT_SESSION_EVENT) {
      this.disconnectSessionHere(envelope.data);
      return;
    }
    if (ACCOUNT_EVENTS.has(envelope.event) && envelope.topic.startsWith("user:")) {
      const userId = envelope.topic.slice("user:".length);
      for (const listener of this.accountListeners) listener(userId);
    }
    for (const subscriber of this.subscriptions.get(envelope.topic) ?? []) {
      subscriber.sendText(envelope.text);
    }
  }

  private revokeHere(topic: string, data: unknown): void {
    const userId = typeof data === "object" && data && "userId" in data ? data.userId : null;
    for (const subscriber of [...(this.subscriptions.get(topic) ?? [])]) {
      if (subscriber.actor.id !== userId) continue;
      this.leave(subscriber, topic);
      subscriber.send(error(topic, "FORBIDDEN", RealtimeMessages.forbidden));
    }
  }

  private disconnectHere(data: unknown): void {
    const parsed = DisconnectUserData.safeParse(data);
    if (!parsed.success) return;
    const { userId, reason } = parsed.data;
    for (const listener of this.disconnectListeners) {
      try {
        listener(userId);
      } catch (err) {
        this.log.error({ err }, "realtime disconnect listener failed");
      }
    }
    const { code, message } = DISCONNECTS[reason];
    for (const subscriber of [...this.subscribers]) {
      if (subscriber.actor.id === userId) subscriber.socket.close(code, message);
    }
  }

  private disconnectSessionHere(data: unknown): void {
    const parsed = DisconnectSessionData.safeParse(data);
    if (!parsed.success) return;
    const { code, message } = DISCONNECTS.sessionEnded;
    for (const subscriber of [...this.subscribers]) {
      if (subscriber.sessionId === parsed.data.sessionId) subscriber.socket.close(code, message);
    }
  }

  /** Events may have been lost while LISTEN was down: clients reconnect, resubscribe, refetch. */
  private restartSockets(): void {
    for (const subscriber of this.subscribers) {
      subscriber.socket.close(RealtimeCloseCodes.restart, "Live updates restarted");
    }
  }

  private beat(): void {
    for (const subscriber of this.subscribers) {
      if (!subscriber.alive) {
        subscriber.socket.terminate();
        continue;
      }
      subscriber.alive = false;
      subscriber.socket.ping();
    }
  }
}

function error(
  topic: string,
  code: "TOO_MANY_TOPICS" | "UNAVAILABLE" | "UNKNOWN_TOPIC" | "FORBIDDEN",
  message: string,
): ServerMessage {
  return { type: "error", topic, code, message };
}
