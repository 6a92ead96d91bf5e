import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestEnv, createUser, signIn, type TestEnv } from "../../test/support.ts";

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => {
  await env?.close();
});

const stats = (cookie?: string) =>
  env.app.inject({
    method: "GET",
    url: "/api/admin/stats",
    headers: cookie ? { cookie } : {},
  });

describe("GET /api/admin/stats", () => {
  it("asks a signed-out visitor to sign in", async () => {
    const res = await stats();
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe("UNAUTHORIZED");
  });

  it("refuses an artist", async () => {
    const artist = await createUser(env.ctx);
    const res = await stats(await signIn(env, artist.email, artist.password));
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe("You do not have permission to do that.");
  });

  it("refuses staff: the Admin Panel is admin-only (decision 2)", async () => {
    const staff = await createUser(env.ctx, { role: "staff" });
    const res = await stats(await signIn(env, staff.email, staff.password));
    expect(res.statusCode).toBe(403);
  });

  it("gives an admin the number of accounts per role", async () => {
    await createUser(env.ctx);
    await createUser(env.ctx, { role: "staff" });
    const admin = await createUser(env.ctx, { role: "admin" });
    const res = await stats(await signIn(env, admin.email, admin.password));
    expect(res.statusCode).toBe(200);
    // Earlier tests in this file made one artist and one staff member.
    expect(res.json()).toEqual({ users: { total: 5, artists: 2, staff: 2, admins: 1 } });
  });
});
