import { CURSOR_MESSAGE } from "@common/keysetCursor.ts";
import { MessagingMessages } from "@common/messaging.ts";
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

const page = (res: Reply) => bodyOf(res, schema.list.response[200]);
const conversation = (res: Reply) => bodyOf(res, schema.get.response[200]).conversation;
const ids = (res: Reply) => page(res).items.map((c) => c.id);
const memberIds = (res: Reply) =>
  conversation(res)
    .participants.map((p) => p.id)
    .sort();

describe("direct conversations", () => {
  it("asks a signed-out visitor to sign in", async () => {
    const res = await env.app.inject({ method: "GET", url: "/api/conversations" });
    expect(res.statusCode).toBe(401);
  });

  it("lets an artist contact staff, and reuses that conversation the next time", async () => {
    const artist = await person(env);
    const staff = await person(env, "staff");
    const res = await artist.post("/api/conversations/direct", { userId: staff.id });
    expect(res.status).toBe(200);
    const { conversation } = bodyOf(res, schema.createDirect.response[200]);
    expect(conversation).toMatchObject({
      isGroupChat: false,
      title: null,
      unreadCount: 0,
      lastMessage: null,
      block: { blockedByMe: false, blockedMe: false },
    });
    expect(conversation.participants).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: artist.id, role: "artist", isCreator: true }),
        expect.objectContaining({ id: staff.id, role: "staff", isCreator: false }),
      ]),
    );
    expect(await directChat(artist, staff)).toBe(conversation.id);
    // The other side starting it finds the same conversation.
    expect(await directChat(staff, artist)).toBe(conversation.id);
    expect(ids(await staff.get("/api/conversations"))).toEqual([conversation.id]);
  });

  it("refuses an artist contacting another artist, and anyone contacting themselves", async () => {
    const [ann, bo] = [await person(env), await person(env)];
    const res = await ann.post("/api/conversations/direct", { userId: bo.id });
    expect(res.status).toBe(403);
    expect(errorOf(res).message).toBe(MessagingMessages.artistsContactStaffOnly);
    const self = await ann.post("/api/conversations/direct", { userId: ann.id });
    expect(self.status).toBe(400);
    expect(errorOf(self).message).toBe(MessagingMessages.cannotContactSelf);
  });

  it("lets staff and admins contact artists", async () => {
    const artist = await person(env);
    expect(await directChat(await person(env, "staff"), artist)).toBeTruthy();
    expect(await directChat(await person(env, "admin"), artist)).toBeTruthy();
  });

  it("answers 404 for a user that does not exist", async () => {
    const staff = await person(env, "staff");
    const res = await staff.post("/api/conversations/direct", {
      userId: "00000000-0000-4000-8000-000000000000",
    });
    expect(res.status).toBe(404);
    expect(errorOf(res).message).toBe(MessagingMessages.userNotFound);
  });

  it("hides a deleted conversation for me only; a new message from the other side brings it back", async () => {
    const artist = await person(env);
    const staff = await person(env, "staff");
    const id = await directChat(artist, staff);
    await send(staff, id, "Hello there");
    const deleted = await artist.del(`/api/conversations/${id}`);
    expect(deleted.status).toBe(200);
    expect(ids(await artist.get("/api/conversations"))).toEqual([]);
    expect((await artist.get(`/api/conversations/${id}`)).status).toBe(404);
    expect(ids(await staff.get("/api/conversations"))).toEqual([id]);

    await send(staff, id, "Are you still there?");
    expect(ids(await artist.get("/api/conversations"))).toEqual([id]);
    const page = await artist.get(`/api/conversations/${id}/messages`);
    expect(bodyOf(page, schema.messages.response[200]).items.map((m) => m.content)).toEqual([
      "Are you still there?",
      "Hello there",
    ]);
  });

  it("brings a deleted conversation back when I contact that person again", async () => {
    const artist = await person(env);
    const staff = await person(env, "staff");
    const id = await directChat(artist, staff);
    await artist.del(`/api/conversations/${id}`);
    expect(await directChat(artist, staff)).toBe(id);
    expect(ids(await artist.get("/api/conversations"))).toEqual([id]);
  });

  it("refuses to delete a group (members leave it instead)", async () => {
    const staff = await person(env, "staff");
    const id = await groupChat(staff, "Team", [await person(env)]);
    const res = await staff.del(`/api/conversations/${id}`);
    expect(res.status).toBe(400);
    expect(errorOf(res).message).toBe(MessagingMessages.directOnly);
  });
});

describe("groups", () => {
  let staff: Person;
  let artist: Person;
  beforeAll(async () => {
    staff = await person(env, "staff");
    artist = await person(env);
  });

  it("needs a group name after trimming and at least one member", async () => {
    const blank = await staff.post("/api/conversations/groups", {
      title: "   ",
      memberIds: [artist.id],
    });
    expect(blank.status).toBe(400);
    expect(errorOf(blank).message).toBe(MessagingMessages.groupNameRequired);
    const none = await staff.post("/api/conversations/groups", { title: "Team", memberIds: [] });
    expect(none.status).toBe(400);
    expect(errorOf(none).message).toBe(MessagingMessages.selectMember);
    const onlyMe = await staff.post("/api/conversations/groups", {
      title: "Team",
      memberIds: [staff.id],
    });
    expect(onlyMe.status).toBe(400);
    expect(errorOf(onlyMe).message).toBe(MessagingMessages.selectMember);
  });

  it("creates a group with its creator included, title trimmed", async () => {
    const res = await staff.post("/api/conversations/groups", {
      title: "  Release team  ",
      memberIds: [artist.id],
    });
    expect(res.status).toBe(200);
    expect(conversation(res)).toMatchObject({
      isGroupChat: true,
      title: "Release team",
      block: null,
    });
    expect(memberIds(res)).toEqual([artist.id, staff.id].sort());
    expect(ids(await artist.get("/api/conversations"))).toContain(conversation(res).id);
  });

  it("lets one person start 20 groups an hour, then answers 429", async () => {
    const busy = await person(env, "staff");
    const start = (title: string) =>
      busy.post("/api/conversations/groups", { title, memberIds: [artist.id] });
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push((await start(`Group ${i}`)).status);
    expect(statuses).toEqual(Array(20).fill(200));
    const refused = await start("One too many");
    expect(refused.status).toBe(429);
    expect(errorOf(refused)).toMatchObject({
      code: "RATE_LIMITED",
      message: MessagingMessages.tooManyGroups,
    });
    // The limit is per person: someone else still starts one.
    expect(
      (await staff.post("/api/conversations/groups", { title: "Mine", memberIds: [artist.id] }))
        .status,
    ).toBe(200);
  });

  it("does not let an artist put another artist in a group", async () => {
    const other = await person(env);
    const res = await artist.post("/api/conversations/groups", {
      title: "Artists",
      memberIds: [other.id],
    });
    expect(res.status).toBe(400);
    expect(errorOf(res).message).toBe(MessagingMessages.membersUnavailable);
  });

  it("lets a member add people, but nobody adds members to a group they are not in", async () => {
    const id = await groupChat(staff, "Mixing", [artist]);
    const admin = await person(env, "admin");
    const outsider = await person(env);
    const refused = await outsider.post(`/api/conversations/${id}/members`, {
      userIds: [staff.id],
    });
    expect(refused.status).toBe(404);
    expect(errorOf(refused).message).toBe(MessagingMessages.conversationNotFound);

    const added = await artist.post(`/api/conversations/${id}/members`, { userIds: [admin.id] });
    expect(added.status).toBe(200);
    expect(memberIds(added)).toEqual([admin.id, artist.id, staff.id].sort());

    const again = await artist.post(`/api/conversations/${id}/members`, { userIds: [admin.id] });
    expect(again.status).toBe(400);
    expect(errorOf(again).message).toBe(MessagingMessages.alreadyMembers);
    const none = await artist.post(`/api/conversations/${id}/members`, { userIds: [] });
    expect(none.status).toBe(400);
    expect(errorOf(none).message).toBe(MessagingMessages.selectMember);
    // An artist cannot bring in another artist this way either.
    const artistAdd = await artist.post(`/api/conversations/${id}/members`, {
      userIds: [outsider.id],
    });
    expect(artistAdd.status).toBe(400);
  });

  it("refuses adding members to a direct conversation", async () => {
    const id = await directChat(artist, staff);
    const res = await staff.post(`/api/conversations/${id}/members`, {
      userIds: [(await person(env)).id],
    });
    expect(res.status).toBe(400);
    expect(errorOf(res).message).toBe(MessagingMessages.groupsOnly);
  });

  it("lets a member leave; then they can no longer read it, the others still can", async () => {
    const id = await groupChat(staff, "Leaving", [artist]);
    await send(staff, id, "before");
    const left = await artist.post(`/api/conversations/${id}/leave`);
    expect(left.status).toBe(200);
    expect(bodyOf(left, schema.leave.response[200]).message).toBe(MessagingMessages.leftGroup);
    expect((await artist.get(`/api/conversations/${id}`)).status).toBe(404);
    expect((await artist.get(`/api/conversations/${id}/messages`)).status).toBe(404);
    expect((await artist.post(`/api/conversations/${id}/messages`, { content: "x" })).status).toBe(
      404,
    );
    expect(ids(await artist.get("/api/conversations"))).not.toContain(id);
    const seen = await staff.get(`/api/conversations/${id}`);
    expect(memberIds(seen)).toEqual([staff.id]);
  });
});

describe("what a non-participant gets", () => {
  it("404 for every conversation route, so ids do not leak", async () => {
    const staff = await person(env, "staff");
    const artist = await person(env);
    const stranger = await person(env, "admin");
    const id = await directChat(artist, staff);
    const base = `/api/conversations/${id}`;
    const answers = [
      await stranger.get(base),
      await stranger.get(`${base}/messages`),
      await stranger.post(`${base}/messages`, { content: "hi" }),
      await stranger.post(`${base}/read`),
      await stranger.post(`${base}/typing`),
      await stranger.post(`${base}/members`, { userIds: [staff.id] }),
      await stranger.post(`${base}/leave`),
      await stranger.post(`${base}/block`),
      await stranger.del(`${base}/block`),
      await stranger.del(base),
      await stranger.get(`/api/contacts?purpose=group&conversationId=${id}`),
    ];
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 404));
    const missing = await stranger.get("/api/conversations/00000000-0000-4000-8000-000000000000");
    expect(missing.status).toBe(404);
    expect(errorOf(missing).message).toBe(answers[0] && errorOf(answers[0]).message);
  });
});

describe("the conversation list", () => {
  it("sorts by latest message, pages with a cursor and searches names and group titles", async () => {
    const staff = await person(env, "staff", { fullName: "Sam Staff", artistName: null });
    const ann = await person(env, "artist", { artistName: "Annie Waves" });
    const bo = await person(env, "artist", { artistName: "Bo Drums" });
    const withAnn = await directChat(staff, ann);
    const withBo = await directChat(staff, bo);
    const group = await groupChat(staff, "Summer Tour", [ann, bo]);
    await send(ann, withAnn, "newest");

    const first = await staff.get("/api/conversations?limit=2");
    expect(ids(first)).toEqual([withAnn, group]);
    expect(page(first).items[0]?.lastMessage).toMatchObject({ preview: "newest" });
    const second = await staff.get(`/api/conversations?limit=2&cursor=${page(first).nextCursor}`);
    expect(ids(second)).toEqual([withBo]);
    expect(page(second).nextCursor).toBeNull();

    expect(ids(await staff.get("/api/conversations?q=annie"))).toEqual([withAnn, group]);
    expect(ids(await staff.get("/api/conversations?q=tour"))).toEqual([group]);
    expect(ids(await staff.get(`/api/conversations?q=${encodeURIComponent(bo.email)}`))).toEqual([
      group,
      withBo,
    ]);
    expect(ids(await staff.get("/api/conversations?q=%25"))).toEqual([]);

    const bad = await staff.get("/api/conversations?cursor=nonsense");
    expect(bad.status).toBe(400);
    expect(errorOf(bad).message).toBe(CURSOR_MESSAGE);
  });
});
