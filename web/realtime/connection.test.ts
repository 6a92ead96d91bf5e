import type { ClientMessage, ServerMessage } from "@common/realtime.ts";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RealtimeConnection, type RealtimeConnectionOptions } from "./connection.ts";

/** Stands in for the browser's WebSocket: records what is sent, lets the test play the server. */
class FakeSocket {
  readyState = 0;
  sent: ClientMessage[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number; reason: string }) => void) | null = null;
  closedWith: number | undefined;

  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code = 1005) {
    this.closedWith = code;
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  /** The server's pong to the connection's first ping: the socket is accepted. */
  accept() {
    this.open();
    this.receive({ type: "pong" });
  }
  receive(message: ServerMessage | string) {
    this.onmessage?.({ data: typeof message === "string" ? message : JSON.stringify(message) });
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code, reason: "" });
  }
  subscriptions() {
    return this.sent.flatMap((m) => (m.type === "ping" ? [] : [`${m.type} ${m.topic}`]));
  }
}

let sockets: FakeSocket[];
let connection: RealtimeConnection;
const latest = () => sockets.at(-1)!;

function start(options: RealtimeConnectionOptions = {}) {
  connection = new RealtimeConnection({
    url: "ws://test/api/realtime",
    createSocket: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket as unknown as WebSocket;
    },
    ...options,
  });
}

const event = (topic: string, userId = "u1"): ServerMessage => ({
  type: "event",
  topic,
  event: "account.updated",
  data: { userId, change: "two-factor-enabled" },
});

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
});
afterEach(() => {
  connection.close();
  vi.useRealTimers();
});

describe("RealtimeConnection", () => {
  it("subscribes once per topic and hands typed events to every handler of that topic", () => {
    start();
    const first = vi.fn();
    const second = vi.fn();
    const other = vi.fn();
    connection.subscribe("user:u1", first);
    connection.subscribe("user:u1", second);
    connection.subscribe("announcements", other);
    latest().accept();
    expect(latest().subscriptions()).toEqual(["subscribe user:u1", "subscribe announcements"]);

    latest().receive(event("user:u1"));
    latest().receive("not json");
    latest().receive({ type: "event", topic: "user:u1", event: "some.future-event", data: {} });
    latest().receive({ type: "event", topic: "user:u1", event: "account.updated", data: {} });

    const expected = {
      topic: "user:u1",
      event: "account.updated",
      data: { userId: "u1", change: "two-factor-enabled" },
    };
    expect(first.mock.calls).toEqual([[expected]]);
    expect(second.mock.calls).toEqual([[expected]]);
    expect(other).not.toHaveBeenCalled();
  });

  it("unsubscribes when the last handler of a topic goes", () => {
    start();
    latest().accept();
    const stopFirst = connection.subscribe("announcements", vi.fn());
    const stopSecond = connection.subscribe("announcements", vi.fn());
    stopFirst();
    expect(latest().subscriptions()).toEqual(["subscribe announcements"]);
    stopSecond();
    expect(latest().subscriptions()).toEqual([
      "subscribe announcements",
      "unsubscribe announcements",
    ]);
  });

  it("reconnects 2 seconds after the socket closes, resubscribes and asks for a resync", () => {
    const onResync = vi.fn();
    start({ onResync });
    connection.subscribe("user:u1", vi.fn());
    const stop = connection.subscribe("announcements", vi.fn());
    latest().accept();
    stop();
    latest().drop();

    vi.advanceTimersByTime(1999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    latest().accept();
    expect(latest().subscriptions()).toEqual(["subscribe user:u1"]);
    expect(onResync).toHaveBeenCalledOnce();
  });

  it("retries a connection that fails before opening every 2 seconds", () => {
    start();
    latest().drop();
    vi.advanceTimersByTime(2000);
    latest().drop();
    vi.advanceTimersByTime(2000);
    expect(sockets).toHaveLength(3);
  });

  it("retries a subscription that failed for a passing reason, but not a refused one", () => {
    const onRefused = vi.fn();
    start({ onRefused });
    connection.subscribe("user:u1", vi.fn());
    connection.subscribe("admins", vi.fn());
    latest().accept();
    latest().receive({ type: "error", topic: "user:u1", code: "UNAVAILABLE", message: "later" });
    latest().receive({ type: "error", topic: "admins", code: "FORBIDDEN", message: "no" });

    vi.advanceTimersByTime(2000);
    expect(latest().subscriptions()).toEqual([
      "subscribe user:u1",
      "subscribe admins",
      "subscribe user:u1",
    ]);
    expect(onRefused).toHaveBeenCalledWith("admins", "FORBIDDEN", "no");
  });

  it("retries a refused conversation subscription once after 2 seconds, then gives up", () => {
    const onRefused = vi.fn();
    start({ onRefused });
    connection.subscribe("conversation:c1", vi.fn());
    latest().accept();
    const refuse = () =>
      latest().receive({
        type: "error",
        topic: "conversation:c1",
        code: "FORBIDDEN",
        message: "no",
      });

    refuse();
    expect(onRefused).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1999);
    expect(latest().subscriptions()).toEqual(["subscribe conversation:c1"]);
    vi.advanceTimersByTime(1);
    expect(latest().subscriptions()).toEqual([
      "subscribe conversation:c1",
      "subscribe conversation:c1",
    ]);
    refuse();
    vi.advanceTimersByTime(10_000);
    expect(latest().subscriptions()).toHaveLength(2);
    expect(onRefused).toHaveBeenCalledExactlyOnceWith("conversation:c1", "FORBIDDEN", "no");
  });

  it("gives a conversation subscription that succeeded its one retry again", () => {
    const onRefused = vi.fn();
    start({ onRefused });
    connection.subscribe("conversation:c1", vi.fn());
    latest().accept();
    latest().receive({ type: "error", topic: "conversation:c1", code: "FORBIDDEN", message: "no" });
    vi.advanceTimersByTime(2000);
    latest().receive({ type: "subscribed", topic: "conversation:c1" });
    // Later the member leaves: the server drops the topic; that refusal is retried once too.
    latest().receive({ type: "error", topic: "conversation:c1", code: "FORBIDDEN", message: "no" });
    vi.advanceTimersByTime(2000);
    expect(latest().subscriptions()).toHaveLength(3);
    expect(onRefused).not.toHaveBeenCalled();
  });

  it("backs off when the server says the session is gone, and recovers once it is back", () => {
    const onUnauthorized = vi.fn();
    start({ onUnauthorized });
    latest().open();
    latest().drop(4401);
    expect(onUnauthorized).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(2000);
    latest().open();
    latest().drop(4401);
    vi.advanceTimersByTime(2000);
    expect(sockets).toHaveLength(2); // the second refusal waits 4 s
    vi.advanceTimersByTime(2000);
    expect(sockets).toHaveLength(3);
    latest().accept();
    latest().drop();
    vi.advanceTimersByTime(2000);
    expect(sockets).toHaveLength(4); // accepted again: back to 2 s
  });

  it("backs off, without signing out, when the user has too many live connections", () => {
    const onUnauthorized = vi.fn();
    start({ onUnauthorized });
    latest().open();
    latest().drop(4429);
    vi.advanceTimersByTime(2000);
    latest().open();
    latest().drop(4429);
    vi.advanceTimersByTime(2000);
    expect(sockets).toHaveLength(2); // the second refusal waits 4 s
    vi.advanceTimersByTime(2000);
    expect(sockets).toHaveLength(3);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it("stops for good when the account is suspended (4403), and says so", () => {
    const onSuspended = vi.fn();
    const onUnauthorized = vi.fn();
    start({ onSuspended, onUnauthorized });
    connection.subscribe("user:u1", vi.fn());
    latest().accept();
    latest().drop(4403);
    expect(onSuspended).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(120_000);
    expect(sockets).toHaveLength(1);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it("replaces a socket that stops answering pings", () => {
    start();
    latest().accept();
    vi.advanceTimersByTime(25_000);
    expect(latest().sent.at(-1)).toEqual({ type: "ping" });
    vi.advanceTimersByTime(25_000);
    expect(sockets[0]!.closedWith).toBeDefined();
    vi.advanceTimersByTime(2000);
    expect(sockets).toHaveLength(2);
  });

  it("stays closed after close()", () => {
    start();
    latest().accept();
    connection.close();
    latest().drop();
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    expect(sockets[0]!.closedWith).toBe(1000);
  });
});
