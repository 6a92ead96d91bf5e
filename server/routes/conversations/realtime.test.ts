import type { AddressInfo } from "node:net";
import { MessagingLimits } from "@common/messaging.ts";
import { RealtimeMessages } from "@common/realtime.ts";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { TestSocket } from "../../realtime/testSocket.ts";
import { createTestEnv, TEST_ORIGIN, type TestEnv } from "../../test/support.ts";
import { directChat, groupChat, type Person, person, send } from "./messagingTestKit.ts";

let env: TestEnv;
let url: string;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  env = await createTestEnv();
  await env.app.listen({ port: 0, host: "127.0.0.1" });
  url = `ws://127.0.0.1:${(env.app.server.address() as AddressInfo).port}/api/realtime`;
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});
afterAll(async () => {
  await env?.close();
});

async function connect(who: Person, ...topics: string[]): Promise<TestSocket> {
  const opened = await TestSocket.open(url, { cookie: who.cookie, origin: TEST_ORIGIN });
  if (opened.kind !== "open") throw new Error(`socket not opened: ${JSON.stringify(opened)}`);
  sockets.push(opened.socket);
  for (const topic of topics)
    expect(await opened.socket.subscribe(topic)).toEqual({ type: "subscribed", topic });
  return opened.socket;
}

describe("conversation topics", () => {
  it("only lets participants follow a conversation", async () => {
    const artist = await person(env);
    const staff = await person(env, "staff");
    const stranger = await person(env, "admin");
    const id = await directChat(artist, staff);
    await connect(artist, `conversation:${id}`);
    const socket = await connect(stranger);
    expect(await socket.subscribe(`conversation:${id}`)).toEqual({
      type: "error",
      topic: `conversation:${id}`,
      code: "FORBIDDEN",
      message: RealtimeMessages.forbidden,
    });
    expect((await socket.subscribe("conversation:not-a-uuid")).type).toBe("error");
  });

  it("delivers a new message to a subscribed participant once, with the saved record", async () => {
    const artist = await person(env);
    const staff = await person(env, "staff");
    const id = await directChat(artist, staff);
    const topic = `conversation:${id}`;
    const socket = await connect(artist, topic);
    const message = await send(staff, id, "Your release is live");
    await socket.waitForEvents(topic, 1);
    await socket.ping(); // a duplicate would have arrived before this round trip ends
    expect(socket.events(topic)).toEqual([
      {
        type: "event",
        topic,
        event: "message.created",
        data: { conversationId: id, messageId: message.id, message },
      },
    ]);
  });

  it("sends a message too big for a live event as its id only", async () => {
    const artist = await person(env);
    const staff = await person(env, "staff");
    const id = await directChat(artist, staff);
    const topic = `conversation:${id}`;
    const socket = await connect(artist, topic);
    const message = await send(staff, id, "ü".repeat(MessagingLimits.messageLength));
    await socket.waitForEvents(topic, 1);
    expect(socket.events(topic)[0]?.data).toEqual({ conversationId: id, messageId: message.id });
  });

  it("passes typing notices to the other members, at most one a second", async () => {
    const artist = await person(env);
    const staff = await person(env, "staff");
    const id = await directChat(artist, staff);
    const topic = `conversation:${id}`;
    const socket = await connect(artist, topic);
    for (let i = 0; i < 3; i++)
      expect((await staff.post(`/api/conversations/${id}/typing`)).status).toBe(200);
    await socket.waitForEvents(topic, 1);
    await socket.ping();
    expect(socket.events(topic).map((e) => [e.event, e.data])).toEqual([
      ["typing", { conversationId: id, userId: staff.id }],
    ]);
  });

  it("drops a member who leaves from the topic: they get no later messages", async () => {
    const staff = await person(env, "staff");
    const artist = await person(env);
    const id = await groupChat(staff, "Crew", [artist]);
    const topic = `conversation:${id}`;
    const socket = await connect(artist, topic);
    await artist.post(`/api/conversations/${id}/leave`);
    await socket.next((m) => m.type === "error" && m.topic === topic);
    await send(staff, id, "after you left");
    await socket.ping();
    expect(socket.events(topic)).toEqual([]);
    expect((await socket.subscribe(topic)).type).toBe("error");
  });
});

describe("user topics", () => {
  it("tells the other members their new unread counts, and my other tabs when I read", async () => {
    const artist = await person(env);
    const staff = await person(env, "staff");
    const id = await directChat(artist, staff);
    const mine = `user:${artist.id}`;
    const socket = await connect(artist, mine);
    await send(staff, id, "one");
    await send(staff, id, "two");
    await send(artist, id, "my own message changes nothing for me");
    await artist.post(`/api/conversations/${id}/read`);
    await socket.waitForEvents(mine, 3);
    await socket.ping();
    expect(socket.events(mine).map((e) => [e.event, e.data])).toEqual([
      ["unread.changed", { conversationId: id, unreadCount: 1, totalUnread: 1 }],
      ["unread.changed", { conversationId: id, unreadCount: 2, totalUnread: 2 }],
      ["unread.changed", { conversationId: id, unreadCount: 0, totalUnread: 0 }],
    ]);
  });

  it("announces new conversations, blocks and membership changes", async () => {
    const artist = await person(env);
    const staff = await person(env, "staff");
    const admin = await person(env, "admin");
    const topic = `user:${artist.id}`;
    const socket = await connect(artist, topic);
    const direct = await directChat(staff, artist);
    await staff.post(`/api/conversations/${direct}/block`);
    const group = await groupChat(staff, "Crew", [artist]);
    await staff.post(`/api/conversations/${group}/members`, { userIds: [admin.id] });
    await admin.post(`/api/conversations/${group}/leave`);
    await socket.waitForEvents(topic, 5);
    expect(socket.events(topic).map((e) => e.data)).toEqual([
      { conversationId: direct, change: "created" },
      { conversationId: direct, change: "blocked" },
      { conversationId: group, change: "created" },
      { conversationId: group, change: "members-added" },
      { conversationId: group, change: "member-left" },
    ]);
  });
});
