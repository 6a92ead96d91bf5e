import { RealtimeCloseCodes, RealtimeMessages } from "@common/realtime.ts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { deleteAccount } from "../commands/account/deleteAccount.ts";
import { sessions, users } from "../db/schema/index.ts";
import { groupChat, type Person, person, send } from "../routes/conversations/messagingTestKit.ts";
import { liveServer } from "../test/liveServer.ts";
import { cookiesFrom, linkIn, signIn, TEST_ORIGIN, waitForMail } from "../test/support.ts";
import type { TestSocket } from "./testSocket.ts";

/**
 * Issue 14 "Live connections end with the right they were opened under": a socket lives no
 * longer than its session, and what it may follow is decided by the account as it is now.
 */
const live = liveServer();
const NEW_PASSWORD = "violet harbour lantern 93";

/** How the socket was closed, or "open" if it still is after `ms`. */
async function closedWithin(socket: TestSocket, ms = 3000) {
  const timeout = new Promise<"open">((resolve) => setTimeout(() => resolve("open"), ms));
  return Promise.race([socket.closed, timeout]);
}

/**
 * An artist in a group chat with a staff member (and a third member, so the chat outlives the
 * artist's account); the staff member follows it as a witness.
 */
async function chat() {
  const artist = await person(live.env);
  const staff = await person(live.env, "staff");
  const id = await groupChat(staff, "Crew", [artist, await person(live.env)]);
  const topic = `conversation:${id}`;
  const witness = await live.connect(staff.cookie, topic);
  return { artist, staff, id, topic, witness };
}

/**
 * The message sent now reaches the witness (so it was delivered) but not `ended`, which was
 * closed as signed out.
 */
async function expectEnded(ended: TestSocket, c: Awaited<ReturnType<typeof chat>>) {
  expect(await closedWithin(ended)).toEqual({
    code: RealtimeCloseCodes.unauthorized,
    reason: RealtimeMessages.sessionEnded,
  });
  const before = c.witness.events(c.topic).length;
  await send(c.staff, c.id, "a secret after the session ended");
  await c.witness.waitForEvents(c.topic, before + 1);
  expect(ended.events(c.topic).map((e) => e.event)).not.toContain("message.created");
}

const post = (url: string, payload: object, cookie = "") =>
  live.env.app.inject({
    method: "POST",
    url,
    payload,
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
  });

async function secondSession(who: Person): Promise<string> {
  return signIn(live.env, who.email, "correct horse battery");
}

describe("a socket ends with its session", () => {
  it("closes on sign-out, only that session's: the user's other device keeps its socket", async () => {
    const c = await chat();
    const signingOut = await live.connect(c.artist.cookie, c.topic);
    const otherDevice = await live.connect(await secondSession(c.artist), c.topic);
    expect((await post("/api/auth/sign-out", {}, c.artist.cookie)).statusCode).toBe(200);
    await expectEnded(signingOut, c);
    expect(await closedWithin(otherDevice, 200)).toBe("open");
    await otherDevice.waitForEvents(c.topic, 1);
  });

  it("closes every socket of the user on a password change; this tab reconnects with its new cookie", async () => {
    const c = await chat();
    const thisTab = await live.connect(c.artist.cookie, c.topic);
    const otherDevice = await live.connect(await secondSession(c.artist), c.topic);
    const changed = await post(
      "/api/account/password",
      { currentPassword: "correct horse battery", newPassword: NEW_PASSWORD },
      c.artist.cookie,
    );
    expect(changed.statusCode).toBe(200);
    await expectEnded(thisTab, c);
    await expectEnded(otherDevice, c);
    const newCookie = cookiesFrom(changed.headers["set-cookie"], c.artist.cookie);
    const again = await live.connect(newCookie, c.topic);
    await send(c.staff, c.id, "welcome back");
    await again.waitForEvents(c.topic, 1);
  });

  it("closes the sockets of devices signed out from Settings; this device keeps its own", async () => {
    const c = await chat();
    const thisDevice = await live.connect(c.artist.cookie, c.topic);
    const lostPhone = await live.connect(await secondSession(c.artist), c.topic);
    const listed = await live.env.app.inject({
      method: "GET",
      url: "/api/account/sessions",
      headers: { cookie: c.artist.cookie },
    });
    // This device first, then the phone's.
    const phoneId = listed.json().items[1].id;
    const oldLaptop = await live.connect(await secondSession(c.artist), c.topic);
    const ended = await live.env.app.inject({
      method: "DELETE",
      url: `/api/account/sessions/${phoneId}`,
      headers: { origin: TEST_ORIGIN, cookie: c.artist.cookie },
    });
    expect(ended.statusCode).toBe(200);
    await expectEnded(lostPhone, c);
    expect(await closedWithin(oldLaptop, 200)).toBe("open");
    expect(
      (await post("/api/account/sessions/sign-out-others", {}, c.artist.cookie)).statusCode,
    ).toBe(200);
    // (It was open for the message sent above, so only how it closed is checked.)
    expect(await closedWithin(oldLaptop)).toEqual({
      code: RealtimeCloseCodes.unauthorized,
      reason: RealtimeMessages.sessionEnded,
    });
    expect(await closedWithin(thisDevice, 200)).toBe("open");
  });

  it("closes every socket of the user on a password reset", async () => {
    const c = await chat();
    const socket = await live.connect(c.artist.cookie, c.topic);
    await post("/api/auth/forgot-password", { email: c.artist.email });
    const mail = await waitForMail(live.env.ctx, c.artist.email, /Reset/);
    const token = linkIn(mail.text).searchParams.get("token");
    const reset = await post("/api/auth/reset-password", { token, password: NEW_PASSWORD });
    expect(reset.statusCode).toBe(200);
    await expectEnded(socket, c);
  });

  it("closes every socket of the user when the account is deleted", async () => {
    const c = await chat();
    const socket = await live.connect(c.artist.cookie, c.topic);
    await deleteAccount(live.env.ctx, c.artist.id);
    await expectEnded(socket, c);
  });

  it("closes a socket at its next subscribe once its session is gone, however it ended", async () => {
    const artist = await person(live.env);
    const socket = await live.connect(artist.cookie, `user:${artist.id}`);
    await live.env.ctx.database.db.delete(sessions).where(eq(sessions.userId, artist.id));
    socket.send({ type: "subscribe", topic: "announcements" });
    expect(await closedWithin(socket)).toEqual({
      code: RealtimeCloseCodes.unauthorized,
      reason: RealtimeMessages.sessionEnded,
    });
  });
});

describe("a socket follows the account as it is now", () => {
  it("refuses a demoted staff member's subscribe to staff, and a demoted admin's to admins", async () => {
    const staff = await person(live.env, "staff");
    const admin = await person(live.env, "admin");
    const staffSocket = await live.connect(staff.cookie, "staff");
    const adminSocket = await live.connect(admin.cookie, "admins");
    // Changed behind the sockets' back (as another process would): nothing closes them.
    const db = live.env.ctx.database.db;
    await db.update(users).set({ role: "artist" }).where(eq(users.id, staff.id));
    await db.update(users).set({ role: "staff" }).where(eq(users.id, admin.id));
    for (const [socket, topic] of [
      [staffSocket, "staff"],
      [adminSocket, "admins"],
    ] as const) {
      socket.send({ type: "unsubscribe", topic });
      expect(await socket.subscribe(topic)).toMatchObject({ type: "error", code: "FORBIDDEN" });
    }
    expect(await adminSocket.subscribe("staff")).toEqual({ type: "subscribed", topic: "staff" });
    await live.env.ctx.hub.publish("staff", "release.status-changed", {
      releaseId: "r1",
      status: "submitted",
    });
    await adminSocket.waitForEvents("staff", 1);
    await staffSocket.ping();
    expect(staffSocket.events("staff")).toEqual([]);
  });

  it("closes a suspended user's socket at their next subscribe", async () => {
    const artist = await person(live.env);
    const socket = await live.connect(artist.cookie);
    await live.env.ctx.database.db
      .update(users)
      .set({ isSuspended: true, suspendedUntil: null, suspensionReason: "spam" })
      .where(eq(users.id, artist.id));
    socket.send({ type: "subscribe", topic: "announcements" });
    expect(await closedWithin(socket)).toEqual({
      code: RealtimeCloseCodes.suspended,
      reason: RealtimeMessages.suspended,
    });
  });

  it("closes the sockets of a user whose role an admin changes; the page reconnects under the new role", async () => {
    const staff = await person(live.env, "staff");
    const admin = await person(live.env, "admin");
    const socket = await live.connect(staff.cookie, "staff", `user:${staff.id}`);
    const res = await live.env.app.inject({
      method: "PATCH",
      url: `/api/admin/users/${staff.id}/role`,
      payload: { role: "artist" },
      headers: { origin: TEST_ORIGIN, cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(await closedWithin(socket)).toEqual({
      code: RealtimeCloseCodes.accessChanged,
      reason: RealtimeMessages.accessChanged,
    });
    // The role change was announced before the close, so the page refetches the account.
    expect(socket.events(`user:${staff.id}`).map((e) => e.data)).toEqual([
      { userId: staff.id, change: "role-changed" },
    ]);
    const again = await live.connect(staff.cookie);
    expect(await again.subscribe("staff")).toMatchObject({ type: "error", code: "FORBIDDEN" });
  });
});
