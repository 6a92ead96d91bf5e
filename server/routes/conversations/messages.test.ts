import { MessagingLimits, MessagingMessages } from "@common/messaging.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bodyOf, errorOf, type Reply } from "../../test/client.ts";
import { createTestEnv, type TestEnv } from "../../test/support.ts";
import { directChat, groupChat, type Person, person, send } from "./messagingTestKit.ts";
import * as schema from "./schema.ts";

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => {
  await env?.close();
});

async function pair(): Promise<{ artist: Person; staff: Person; id: string }> {
  const artist = await person(env);
  const staff = await person(env, "staff");
  return { artist, staff, id: await directChat(artist, staff) };
}

const page = (res: Reply) => bodyOf(res, schema.messages.response[200]);
const contents = (res: Reply) => page(res).items.map((m) => m.content);
const conversation = (res: Reply) => bodyOf(res, schema.get.response[200]).conversation;

describe("sending", () => {
  it("saves the trimmed text and returns the message with its sender", async () => {
    const { artist, id } = await pair();
    const res = await artist.post(`/api/conversations/${id}/messages`, { content: "  Hi!  " });
    expect(res.status).toBe(200);
    expect(bodyOf(res, schema.send.response[200]).message).toMatchObject({
      conversationId: id,
      content: "Hi!",
      messageType: "text",
      sender: {
        id: artist.id,
        artistName: artist.artistName,
        fullName: artist.fullName,
        email: artist.email,
      },
    });
  });

  it("refuses a blank message and one over the length limit, with clear messages", async () => {
    const { artist, id } = await pair();
    const blank = await artist.post(`/api/conversations/${id}/messages`, { content: " \n " });
    expect(blank.status).toBe(400);
    expect(errorOf(blank).message).toBe(MessagingMessages.messageEmpty);
    const long = await artist.post(`/api/conversations/${id}/messages`, {
      content: "a".repeat(MessagingLimits.messageLength + 1),
    });
    expect(long.status).toBe(400);
    expect(errorOf(long).message).toBe("Messages can be at most 4000 characters.");
    const atLimit = await artist.post(`/api/conversations/${id}/messages`, {
      content: "ü".repeat(MessagingLimits.messageLength),
    });
    expect(atLimit.status).toBe(200);
  });
});

describe("reading", () => {
  it("pages messages newest first with a `before` cursor", async () => {
    const { artist, staff, id } = await pair();
    for (const n of [1, 2, 3, 4, 5]) await send(n % 2 ? artist : staff, id, `m${n}`);
    const first = await staff.get(`/api/conversations/${id}/messages?limit=2`);
    expect(contents(first)).toEqual(["m5", "m4"]);
    const second = await staff.get(
      `/api/conversations/${id}/messages?limit=2&before=${page(first).nextCursor}`,
    );
    expect(contents(second)).toEqual(["m3", "m2"]);
    const third = await staff.get(
      `/api/conversations/${id}/messages?limit=2&before=${page(second).nextCursor}`,
    );
    expect(contents(third)).toEqual(["m1"]);
    expect(page(third).nextCursor).toBeNull();
    const tooMany = await staff.get(`/api/conversations/${id}/messages?limit=51`);
    expect(tooMany.status).toBe(400);
  });
});

describe("blocks", () => {
  it("stops sending both ways with the two exact messages; both can still read; unblock restores", async () => {
    const { artist, staff, id } = await pair();
    await send(staff, id, "before the block");
    const blocked = await artist.post(`/api/conversations/${id}/block`);
    expect(blocked.status).toBe(200);
    expect(bodyOf(blocked, schema.block.response[200]).block).toEqual({
      blockedByMe: true,
      blockedMe: false,
    });

    const mine = await artist.post(`/api/conversations/${id}/messages`, { content: "hi" });
    expect(mine.status).toBe(403);
    expect(errorOf(mine).message).toBe(
      "You blocked this user. Unblock them to continue the conversation.",
    );
    const theirs = await staff.post(`/api/conversations/${id}/messages`, { content: "hi" });
    expect(theirs.status).toBe(403);
    expect(errorOf(theirs).message).toBe(
      "You have been blocked by this user. You can read past messages but cannot send new ones.",
    );
    expect(contents(await staff.get(`/api/conversations/${id}/messages`))).toEqual([
      "before the block",
    ]);
    expect(conversation(await staff.get(`/api/conversations/${id}`)).block).toEqual({
      blockedByMe: false,
      blockedMe: true,
    });
    expect((await staff.post(`/api/conversations/${id}/typing`)).status).toBe(403);

    const unblocked = await artist.del(`/api/conversations/${id}/block`);
    expect(bodyOf(unblocked, schema.unblock.response[200]).block).toEqual({
      blockedByMe: false,
      blockedMe: false,
    });
    expect(
      (await staff.post(`/api/conversations/${id}/messages`, { content: "back" })).status,
    ).toBe(200);
    expect((await artist.post(`/api/conversations/${id}/messages`, { content: "ok" })).status).toBe(
      200,
    );
  });

  it("blocks only in direct conversations", async () => {
    const staff = await person(env, "staff");
    const id = await groupChat(staff, "No blocks here", [await person(env)]);
    const res = await staff.post(`/api/conversations/${id}/block`);
    expect(res.status).toBe(400);
    expect(errorOf(res).message).toBe(MessagingMessages.directOnly);
  });
});

describe("unread counts", () => {
  it("counts messages not mine after my last-read time, per conversation and in total", async () => {
    const { artist, staff, id } = await pair();
    const otherStaff = await person(env, "admin");
    const other = await directChat(otherStaff, artist);
    await send(staff, id, "one");
    await send(staff, id, "two");
    await send(artist, id, "mine does not count");
    await send(otherStaff, other, "three");

    const list = await artist.get("/api/conversations");
    const count = (cid: string) =>
      bodyOf(list, schema.list.response[200]).items.find((c) => c.id === cid)?.unreadCount;
    expect(count(id)).toBe(2);
    expect(count(other)).toBe(1);
    expect((await artist.get("/api/conversations/unread-count")).body).toEqual({ total: 3 });
    expect((await staff.get("/api/conversations/unread-count")).body).toEqual({ total: 1 });

    const read = await artist.post(`/api/conversations/${id}/read`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ conversationId: id, unreadCount: 0, totalUnread: 1 });
    expect(conversation(await artist.get(`/api/conversations/${id}`)).unreadCount).toBe(0);

    await send(staff, id, "after reading");
    expect(conversation(await artist.get(`/api/conversations/${id}`)).unreadCount).toBe(1);
    expect((await artist.get("/api/conversations/unread-count")).body).toEqual({ total: 2 });
  });

  it("leaves out conversations I deleted or left", async () => {
    const { artist, staff, id } = await pair();
    await send(staff, id, "unread");
    await artist.del(`/api/conversations/${id}`);
    expect((await artist.get("/api/conversations/unread-count")).body).toEqual({ total: 0 });
  });
});
