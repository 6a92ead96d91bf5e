import { type ServerMessage, ServerMessageSchema } from "@common/realtime.ts";
import WebSocket from "ws";

export interface WaitOptions {
  /** Only messages from this index on count (messages.length before sending the request). */
  after?: number;
  timeoutMs?: number;
}

/** How an attempt to open a socket ended: open, refused at the handshake, or closed at once. */
export type Opened =
  | { kind: "open"; socket: TestSocket }
  | { kind: "refused"; status: number }
  | { kind: "closed"; code: number; reason: string };

/**
 * A real WebSocket client for tests (package `ws`, as a browser would connect: cookie + Origin),
 * recording every server message so a test can wait for the one it expects.
 */
export class TestSocket {
  readonly messages: ServerMessage[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private waiters: (() => void)[] = [];

  private constructor(readonly ws: WebSocket) {
    ws.on("message", (data) => {
      this.messages.push(ServerMessageSchema.parse(JSON.parse(data.toString())));
      for (const wake of this.waiters.splice(0)) wake();
    });
    this.closed = new Promise((resolve) => {
      ws.on("close", (code, reason) => resolve({ code, reason: reason.toString() }));
    });
  }

  /** Opens a socket; resolves once it is open and has survived a ping round trip (or was closed). */
  static async open(url: string, headers: Record<string, string>): Promise<Opened> {
    const ws = new WebSocket(url, { headers });
    const socket = new TestSocket(ws);
    const outcome = await new Promise<"open" | Opened>((resolve) => {
      ws.once("open", () => resolve("open"));
      ws.once("unexpected-response", (_req, res) =>
        resolve({ kind: "refused", status: res.statusCode ?? 0 }),
      );
      ws.once("error", () => resolve({ kind: "refused", status: 0 }));
    });
    if (outcome !== "open") return outcome;
    // A socket the server closes right after the handshake has not really been accepted.
    const answered = await Promise.race([socket.ping().then(() => "pong" as const), socket.closed]);
    if (answered === "pong") return { kind: "open", socket };
    return { kind: "closed", ...answered };
  }

  send(message: object | string): void {
    this.ws.send(typeof message === "string" ? message : JSON.stringify(message));
  }

  /** Waits for the first message at index `after` or later (received or still to come) that matches. */
  async next(
    match: (m: ServerMessage) => boolean,
    { after = 0, timeoutMs = 5000 }: WaitOptions = {},
  ): Promise<ServerMessage> {
    let found: ServerMessage | undefined;
    await this.until(() => {
      found = this.messages.slice(after).find(match);
      return found !== undefined;
    }, timeoutMs);
    return found!;
  }

  /** Waits until `count` events on `topic` have arrived. */
  async waitForEvents(topic: string, count: number, timeoutMs = 5000): Promise<void> {
    await this.until(() => this.events(topic).length >= count, timeoutMs);
  }

  private async until(condition: () => boolean, timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!condition()) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timed out; messages: ${JSON.stringify(this.messages)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /**
   * Round trip through the server: the socket's messages are handled in order, so once the pong
   * is back every message sent before the ping has been handled and its reply received.
   */
  async ping(): Promise<void> {
    const after = this.messages.length;
    this.send({ type: "ping" });
    await this.next((m) => m.type === "pong", { after });
  }

  /** Subscribes and returns the server's answer: `subscribed` or an `error` for that topic. */
  async subscribe(topic: string): Promise<ServerMessage> {
    const after = this.messages.length;
    this.send({ type: "subscribe", topic });
    return this.next(
      (m) => (m.type === "subscribed" || m.type === "error") && "topic" in m && m.topic === topic,
      { after },
    );
  }

  events(topic?: string) {
    return this.messages.filter(
      (m): m is Extract<ServerMessage, { type: "event" }> =>
        m.type === "event" && (topic === undefined || m.topic === topic),
    );
  }

  close(): void {
    this.ws.close();
  }
}
