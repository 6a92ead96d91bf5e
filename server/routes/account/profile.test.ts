import { ProfileMessages } from "@common/profile.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestEnv,
  createUser,
  signIn,
  TEST_ORIGIN,
  type TestEnv,
} from "../../test/support.ts";

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => {
  await env?.close();
});

const patch = (payload: object, cookie?: string) =>
  env.app.inject({
    method: "PATCH",
    url: "/api/account/profile",
    payload,
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
  });
const get = (url: string, cookie?: string) =>
  env.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });

async function signedIn() {
  const user = await createUser(env.ctx);
  return { user, cookie: await signIn(env, user.email, user.password) };
}

describe("profile settings", () => {
  it("updates the caller's profile and /api/me shows it at once", async () => {
    const { cookie } = await signedIn();
    const res = await patch(
      { fullName: "  Ada Lovelace ", artistName: "Analytical", bio: "Engines and music." },
      cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(ProfileMessages.profileUpdated);
    expect(res.json().profile).toMatchObject({
      fullName: "Ada Lovelace",
      artistName: "Analytical",
      bio: "Engines and music.",
    });
    const me = await get("/api/me", cookie);
    expect(me.json().user).toMatchObject({ fullName: "Ada Lovelace", artistName: "Analytical" });
    const profile = await get("/api/account/profile", cookie);
    expect(profile.json().profile.bio).toBe("Engines and music.");
  });

  it("gives field messages for empty names and a long bio", async () => {
    const { cookie } = await signedIn();
    const res = await patch({ fullName: "   ", bio: "x".repeat(1001) }, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      fullName: "Full name is required",
      bio: "Bio must be at most 1000 characters",
    });
  });

  it("stores social links, refuses a non-http link and removes one sent empty", async () => {
    const { cookie } = await signedIn();
    const bad = await patch({ socialLinks: { spotify: "javascript:alert(1)" } }, cookie);
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().error.fields)).toContain(ProfileMessages.invalidUrl);

    const saved = await patch(
      {
        socialLinks: {
          spotify: "https://open.spotify.com/artist/1",
          website: "https://example.com",
        },
      },
      cookie,
    );
    expect(saved.statusCode).toBe(200);
    const removed = await patch({ socialLinks: { website: "" } }, cookie);
    expect(removed.json().profile.socialLinks).toEqual({
      spotify: "https://open.spotify.com/artist/1",
    });
  });

  it("never changes the email", async () => {
    const { user, cookie } = await signedIn();
    const res = await patch({ email: "someone-else@example.com", fullName: "Still Me" }, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().profile.email).toBe(user.email);
    const me = await get("/api/me", cookie);
    expect(me.json().user.email).toBe(user.email);
  });

  it("needs a session", async () => {
    expect((await patch({ fullName: "Nobody" })).statusCode).toBe(401);
    expect((await get("/api/account/profile")).statusCode).toBe(401);
  });

  it("only ever touches the caller, whatever id the body names", async () => {
    const { cookie } = await signedIn();
    const other = await signedIn();
    const res = await patch(
      { id: other.user.id, userId: other.user.id, fullName: "Hijack" },
      cookie,
    );
    expect(res.statusCode).toBe(200);
    const theirs = await get("/api/me", other.cookie);
    expect(theirs.json().user.fullName).toBe("Test Artist");
    const mine = await get("/api/me", cookie);
    expect(mine.json().user.fullName).toBe("Hijack");
  });
});
