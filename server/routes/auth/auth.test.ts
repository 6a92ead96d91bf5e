import { AuthMessages } from "@common/auth.ts";
import { eq } from "drizzle-orm";
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
  uniqueEmail,
  waitForMail,
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

describe("sign-up", () => {
  it("creates an artist profile and mails a confirmation link", async () => {
    const email = uniqueEmail();
    const res = await post("/api/auth/sign-up", {
      email,
      password: "password123",
      fullName: "Ann Artist",
      artistName: "Annie",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(AuthMessages.signUpSuccess);
    const [row] = await env.ctx.database.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({
      name: "Ann Artist",
      artistName: "Annie",
      role: "artist",
      emailVerified: false,
    });
    const mail = await waitForMail(env.ctx, email, /Confirm/);
    expect(linkIn(mail.text).pathname).toBe("/api/auth/verify-email");
  });

  it("refuses a short password and missing names with readable field messages", async () => {
    const res = await post("/api/auth/sign-up", {
      email: "not-an-email",
      password: "short",
      fullName: " ",
      artistName: "",
    });
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe("VALIDATION_ERROR");
    expect(error.fields).toMatchObject({
      email: "Enter a valid email address",
      password: "Password must be at least 8 characters long",
      fullName: "Full name is required",
      artistName: "Artist name is required",
    });
  });

  it("cannot set its own role", async () => {
    const email = uniqueEmail();
    await post("/api/auth/sign-up", {
      email,
      password: "password123",
      fullName: "Eve",
      artistName: "Eve",
      role: "admin",
    });
    const [row] = await env.ctx.database.db.select().from(users).where(eq(users.email, email));
    expect(row?.role).toBe("artist");
  });

  it("answers the same for an address that already has an account", async () => {
    const existing = await createUser(env.ctx);
    const res = await post("/api/auth/sign-up", {
      email: existing.email,
      password: "password123",
      fullName: "X",
      artistName: "Y",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(AuthMessages.signUpSuccess);
  });
});

describe("confirmation and sign-in", () => {
  it("refuses sign-in before confirming, resends the link, and signs in after the link is followed", async () => {
    const email = uniqueEmail();
    await post("/api/auth/sign-up", {
      email,
      password: "password123",
      fullName: "Bo",
      artistName: "Bo Beats",
    });
    const early = await post("/api/auth/sign-in", { email, password: "password123" });
    expect(early.statusCode).toBe(403);
    expect(early.json().error).toMatchObject({
      code: "EMAIL_NOT_VERIFIED",
      message: AuthMessages.emailNotVerified,
    });

    const resend = await post("/api/auth/resend-confirmation", { email });
    expect(resend.json().message).toBe(AuthMessages.verificationResent);

    const mail = await waitForMail(env.ctx, email, /Confirm/);
    const link = linkIn(mail.text);
    const confirmed = await env.app.inject({ method: "GET", url: link.pathname + link.search });
    expect(confirmed.statusCode).toBe(302);
    expect(confirmed.headers.location).toBe("/?confirmed=1");

    const res = await post("/api/auth/sign-in", { email, password: "password123" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      twoFactorRequired: false,
      user: { email, artistName: "Bo Beats", role: "artist" },
    });
    const cookie = cookiesFrom(res.headers["set-cookie"]);
    const setCookie = String(res.headers["set-cookie"]);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const me = await env.app.inject({ method: "GET", url: "/api/me", headers: { cookie } });
    expect(me.json().user.email).toBe(email);
  });

  it("rejects a broken confirmation link", async () => {
    const res = await env.app.inject({
      method: "GET",
      url: "/api/auth/verify-email?token=nonsense",
    });
    expect(res.headers.location).toBe("/?confirmed=0");
  });

  it("says a wrong password is wrong without saying which part", async () => {
    const user = await createUser(env.ctx);
    const res = await post("/api/auth/sign-in", { email: user.email, password: "wrong password" });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe(AuthMessages.invalidCredentials);
  });

  it("limits password guessing per account", async () => {
    const user = await createUser(env.ctx);
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      codes.push(
        (await post("/api/auth/sign-in", { email: user.email, password: `guess-${i}-x` }))
          .statusCode,
      );
    }
    expect(codes.slice(0, 10).every((c) => c === 401)).toBe(true);
    expect(codes[10]).toBe(429);
    const right = await post("/api/auth/sign-in", { email: user.email, password: user.password });
    expect(right.statusCode).toBe(429);
  });

  it("signs out: the session cookie stops working", async () => {
    const user = await createUser(env.ctx);
    const cookie = await signIn(env, user.email, user.password);
    const out = await post("/api/auth/sign-out", {}, cookie);
    expect(out.statusCode).toBe(200);
    const me = await env.app.inject({ method: "GET", url: "/api/me", headers: { cookie } });
    expect(me.statusCode).toBe(401);
  });

  it("refuses state-changing requests from another origin", async () => {
    const user = await createUser(env.ctx);
    const res = await env.app.inject({
      method: "POST",
      url: "/api/auth/sign-in",
      headers: { origin: "https://evil.example" },
      payload: { email: user.email, password: user.password },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe("CROSS_ORIGIN");
  });
});

describe("password reset", () => {
  it("mails a reset link that sets a new password and ends old sessions", async () => {
    const user = await createUser(env.ctx);
    const oldSession = await signIn(env, user.email, user.password);
    const res = await post("/api/auth/forgot-password", { email: user.email });
    expect(res.json().message).toBe(AuthMessages.resetRequested);
    const mail = await waitForMail(env.ctx, user.email, /Reset/);
    const token = linkIn(mail.text).searchParams.get("token");
    expect(token).toBeTruthy();

    const short = await post("/api/auth/reset-password", { token, password: "short" });
    expect(short.statusCode).toBe(400);

    const done = await post("/api/auth/reset-password", {
      token,
      password: "a brand new password",
    });
    expect(done.statusCode).toBe(200);
    expect(
      (await post("/api/auth/sign-in", { email: user.email, password: user.password })).statusCode,
    ).toBe(401);
    expect(
      (await post("/api/auth/sign-in", { email: user.email, password: "a brand new password" }))
        .statusCode,
    ).toBe(200);
    const me = await env.app.inject({
      method: "GET",
      url: "/api/me",
      headers: { cookie: oldSession },
    });
    expect(me.statusCode).toBe(401);

    const reused = await post("/api/auth/reset-password", { token, password: "another password" });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.code).toBe("INVALID_TOKEN");
  });

  it("answers the same for an unknown address", async () => {
    const res = await post("/api/auth/forgot-password", { email: uniqueEmail("nobody") });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(AuthMessages.resetRequested);
  });
});
