import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { TestSocket } from "../../realtime/testSocket.ts";
import { createTestEnv, TEST_ORIGIN, type TestEnv } from "../../test/support.ts";
import { notifyAdmins, notifyOne, type Someone, someone } from "../adminTools/adminToolsTestKit.ts";

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

async function connect(who: Someone, ...topics: string[]): Promise<TestSocket> {
  const opened = await TestSocket.open(url, { cookie: who.cookie, origin: TEST_ORIGIN });
  if (opened.kind !== "open") throw new Error(`socket not opened: ${JSON.stringify(opened)}`);
  sockets.push(opened.socket);
  for (const topic of topics)
    expect(await opened.socket.subscribe(topic)).toEqual({ type: "subscribed", topic });
  return opened.socket;
}

describe("live notifications", () => {
  it("a new notification reaches its user's socket, and no one else's", async () => {
    const ann = await someone(env);
    const bo = await someone(env);
    const annSocket = await connect(ann, `user:${ann.id}`, "announcements");
    const boSocket = await connect(bo, `user:${bo.id}`);
    const id = await notifyOne(env, ann.id, "Release approved");
    await annSocket.waitForEvents(`user:${ann.id}`, 1);
    expect(annSocket.events(`user:${ann.id}`)).toEqual([
      {
        type: "event",
        topic: `user:${ann.id}`,
        event: "notification.created",
        data: { notificationId: id, audience: "user" },
      },
    ]);
    await boSocket.ping();
    expect(boSocket.events()).toEqual([]);
  });

  it("an admin notification reaches admins on `admins`; artists cannot follow that topic", async () => {
    const admin = await someone(env, "admin");
    const artist = await someone(env);
    const socket = await connect(admin, "admins");
    const refused = await (await connect(artist)).subscribe("admins");
    expect(refused).toMatchObject({ type: "error", topic: "admins", code: "FORBIDDEN" });
    const id = await notifyAdmins(env, "Release submitted");
    await socket.waitForEvents("admins", 1);
    expect(socket.events("admins")[0]).toMatchObject({
      event: "notification.created",
      data: { notificationId: id, audience: "admin" },
    });
  });

  it("marking read tells the reader's other tabs, and every admin for the shared ones", async () => {
    const admin = await someone(env, "admin");
    const other = await someone(env, "admin");
    const tab = await connect(admin, `user:${admin.id}`);
    const otherAdmin = await connect(other, "admins");
    await notifyOne(env, admin.id, "Own");
    await notifyAdmins(env, "Submitted");
    await tab.waitForEvents(`user:${admin.id}`, 1);
    await otherAdmin.waitForEvents("admins", 1);

    expect((await admin.post("/api/notifications/read-all")).status).toBe(200);
    await tab.waitForEvents(`user:${admin.id}`, 2);
    expect(tab.events(`user:${admin.id}`)[1]).toMatchObject({
      event: "notifications.read",
      data: { audience: "user" },
    });
    await otherAdmin.waitForEvents("admins", 2);
    expect(otherAdmin.events("admins")[1]).toMatchObject({
      event: "notifications.read",
      data: { audience: "admin" },
    });
  });
});

describe("live announcements and broadcasts", () => {
  it("every signed-in user hears of a new or changed announcement and broadcast", async () => {
    const admin = await someone(env, "admin");
    const artist = await someone(env);
    const socket = await connect(artist, "announcements");
    const posted = await admin.post("/api/admin/broadcasts", { title: "Hello", body: "World" });
    const broadcastId = posted.body.broadcast.id;
    await admin.call("DELETE", `/api/admin/broadcasts/${broadcastId}`);
    const created = await admin.post("/api/admin/announcements", { title: "A", message: "B" });
    const announcementId = created.body.announcement.id;
    await admin.call("PATCH", `/api/admin/announcements/${announcementId}`, { isActive: false });
    await socket.waitForEvents("announcements", 4);
    expect(socket.events("announcements").map((e) => [e.event, e.data])).toEqual([
      ["broadcasts.changed", { broadcastId }],
      ["broadcasts.changed", { broadcastId }],
      ["announcements.changed", { announcementId }],
      ["announcements.changed", { announcementId }],
    ]);
  });
});
