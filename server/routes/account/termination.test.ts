import { AccountMessages } from "@common/account.ts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountDeletionRequests, notifications } from "../../db/schema/index.ts";
import { createTestEnv, type TestEnv } from "../../test/support.ts";
import { call, signedIn } from "./accountTestKit.ts";

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => {
  await env?.close();
});

const request = (cookie: string | undefined, payload: object = {}) =>
  call(env, "POST", "/api/account/termination", { cookie, payload });
const latest = (cookie?: string) => call(env, "GET", "/api/account/termination", { cookie });

describe("account termination", () => {
  it("creates a pending request with the spec's message, and shows it", async () => {
    const { user, cookie } = await signedIn(env);
    expect((await latest(cookie)).json()).toEqual({ request: null });
    const res = await request(cookie, { reason: "  Moving to another label  " });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(AccountMessages.terminationSubmitted);
    expect(res.json().request).toMatchObject({
      status: "pending",
      reason: "Moving to another label",
    });
    expect((await latest(cookie)).json().request).toMatchObject({ status: "pending" });
    const rows = await env.ctx.database.db
      .select()
      .from(accountDeletionRequests)
      .where(eq(accountDeletionRequests.userId, user.id));
    expect(rows).toHaveLength(1);
    const told = await env.ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.title, "Account termination requested"));
    expect(told.length).toBeGreaterThan(0);
  });

  it("takes no reason at all (spec §5: optional)", async () => {
    const { cookie } = await signedIn(env);
    const res = await request(cookie);
    expect(res.statusCode).toBe(201);
    expect(res.json().request.reason).toBeNull();
  });

  it("refuses a second request while one is pending or in progress, with a clear message", async () => {
    const { user, cookie } = await signedIn(env);
    await request(cookie);
    const again = await request(cookie, { reason: "Please hurry" });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(AccountMessages.terminationPending);
    await env.ctx.database.db
      .update(accountDeletionRequests)
      .set({ status: "in_progress" })
      .where(eq(accountDeletionRequests.userId, user.id));
    expect((await request(cookie)).statusCode).toBe(409);
  });

  it("makes one request when two arrive at the same moment", async () => {
    const { user, cookie } = await signedIn(env);
    const answers = await Promise.all([request(cookie), request(cookie), request(cookie)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
    const rows = await env.ctx.database.db
      .select()
      .from(accountDeletionRequests)
      .where(eq(accountDeletionRequests.userId, user.id));
    expect(rows).toHaveLength(1);
  });

  it("allows a new request after the last one was rejected", async () => {
    const { user, cookie } = await signedIn(env);
    await request(cookie);
    await env.ctx.database.db
      .update(accountDeletionRequests)
      .set({ status: "rejected" })
      .where(eq(accountDeletionRequests.userId, user.id));
    expect((await request(cookie)).statusCode).toBe(201);
    expect((await latest(cookie)).json().request.status).toBe("pending");
  });

  it("refuses an overlong reason", async () => {
    const { cookie } = await signedIn(env);
    const res = await request(cookie, { reason: "x".repeat(2001) });
    expect(res.statusCode).toBe(400);
  });

  it("needs a session, and only ever files a request for the caller", async () => {
    expect((await request(undefined)).statusCode).toBe(401);
    expect((await latest()).statusCode).toBe(401);
    const me = await signedIn(env);
    const other = await signedIn(env);
    const res = await call(env, "POST", `/api/account/termination?userId=${other.user.id}`, {
      cookie: me.cookie,
      payload: { userId: other.user.id, reason: "not mine" },
    });
    expect(res.statusCode).toBe(201);
    expect((await latest(other.cookie)).json().request).toBeNull();
    expect((await latest(me.cookie)).json().request.reason).toBe("not mine");
  });
});
