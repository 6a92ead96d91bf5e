import { AuthMessages } from "@common/auth.ts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/index.ts";
import {
  createTestEnv,
  createUser,
  linkIn,
  postAs,
  signIn,
  type TestEnv,
  uniqueEmail,
} from "../../test/support.ts";

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => {
  await env?.close();
});

const post = (url: string, payload: object, cookie?: string) => postAs(env, url, payload, cookie);

/** The tokens of the first `count` reset mails to `to`, newest first, once that many arrived. */
async function resetTokens(to: string, count: number): Promise<string[]> {
  const started = Date.now();
  while (Date.now() - started < 10_000) {
    const mails = ((await env.ctx.mailbox?.list()) ?? []).filter(
      (m) => m.to === to && /Reset/.test(m.subject),
    );
    if (mails.length >= count)
      return mails.map((m) => linkIn(m.text).searchParams.get("token") ?? "");
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`fewer than ${count} reset mails to ${to}`);
}

const reset = (token: string, password: string) =>
  post("/api/auth/reset-password", { token, password });

describe("password-reset links", () => {
  it("only the newest link works", async () => {
    const user = await createUser(env.ctx);
    await post("/api/auth/forgot-password", { email: user.email });
    const [first = ""] = await resetTokens(user.email, 1);
    await post("/api/auth/forgot-password", { email: user.email });
    const [second = ""] = await resetTokens(user.email, 2);
    expect(second).not.toBe(first);

    const stale = await reset(first, "stale link password");
    expect(stale.statusCode).toBe(400);
    expect(stale.json().error.code).toBe("INVALID_TOKEN");
    expect((await reset(second, "newest link password")).statusCode).toBe(200);
    expect((await signIn(env, user.email, "newest link password")).length).toBeGreaterThan(0);
  });

  it("stops working once the password is changed", async () => {
    const user = await createUser(env.ctx);
    await post("/api/auth/forgot-password", { email: user.email });
    const [token = ""] = await resetTokens(user.email, 1);
    const cookie = await signIn(env, user.email, user.password);
    const changed = await post(
      "/api/account/password",
      { currentPassword: user.password, newPassword: "changed in settings" },
      cookie,
    );
    expect(changed.statusCode).toBe(200);

    const late = await reset(token, "taken over by the link");
    expect(late.statusCode).toBe(400);
    expect(late.json().error.code).toBe("INVALID_TOKEN");
    expect((await signIn(env, user.email, "changed in settings")).length).toBeGreaterThan(0);
  });
});

describe("common passwords", () => {
  const common = ["password", "password123", "qwerty123", "Password123"];

  it.each(common)("refuses %s at sign-up and creates no account", async (password) => {
    const email = uniqueEmail();
    const res = await post("/api/auth/sign-up", {
      email,
      password,
      fullName: "Cam Common",
      artistName: "Commoners",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: "VALIDATION_ERROR",
      message: AuthMessages.passwordTooCommon,
      fields: { password: AuthMessages.passwordTooCommon },
    });
    const rows = await env.ctx.database.db.select().from(users).where(eq(users.email, email));
    expect(rows).toEqual([]);
  });

  it("refuses one as the new password of a reset; the link still works with a good one", async () => {
    const user = await createUser(env.ctx);
    await post("/api/auth/forgot-password", { email: user.email });
    const [token = ""] = await resetTokens(user.email, 1);
    const res = await reset(token, "password123");
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.password).toBe(AuthMessages.passwordTooCommon);
    expect((await reset(token, "an uncommon choice")).statusCode).toBe(200);
  });

  it("refuses one as the new password in settings", async () => {
    const user = await createUser(env.ctx);
    const cookie = await signIn(env, user.email, user.password);
    const res = await post(
      "/api/account/password",
      { currentPassword: user.password, newPassword: "qwerty123" },
      cookie,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.newPassword).toBe(AuthMessages.passwordTooCommon);
    expect((await signIn(env, user.email, user.password)).length).toBeGreaterThan(0);
  });
});
