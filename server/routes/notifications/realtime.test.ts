import { describe, expect, it } from "vitest";
import { liveServer } from "../../test/liveServer.ts";
import {
  announcementOf,
  broadcastOf,
  notifyAdmins,
  notifyOne,
  type Someone,
  someone,
} from "../adminTools/adminToolsTestKit.ts";

const live = liveServer();
const connect = (who: Someone, ...topics: string[]) => live.connect(who.cookie, ...topics);

describe("live notifications", () => {
  it("a new notification reaches its user's socket, and no one else's", async () => {
    const ann = await someone(live.env);
    const bo = await someone(live.env);
    const annSocket = await connect(ann, `user:${ann.id}`, "announcements");
    const boSocket = await connect(bo, `user:${bo.id}`);
    const id = await notifyOne(live.env, ann.id, "Release approved");
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
    const admin = await someone(live.env, "admin");
    const artist = await someone(live.env);
    const socket = await connect(admin, "admins");
    const refused = await (await connect(artist)).subscribe("admins");
    expect(refused).toMatchObject({ type: "error", topic: "admins", code: "FORBIDDEN" });
    const id = await notifyAdmins(live.env, "Release submitted");
    await socket.waitForEvents("admins", 1);
    expect(socket.events("admins")[0]).toMatchObject({
      event: "notification.created",
      data: { notificationId: id, audience: "admin" },
    });
  });

  it("marking read tells the reader's other tabs, and every admin for the shared ones", async () => {
    const admin = await someone(live.env, "admin");
    const other = await someone(live.env, "admin");
    const tab = await connect(admin, `user:${admin.id}`);
    const otherAdmin = await connect(other, "admins");
    await notifyOne(live.env, admin.id, "Own");
    await notifyAdmins(live.env, "Submitted");
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
    const admin = await someone(live.env, "admin");
    const artist = await someone(live.env);
    const socket = await connect(artist, "announcements");
    const posted = await admin.post("/api/admin/broadcasts", { title: "Hello", body: "World" });
    const broadcastId = broadcastOf(posted).id;
    await admin.call("DELETE", `/api/admin/broadcasts/${broadcastId}`);
    const created = await admin.post("/api/admin/announcements", { title: "A", message: "B" });
    const announcementId = announcementOf(created).id;
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
