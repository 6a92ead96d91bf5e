import { AccountMessages, PRIVACY_DEFAULTS } from "@common/account.ts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userPrivacySettings } from "../../db/schema/index.ts";
import { createTestEnv, type TestEnv } from "../../test/support.ts";
import { call, insertConversation, signedIn, uploadAvatar } from "./accountTestKit.ts";

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => {
  await env?.close();
});

const save = (cookie: string | undefined, payload: object) =>
  call(env, "PUT", "/api/account/privacy", { cookie, payload });

describe("privacy settings", () => {
  it("answers the spec's defaults before anything is saved, without writing a row", async () => {
    const { user, cookie } = await signedIn(env);
    const res = await call(env, "GET", "/api/account/privacy", { cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json().settings).toEqual({ ...PRIVACY_DEFAULTS, updatedAt: null });
    const rows = await env.ctx.database.db
      .select()
      .from(userPrivacySettings)
      .where(eq(userPrivacySettings.userId, user.id));
    expect(rows).toEqual([]);
  });

  it("saves all three settings with the spec's message, and saves again over them", async () => {
    const { cookie } = await signedIn(env);
    const first = await save(cookie, {
      profileVisibility: "private",
      marketingEmails: false,
      dataSharingOptIn: true,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe(AccountMessages.privacySaved);
    expect(first.json().settings).toMatchObject({
      profileVisibility: "private",
      marketingEmails: false,
      dataSharingOptIn: true,
    });
    const second = await save(cookie, {
      profileVisibility: "public",
      marketingEmails: true,
      dataSharingOptIn: false,
    });
    expect(second.statusCode).toBe(200);
    const read = await call(env, "GET", "/api/account/privacy", { cookie });
    expect(read.json().settings).toMatchObject({ ...PRIVACY_DEFAULTS });
    expect(read.json().settings.updatedAt).toEqual(expect.any(String));
  });

  it("refuses values outside the spec's choices", async () => {
    const { cookie } = await signedIn(env);
    const res = await save(cookie, {
      profileVisibility: "friends",
      marketingEmails: true,
      dataSharingOptIn: false,
    });
    expect(res.statusCode).toBe(400);
    expect((await save(cookie, { profileVisibility: "public" })).statusCode).toBe(400);
  });

  it("needs a session", async () => {
    expect((await call(env, "GET", "/api/account/privacy")).statusCode).toBe(401);
    const res = await save(undefined, { ...PRIVACY_DEFAULTS });
    expect(res.statusCode).toBe(401);
  });

  it("only ever changes the caller's settings, whatever id the body or query names", async () => {
    const me = await signedIn(env);
    const other = await signedIn(env);
    const res = await call(env, "PUT", `/api/account/privacy?userId=${other.user.id}`, {
      cookie: me.cookie,
      payload: {
        userId: other.user.id,
        profileVisibility: "private",
        marketingEmails: false,
        dataSharingOptIn: true,
      },
    });
    expect(res.statusCode).toBe(200);
    const theirs = await call(env, "GET", "/api/account/privacy", { cookie: other.cookie });
    expect(theirs.json().settings).toEqual({ ...PRIVACY_DEFAULTS, updatedAt: null });
    const mine = await call(env, "GET", "/api/account/privacy", { cookie: me.cookie });
    expect(mine.json().settings.profileVisibility).toBe("private");
  });
});

describe("profile visibility: who sees the profile picture", () => {
  it("public: anyone; private: the owner, staff, admins and conversation partners, 404 for the rest", async () => {
    const owner = await signedIn(env);
    const uploaded = await uploadAvatar(env, owner.cookie);
    expect(uploaded.statusCode).toBe(200);
    const url: string = uploaded.json().profile.avatarUrl;
    const stranger = await signedIn(env);
    const partner = await signedIn(env);
    const staff = await signedIn(env, "staff");
    const admin = await signedIn(env, "admin");
    await insertConversation(env.ctx.database.db, [owner.user.id, partner.user.id]);
    const status = async (cookie?: string) => (await call(env, "GET", url, { cookie })).statusCode;

    // Public (the default): anyone, signed in or not, and shared caches may keep it.
    expect(await status()).toBe(200);
    expect(await status(stranger.cookie)).toBe(200);
    const cached = await call(env, "GET", url);
    expect(cached.headers["cache-control"]).toContain("public");

    await save(owner.cookie, {
      profileVisibility: "private",
      marketingEmails: true,
      dataSharingOptIn: false,
    });
    expect(await status()).toBe(404);
    expect(await status(stranger.cookie)).toBe(404);
    expect(await status(owner.cookie)).toBe(200);
    expect(await status(partner.cookie)).toBe(200);
    expect(await status(staff.cookie)).toBe(200);
    expect(await status(admin.cookie)).toBe(200);
    const served = await call(env, "GET", url, { cookie: owner.cookie });
    expect(served.headers["cache-control"]).toBe("private, no-cache");

    // The same answer as "no picture": a private profile does not reveal that it has one.
    const hidden = await call(env, "GET", url);
    const none = await call(env, "GET", `/api/avatars/${stranger.user.id}`);
    expect(hidden.json()).toEqual(none.json());

    await save(owner.cookie, {
      profileVisibility: "public",
      marketingEmails: true,
      dataSharingOptIn: false,
    });
    expect(await status()).toBe(200);
  });

  it("a partner who left the conversation no longer sees a private picture", async () => {
    const owner = await signedIn(env);
    const url: string = (await uploadAvatar(env, owner.cookie)).json().profile.avatarUrl;
    const former = await signedIn(env);
    const conversation = await insertConversation(env.ctx.database.db, [
      owner.user.id,
      former.user.id,
    ]);
    await save(owner.cookie, {
      profileVisibility: "private",
      marketingEmails: true,
      dataSharingOptIn: false,
    });
    expect((await call(env, "GET", url, { cookie: former.cookie })).statusCode).toBe(200);
    const left = await call(env, "POST", `/api/conversations/${conversation.id}/leave`, {
      cookie: former.cookie,
    });
    expect(left.statusCode).toBeLessThan(300);
    expect((await call(env, "GET", url, { cookie: former.cookie })).statusCode).toBe(404);
  });
});
