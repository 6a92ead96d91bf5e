import { DeviceSessionMessages } from "@common/deviceSessions.ts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "../../db/schema/index.ts";
import {
  cookiesFrom,
  createTestEnv,
  createUser,
  TEST_ORIGIN,
  type TestEnv,
} from "../../test/support.ts";
import { call } from "./accountTestKit.ts";

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => {
  await env?.close();
});

const FIREFOX_MAC =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14.7; rv:133.0) Gecko/20100101 Firefox/133.0";
const SAFARI_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";

let signIns = 0;
/** Signs in from a browser that says `userAgent`; the new session's cookie. */
async function signInWith(email: string, password: string, userAgent: string) {
  signIns += 1;
  const res = await env.app.inject({
    method: "POST",
    url: "/api/auth/sign-in",
    remoteAddress: `10.66.${signIns >> 8}.${signIns & 255}`,
    headers: { origin: TEST_ORIGIN, "user-agent": userAgent },
    payload: { email, password },
  });
  expect(res.statusCode).toBe(200);
  return cookiesFrom(res.headers["set-cookie"]);
}

/** An artist signed in on a Mac (the device used here), an iPhone and a second Mac. */
async function artistOnThreeDevices() {
  const user = await createUser(env.ctx);
  const mac = await signInWith(user.email, user.password, FIREFOX_MAC);
  const phone = await signInWith(user.email, user.password, SAFARI_IPHONE);
  const oldMac = await signInWith(user.email, user.password, FIREFOX_MAC);
  return { user, mac, phone, oldMac };
}

const list = async (cookie: string) => {
  const res = await call(env, "GET", "/api/account/sessions", { cookie });
  expect(res.statusCode).toBe(200);
  return res.json() as {
    items: { id: string; device: string; signedInAt: string; current: boolean }[];
    total: number;
  };
};
const meStatus = async (cookie: string) =>
  (await call(env, "GET", "/api/me", { cookie })).statusCode;
/** The id of the session `cookie` belongs to, as its own list names it. */
const idOf = async (cookie: string) => (await list(cookie)).items[0]?.id ?? "";

describe("signed-in devices", () => {
  it("lists the account's live sessions, this device first, each named by its browser", async () => {
    const { user, phone } = await artistOnThreeDevices();
    const stranger = await createUser(env.ctx);
    await signInWith(stranger.email, stranger.password, SAFARI_IPHONE);
    // A session past its end is not a signed-in device.
    const expired = await signInWith(user.email, user.password, SAFARI_IPHONE);
    await env.ctx.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, await idOf(expired)));

    const { items, total } = await list(phone);
    expect(total).toBe(3);
    expect(items.map((s) => [s.device, s.current])).toEqual([
      ["Safari on iPhone", true],
      ["Firefox on macOS", false],
      ["Firefox on macOS", false],
    ]);
    // The other two newest first.
    expect(items[1]?.signedInAt.localeCompare(items[2]?.signedInAt ?? "")).toBeGreaterThanOrEqual(
      0,
    );
  });

  it("signs out another device: its cookie no longer works, the rest of the account's still do", async () => {
    const { mac, phone, oldMac } = await artistOnThreeDevices();
    const res = await call(env, "DELETE", `/api/account/sessions/${await idOf(oldMac)}`, {
      cookie: mac,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(DeviceSessionMessages.signedOutOne);
    expect(await meStatus(oldMac)).toBe(401);
    expect(await meStatus(phone)).toBe(200);
    expect(await meStatus(mac)).toBe(200);
    expect((await list(mac)).total).toBe(2);
  });

  it("refuses this device's own session (Sign Out ends it) and anyone else's, changing nothing", async () => {
    const { mac } = await artistOnThreeDevices();
    const other = await artistOnThreeDevices();
    const own = await call(env, "DELETE", `/api/account/sessions/${await idOf(mac)}`, {
      cookie: mac,
    });
    expect(own.statusCode).toBe(409);
    expect(own.json().error.message).toBe(DeviceSessionMessages.current);
    const theirs = await call(env, "DELETE", `/api/account/sessions/${await idOf(other.phone)}`, {
      cookie: mac,
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error.message).toBe(DeviceSessionMessages.notFound);
    expect(await meStatus(mac)).toBe(200);
    expect(await meStatus(other.phone)).toBe(200);
    expect((await list(other.mac)).total).toBe(3);
  });

  it("answers an ended or malformed id with a readable 4xx", async () => {
    const { mac, oldMac } = await artistOnThreeDevices();
    const id = await idOf(oldMac);
    expect(
      (await call(env, "DELETE", `/api/account/sessions/${id}`, { cookie: mac })).statusCode,
    ).toBe(200);
    const again = await call(env, "DELETE", `/api/account/sessions/${id}`, { cookie: mac });
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe(DeviceSessionMessages.notFound);
    const malformed = await call(env, "DELETE", "/api/account/sessions/not-a-session", {
      cookie: mac,
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.message).toMatch(/id/i);
  });

  it("signs out every other device at once, and says when there was none", async () => {
    const { mac, phone, oldMac } = await artistOnThreeDevices();
    const res = await call(env, "POST", "/api/account/sessions/sign-out-others", { cookie: phone });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      ended: 2,
      message: DeviceSessionMessages.signedOutOthers(2),
    });
    expect(res.json().message).toBe("Signed out 2 other devices.");
    expect(await meStatus(mac)).toBe(401);
    expect(await meStatus(oldMac)).toBe(401);
    expect(await meStatus(phone)).toBe(200);
    const again = await call(env, "POST", "/api/account/sessions/sign-out-others", {
      cookie: phone,
    });
    expect(again.json()).toMatchObject({ ended: 0, message: "No other device was signed in." });
    expect((await list(phone)).items.map((s) => s.current)).toEqual([true]);
  });

  it("needs a session", async () => {
    expect((await call(env, "GET", "/api/account/sessions")).statusCode).toBe(401);
    expect((await call(env, "POST", "/api/account/sessions/sign-out-others")).statusCode).toBe(401);
  });
});
