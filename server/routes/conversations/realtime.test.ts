import { MessagingLimits } from "@common/messaging.ts";
import { RealtimeMessages } from "@common/realtime.ts";
import { describe, expect, it } from "vitest";
import { liveServer } from "../../test/liveServer.ts";
import { directChat, groupChat, type Person, person, send } from "./messagingTestKit.ts";

const live = liveServer();
const connect = (who: Person, ...topics: string[]) => live.connect(who.cookie, ...topics);

describe("conversation topics", () => {
  it("only lets participants follow a conversation", async () => {
    const artist = await person(live.env);
    const staff = await person(live.env, "staff");
    const stranger = await person(live.env, "admin");
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
    const artist = await person(live.env);
    const staff = await person(live.env, "staff");
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
    const artist = await person(live.env);
    const staff = await person(live.env, "staff");
    const id = await directChat(artist, staff);
    const topic = `conversation:${id}`;
    const socket = await connect(artist, topic);
    const message = await send(staff, id, "ü".repeat(MessagingLimits.messageLength));
    await socket.waitForEvents(topic, 1);
    expect(socket.events(topic)[0]?.data).toEqual({ conversationId: id, messageId: message.id });
  });

  it("passes typing notices to the other members, at most one a second", async () => {
    const artist = await person(live.env);
    const staff = await person(live.env, "staff");
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
    const staff = await person(live.env, "staff");
    const artist = await person(live.env);
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
    const artist = await person(live.env);
    const staff = await person(live.env, "staff");
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
    const artist = await person(live.env);
    const staff = await person(live.env, "staff");
    const admin = await person(live.env, "admin");
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
