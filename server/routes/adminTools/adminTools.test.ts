import { AdminToolsMessages } from "@common/adminTools.ts";
import { FEATURE_FLAG_KEYS } from "@common/featureFlags.ts";
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { announcements, auditLog, broadcasts, featureFlags } from "../../db/schema/index.ts";
import { bodyOf, errorOf } from "../../test/client.ts";
import { createTestEnv, type TestEnv } from "../../test/support.ts";
import * as bell from "../notifications/schema.ts";
import {
  announcementOf,
  announcementPage,
  auditPage,
  broadcastOf,
  broadcastPage,
  flagList,
  flagOf,
  request,
  type Someone,
  someone,
} from "./adminToolsTestKit.ts";

let env: TestEnv;
let admin: Someone;
let staff: Someone;
let artist: Someone;
beforeAll(async () => {
  env = await createTestEnv();
  admin = await someone(env, "admin");
  staff = await someone(env, "staff");
  artist = await someone(env);
});
afterAll(async () => {
  await env?.close();
});

const UNKNOWN = "00000000-0000-4000-8000-000000000000";
const inAnHour = () => new Date(Date.now() + 60 * 60_000).toISOString();

async function auditRows(action: string, targetId: string) {
  return env.ctx.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)))
    .orderBy(desc(auditLog.createdAt));
}

describe("who may use Admin Tools", () => {
  const routes: [
    method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
    url: string,
    body?: object,
  ][] = [
    ["GET", "/api/admin/feature-flags"],
    ["PUT", "/api/admin/feature-flags/messaging", { enabled: false }],
    ["GET", "/api/admin/broadcasts"],
    ["POST", "/api/admin/broadcasts", { title: "Hi", body: "There" }],
    ["DELETE", `/api/admin/broadcasts/${UNKNOWN}`],
    ["GET", "/api/admin/announcements"],
    ["POST", "/api/admin/announcements", { title: "Hi", message: "There" }],
    ["PATCH", `/api/admin/announcements/${UNKNOWN}`, { isActive: false }],
    ["GET", "/api/admin/audit-log"],
  ];

  it("refuses the signed out (401), artists and staff (403), for every route", async () => {
    for (const [method, url, body] of routes) {
      expect((await request(env, method, url, undefined, body)).status, `${method} ${url}`).toBe(
        401,
      );
      expect((await artist.call(method, url, body)).status, `${method} ${url}`).toBe(403);
      expect((await staff.call(method, url, body)).status, `${method} ${url}`).toBe(403);
    }
    // Nothing was changed by the refused calls.
    expect(await env.ctx.database.db.select().from(featureFlags)).toEqual([]);
    expect(await env.ctx.database.db.select().from(broadcasts)).toEqual([]);
    expect(await env.ctx.database.db.select().from(announcements)).toEqual([]);
  });
});

describe("feature flags", () => {
  it("lists every declared flag ordered by key, at its default until set", async () => {
    const res = await admin.get("/api/admin/feature-flags");
    expect(res.status).toBe(200);
    expect(flagList(res).items.map((f) => f.key)).toEqual([...FEATURE_FLAG_KEYS].sort());
    expect(flagList(res).items).toContainEqual({
      key: "messaging",
      enabled: true,
      updatedAt: null,
    });
  });

  it("turns a flag off and on, each change audited SET_FEATURE_FLAG with before and after", async () => {
    const off = await admin.call("PUT", "/api/admin/feature-flags/release_submissions", {
      enabled: false,
    });
    expect(off.status).toBe(200);
    expect(flagOf(off)).toEqual({
      key: "release_submissions",
      enabled: false,
      updatedAt: expect.any(String),
    });
    const listed = await admin.get("/api/admin/feature-flags");
    expect(flagList(listed).items).toContainEqual(flagOf(off));
    await admin.call("PUT", "/api/admin/feature-flags/release_submissions", { enabled: true });
    const audit = await auditRows("SET_FEATURE_FLAG", "release_submissions");
    expect(audit.map((a) => [a.actorId, a.targetType, a.details])).toEqual([
      [admin.id, "feature_flag", { from: false, to: true }],
      [admin.id, "feature_flag", { from: true, to: false }],
    ]);
  });

  it("refuses an unknown flag and a body without a boolean", async () => {
    const unknown = await admin.call("PUT", "/api/admin/feature-flags/dark_mode", {
      enabled: true,
    });
    expect(unknown.status).toBe(400);
    const bad = await admin.call("PUT", "/api/admin/feature-flags/messaging", { enabled: "yes" });
    expect(bad.status).toBe(400);
  });
});

describe("broadcasts", () => {
  it("posts a broadcast with its title and body trimmed, audited POST_BROADCAST", async () => {
    const res = await admin.post("/api/admin/broadcasts", {
      title: "  Maintenance tonight  ",
      body: "\n22:00-23:00 UTC, uploads paused. ",
    });
    expect(res.status).toBe(201);
    expect(broadcastOf(res)).toEqual({
      id: expect.any(String),
      title: "Maintenance tonight",
      body: "22:00-23:00 UTC, uploads paused.",
      createdAt: expect.any(String),
    });
    const [audit] = await auditRows("POST_BROADCAST", broadcastOf(res).id);
    expect(audit).toMatchObject({
      actorId: admin.id,
      targetType: "broadcast",
      details: { title: "Maintenance tonight" },
    });
    // Every signed-in user's banner shows it.
    expect(
      bodyOf(await artist.get("/api/broadcasts/latest"), bell.latestBroadcast.response[200])
        .broadcast,
    ).toEqual(broadcastOf(res));
  });

  it("needs a title and a body, blank after trimming is missing", async () => {
    const noTitle = await admin.post("/api/admin/broadcasts", { title: "   ", body: "Text" });
    expect(noTitle.status).toBe(400);
    expect(errorOf(noTitle).fields?.title).toBe(AdminToolsMessages.titleRequired);
    const noBody = await admin.post("/api/admin/broadcasts", { title: "Title", body: " \n " });
    expect(noBody.status).toBe(400);
    expect(errorOf(noBody).fields?.body).toBe(AdminToolsMessages.messageRequired);
    const missing = await admin.post("/api/admin/broadcasts", {});
    expect(missing.status).toBe(400);
    const tooLong = await admin.post("/api/admin/broadcasts", {
      title: "x".repeat(201),
      body: "b",
    });
    expect(errorOf(tooLong).fields?.title).toBe(AdminToolsMessages.titleTooLong);
  });

  it("lists the 20 newest first, with the rest on the next page", async () => {
    for (let i = 0; i < 22; i++)
      await admin.post("/api/admin/broadcasts", { title: `Broadcast ${i}`, body: "b" });
    const first = await admin.get("/api/admin/broadcasts");
    expect(first.status).toBe(200);
    expect(broadcastPage(first).items).toHaveLength(20);
    expect(broadcastPage(first).items[0]?.title).toBe("Broadcast 21");
    expect(broadcastPage(first).items[19]?.title).toBe("Broadcast 2");
    const next = await admin.get(
      `/api/admin/broadcasts?cursor=${encodeURIComponent(broadcastPage(first).nextCursor ?? "")}`,
    );
    expect(
      broadcastPage(next)
        .items.slice(0, 2)
        .map((b) => b.title),
    ).toEqual(["Broadcast 1", "Broadcast 0"]);
    expect((await admin.get("/api/admin/broadcasts?cursor=nonsense")).status).toBe(400);
  });

  it("deletes a broadcast, audited DELETE_BROADCAST; an unknown one is 404", async () => {
    const posted = await admin.post("/api/admin/broadcasts", { title: "Oops", body: "Wrong" });
    const id = broadcastOf(posted).id;
    const res = await admin.call("DELETE", `/api/admin/broadcasts/${id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true, message: AdminToolsMessages.broadcastDeleted });
    expect(
      await env.ctx.database.db.select().from(broadcasts).where(eq(broadcasts.id, id)),
    ).toEqual([]);
    const [audit] = await auditRows("DELETE_BROADCAST", id);
    expect(audit).toMatchObject({ actorId: admin.id, details: { title: "Oops", body: "Wrong" } });
    const again = await admin.call("DELETE", `/api/admin/broadcasts/${id}`);
    expect(again.status).toBe(404);
    expect(errorOf(again).message).toBe(AdminToolsMessages.broadcastNotFound);
    expect((await admin.call("DELETE", "/api/admin/broadcasts/not-a-uuid")).status).toBe(400);
  });
});

describe("announcements", () => {
  it("publishes one (audited CREATE_ANNOUNCEMENT) that the top bar then shows", async () => {
    const expiresAt = inAnHour();
    const res = await admin.post("/api/admin/announcements", {
      title: " New payout dates ",
      message: " Payouts now land on the 5th. ",
      type: "warning",
      expiresAt,
    });
    expect(res.status).toBe(201);
    expect(announcementOf(res)).toEqual({
      id: expect.any(String),
      title: "New payout dates",
      message: "Payouts now land on the 5th.",
      type: "warning",
      isActive: true,
      expiresAt,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const id = announcementOf(res).id;
    const [audit] = await auditRows("CREATE_ANNOUNCEMENT", id);
    expect(audit).toMatchObject({
      actorId: admin.id,
      targetType: "announcement",
      details: { title: "New payout dates", type: "warning", expiresAt },
    });
    const bar = await artist.get("/api/announcements");
    expect(bodyOf(bar, bell.announcements.response[200]).items.map((a) => a.id)).toContain(id);
  });

  it("defaults to type info and no expiry", async () => {
    const res = await admin.post("/api/admin/announcements", { title: "Hi", message: "There" });
    expect(announcementOf(res)).toMatchObject({ type: "info", expiresAt: null });
  });

  it("refuses a blank title or message, an unknown type and an expiry already past", async () => {
    const blank = await admin.post("/api/admin/announcements", { title: " ", message: " " });
    expect(blank.status).toBe(400);
    expect(errorOf(blank).fields).toMatchObject({
      title: AdminToolsMessages.titleRequired,
      message: AdminToolsMessages.messageRequired,
    });
    const type = await admin.post("/api/admin/announcements", {
      title: "T",
      message: "M",
      type: "party",
    });
    expect(type.status).toBe(400);
    const past = await admin.post("/api/admin/announcements", {
      title: "T",
      message: "M",
      expiresAt: new Date(Date.now() - 1000).toISOString(),
    });
    expect(past.status).toBe(400);
    expect(errorOf(past).message).toBe(AdminToolsMessages.expiryInPast);
    const notADate = await admin.post("/api/admin/announcements", {
      title: "T",
      message: "M",
      expiresAt: "tomorrow",
    });
    expect(notADate.status).toBe(400);
  });

  it("edits and deactivates one, each audited UPDATE_ANNOUNCEMENT with what changed", async () => {
    const created = await admin.post("/api/admin/announcements", {
      title: "Studio open day",
      message: "Saturday",
    });
    const id = announcementOf(created).id;
    const edited = await admin.call("PATCH", `/api/admin/announcements/${id}`, {
      title: "Studio open day (moved)",
      type: "urgent",
    });
    expect(edited.status).toBe(200);
    expect(announcementOf(edited)).toMatchObject({
      title: "Studio open day (moved)",
      message: "Saturday",
      type: "urgent",
      isActive: true,
    });
    const off = await admin.call("PATCH", `/api/admin/announcements/${id}`, { isActive: false });
    expect(announcementOf(off).isActive).toBe(false);
    const bar = await artist.get("/api/announcements");
    expect(bodyOf(bar, bell.announcements.response[200]).items.map((a) => a.id)).not.toContain(id);

    const audit = await auditRows("UPDATE_ANNOUNCEMENT", id);
    expect(audit.map((a) => a.details.changes)).toEqual([
      { isActive: { from: true, to: false } },
      {
        title: { from: "Studio open day", to: "Studio open day (moved)" },
        type: { from: "info", to: "urgent" },
      },
    ]);
    // The same values again change nothing and write no audit row.
    await admin.call("PATCH", `/api/admin/announcements/${id}`, { isActive: false });
    expect(await auditRows("UPDATE_ANNOUNCEMENT", id)).toHaveLength(2);
  });

  it("refuses an empty edit, an expiry in the past and an unknown id", async () => {
    const created = await admin.post("/api/admin/announcements", { title: "T", message: "M" });
    const id = announcementOf(created).id;
    const empty = await admin.call("PATCH", `/api/admin/announcements/${id}`, {});
    expect(empty.status).toBe(400);
    expect(errorOf(empty).message).toBe(AdminToolsMessages.nothingToChange);
    const past = await admin.call("PATCH", `/api/admin/announcements/${id}`, {
      expiresAt: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(past.status).toBe(400);
    expect(errorOf(past).message).toBe(AdminToolsMessages.expiryInPast);
    const cleared = await admin.call("PATCH", `/api/admin/announcements/${id}`, {
      expiresAt: null,
    });
    expect(cleared.status).toBe(200);
    const unknown = await admin.call("PATCH", `/api/admin/announcements/${UNKNOWN}`, {
      isActive: false,
    });
    expect(unknown.status).toBe(404);
    expect(errorOf(unknown).message).toBe(AdminToolsMessages.announcementNotFound);
  });

  it("lists every announcement for admins, inactive ones too, newest first in pages", async () => {
    const a = await admin.post("/api/admin/announcements", { title: "Page A", message: "M" });
    const b = await admin.post("/api/admin/announcements", { title: "Page B", message: "M" });
    await admin.call("PATCH", `/api/admin/announcements/${announcementOf(a).id}`, {
      isActive: false,
    });
    const first = await admin.get("/api/admin/announcements?limit=1");
    expect(announcementPage(first).items.map((x) => x.id)).toEqual([announcementOf(b).id]);
    const second = await admin.get(
      `/api/admin/announcements?limit=1&cursor=${encodeURIComponent(announcementPage(first).nextCursor ?? "")}`,
    );
    expect(announcementPage(second).items[0]).toMatchObject({
      id: announcementOf(a).id,
      isActive: false,
    });
  });
});

describe("one transaction per change", () => {
  it("keeps neither the change nor its audit row when a later step fails", async () => {
    const publish = vi.spyOn(env.ctx.hub, "publish").mockRejectedValueOnce(new Error("boom"));
    const res = await admin.post("/api/admin/broadcasts", { title: "Half done", body: "b" });
    expect(res.status).toBe(500);
    publish.mockRestore();
    const db = env.ctx.database.db;
    expect(await db.select().from(broadcasts).where(eq(broadcasts.title, "Half done"))).toEqual([]);
    const audit = await db.select().from(auditLog).where(eq(auditLog.action, "POST_BROADCAST"));
    expect(audit.filter((a) => a.details.title === "Half done")).toEqual([]);
  });
});

describe("the audit log", () => {
  it("lists the 20 newest entries with who acted, newest first", async () => {
    const posted = await admin.post("/api/admin/broadcasts", { title: "Audit me", body: "b" });
    const res = await admin.get("/api/admin/audit-log");
    expect(res.status).toBe(200);
    expect(auditPage(res).items.length).toBeLessThanOrEqual(20);
    expect(auditPage(res).items[0]).toEqual({
      id: expect.any(String),
      action: "POST_BROADCAST",
      targetType: "broadcast",
      targetId: broadcastOf(posted).id,
      details: { title: "Audit me" },
      createdAt: expect.any(String),
      actor: { id: admin.id, name: expect.any(String), email: admin.email },
      subject: "Audit me",
    });
    const times = auditPage(res).items.map((e) => e.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(auditPage(res).nextCursor).toEqual(expect.any(String));
    const older = await admin.get(
      `/api/admin/audit-log?cursor=${encodeURIComponent(auditPage(res).nextCursor ?? "")}`,
    );
    expect((auditPage(older).items[0]?.createdAt ?? "") <= (times.at(-1) ?? "")).toBe(true);
  });
});
