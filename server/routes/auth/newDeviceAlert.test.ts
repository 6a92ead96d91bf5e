import { and, eq, sql } from "drizzle-orm";
import * as OTPAuth from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deleteAccount } from "../../commands/account/deleteAccount.ts";
import { knownDevices } from "../../db/schema/index.ts";
import {
  cookiesFrom,
  createTestEnv,
  createUser,
  linkIn,
  TEST_ORIGIN,
  type TestEnv,
  waitForMail,
} from "../../test/support.ts";

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => {
  await env?.close();
});

const SUBJECT = "New sign-in to your Offbeat account";
const FIREFOX_MAC = (version: number) =>
  `Mozilla/5.0 (Macintosh; Intel Mac OS X 14.7; rv:${version}.0) Gecko/20100101 Firefox/${version}.0`;
const SAFARI_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";

let requests = 0;
function post(url: string, payload: object, userAgent: string, cookie = "") {
  requests += 1;
  return env.app.inject({
    method: "POST",
    url,
    remoteAddress: `10.67.${requests >> 8}.${requests & 255}`,
    headers: { origin: TEST_ORIGIN, "user-agent": userAgent, ...(cookie ? { cookie } : {}) },
    payload,
  });
}

async function signInFrom(user: { email: string; password: string }, userAgent: string) {
  const res = await post("/api/auth/sign-in", user, userAgent);
  expect(res.statusCode).toBe(200);
  return cookiesFrom(res.headers["set-cookie"]);
}

/** The new-device mails queued for `email` (queued in the sign-in's transaction). */
async function alertsTo(email: string) {
  const result = await env.ctx.database.db.execute<{ n: number }>(sql`
    select count(*)::int as n from pgboss.job
    where name = 'send-mail' and data->>'to' = ${email} and data->>'subject' = ${SUBJECT}`);
  return result.rows[0]?.n ?? 0;
}

const devicesOf = async (userId: string) =>
  (
    await env.ctx.database.db
      .select({ device: knownDevices.device })
      .from(knownDevices)
      .where(eq(knownDevices.userId, userId))
  )
    .map((d) => d.device)
    .sort();

describe("a sign-in from a new device", () => {
  it("is learned silently the first time, and a browser's update is the same device", async () => {
    const user = await createUser(env.ctx);
    await signInFrom(user, FIREFOX_MAC(133));
    await signInFrom(user, FIREFOX_MAC(134));
    expect(await devicesOf(user.id)).toEqual(["Firefox on macOS"]);
    expect(await alertsTo(user.email)).toBe(0);
  });

  it("mails the owner once, naming the browser and linking to Security", async () => {
    const user = await createUser(env.ctx, { fullName: "Ada Alerted" });
    await signInFrom(user, FIREFOX_MAC(133));
    await signInFrom(user, SAFARI_IPHONE);
    const mail = await waitForMail(env.ctx, user.email, new RegExp(SUBJECT));
    expect(mail.text).toMatch(
      /Hi Ada Alerted, your Offbeat account was signed in from Safari on iPhone on \d{1,2} \w+ \d{4} at \d{2}:\d{2} UTC\./,
    );
    const link = linkIn(mail.text);
    expect(`${link.pathname}${link.search}`).toBe("/dashboard/settings?tab=security");
    // The same phone again, and the Mac again: both known now.
    await signInFrom(user, SAFARI_IPHONE);
    await signInFrom(user, FIREFOX_MAC(135));
    expect(await alertsTo(user.email)).toBe(1);
    expect(await devicesOf(user.id)).toEqual(["Firefox on macOS", "Safari on iPhone"]);
  });

  it("waits for the two-factor code: a password alone signs nobody in and mails nothing", async () => {
    const user = await createUser(env.ctx);
    let cookie = await signInFrom(user, FIREFOX_MAC(133));
    const enable = await post(
      "/api/account/two-factor/enable",
      { password: user.password },
      FIREFOX_MAC(133),
      cookie,
    );
    expect(enable.statusCode).toBe(200);
    cookie = cookiesFrom(enable.headers["set-cookie"], cookie);
    const totp = OTPAuth.URI.parse(enable.json().totpURI) as OTPAuth.TOTP;
    const at = Date.now();
    const confirm = await post(
      "/api/account/two-factor/confirm",
      { code: totp.generate({ timestamp: at }) },
      FIREFOX_MAC(133),
      cookie,
    );
    expect(confirm.statusCode).toBe(200);

    const pending = await post("/api/auth/sign-in", user, SAFARI_IPHONE);
    expect(pending.json().twoFactorRequired).toBe(true);
    expect(await alertsTo(user.email)).toBe(0);
    expect(await devicesOf(user.id)).toEqual(["Firefox on macOS"]);
    const verified = await post(
      "/api/auth/two-factor/verify",
      { code: totp.generate({ timestamp: at + 30_000 }) },
      SAFARI_IPHONE,
      cookiesFrom(pending.headers["set-cookie"]),
    );
    expect(verified.statusCode).toBe(200);
    expect(await alertsTo(user.email)).toBe(1);
    expect(await devicesOf(user.id)).toEqual(["Firefox on macOS", "Safari on iPhone"]);
  });

  it("forgets an account's devices when the account is deleted", async () => {
    const user = await createUser(env.ctx);
    await signInFrom(user, FIREFOX_MAC(133));
    await deleteAccount(env.ctx, user.id);
    expect(
      await env.ctx.database.db
        .select()
        .from(knownDevices)
        .where(and(eq(knownDevices.userId, user.id))),
    ).toEqual([]);
  });
});
