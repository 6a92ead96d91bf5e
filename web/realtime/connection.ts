import {
  type ClientMessage,
  PERMANENT_REALTIME_ERRORS,
  parseRealtimeEvent,
  REALTIME_PATH,
  RealtimeCloseCodes,
  type RealtimeErrorCode,
  type RealtimeEvent,
  RealtimeLimits,
  ServerMessageSchema,
  TopicSchema,
} from "@common/realtime.ts";

export type RealtimeHandler = (event: RealtimeEvent) => void;

export interface RealtimeConnectionOptions {
  /** Defaults to /api/realtime on the page's own host (wss on https). */
  url?: string;
  /** Defaults to the browser's WebSocket; tests hand in a fake. */
  createSocket?: (url: string) => WebSocket;
  /** After a reconnect: events sent while the socket was down were missed, so refetch. */
  onResync?: () => void;
  /** The server closed the socket as signed out (the session ended or expired). */
  onUnauthorized?: () => void;
  /**
   * The account was suspended or banned (close code 4403): the connection stops for good, and
   * the page should refetch the session to show the suspension overlay. A new connection is
   * made once the account is active again.
   */
  onSuspended?: () => void;
  /** A subscription was refused for good (forbidden or unknown topic); it is not retried. */
  onRefused?: (topic: string, code: RealtimeErrorCode, message: string) => void;
}

const OPEN = 1;
/** Without any message for this long after a ping, the socket is presumed dead and replaced. */
const HEARTBEAT_MS = 25_000;
const MAX_UNAUTHORIZED_DELAY_MS = 60_000;
/**
 * Topics whose refusal may be a race rather than a rule: a new participant may subscribe to a
 * conversation a moment before the server sees them as a member (spec §7: a failed
 * subscription retries after 2 s). Such a refusal is retried once before it counts.
 */
const RETRY_ONCE_WHEN_REFUSED = /^conversation:/;

function defaultRealtimeUrl(): string {
  return `${location.protocol === "https:" ? "wss" : "ws"}://${location.host}${REALTIME_PATH}`;
}

/**
 * The tab's one WebSocket to the realtime hub. Components subscribe to topics with handlers;
 * the connection reconnects 2 s after any close or failed connect, subscribes again to every
 * topic that still has handlers, and retries a subscription that failed for a passing reason.
 */
export class RealtimeConnection {
  private socket: WebSocket | null = null;
  private readonly handlers = new Map<string, Set<RealtimeHandler>>();
  private readonly retries = new Map<string, ReturnType<typeof setTimeout>>();
  /** Topics refused once already (see RETRY_ONCE_WHEN_REFUSED); forgotten when they succeed. */
  private readonly refusedOnce = new Set<string>();
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  private heartbeat: ReturnType<typeof setInterval> | undefined;
  private heardSincePing = true;
  /** True once a socket has answered: the next answering socket is a reconnect. */
  private everEstablished = false;
  private established = false;
  private unauthorizedCount = 0;
  private stopped = false;
  private readonly url: string;
  private readonly createSocket: (url: string) => WebSocket;

  constructor(private readonly options: RealtimeConnectionOptions = {}) {
    this.url = options.url ?? defaultRealtimeUrl();
    this.createSocket = options.createSocket ?? ((url) => new WebSocket(url));
    this.connect();
  }

  /** Calls `handler` for each event on `topic` until the returned function is called. */
  subscribe(topic: string, handler: RealtimeHandler): () => void {
    TopicSchema.parse(topic);
    let handlers = this.handlers.get(topic);
    if (!handlers) {
      handlers = new Set();
      this.handlers.set(topic, handlers);
      this.send({ type: "subscribe", topic });
    }
    handlers.add(handler);
    const own = handlers;
    return () => {
      own.delete(handler);
      if (own.size > 0 || this.handlers.get(topic) !== own) return;
      this.handlers.delete(topic);
      clearTimeout(this.retries.get(topic));
      this.retries.delete(topic);
      this.refusedOnce.delete(topic);
      this.send({ type: "unsubscribe", topic });
    };
  }

  /** Closes the socket for good (sign-out, unmount). */
  close(): void {
    this.stopped = true;
    clearTimeout(this.reconnectTimer);
    this.detach()?.close(1000);
  }

  private connect(): void {
    if (this.stopped) return;
    let socket: WebSocket;
    try {
      socket = this.createSocket(this.url);
    } catch {
      this.scheduleReconnect(RealtimeLimits.retryDelayMs);
      return;
    }
    this.socket = socket;
    this.established = false;
    socket.onopen = () => {
      if (this.socket !== socket) return;
      // The ping's pong proves the server accepted us (an unauthorized socket opens, then closes).
      this.send({ type: "ping" });
      for (const topic of this.handlers.keys()) this.send({ type: "subscribe", topic });
      this.startHeartbeat();
    };
    socket.onmessage = (message: MessageEvent) => {
      if (this.socket === socket) this.receive(message.data);
    };
    socket.onclose = (event: CloseEvent) => {
      if (this.socket !== socket) return;
      this.detach();
      if (event.code === RealtimeCloseCodes.suspended) {
        this.stopped = true;
        clearTimeout(this.reconnectTimer);
        this.options.onSuspended?.();
        return;
      }
      if (
        event.code === RealtimeCloseCodes.unauthorized ||
        event.code === RealtimeCloseCodes.tooManySockets
      ) {
        this.unauthorizedCount += 1;
        if (event.code === RealtimeCloseCodes.unauthorized) this.options.onUnauthorized?.();
        // Slower retries: a rotated session cookie recovers at once, a signed-out tab (or one
        // over the per-user socket limit) idles.
        const delay = RealtimeLimits.retryDelayMs * 2 ** (this.unauthorizedCount - 1);
        this.scheduleReconnect(Math.min(delay, MAX_UNAUTHORIZED_DELAY_MS));
      } else {
        this.scheduleReconnect(RealtimeLimits.retryDelayMs);
      }
    };
  }

  private receive(data: unknown): void {
    this.heardSincePing = true;
    let json: unknown;
    try {
      json = typeof data === "string" ? JSON.parse(data) : null;
    } catch {
      return;
    }
    const parsed = ServerMessageSchema.safeParse(json);
    if (!parsed.success) return;
    const message = parsed.data;
    if (!this.established) {
      this.established = true;
      this.unauthorizedCount = 0;
      if (this.everEstablished) this.options.onResync?.();
      this.everEstablished = true;
    }
    if (message.type === "event") {
      const event = parseRealtimeEvent(message);
      if (!event) return; // an event this version of the app does not know
      for (const handler of [...(this.handlers.get(message.topic) ?? [])]) {
        try {
          handler(event);
        } catch (error) {
          // One failing handler must not starve the others; the error still reaches the console.
          queueMicrotask(() => {
            throw error;
          });
        }
      }
    } else if (message.type === "subscribed") {
      this.refusedOnce.delete(message.topic);
    } else if (message.type === "error" && message.topic !== undefined) {
      this.subscriptionFailed(message.topic, message.code, message.message);
    }
  }

  private subscriptionFailed(topic: string, code: RealtimeErrorCode, text: string): void {
    if (!this.handlers.has(topic)) return;
    if (PERMANENT_REALTIME_ERRORS.includes(code)) {
      const mayBeRace = RETRY_ONCE_WHEN_REFUSED.test(topic) && !this.refusedOnce.has(topic);
      if (!mayBeRace) {
        this.options.onRefused?.(topic, code, text);
        return;
      }
      this.refusedOnce.add(topic);
    }
    clearTimeout(this.retries.get(topic));
    this.retries.set(
      topic,
      setTimeout(() => {
        this.retries.delete(topic);
        if (this.handlers.has(topic)) this.send({ type: "subscribe", topic });
      }, RealtimeLimits.retryDelayMs),
    );
  }

  private send(message: ClientMessage): void {
    if (this.socket?.readyState === OPEN) this.socket.send(JSON.stringify(message));
  }

  private startHeartbeat(): void {
    this.heardSincePing = true;
    this.heartbeat = setInterval(() => {
      if (!this.heardSincePing) {
        // Closing a dead connection can take minutes to report; drop it and start afresh.
        this.detach()?.close();
        this.scheduleReconnect(RealtimeLimits.retryDelayMs);
        return;
      }
      this.heardSincePing = false;
      this.send({ type: "ping" });
    }, HEARTBEAT_MS);
  }

  /** Forgets the current socket (its late events are ignored) and stops its timers. */
  private detach(): WebSocket | null {
    const socket = this.socket;
    this.socket = null;
    clearInterval(this.heartbeat);
    for (const timer of this.retries.values()) clearTimeout(timer);
    this.retries.clear();
    return socket;
  }

  private scheduleReconnect(delayMs: number): void {
    if (this.stopped) return;
    clearTimeout(this.reconnectTimer);
    this.reconnectTimer = setTimeout(() => this.connect(), delayMs);
  }
}
