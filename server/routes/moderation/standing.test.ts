import { ModerationMessages, StandingErrorCodes } from "@common/moderation.ts";
import { RealtimeCloseCodes, RealtimeMessages } from "@common/realtime.ts";
import { beforeAll, describe, expect, it } from "vitest";
import { liveServer } from "../../test/liveServer.ts";
import { signIn } from "../../test/support.ts";
import { call } from "../account/accountTestKit.ts";
import {
  endSuspensionByTime,
  type Person,
  person,
  suspend,
  suspensionRows,
  unsuspend,
  userRow,
} from "./moderationTestKit.ts";

const live = liveServer();
let admin: Person;
beforeAll(async () => {
  admin = await person(live.env, "admin", "Ada Admin");
});

const SOME_ID = "00000000-0000-4000-8000-000000000000";

/** Representative routes of every area; decision 1 closes them all to a suspended user. */
const closedRoutes = (me: Person) =>
  [
    () => me.get("/api/releases"),
    () => me.get("/api/dashboard"),
    () => me.post("/api/artists", { name: `Alias ${me.id}` }),
    () => me.post("/api/conversations/direct", { userId: admin.id }),
    () => me.get("/api/conversations"),
    () =>
      call(live.env, "PATCH", "/api/account/profile", { cookie: me.cookie, payload: { bio: "x" } }),
    () =>
      me.post("/api/account/password", {
        currentPassword: me.password,
        newPassword: "another good password",
      }),
    () => me.post("/api/account/two-factor/enable", { password: me.password }),
    () => me.post("/api/uploads?kind=audio", {}),
    () => me.del(`/api/uploads/${SOME_ID}`),
    () => me.get("/api/account/export"),
    () => me.get("/api/me/warnings"),
    () => me.post(`/api/me/warnings/${SOME_ID}/acknowledge`),
  ] as const;

async function expectAllClosed(me: Person, code: string, message: string) {
  for (const [index, request] of closedRoutes(me).entries()) {
    const res = await request();
    expect(res.statusCode, `route ${index}: ${res.body}`).toBe(403);
    expect(res.json().error.code, `route ${index}`).toBe(code);
    expect(res.json().error.message, `route ${index}`).toBe(message);
  }
}

const standingOf = async (me: Person) => {
  const res = await me.get("/api/me");
  expect(res.statusCode).toBe(200);
  return res.json().user.standing as string;
};

describe("a suspended user (decision 1)", () => {
  it("is refused everywhere, with the suspension, except /api/me, their suspension and sign-out", async () => {
    const artist = await person(live.env);
    expect(await standingOf(artist)).toBe("active");
    await suspend(admin, artist.id, { reason: "Spam links", type: "temporary", days: 3 });

    // At once: the session this process had cached was forgotten.
    await expectAllClosed(artist, StandingErrorCodes.suspended, ModerationMessages.suspendedTitle);
    const refused = await artist.get("/api/releases");
    expect(refused.json().error.suspension).toEqual({
      standing: "suspended",
      reason: "Spam links",
      suspendedUntil: (await userRow(live.env, artist.id)).suspendedUntil?.toISOString(),
    });

    const me = await artist.get("/api/me");
    expect(me.json().user).toMatchObject({ id: artist.id, standing: "suspended" });
    const mine = await artist.get("/api/me/suspension");
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({
      standing: "suspended",
      supportEmail: live.env.ctx.config.SUPPORT_EMAIL,
      suspension: {
        type: "temporary",
        reason: "Spam links",
        suspendedByName: "Ada Admin",
        suspendedByEmail: admin.email,
      },
    });
    const terms = await artist.post("/api/me/terms", { agree: true });
    expect(terms.statusCode).toBe(409);
    expect(terms.json().error.message).toBe(ModerationMessages.noTermsPending);

    const out = await artist.post("/api/auth/sign-out");
    expect(out.statusCode).toBe(200);
    expect((await artist.get("/api/me")).statusCode).toBe(401);
  });

  it("can still sign in, and learns their standing from the answer", async () => {
    const artist = await person(live.env);
    await suspend(admin, artist.id, { reason: "Fraud", type: "permanent" });
    const res = await call(live.env, "POST", "/api/auth/sign-in", {
      payload: { email: artist.email, password: artist.password },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ standing: "banned", unacknowledgedWarnings: 0 });
    const cookie = res.headers["set-cookie"];
    const session = await call(live.env, "GET", "/api/site/session", {
      cookie: (Array.isArray(cookie) ? cookie : [cookie ?? ""])
        .map((c) => c.split(";")[0])
        .join("; "),
    });
    expect(session.json().user).toMatchObject({ id: artist.id, standing: "banned" });
  });

  it("is banned by a permanent suspension: refused with the ban's title, for good", async () => {
    const artist = await person(live.env);
    await suspend(admin, artist.id, { reason: "Fraud", type: "permanent" });
    expect(await standingOf(artist)).toBe("banned");
    await expectAllClosed(artist, StandingErrorCodes.suspended, ModerationMessages.bannedTitle);
    const mine = (await artist.get("/api/me/suspension")).json();
    expect(mine.suspension).toMatchObject({ type: "permanent", suspendedUntil: null });
  });
});

describe("standing transitions", () => {
  it("temporary → (time passes) must agree to the terms → agrees → active", async () => {
    const artist = await person(live.env);
    await suspend(admin, artist.id, { reason: "Spam", type: "temporary", days: 1 });
    expect(await standingOf(artist)).toBe("suspended");

    await endSuspensionByTime(live.env, artist.id);
    expect(await standingOf(artist)).toBe("terms");
    await expectAllClosed(artist, StandingErrorCodes.terms, ModerationMessages.termsTitle);
    expect((await artist.get("/api/me/suspension")).json()).toMatchObject({
      standing: "terms",
      suspension: { reason: "Spam", tosAgreed: false },
    });

    for (const body of [{ agree: false }, {}, { agree: "yes" }]) {
      const res = await artist.post("/api/me/terms", body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.message).toBe(ModerationMessages.termsRequired);
    }
    const agreed = await artist.post("/api/me/terms", { agree: true });
    expect(agreed.statusCode).toBe(200);
    expect(await standingOf(artist)).toBe("active");
    expect((await artist.get("/api/releases")).statusCode).toBe(200);
    const [row] = await suspensionRows(live.env, artist.id);
    expect(row).toMatchObject({ tosAgreed: true, isActive: false, liftedAt: null });
    expect(await userRow(live.env, artist.id)).toMatchObject({
      isSuspended: false,
      suspensionReason: null,
      suspendedUntil: null,
    });
    expect((await artist.get("/api/me/suspension")).json()).toMatchObject({
      standing: "active",
      suspension: null,
    });
    const again = await artist.post("/api/me/terms", { agree: true });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(ModerationMessages.noTermsPending);
  });

  it("removing a suspension makes the user active at once, with no terms to agree to", async () => {
    const artist = await person(live.env);
    await suspend(admin, artist.id, { reason: "Spam", type: "temporary", days: 30 });
    expect((await artist.get("/api/releases")).statusCode).toBe(403);
    await unsuspend(admin, artist.id);
    expect(await standingOf(artist)).toBe("active");
    expect((await artist.get("/api/releases")).statusCode).toBe(200);
  });

  it("removing a ban, or a wait for the terms, makes the user active too", async () => {
    const banned = await person(live.env);
    await suspend(admin, banned.id, { reason: "Fraud", type: "permanent" });
    await unsuspend(admin, banned.id);
    expect(await standingOf(banned)).toBe("active");

    const waiting = await person(live.env);
    await suspend(admin, waiting.id, { reason: "Spam", days: 1 });
    await endSuspensionByTime(live.env, waiting.id);
    expect(await standingOf(waiting)).toBe("terms");
    await unsuspend(admin, waiting.id);
    expect(await standingOf(waiting)).toBe("active");
  });

  it("a user waiting for the terms may be suspended again; the old suspension is superseded", async () => {
    const artist = await person(live.env);
    await suspend(admin, artist.id, { reason: "First", days: 1 });
    await endSuspensionByTime(live.env, artist.id);
    const res = await suspend(admin, artist.id, { reason: "Second", type: "permanent" });
    expect(res.statusCode).toBe(200);
    expect(await standingOf(artist)).toBe("banned");
    const rows = await suspensionRows(live.env, artist.id);
    expect(rows.filter((r) => r.isActive).map((r) => r.reason)).toEqual(["Second"]);
  });

  it("an admin's own standing is unaffected: they are never suspended", async () => {
    expect(await standingOf(admin)).toBe("active");
    expect((await suspend(admin, admin.id, { reason: "x" })).statusCode).toBe(403);
  });
});

describe("live connections", () => {
  const open = (cookie: string) => live.open(cookie);

  it("closes a suspended user's sockets with 4403 after telling them, and refuses new ones", async () => {
    const artist = await person(live.env);
    const secondTab = await signIn(live.env, artist.email, artist.password);
    const sockets = [await open(artist.cookie), await open(secondTab)];
    const [first, second] = sockets.map((o) => {
      if (o.kind !== "open") throw new Error(`not open: ${JSON.stringify(o)}`);
      return o.socket;
    });
    if (!first || !second) throw new Error("no sockets");
    expect(await first.subscribe(`user:${artist.id}`)).toMatchObject({ type: "subscribed" });
    const bystander = await person(live.env);
    const theirs = await open(bystander.cookie);

    await suspend(admin, artist.id, { reason: "Spam", days: 2 });
    const closed = { code: RealtimeCloseCodes.suspended, reason: RealtimeMessages.suspended };
    expect(await first.closed).toEqual(closed);
    expect(await second.closed).toEqual(closed);
    expect(first.events(`user:${artist.id}`).map((e) => [e.event, e.data])).toEqual([
      ["account.moderation", { userId: artist.id, change: "suspended" }],
    ]);
    expect(await open(artist.cookie)).toEqual({ kind: "closed", ...closed });
    // Someone else's socket stays open.
    if (theirs.kind !== "open") throw new Error("bystander not connected");
    await theirs.socket.ping();

    await unsuspend(admin, artist.id);
    expect((await open(artist.cookie)).kind).toBe("open");
  });

  it("tells the user's tabs when they are warned, and when a warning is acknowledged", async () => {
    const artist = await person(live.env);
    const opened = await open(artist.cookie);
    if (opened.kind !== "open") throw new Error("not open");
    await opened.socket.subscribe(`user:${artist.id}`);
    const res = await admin.post(`/api/admin/users/${artist.id}/warnings`, { reason: "Late" });
    await artist.post(`/api/me/warnings/${res.json().warning.id}/acknowledge`);
    await opened.socket.waitForEvents(`user:${artist.id}`, 3);
    expect(opened.socket.events(`user:${artist.id}`).map((e) => [e.event, e.data])).toEqual([
      ["notification.created", { notificationId: expect.any(String), audience: "user" }],
      ["account.moderation", { userId: artist.id, change: "warned" }],
      ["account.moderation", { userId: artist.id, change: "warning-acknowledged" }],
    ]);
  });
});
