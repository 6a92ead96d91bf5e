import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestEnv, type TestEnv } from "../../test/support.ts";
import { call, png, signedIn, uploadAvatar } from "./accountTestKit.ts";

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => {
  await env?.close();
});

describe("settings rate limits (per account, whatever the address)", () => {
  it("allows 10 password changes in 15 minutes, then answers 429", async () => {
    const { user, cookie } = await signedIn(env);
    const answers: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await call(env, "POST", "/api/account/password", {
        cookie,
        payload: { currentPassword: `wrong guess ${i}`, newPassword: "another password 1" },
      });
      answers.push(res.statusCode);
    }
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(answers[10]).toBe(429);
    // Even the right password waits: the limit is on attempts, not failures.
    const right = await call(env, "POST", "/api/account/password", {
      cookie,
      payload: { currentPassword: user.password, newPassword: "another password 1" },
    });
    expect(right.statusCode).toBe(429);
    expect(right.json().error.code).toBe("RATE_LIMITED");
    // Another account is not affected.
    const other = await signedIn(env);
    const theirs = await call(env, "POST", "/api/account/password", {
      cookie: other.cookie,
      payload: { currentPassword: "nope nope", newPassword: "another password 1" },
    });
    expect(theirs.statusCode).toBe(400);
  });

  it.each([
    "/api/account/two-factor/enable",
    "/api/account/two-factor/disable",
    "/api/account/two-factor/reset",
  ])("allows 10 password tries on %s in 15 minutes, then answers 429", async (url) => {
    const { user, cookie } = await signedIn(env);
    const answers: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await call(env, "POST", url, { cookie, payload: { password: `wrong ${i}` } });
      answers.push(res.statusCode);
    }
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(answers[10]).toBe(429);
    const right = await call(env, "POST", url, { cookie, payload: { password: user.password } });
    expect(right.statusCode).toBe(429);
    expect(right.json().error.code).toBe("RATE_LIMITED");
  });

  it("counts two-factor settings, password changes and payout details against one budget of password tries", async () => {
    const { cookie } = await signedIn(env);
    for (let i = 0; i < 3; i++) {
      const res = await call(env, "PUT", "/api/payouts/details", {
        cookie,
        payload: { method: "swish", phone: "070 123 45 67", password: `wrong ${i}` },
      });
      expect(res.statusCode).toBe(400);
    }
    for (let i = 0; i < 2; i++) {
      const res = await call(env, "POST", "/api/account/two-factor/disable", {
        cookie,
        payload: { password: `wrong ${i}` },
      });
      expect(res.statusCode).toBe(400);
    }
    for (let i = 0; i < 5; i++) {
      const res = await call(env, "POST", "/api/account/password", {
        cookie,
        payload: { currentPassword: `wrong ${i}`, newPassword: "another password 1" },
      });
      expect(res.statusCode).toBe(400);
    }
    const enable = await call(env, "POST", "/api/account/two-factor/enable", {
      cookie,
      payload: { password: "one more guess" },
    });
    expect(enable.statusCode).toBe(429);
  });

  it("allows 20 avatar uploads an hour, then answers 429", async () => {
    const { cookie } = await signedIn(env);
    const image = await png(8, 8);
    const answers: number[] = [];
    for (let i = 0; i < 21; i++) answers.push((await uploadAvatar(env, cookie, image)).statusCode);
    expect(answers.slice(0, 20)).toEqual(Array(20).fill(200));
    expect(answers[20]).toBe(429);
  });
});
