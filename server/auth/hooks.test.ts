import { ModerationMessages, StandingErrorCodes } from "@common/moderation.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../routes/account/accountTestKit.ts";
import { type Person, person, suspend } from "../routes/moderation/moderationTestKit.ts";
import { createTestEnv, type TestEnv } from "../test/support.ts";

let env: TestEnv;
let admin: Person;
beforeAll(async () => {
  env = await createTestEnv();
  admin = await person(env, "admin", "Ada Admin");
});
afterAll(async () => {
  await env?.close();
});

const SOME_ID = "00000000-0000-4000-8000-000000000000";
/** Bodies and ids no schema accepts: who may call a route is decided before they are read. */
const invalid = { title: 12, tracks: "none", status: "sideways" };

describe("sign-in and role hooks", () => {
  it("answers a signed-out caller 401 before reading the body or the path", async () => {
    for (const [method, url] of [
      ["POST", "/api/releases"],
      ["PUT", "/api/releases/not-an-id"],
      ["POST", "/api/admin/users/not-an-id/suspend"],
      ["PATCH", "/api/account/profile"],
    ] as const) {
      const res = await call(env, method, url, { payload: invalid });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().error.code).toBe("UNAUTHORIZED");
    }
  });

  it("answers a signed-in caller of the wrong role 403, whatever the body", async () => {
    const artist = await person(env, "artist");
    const staff = await person(env, "staff");
    const refused = [
      await artist.post(`/api/admin/users/${SOME_ID}/suspend`, invalid),
      await artist.post(`/api/admin/releases/${SOME_ID}/approve`, invalid),
      await staff.post("/api/admin/newsletter", invalid),
      await staff.get("/api/admin/users?limit=nonsense"),
    ];
    for (const res of refused) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().error.code).toBe("FORBIDDEN");
    }
    // Past the hook, the schema still speaks: staff review releases.
    expect((await staff.get("/api/admin/releases?status=sideways")).statusCode).toBe(400);
  });

  it("refuses a suspended user before validation, except where decision 1 lets them in", async () => {
    const artist = await person(env, "artist");
    expect(
      (await suspend(admin, artist.id, { type: "permanent", reason: "Spam" })).statusCode,
    ).toBe(200);
    const res = await artist.post("/api/releases", invalid);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe(StandingErrorCodes.suspended);
    expect(res.json().error.message).toBe(ModerationMessages.bannedTitle);
    expect((await artist.get("/api/me/suspension")).statusCode).toBe(200);
    expect((await artist.get("/api/me")).statusCode).toBe(200);
  });
});
