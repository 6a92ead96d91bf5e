import { AuthMessages } from "@common/auth.ts";
import { ProfileMessages } from "@common/profile.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  cookiesFrom,
  createTestEnv,
  createUser,
  postAs,
  signIn,
  type TestEnv,
} from "../../test/support.ts";

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => {
  await env?.close();
});

const post = (url: string, payload: object, cookie?: string, remoteAddress?: string) =>
  postAs(env, url, payload, cookie, remoteAddress);
const me = (cookie: string) =>
  env.app.inject({ method: "GET", url: "/api/me", headers: { cookie } });

describe("change password", () => {
  it("refuses a wrong current password with a field message", async () => {
    const user = await createUser(env.ctx);
    const cookie = await signIn(env, user.email, user.password);
    const res = await post(
      "/api/account/password",
      { currentPassword: "not my password", newPassword: "a brand new one" },
      cookie,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.currentPassword).toBe(ProfileMessages.wrongCurrentPassword);
  });

  it("refuses a new password under 8 characters", async () => {
    const user = await createUser(env.ctx);
    const cookie = await signIn(env, user.email, user.password);
    const res = await post(
      "/api/account/password",
      { currentPassword: user.password, newPassword: "short" },
      cookie,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.newPassword).toBe(AuthMessages.passwordTooShort);
  });

  it("needs a session", async () => {
    const res = await post("/api/account/password", {
      currentPassword: "whatever it is",
      newPassword: "a brand new one",
    });
    expect(res.statusCode).toBe(401);
  });

  it("changes it, signs out the other sessions and keeps this one", async () => {
    const user = await createUser(env.ctx);
    const here = await signIn(env, user.email, user.password);
    const elsewhere = await signIn(env, user.email, user.password);
    const res = await post(
      "/api/account/password",
      { currentPassword: user.password, newPassword: "a brand new one" },
      here,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(ProfileMessages.passwordUpdated);

    const stillHere = cookiesFrom(res.headers["set-cookie"], here);
    expect((await me(stillHere)).statusCode).toBe(200);
    // Past the session lookup's 2 s cache, so the answer is the database's.
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect((await me(elsewhere)).statusCode).toBe(401);
    expect((await me(stillHere)).statusCode).toBe(200);

    const old = await post("/api/auth/sign-in", { email: user.email, password: user.password });
    expect(old.statusCode).toBe(401);
    const fresh = await post("/api/auth/sign-in", {
      email: user.email,
      password: "a brand new one",
    });
    expect(fresh.statusCode).toBe(200);
  });
});
