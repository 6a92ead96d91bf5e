import { AuthMessages } from "@common/auth.ts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/index.ts";
import {
  createTestEnv,
  createUser,
  linkIn,
  postAs,
  type TestEnv,
  uniqueEmail,
  waitForMail,
} from "../../test/support.ts";

/**
 * A sign-up with an address that already has an account answers as for a new one, and tells
 * the address's owner; an account someone else opened with your address is yours again through
 * "Forgot password?", which also confirms it.
 */
let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => {
  await env?.close();
});

const post = (url: string, payload: object) => postAs(env, url, payload);
const signUp = (email: string, password: string) =>
  post("/api/auth/sign-up", {
    email,
    password,
    fullName: "Someone Else",
    artistName: `Taken ${Math.random().toString(36).slice(2, 9)}`,
  });
const mailsTo = async (to: string, subject: RegExp) =>
  ((await env.ctx.mailbox?.list()) ?? []).filter((m) => m.to === to && subject.test(m.subject));
const TAKEN = /^You already have an Offbeat account$/;

describe("sign-up with a taken address", () => {
  it("answers as for a new address, and mails the owner once an hour", async () => {
    const owner = await createUser(env.ctx);
    const res = await signUp(owner.email, "some other password");
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(AuthMessages.signUpSuccess);
    const mail = await waitForMail(env.ctx, owner.email, TAKEN);
    expect(mail.text).toContain("It already has one.");
    expect(mail.text).toContain('Forgot your password? Choose "Forgot password?"');
    expect(mail.text).not.toContain("Someone Else");
    expect(linkIn(mail.text).href).toBe("http://localhost:3000/?signin=required");

    // Again within the hour: the same answer, no second mail.
    expect((await signUp(owner.email, "some other password")).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await mailsTo(owner.email, TAKEN)).toHaveLength(1);
  });

  it("lets the address's owner take back an account someone else opened with it", async () => {
    const email = uniqueEmail("taken");
    // Someone else opens an account with the address; it waits for its confirmation.
    expect((await signUp(email, "someone elses password")).statusCode).toBe(200);
    await waitForMail(env.ctx, email, /^Confirm/);

    // The owner signs up, gets no confirmation but is told what to do.
    expect((await signUp(email, "the owners own password")).statusCode).toBe(200);
    const mail = await waitForMail(env.ctx, email, TAKEN);
    expect(mail.text).toContain("That account's address is not confirmed yet.");
    expect(mail.text).toContain("a new password also confirms the address");

    await post("/api/auth/forgot-password", { email });
    const reset = await waitForMail(env.ctx, email, /^Reset/);
    const token = linkIn(reset.text).searchParams.get("token") ?? "";
    const done = await post("/api/auth/reset-password", {
      token,
      password: "the owners own password",
    });
    expect(done.statusCode).toBe(200);

    const [row] = await env.ctx.database.db.select().from(users).where(eq(users.email, email));
    expect(row?.emailVerified).toBe(true);
    const owners = await post("/api/auth/sign-in", { email, password: "the owners own password" });
    expect(owners.statusCode).toBe(200);
    const theirs = await post("/api/auth/sign-in", { email, password: "someone elses password" });
    expect(theirs.statusCode).toBe(401);
  });
});
