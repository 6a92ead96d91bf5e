import { NOTIFICATION_LIST_LIMIT, NotificationMessages } from "@common/notifications.ts";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { announcements, broadcasts, notifications, users } from "../../db/schema/index.ts";
import { bodyOf, errorOf, type Reply } from "../../test/client.ts";
import { createTestEnv, type TestEnv } from "../../test/support.ts";
import {
  notifyAdmins,
  notifyEveryone,
  notifyOne,
  request,
  someone,
} from "../adminTools/adminToolsTestKit.ts";
import * as schema from "./schema.ts";

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => {
  await env?.close();
});

const bell = (res: Reply) => bodyOf(res, schema.list.response[200]);
const titles = (body: { items: { title: string }[] }) => body.items.map((n) => n.title);

describe("the bell (GET /api/notifications)", () => {
  // Admin-wide notifications are shared by every admin of the file's database: start clean.
  beforeEach(async () => {
    await env.ctx.database.db.delete(notifications).where(sql`${notifications.userId} is null`);
  });

  it("is for signed-in users only, and not for suspended ones", async () => {
    expect((await request(env, "GET", "/api/notifications")).status).toBe(401);
    expect((await request(env, "POST", "/api/notifications/read-all")).status).toBe(401);
    expect(
      (await request(env, "POST", "/api/notifications/read", undefined, { scope: "releases" }))
        .status,
    ).toBe(401);
    const banned = await someone(env);
    await env.ctx.database.db
      .update(users)
      .set({ isSuspended: true, suspendedUntil: null, suspensionReason: "Spam" })
      .where(eq(users.id, banned.id));
    env.ctx.auth.forgetUser(banned.id);
    expect((await banned.get("/api/notifications")).status).toBe(403);
    expect((await banned.post("/api/notifications/read-all")).status).toBe(403);
  });

  it("shows an artist her own notifications, newest first, never another's or the admins'", async () => {
    const ann = await someone(env);
    const bo = await someone(env);
    await notifyOne(env, ann.id, "Release approved");
    await notifyOne(env, bo.id, "Not for Ann");
    await notifyAdmins(env, "Release submitted");
    await notifyEveryone(env, "Platform news");
    await notifyOne(env, ann.id, "Release distributed");

    const res = await ann.get("/api/notifications");
    expect(res.status).toBe(200);
    expect(titles(bell(res))).toEqual(["Release distributed", "Release approved"]);
    expect(bell(res).items[0]).toEqual({
      id: expect.any(String),
      title: "Release distributed",
      message: "Release distributed message",
      type: "info",
      audience: "user",
      isRead: false,
      createdAt: expect.any(String),
    });
    expect(bell(res).unread).toEqual({ user: 2, admin: 0 });
  });

  it("shows an admin their own, the admins' and everyone's, with both unread counts", async () => {
    const admin = await someone(env, "admin");
    const staff = await someone(env, "staff");
    await notifyOne(env, admin.id, "Your own");
    await notifyAdmins(env, "Release submitted");
    await notifyEveryone(env, "Platform news");
    await notifyOne(env, staff.id, "For staff");

    const res = await admin.get("/api/notifications");
    expect(titles(bell(res))).toEqual(["Platform news", "Release submitted", "Your own"]);
    expect(bell(res).items.map((n: { audience: string }) => n.audience)).toEqual([
      "all",
      "admin",
      "user",
    ]);
    expect(bell(res).unread).toEqual({ user: 1, admin: 2 });
    // Staff review releases (decision 2) but the admin audience is the admins' alone.
    const staffBell = await staff.get("/api/notifications");
    expect(titles(bell(staffBell))).toEqual(["For staff"]);
    expect(bell(staffBell).unread).toEqual({ user: 1, admin: 0 });
  });

  it(`lists the ${NOTIFICATION_LIST_LIMIT} newest and counts every unread one`, async () => {
    const ann = await someone(env);
    const start = Date.now() - 60 * 60_000;
    await env.ctx.database.db.insert(notifications).values(
      Array.from({ length: NOTIFICATION_LIST_LIMIT + 5 }, (_, i) => ({
        userId: ann.id,
        audience: "user" as const,
        title: `Note ${i}`,
        message: "…",
        createdAt: new Date(start + i * 1000),
      })),
    );
    const admin = await someone(env, "admin");
    // A second apart: made in a loop, two could share a timestamp (PGlite's clock counts
    // milliseconds), and notifications of one instant have no order but their ids'.
    await env.ctx.database.db.insert(notifications).values(
      Array.from({ length: NOTIFICATION_LIST_LIMIT + 2 }, (_, i) => ({
        userId: null,
        audience: "admin" as const,
        title: `Admin ${i}`,
        message: "…",
        createdAt: new Date(start + i * 1000),
      })),
    );

    const res = await ann.get("/api/notifications");
    expect(bell(res).items).toHaveLength(NOTIFICATION_LIST_LIMIT);
    expect(bell(res).items[0]?.title).toBe(`Note ${NOTIFICATION_LIST_LIMIT + 4}`);
    expect(bell(res).items.at(-1)?.title).toBe("Note 5");
    expect(bell(res).unread.user).toBe(NOTIFICATION_LIST_LIMIT + 5);

    const adminBell = await admin.get("/api/notifications");
    expect(bell(adminBell).items).toHaveLength(NOTIFICATION_LIST_LIMIT);
    expect(bell(adminBell).items[0]?.title).toBe(`Admin ${NOTIFICATION_LIST_LIMIT + 1}`);
    expect(bell(adminBell).unread.admin).toBe(NOTIFICATION_LIST_LIMIT + 2);
  });

  it("keeps two notifications of one millisecond in the order they were made", async () => {
    const admin = await someone(env, "admin");
    // The same millisecond, 800 microseconds apart; the earlier one has the larger id.
    const earlier = "ffffffff-0000-4000-8000-000000000001";
    const later = "00000000-0000-4000-8000-000000000002";
    await env.ctx.database.db.execute(sql`
      insert into notifications (id, user_id, audience, type, title, message, created_at) values
        (${earlier}, null, 'admin', 'info', 'Earlier', 'm', '2099-01-01T00:00:00.000100Z'),
        (${later}, null, 'admin', 'info', 'Later', 'm', '2099-01-01T00:00:00.000900Z')`);
    try {
      const items = bell(await admin.get("/api/notifications")).items;
      expect(items.slice(0, 2).map((item) => item.title)).toEqual(["Later", "Earlier"]);
    } finally {
      await env.ctx.database.db.execute(
        sql`delete from notifications where id in (${earlier}, ${later})`,
      );
    }
  });
});

describe("marking notifications read", () => {
  beforeEach(async () => {
    await env.ctx.database.db.delete(notifications).where(sql`${notifications.userId} is null`);
  });

  it("mark all read: an artist's own only, not another artist's nor the admins'", async () => {
    const ann = await someone(env);
    const bo = await someone(env);
    const admin = await someone(env, "admin");
    await notifyOne(env, ann.id, "One");
    await notifyOne(env, ann.id, "Two");
    await notifyOne(env, bo.id, "Bo's");
    await notifyAdmins(env, "For admins");

    const res = await ann.post("/api/notifications/read-all");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true, marked: 2, unread: { user: 0, admin: 0 } });
    const after = await ann.get("/api/notifications");
    expect(bell(after).items.every((n: { isRead: boolean }) => n.isRead)).toBe(true);
    expect(bell(await bo.get("/api/notifications")).unread).toEqual({ user: 1, admin: 0 });
    expect(bell(await admin.get("/api/notifications")).unread).toEqual({ user: 0, admin: 1 });
    // Nothing left: a second click marks nothing.
    expect(
      bodyOf(await ann.post("/api/notifications/read-all"), schema.readAll.response[200]).marked,
    ).toBe(0);
  });

  it("mark all read for an admin: their own and the admin/all ones, for every admin", async () => {
    const admin = await someone(env, "admin");
    const other = await someone(env, "admin");
    await notifyOne(env, admin.id, "Own");
    await notifyOne(env, other.id, "Other admin's own");
    await notifyAdmins(env, "Submitted");
    await notifyEveryone(env, "Everyone");

    const res = await admin.post("/api/notifications/read-all");
    expect(res.body).toEqual({ ok: true, marked: 3, unread: { user: 0, admin: 0 } });
    // Admin notifications are one row for all admins (spec §7 mark_admin_notifications_read).
    expect(bell(await other.get("/api/notifications")).unread).toEqual({ user: 1, admin: 0 });
  });

  it("a visit to the release pages reads only my own (scope releases)", async () => {
    const admin = await someone(env, "admin");
    await notifyOne(env, admin.id, "Approved");
    await notifyAdmins(env, "Submitted");
    const res = await admin.post("/api/notifications/read", { scope: "releases" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true, marked: 1, unread: { user: 0, admin: 1 } });
  });

  it("a visit to /admin or /admin/releases reads the admin/all ones (scope admin), admins only", async () => {
    const admin = await someone(env, "admin");
    const artist = await someone(env);
    const staff = await someone(env, "staff");
    await notifyOne(env, admin.id, "Own");
    await notifyAdmins(env, "Submitted");
    await notifyEveryone(env, "Everyone");
    await notifyOne(env, artist.id, "Artist's");

    for (const who of [artist, staff]) {
      const refused = await who.post("/api/notifications/read", { scope: "admin" });
      expect(refused.status).toBe(403);
      expect(errorOf(refused).message).toBe(NotificationMessages.adminScopeOnly);
    }
    expect(bell(await admin.get("/api/notifications")).unread).toEqual({ user: 1, admin: 2 });
    const res = await admin.post("/api/notifications/read", { scope: "admin" });
    expect(res.body).toEqual({ ok: true, marked: 2, unread: { user: 1, admin: 0 } });
    expect(bell(await artist.get("/api/notifications")).unread).toEqual({ user: 1, admin: 0 });
  });

  it("refuses an unknown scope", async () => {
    const ann = await someone(env);
    const res = await ann.post("/api/notifications/read", { scope: "everything" });
    expect(res.status).toBe(400);
  });
});

describe("announcements in the top bar (GET /api/announcements)", () => {
  it("lists active, unexpired announcements newest first, to every signed-in user", async () => {
    const db = env.ctx.database.db;
    const now = Date.now();
    const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000);
    await db.insert(announcements).values([
      { title: "Oldest", message: "m", createdAt: at(50) },
      { title: "Expired", message: "m", createdAt: at(40), expiresAt: at(1) },
      { title: "Inactive", message: "m", createdAt: at(30), isActive: false },
      {
        title: "Expires later",
        message: "m",
        type: "urgent",
        createdAt: at(20),
        expiresAt: at(-60),
      },
      { title: "Newest", message: "Hello", type: "success", createdAt: at(10) },
    ]);
    expect((await request(env, "GET", "/api/announcements")).status).toBe(401);
    const ann = await someone(env);
    const res = await ann.get("/api/announcements");
    expect(res.status).toBe(200);
    expect(titles(bodyOf(res, schema.announcements.response[200]))).toEqual([
      "Newest",
      "Expires later",
      "Oldest",
    ]);
    expect(bodyOf(res, schema.announcements.response[200]).items[0]).toEqual({
      id: expect.any(String),
      title: "Newest",
      message: "Hello",
      type: "success",
      createdAt: at(10).toISOString(),
      expiresAt: null,
    });
    expect(bodyOf(res, schema.announcements.response[200]).items[1]?.expiresAt).toBe(
      at(-60).toISOString(),
    );
  });
});

describe("the broadcast banner (GET /api/broadcasts/latest)", () => {
  it("answers the newest broadcast, or null when there is none", async () => {
    const ann = await someone(env);
    expect((await request(env, "GET", "/api/broadcasts/latest")).status).toBe(401);
    expect((await ann.get("/api/broadcasts/latest")).body).toEqual({ broadcast: null });
    const now = Date.now();
    await env.ctx.database.db.insert(broadcasts).values([
      { title: "Older", body: "b", createdAt: new Date(now - 60_000) },
      { title: "Maintenance tonight", body: "22:00 UTC", createdAt: new Date(now) },
    ]);
    const res = await ann.get("/api/broadcasts/latest");
    expect(bodyOf(res, schema.latestBroadcast.response[200]).broadcast).toEqual({
      id: expect.any(String),
      title: "Maintenance tonight",
      body: "22:00 UTC",
      createdAt: new Date(now).toISOString(),
    });
  });
});
