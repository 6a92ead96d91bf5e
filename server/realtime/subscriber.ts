import {
  type ClientMessage,
  RealtimeCloseCodes,
  RealtimeLimits,
  RealtimeMessages,
  type ServerMessage,
} from "@common/realtime.ts";
import { type RawData, WebSocket } from "ws";
import type { Actor } from "../policies/user.ts";
import { parseClientMessage } from "./protocol.ts";

/** What a socket asks of the hub: joining runs the topic's policy, so it may wait. */
export interface Membership {
  join(subscriber: Subscriber, topic: string): Promise<ServerMessage>;
  leave(subscriber: Subscriber, topic: string): void;
  leaveAll(subscriber: Subscriber): void;
}

/** A client that stops reading gets no more than this queued before it is dropped. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

/**
 * One signed-in socket: its user (and the role it connected with), the session it was opened
 * under, its topics, and the handling of what it sends.
 */
export class Subscriber {
  readonly topics = new Set<string>();
  /** Cleared at each heartbeat and set by the pong; a socket that misses one is terminated. */
  alive = true;
  closed = false;
  private pending: Promise<void> = Promise.resolve();
  private windowStart = Date.now();
  private windowCount = 0;

  constructor(
    readonly socket: WebSocket,
    readonly actor: Actor,
    /** Sign-out closes the sockets of that session; every subscribe checks it is still live. */
    readonly sessionId: string,
    private readonly membership: Membership,
  ) {
    socket.on("message", (raw, isBinary) => this.receive(raw, isBinary));
    socket.on("pong", () => {
      this.alive = true;
    });
    socket.on("close", () => {
      this.closed = true;
      membership.leaveAll(this);
    });
  }

  send(message: ServerMessage): void {
    this.sendText(JSON.stringify(message));
  }

  sendText(text: string): void {
    if (this.socket.readyState !== WebSocket.OPEN) return;
    if (this.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.socket.terminate();
      return;
    }
    this.socket.send(text);
  }

  private receive(raw: RawData, isBinary: boolean): void {
    if (this.overLimit()) {
      this.socket.close(RealtimeCloseCodes.policyViolation, RealtimeMessages.tooManyMessages);
      return;
    }
    const parsed = parseClientMessage(raw, isBinary);
    // One message at a time, in order: a subscribe's policy check may wait on the database, and
    // an unsubscribe (or a ping used as a barrier) sent after it must not overtake it.
    this.pending = this.pending
      .then(() => (parsed.ok ? this.handle(parsed.message) : this.send(parsed.error)))
      .catch(() => this.socket.terminate());
  }

  private async handle(message: ClientMessage): Promise<void> {
    switch (message.type) {
      case "ping":
        return this.send({ type: "pong" });
      case "unsubscribe":
        return this.membership.leave(this, message.topic);
      case "subscribe":
        return this.send(await this.membership.join(this, message.topic));
    }
  }

  private overLimit(): boolean {
    const now = Date.now();
    if (now - this.windowStart > RealtimeLimits.windowMs) {
      this.windowStart = now;
      this.windowCount = 0;
    }
    this.windowCount += 1;
    return this.windowCount > RealtimeLimits.messagesPerWindow;
  }
}
