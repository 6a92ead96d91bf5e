import { AuthMessages } from "@common/auth.ts";
import { and, eq, inArray, like } from "drizzle-orm";
import * as OTPAuth from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { twoFactors, verifications } from "../../db/schema/index.ts";
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

const post = (url: string, payload: object, cookie?: string, remoteAddress?: string) =>
  postAs(env, url, payload, cookie, remoteAddress);

describe("two-factor", () => {
  const totpFor = (uri: string) => OTPAuth.URI.parse(uri) as OTPAuth.TOTP;

  async function enrolled() {
    const user = await createUser(env.ctx);
    let cookie = await signIn(env, user.email, user.password);
    const enable = await post(
      "/api/account/two-factor/enable",
      { password: user.password },
      cookie,
    );
    expect(enable.statusCode).toBe(200);
    cookie = cookiesFrom(enable.headers["set-cookie"], cookie);
    const body = enable.json();
    const totp = totpFor(body.totpURI);
    // Each code works once: the confirm spends this step's, so later steps are asked for the next.
    const at = Date.now();
    const confirmCode = totp.generate({ timestamp: at });
    const confirm = await post("/api/account/two-factor/confirm", { code: confirmCode }, cookie);
    expect(confirm.statusCode).toBe(200);
    cookie = cookiesFrom(confirm.headers["set-cookie"], cookie);
    const nextCode = totp.generate({ timestamp: at + 30_000 });
    return { user, cookie, totp, enrolment: body, confirmCode, nextCode };
  }

  /** A sign-in with the password, left waiting for its code: the two_factor cookie. */
  async function pendingSignIn(email: string, password: string) {
    const res = await post("/api/auth/sign-in", { email, password });
    expect(res.json()).toEqual({ twoFactorRequired: true, emailConfirmed: false, user: null });
    return cookiesFrom(res.headers["set-cookie"]);
  }

  it("enrols with the password, shows the secret and backup codes, and confirms with a code", async () => {
    const { user, cookie, enrolment } = await enrolled();
    expect(enrolment.secret).toMatch(/^[A-Z2-7]+=*$/);
    expect(enrolment.backupCodes.length).toBeGreaterThanOrEqual(8);
    const me = await env.app.inject({ method: "GET", url: "/api/me", headers: { cookie } });
    expect(me.json().user.twoFactorEnabled).toBe(true);
    const again = await post("/api/account/two-factor/enable", { password: user.password }, cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(AuthMessages.twoFactorAlreadyEnabled);
  });

  it("turns two-factor on only through the confirm route, never through the sign-in's code step", async () => {
    const user = await createUser(env.ctx);
    let cookie = await signIn(env, user.email, user.password);
    const enable = await post(
      "/api/account/two-factor/enable",
      { password: user.password },
      cookie,
    );
    expect(enable.statusCode).toBe(200);
    cookie = cookiesFrom(enable.headers["set-cookie"], cookie);
    const code = totpFor(enable.json().totpURI).generate();
    for (const url of ["/api/auth/two-factor/verify", "/api/auth/two-factor/backup-code"]) {
      const step = await post(url, { code: url.endsWith("verify") ? code : "abcde-fghij" }, cookie);
      expect(step.statusCode).toBe(401);
      expect(step.json().error.code).toBe("TWO_FACTOR_EXPIRED");
    }
    const me = await env.app.inject({ method: "GET", url: "/api/me", headers: { cookie } });
    expect(me.json().user.twoFactorEnabled).toBe(false);
  });

  it("reuses an enrolment already started, saying so, and still checks the password", async () => {
    const user = await createUser(env.ctx);
    let cookie = await signIn(env, user.email, user.password);
    const first = await post("/api/account/two-factor/enable", { password: user.password }, cookie);
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBeUndefined();
    cookie = cookiesFrom(first.headers["set-cookie"], cookie);

    const second = await post(
      "/api/account/two-factor/enable",
      { password: user.password },
      cookie,
    );
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({
      secret: first.json().secret,
      totpURI: first.json().totpURI,
      backupCodes: first.json().backupCodes,
      message: AuthMessages.twoFactorFactorExists,
    });
    const wrong = await post("/api/account/two-factor/enable", { password: "not it" }, cookie);
    expect(wrong.statusCode).toBe(400);

    // The QR code scanned the first time still confirms.
    const confirm = await post(
      "/api/account/two-factor/confirm",
      { code: totpFor(first.json().totpURI).generate() },
      cookie,
    );
    expect(confirm.statusCode).toBe(200);
  });

  it("says the factor is gone when the enrolment disappeared before the code came", async () => {
    const user = await createUser(env.ctx);
    let cookie = await signIn(env, user.email, user.password);
    const enable = await post(
      "/api/account/two-factor/enable",
      { password: user.password },
      cookie,
    );
    cookie = cookiesFrom(enable.headers["set-cookie"], cookie);
    await env.ctx.database.db.delete(twoFactors).where(eq(twoFactors.userId, user.id));
    const confirm = await post(
      "/api/account/two-factor/confirm",
      { code: totpFor(enable.json().totpURI).generate() },
      cookie,
    );
    expect(confirm.statusCode).toBe(404);
    expect(confirm.json().error).toMatchObject({
      code: "TWO_FACTOR_NOT_FOUND",
      message: AuthMessages.twoFactorNotFound,
    });
  });

  it("refuses enrolment with a wrong password and while signed out", async () => {
    const user = await createUser(env.ctx);
    const cookie = await signIn(env, user.email, user.password);
    const wrong = await post(
      "/api/account/two-factor/enable",
      { password: "not it at all" },
      cookie,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields.password).toBe("Incorrect password");
    const anonymous = await post("/api/account/two-factor/enable", { password: user.password });
    expect(anonymous.statusCode).toBe(401);
  });

  it("asks for the code at sign-in, refuses a wrong one, and accepts a fresh one", async () => {
    const { user, totp, nextCode } = await enrolled();
    const first = await post("/api/auth/sign-in", { email: user.email, password: user.password });
    expect(first.json()).toEqual({ twoFactorRequired: true, emailConfirmed: false, user: null });
    const pending = cookiesFrom(first.headers["set-cookie"]);
    const me = await env.app.inject({
      method: "GET",
      url: "/api/me",
      headers: { cookie: pending },
    });
    expect(me.statusCode).toBe(401);

    const wrongCode = totp.generate() === "000000" ? "111111" : "000000";
    const bad = await post("/api/auth/two-factor/verify", { code: wrongCode }, pending);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe(AuthMessages.invalidCode);

    const letters = await post("/api/auth/two-factor/verify", { code: "12ab56" }, pending);
    expect(letters.statusCode).toBe(400);

    const ok = await post("/api/auth/two-factor/verify", { code: ` ${nextCode} ` }, pending);
    expect(ok.statusCode).toBe(200);
    const session = cookiesFrom(ok.headers["set-cookie"], pending);
    const after = await env.app.inject({
      method: "GET",
      url: "/api/me",
      headers: { cookie: session },
    });
    expect(after.json().user.email).toBe(user.email);
  });

  it("accepts a backup code once", async () => {
    const { user, enrolment } = await enrolled();
    const first = await post("/api/auth/sign-in", { email: user.email, password: user.password });
    const pending = cookiesFrom(first.headers["set-cookie"]);
    const ok = await post(
      "/api/auth/two-factor/backup-code",
      { code: enrolment.backupCodes[0] },
      pending,
    );
    expect(ok.statusCode).toBe(200);
    const second = await post("/api/auth/sign-in", { email: user.email, password: user.password });
    const pending2 = cookiesFrom(second.headers["set-cookie"]);
    const reused = await post(
      "/api/auth/two-factor/backup-code",
      { code: enrolment.backupCodes[0] },
      pending2,
    );
    expect(reused.statusCode).toBe(400);
    // Longer than any code Offbeat issues: refused as a wrong code, in the same words.
    const overlong = await post(
      "/api/auth/two-factor/backup-code",
      { code: "x".repeat(65) },
      pending2,
    );
    expect(overlong.statusCode).toBe(400);
    expect(overlong.json().error.message).toBe(AuthMessages.invalidCode);
  });

  it("ends a sign-in after five wrong codes and locks the factor after ten, so a code cannot be guessed", async () => {
    const { user, totp, nextCode } = await enrolled();
    const wrong = () => (totp.generate() === "123456" ? "654321" : "123456");
    const tryCodes = async () => {
      const first = await post("/api/auth/sign-in", { email: user.email, password: user.password });
      const pending = cookiesFrom(first.headers["set-cookie"]);
      const answers = [];
      for (let i = 0; i < 6; i++)
        answers.push(
          (await post("/api/auth/two-factor/verify", { code: wrong() }, pending)).json().error.code,
        );
      return answers;
    };
    const firstRound = await tryCodes();
    expect(firstRound.slice(0, 5)).toEqual(Array(5).fill("INVALID_CODE"));
    expect(firstRound[5]).toBe("TWO_FACTOR_RESTART");
    const secondRound = await tryCodes();
    expect(secondRound.slice(5)).toEqual(["TWO_FACTOR_LOCKED"]);

    const again = await post("/api/auth/sign-in", { email: user.email, password: user.password });
    const pending = cookiesFrom(again.headers["set-cookie"]);
    const blocked = await post("/api/auth/two-factor/verify", { code: nextCode }, pending);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe("TWO_FACTOR_LOCKED");
  });

  it("disables with the password", async () => {
    const { user, cookie } = await enrolled();
    const off = await post("/api/account/two-factor/disable", { password: user.password }, cookie);
    expect(off.statusCode).toBe(200);
    expect(off.json().message).toBe(AuthMessages.twoFactorDisabled);
    const res = await post("/api/auth/sign-in", { email: user.email, password: user.password });
    expect(res.json().twoFactorRequired).toBe(false);
  });

  it("resets: the old secret stops working and the new one is enrolled", async () => {
    const { user, cookie, totp: oldTotp } = await enrolled();
    const reset = await post("/api/account/two-factor/reset", { password: user.password }, cookie);
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toBe(AuthMessages.twoFactorReset);
    let session = cookiesFrom(reset.headers["set-cookie"], cookie);
    const newTotp = totpFor(reset.json().totpURI);
    expect(newTotp.secret.base32).not.toBe(oldTotp.secret.base32);
    const confirm = await post(
      "/api/account/two-factor/confirm",
      { code: newTotp.generate() },
      session,
    );
    expect(confirm.statusCode).toBe(200);
    session = cookiesFrom(confirm.headers["set-cookie"], session);
    const me = await env.app.inject({
      method: "GET",
      url: "/api/me",
      headers: { cookie: session },
    });
    expect(me.json().user.twoFactorEnabled).toBe(true);
  });

  describe("each TOTP code works once", () => {
    it("refuses a code already used as a wrong code, counted as one, and accepts the next", async () => {
      const { user, confirmCode, nextCode } = await enrolled();
      const pending = await pendingSignIn(user.email, user.password);
      // The code that confirmed the enrolment, still inside its window.
      const replay = await post("/api/auth/two-factor/verify", { code: confirmCode }, pending);
      expect(replay.statusCode).toBe(400);
      expect(replay.json().error).toMatchObject({
        code: "INVALID_CODE",
        message: AuthMessages.invalidCode,
      });
      const [factor] = await env.ctx.database.db
        .select({ failures: twoFactors.failedVerificationCount })
        .from(twoFactors)
        .where(eq(twoFactors.userId, user.id));
      expect(factor?.failures).toBe(1);

      const ok = await post("/api/auth/two-factor/verify", { code: nextCode }, pending);
      expect(ok.statusCode).toBe(200);
      const again = await pendingSignIn(user.email, user.password);
      const reused = await post("/api/auth/two-factor/verify", { code: nextCode }, again);
      expect(reused.statusCode).toBe(400);
      expect(reused.json().error.message).toBe(AuthMessages.invalidCode);
    });

    it("lets only one of two sign-ins sending the same code at once through", async () => {
      const { user, nextCode } = await enrolled();
      const first = await pendingSignIn(user.email, user.password);
      const second = await pendingSignIn(user.email, user.password);
      const answers = await Promise.all(
        [first, second].map((cookie) =>
          post("/api/auth/two-factor/verify", { code: nextCode }, cookie),
        ),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    });
  });

  describe("a sign-in waiting for its code", () => {
    const pendingRows = (userId: string) =>
      env.ctx.database.db
        .select({ identifier: verifications.identifier })
        .from(verifications)
        .where(and(like(verifications.identifier, "2fa-%"), eq(verifications.value, userId)));
    const attemptRows = (identifiers: string[]) =>
      env.ctx.database.db
        .select({ identifier: verifications.identifier })
        .from(verifications)
        .where(
          inArray(
            verifications.identifier,
            identifiers.map((id) => `2fa-attempts-${id}`),
          ),
        );

    it("ends when the password is changed: its code no longer signs in", async () => {
      const { user, cookie, nextCode } = await enrolled();
      const pending = await pendingSignIn(user.email, user.password);
      const started = (await pendingRows(user.id)).map((r) => r.identifier);
      expect(started).toHaveLength(1);
      expect(await attemptRows(started)).toHaveLength(1);

      const changed = await post(
        "/api/account/password",
        { currentPassword: user.password, newPassword: "changed while signing in" },
        cookie,
      );
      expect(changed.statusCode).toBe(200);
      expect(await pendingRows(user.id)).toEqual([]);
      expect(await attemptRows(started)).toEqual([]);
      const late = await post("/api/auth/two-factor/verify", { code: nextCode }, pending);
      expect(late.statusCode).toBe(401);
      expect(late.json().error.code).toBe("TWO_FACTOR_EXPIRED");

      // The same code finishes a sign-in started with the new password.
      const fresh = await pendingSignIn(user.email, "changed while signing in");
      const ok = await post("/api/auth/two-factor/verify", { code: nextCode }, fresh);
      expect(ok.statusCode).toBe(200);
    });

    it("ends when the password is reset", async () => {
      const { user, nextCode } = await enrolled();
      const pending = await pendingSignIn(user.email, user.password);
      await post("/api/auth/forgot-password", { email: user.email });
      const mail = await waitForMail(env.ctx, user.email, /Reset/);
      const token = linkIn(mail.text).searchParams.get("token") ?? "";
      const reset = await post("/api/auth/reset-password", {
        token,
        password: "reset while signing in",
      });
      expect(reset.statusCode).toBe(200);
      expect(await pendingRows(user.id)).toEqual([]);
      const late = await post("/api/auth/two-factor/verify", { code: nextCode }, pending);
      expect(late.statusCode).toBe(401);
      expect(late.json().error.code).toBe("TWO_FACTOR_EXPIRED");
    });
  });
});
