import type { AddressInfo } from "node:net";
import { RealtimeCloseCodes, RealtimeLimits, RealtimeMessages } from "@common/realtime.ts";
import * as OTPAuth from "otpauth";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { captureLog } from "../test/logCapture.ts";
import {
  cookiesFrom,
  createTestEnv,
  createUser,
  signIn,
  TEST_ORIGIN,
  type TestEnv,
} from "../test/support.ts";
import { LISTENER_NAME } from "./fanout.ts";
import { type Opened, TestSocket } from "./testSocket.ts";

/** Any valid `change`: these tests are about delivery, not about what changed. */
const change = "two-factor-enabled";

let env: TestEnv;
let url: string;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  env = await createTestEnv();
  // A topic anyone may join with any id, to exercise limits without minting many users.
  env.ctx.hub.registerTopic("test-open:<id>", () => true);
  await env.app.listen({ port: 0, host: "127.0.0.1" });
  url = `ws://127.0.0.1:${(env.app.server.address() as AddressInfo).port}/api/realtime`;
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});
afterAll(async () => {
  await env?.close();
});

async function attempt(cookie?: string, origin: string | null = TEST_ORIGIN): Promise<Opened> {
  const headers: Record<string, string> = {};
  if (cookie) headers.cookie = cookie;
  if (origin) headers.origin = origin;
  const opened = await TestSocket.open(url, headers);
  if (opened.kind === "open") sockets.push(opened.socket);
  return opened;
}

async function connect(cookie: string): Promise<TestSocket> {
  const opened = await attempt(cookie);
  if (opened.kind !== "open") throw new Error(`socket not opened: ${JSON.stringify(opened)}`);
  return opened.socket;
}

async function signedIn(role: "artist" | "staff" | "admin" = "artist") {
  const user = await createUser(env.ctx, { role });
  return { ...user, cookie: await signIn(env, user.email, user.password) };
}

describe("connecting", () => {
  it("closes a socket without a session with 4401 and the sign-in message", async () => {
    expect(await attempt()).toEqual({
      kind: "closed",
      code: RealtimeCloseCodes.unauthorized,
      reason: RealtimeMessages.unauthorized,
    });
    expect(await attempt("offbeat.session_token=forged.value")).toMatchObject({ code: 4401 });
  });

  it("refuses the handshake from another site's page, even with a valid cookie", async () => {
    const { cookie } = await signedIn();
    expect(await attempt(cookie, "https://evil.example")).toEqual({ kind: "refused", status: 403 });
    expect(await attempt(cookie, null)).toEqual({ kind: "refused", status: 403 });
    expect((await attempt(cookie)).kind).toBe("open");
  });
});

describe("sockets per user", () => {
  it(`closes a user's socket beyond ${RealtimeLimits.socketsPerUser} at once (4429); others are not affected`, async () => {
    const piler = await signedIn();
    const opened = await Promise.all(
      Array.from({ length: RealtimeLimits.socketsPerUser }, () => connect(piler.cookie)),
    );
    expect(opened).toHaveLength(RealtimeLimits.socketsPerUser);
    expect(await attempt(piler.cookie)).toEqual({
      kind: "closed",
      code: RealtimeCloseCodes.tooManySockets,
      reason: RealtimeMessages.tooManySockets,
    });
    // Someone else connects as usual; and once one of the piler's sockets closes, so can they.
    const other = await signedIn();
    expect((await attempt(other.cookie)).kind).toBe("open");
    opened[0]?.close();
    await opened[0]?.closed;
    await expect.poll(async () => (await attempt(piler.cookie)).kind).toBe("open");
  });
});

describe("joining topics", () => {
  it("lets a user follow their own user topic but not another user's", async () => {
    const ann = await signedIn();
    const bo = await signedIn();
    const socket = await connect(ann.cookie);
    expect(await socket.subscribe(`user:${ann.id}`)).toEqual({
      type: "subscribed",
      topic: `user:${ann.id}`,
    });
    expect(await socket.subscribe(`user:${bo.id}`)).toEqual({
      type: "error",
      topic: `user:${bo.id}`,
      code: "FORBIDDEN",
      message: RealtimeMessages.forbidden,
    });
  });

  it("keeps admins to admins and staff topics to staff and admins", async () => {
    const expectations = [
      ["artist", { admins: "FORBIDDEN", staff: "FORBIDDEN", announcements: "ok" }],
      ["staff", { admins: "FORBIDDEN", staff: "ok", announcements: "ok" }],
      ["admin", { admins: "ok", staff: "ok", announcements: "ok" }],
    ] as const;
    for (const [role, topics] of expectations) {
      const socket = await connect((await signedIn(role)).cookie);
      for (const [topic, expected] of Object.entries(topics)) {
        const answer = await socket.subscribe(topic);
        expect([role, topic, answer.type === "error" ? answer.code : "ok"]).toEqual([
          role,
          topic,
          expected,
        ]);
      }
    }
  });

  it("refuses unknown topics and topics of the wrong shape", async () => {
    const { cookie, id } = await signedIn("admin");
    const socket = await connect(cookie);
    for (const topic of ["secrets", "user", `admins:${id}`, "no-such-kind:1"]) {
      expect(await socket.subscribe(topic)).toMatchObject({ type: "error", code: "UNKNOWN_TOPIC" });
    }
  });

  it("runs a policy registered later for a new kind of topic", async () => {
    env.ctx.hub.registerTopic("room:<id>", (_actor, id) => id === "open");
    const socket = await connect((await signedIn()).cookie);
    expect(await socket.subscribe("room:open")).toMatchObject({ type: "subscribed" });
    expect(await socket.subscribe("room:closed")).toMatchObject({ code: "FORBIDDEN" });
  });

  it(`limits a socket to ${RealtimeLimits.topicsPerSocket} topics`, async () => {
    const socket = await connect((await signedIn()).cookie);
    for (let i = 0; i < RealtimeLimits.topicsPerSocket; i++)
      socket.send({ type: "subscribe", topic: `test-open:${i}` });
    await socket.ping();
    expect(socket.messages.filter((m) => m.type === "subscribed")).toHaveLength(
      RealtimeLimits.topicsPerSocket,
    );
    expect(await socket.subscribe("test-open:one-too-many")).toMatchObject({
      code: "TOO_MANY_TOPICS",
      message: RealtimeMessages.tooManyTopics,
    });
  });
});

describe("events", () => {
  it("reaches subscribed sockets once each, in publish order, and not unsubscribed ones", async () => {
    const user = await signedIn();
    const topic = `user:${user.id}`;
    const [first, second, leaving] = [
      await connect(user.cookie),
      await connect(user.cookie),
      await connect(user.cookie),
    ];
    for (const socket of [first, second, leaving]) await socket.subscribe(topic);
    await first.subscribe(topic); // a repeated subscribe must not double delivery
    leaving.send({ type: "unsubscribe", topic });
    await leaving.ping();

    for (const n of ["1", "2", "3", "4", "5"])
      await env.ctx.hub.publish(topic, "account.updated", { userId: n, change });
    await first.waitForEvents(topic, 5);
    await second.waitForEvents(topic, 5);
    // Delivery to all three happens in one pass, so after these round trips nothing is in flight.
    await first.ping();
    await leaving.ping();

    const order = (socket: TestSocket) => socket.events(topic).map((e) => e.data);
    const expected = ["1", "2", "3", "4", "5"].map((userId) => ({ userId, change }));
    expect(order(first)).toEqual(expected);
    expect(order(second)).toEqual(expected);
    expect(order(leaving)).toEqual([]);
    expect(first.events(topic)[0]).toEqual({
      type: "event",
      topic,
      event: "account.updated",
      data: { userId: "1", change },
    });
  });

  it("publishes a batch in one go, in order, with payloads that need quoting", async () => {
    const user = await signedIn();
    const topic = `user:${user.id}`;
    const socket = await connect(user.cookie);
    await socket.subscribe(topic);
    const ids = ["a", 'quote " and \\ backslash', "{braces, comma}", "ü"];
    await env.ctx.database.db.transaction((tx) =>
      env.ctx.hub.publishAll(
        ids.map((userId) => ({
          topic,
          event: "account.updated" as const,
          data: { userId, change },
        })),
        { tx },
      ),
    );
    await env.ctx.hub.publishAll([
      { topic, event: "account.updated", data: { userId: "z", change } },
    ]);
    await socket.waitForEvents(topic, 5);
    expect(socket.events(topic).map((e) => (e.data as { userId: string }).userId)).toEqual([
      ...ids,
      "z",
    ]);
  });

  it("sends an event published in a transaction when it commits, and never on rollback", async () => {
    const user = await signedIn();
    const topic = `user:${user.id}`;
    const socket = await connect(user.cookie);
    await socket.subscribe(topic);
    const { db } = env.ctx.database;
    await db
      .transaction(async (tx) => {
        await env.ctx.hub.publish(
          topic,
          "account.updated",
          { userId: "rolled back", change },
          { tx },
        );
        throw new Error("abort");
      })
      .catch(() => {});
    await db.transaction(async (tx) => {
      await env.ctx.hub.publish(topic, "account.updated", { userId: "committed", change }, { tx });
    });
    await socket.waitForEvents(topic, 1);
    await socket.ping();
    expect(socket.events(topic).map((e) => e.data)).toEqual([{ userId: "committed", change }]);
  });

  it("refuses to publish a payload NOTIFY could not carry", async () => {
    await expect(
      env.ctx.hub.publish("announcements", "account.updated", { userId: "x".repeat(8000), change }),
    ).rejects.toThrow(/limit is 7000/);
  });

  it("tells the user's other tabs when two-factor is enabled, reset or disabled", async () => {
    const user = await signedIn();
    const topic = `user:${user.id}`;
    const otherTab = await connect(user.cookie);
    await otherTab.subscribe(topic);

    const post = async (path: string, payload: object, cookie: string) =>
      env.app.inject({
        method: "POST",
        url: path,
        payload,
        headers: { origin: TEST_ORIGIN, cookie },
      });
    let cookie = user.cookie;
    const enabled = await post(
      "/api/account/two-factor/enable",
      { password: user.password },
      cookie,
    );
    expect(enabled.statusCode).toBe(200);
    cookie = cookiesFrom(enabled.headers["set-cookie"], cookie);
    const code = OTPAuth.URI.parse(enabled.json().totpURI).generate();
    const confirmed = await post("/api/account/two-factor/confirm", { code }, cookie);
    expect(confirmed.statusCode).toBe(200);
    cookie = cookiesFrom(confirmed.headers["set-cookie"], cookie);
    await otherTab.waitForEvents(topic, 1);
    const reset = await post("/api/account/two-factor/reset", { password: user.password }, cookie);
    expect(reset.statusCode).toBe(200);
    cookie = cookiesFrom(reset.headers["set-cookie"], cookie);
    await otherTab.waitForEvents(topic, 2);
    const disabled = await post(
      "/api/account/two-factor/disable",
      { password: user.password },
      cookie,
    );
    expect(disabled.statusCode).toBe(200);
    await otherTab.waitForEvents(topic, 3);
    await otherTab.ping();

    const event = (what: string) => ({
      type: "event",
      topic,
      event: "account.updated",
      data: { userId: user.id, change: what },
    });
    expect(otherTab.events()).toEqual([
      event("two-factor-enabled"),
      event("two-factor-reset"),
      event("two-factor-disabled"),
    ]);
  });
});

describe("bad clients", () => {
  it("answers invalid messages with an error and keeps the socket open", async () => {
    const socket = await connect((await signedIn()).cookie);
    for (const bad of [
      "not json",
      "{}",
      JSON.stringify({ type: "subscribe", topic: "BAD TOPIC" }),
    ]) {
      const after = socket.messages.length;
      socket.send(bad);
      expect(await socket.next((m) => m.type === "error", { after })).toEqual({
        type: "error",
        code: "INVALID_MESSAGE",
        message: RealtimeMessages.invalidMessage,
      });
    }
    await socket.ping();
    expect(socket.ws.readyState).toBe(socket.ws.OPEN);
  });

  it("closes a socket that sends an oversized message with 1009, logged below error level", async () => {
    const { lines, logStream } = captureLog();
    const logged = await buildApp(env.ctx, { logger: true, logStream, logLevel: "info" });
    try {
      await logged.listen({ port: 0, host: "127.0.0.1" });
      const { port } = logged.server.address() as AddressInfo;
      const opened = await TestSocket.open(`ws://127.0.0.1:${port}/api/realtime`, {
        cookie: (await signedIn()).cookie,
        origin: TEST_ORIGIN,
      });
      if (opened.kind !== "open") throw new Error(`socket not opened: ${JSON.stringify(opened)}`);
      opened.socket.send("x".repeat(RealtimeLimits.clientMessageBytes + 1));
      expect((await opened.socket.closed).code).toBe(RealtimeCloseCodes.tooBig);
    } finally {
      await logged.close();
    }
    const entries = lines.map((line) => JSON.parse(line) as { level: number; code?: string });
    expect(entries.filter((e) => e.level >= 50)).toEqual([]);
    expect(entries).toContainEqual(
      expect.objectContaining({ level: 30, code: "WS_ERR_UNSUPPORTED_MESSAGE_LENGTH" }),
    );
  });

  it("closes a socket that floods the server with messages", async () => {
    const socket = await connect((await signedIn()).cookie);
    for (let i = 0; i <= RealtimeLimits.messagesPerWindow; i++) socket.send({ type: "ping" });
    expect(await socket.closed).toEqual({
      code: RealtimeCloseCodes.policyViolation,
      reason: RealtimeMessages.tooManyMessages,
    });
  });
});

describe.skipIf(!process.env.DATABASE_URL)(
  "a lost LISTEN connection (real PostgreSQL only)",
  () => {
    it("is re-established, and sockets are told to reconnect since events may have been missed", async () => {
      const user = await signedIn();
      const topic = `user:${user.id}`;
      const socket = await connect(user.cookie);
      await socket.subscribe(topic);
      const { rowCount } = await env.ctx.database.pool.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and datname = current_database()",
        [LISTENER_NAME],
      );
      expect(rowCount).toBe(1);
      expect((await socket.closed).code).toBe(RealtimeCloseCodes.restart);

      const again = await connect(user.cookie);
      await again.subscribe(topic);
      await env.ctx.hub.publish(topic, "account.updated", { userId: user.id, change });
      await again.waitForEvents(topic, 1);
    });
  },
);
