import { eq, sql } from "drizzle-orm";
import * as OTPAuth from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/index.ts";
import {
  cookiesFrom,
  createTestEnv,
  createUser,
  linkIn,
  postAs,
  signIn,
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

const post = (url: string, payload: object, cookie?: string) => postAs(env, url, payload, cookie);

const PASSWORD_CHANGED = "Your Offbeat password was changed";
const TWO_FACTOR_ON = "Two-factor authentication is on for your Offbeat account";
const TWO_FACTOR_OFF = "Two-factor authentication was turned off on your Offbeat account";
const TWO_FACTOR_RESET = "Two-factor authentication was reset on your Offbeat account";

/** The mails with `subject` queued for `to`: counted in the job table, so "none" is certain. */
async function queued(to: string, subject: string) {
  const result = await env.ctx.database.db.execute<{ n: number }>(sql`
    select count(*)::int as n from pgboss.job
    where name = 'send-mail' and data->>'to' = ${to} and data->>'subject' = ${subject}`);
  return result.rows[0]?.n ?? 0;
}

const exactly = (subject: string) => new RegExp(`^${subject}$`);

describe("security mails", () => {
  it("tell the owner of a password changed in Settings, not of a refused attempt", async () => {
    const user = await createUser(env.ctx, { fullName: "Pia Password" });
    const cookie = await signIn(env, user.email, user.password);
    const refused = await post(
      "/api/account/password",
      { currentPassword: "not my password", newPassword: "a brand new one" },
      cookie,
    );
    expect(refused.statusCode).toBe(400);
    expect(await queued(user.email, PASSWORD_CHANGED)).toBe(0);

    const changed = await post(
      "/api/account/password",
      { currentPassword: user.password, newPassword: "a brand new one" },
      cookie,
    );
    expect(changed.statusCode).toBe(200);
    const mail = await waitForMail(env.ctx, user.email, exactly(PASSWORD_CHANGED));
    expect(mail.text).toMatch(
      /^Hi Pia Password, the password of your Offbeat account was changed on \d{1,2} \w+ \d{4} at \d{2}:\d{2} UTC\. Every other device was signed out\./,
    );
    expect(mail.text).toContain(`write to ${env.ctx.config.SUPPORT_EMAIL}`);
    const link = linkIn(mail.text);
    expect(link.pathname + link.search).toBe("/dashboard/settings?tab=security");
    expect(await queued(user.email, PASSWORD_CHANGED)).toBe(1);
  });

  it("tell a confirmed owner of a reset through the link; an unconfirmed account's first password is not news", async () => {
    const resetThroughLink = async (email: string, password: string) => {
      await post("/api/auth/forgot-password", { email });
      const resetMail = await waitForMail(env.ctx, email, /^Reset/);
      const token = linkIn(resetMail.text).searchParams.get("token") ?? "";
      const reset = await post("/api/auth/reset-password", { token, password });
      expect(reset.statusCode).toBe(200);
    };
    const user = await createUser(env.ctx);
    await resetThroughLink(user.email, "chosen through the link");
    const mail = await waitForMail(env.ctx, user.email, exactly(PASSWORD_CHANGED));
    expect(mail.text).toContain("was changed through a password reset link on");

    const unconfirmed = await createUser(env.ctx);
    await env.ctx.database.db
      .update(users)
      .set({ emailVerified: false })
      .where(eq(users.id, unconfirmed.id));
    await resetThroughLink(unconfirmed.email, "my first real password");
    expect(await queued(unconfirmed.email, PASSWORD_CHANGED)).toBe(0);
  });

  it("tell the owner when two-factor is turned on, reset and turned off, not when an unconfirmed enrolment is dropped", async () => {
    const user = await createUser(env.ctx, { fullName: "Tove Totp" });
    let cookie = await signIn(env, user.email, user.password);
    const enrol = async () => {
      const enable = await post(
        "/api/account/two-factor/enable",
        { password: user.password },
        cookie,
      );
      expect(enable.statusCode).toBe(200);
      cookie = cookiesFrom(enable.headers["set-cookie"], cookie);
      return OTPAuth.URI.parse(enable.json<{ totpURI: string }>().totpURI) as OTPAuth.TOTP;
    };

    // Started and dropped before any code: two-factor was never on.
    await enrol();
    const dropped = await post(
      "/api/account/two-factor/disable",
      { password: user.password },
      cookie,
    );
    expect(dropped.statusCode).toBe(200);
    cookie = cookiesFrom(dropped.headers["set-cookie"], cookie);
    expect(await queued(user.email, TWO_FACTOR_OFF)).toBe(0);

    const totp = await enrol();
    expect(await queued(user.email, TWO_FACTOR_ON)).toBe(0);
    const confirm = await post(
      "/api/account/two-factor/confirm",
      { code: totp.generate() },
      cookie,
    );
    expect(confirm.statusCode).toBe(200);
    cookie = cookiesFrom(confirm.headers["set-cookie"], cookie);
    const on = await waitForMail(env.ctx, user.email, exactly(TWO_FACTOR_ON));
    expect(on.text).toMatch(
      /^Hi Tove Totp, two-factor authentication was turned on for your Offbeat account, on /,
    );

    const wrong = await post("/api/account/two-factor/reset", { password: "not it" }, cookie);
    expect(wrong.statusCode).toBe(400);
    expect(await queued(user.email, TWO_FACTOR_RESET)).toBe(0);
    const reset = await post("/api/account/two-factor/reset", { password: user.password }, cookie);
    expect(reset.statusCode).toBe(200);
    cookie = cookiesFrom(reset.headers["set-cookie"], cookie);
    const resetMail = await waitForMail(env.ctx, user.email, exactly(TWO_FACTOR_RESET));
    expect(resetMail.text).toContain(
      "signing in asks for the password alone until a new authenticator is confirmed",
    );

    const again = OTPAuth.URI.parse(reset.json<{ totpURI: string }>().totpURI) as OTPAuth.TOTP;
    const reconfirm = await post(
      "/api/account/two-factor/confirm",
      { code: again.generate() },
      cookie,
    );
    expect(reconfirm.statusCode).toBe(200);
    cookie = cookiesFrom(reconfirm.headers["set-cookie"], cookie);
    expect(await queued(user.email, TWO_FACTOR_ON)).toBe(2);

    const off = await post("/api/account/two-factor/disable", { password: user.password }, cookie);
    expect(off.statusCode).toBe(200);
    const offMail = await waitForMail(env.ctx, user.email, exactly(TWO_FACTOR_OFF));
    expect(offMail.text).toContain("signing in now asks for the password alone");
    expect(linkIn(offMail.text).search).toBe("?tab=security");
    expect(await queued(user.email, TWO_FACTOR_OFF)).toBe(1);
  });
});
