import { RoleMessages } from "@common/users.ts";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountDeletionRequests, auditLog, users } from "../../db/schema/index.ts";
import { createTestEnv, type TestEnv } from "../../test/support.ts";
import { call, keepOnlyAdmins, signedIn } from "../account/accountTestKit.ts";

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => {
  await env?.close();
});

const setRole = (cookie: string | undefined, id: string, role: string) =>
  call(env, "PATCH", `/api/admin/users/${id}/role`, { cookie, payload: { role } });
const roleOf = async (id: string) =>
  (await env.ctx.database.db.select({ role: users.role }).from(users).where(eq(users.id, id)))[0]
    ?.role;

describe("changing a role (admin)", () => {
  it("makes an artist staff, audited, and the next request sees the new role", async () => {
    const admin = await signedIn(env, "admin");
    const artist = await signedIn(env);
    // Read (and cached) as an artist first: the change must not wait for the cache to expire.
    expect((await call(env, "GET", "/api/me", { cookie: artist.cookie })).json().user.role).toBe(
      "artist",
    );
    const res = await setRole(admin.cookie, artist.user.id, "staff");
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toEqual({ id: artist.user.id, role: "staff" });
    expect(res.json().message).toMatch(/is now Staff\.$/);
    expect(await roleOf(artist.user.id)).toBe("staff");
    expect((await call(env, "GET", "/api/me", { cookie: artist.cookie })).json().user.role).toBe(
      "staff",
    );
    const audit = await env.ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "CHANGE_ROLE"), eq(auditLog.targetId, artist.user.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: admin.user.id,
      targetType: "user",
      details: { from: "artist", to: "staff" },
    });
  });

  it("is for admins only, and never on your own account", async () => {
    const admin = await signedIn(env, "admin");
    const staff = await signedIn(env, "staff");
    const artist = await signedIn(env);
    expect((await setRole(undefined, artist.user.id, "admin")).statusCode).toBe(401);
    expect((await setRole(artist.cookie, artist.user.id, "admin")).statusCode).toBe(403);
    expect((await setRole(staff.cookie, artist.user.id, "admin")).statusCode).toBe(403);
    const own = await setRole(admin.cookie, admin.user.id, "artist");
    expect(own.statusCode).toBe(400);
    expect(own.json().error.message).toBe(RoleMessages.ownRole);
    expect(await roleOf(admin.user.id)).toBe("admin");
    expect(await roleOf(artist.user.id)).toBe("artist");
  });

  it("answers 404 for an unknown account and 400 for an unknown role", async () => {
    const admin = await signedIn(env, "admin");
    const artist = await signedIn(env);
    const missing = await setRole(admin.cookie, "00000000-0000-4000-8000-000000000000", "staff");
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(RoleMessages.userNotFound);
    expect((await setRole(admin.cookie, artist.user.id, "owner")).statusCode).toBe(400);
    expect(await roleOf(artist.user.id)).toBe("artist");
  });

  it("keeps an admin: one whose own deletion is completed cannot demote the last other", async () => {
    const admin = await signedIn(env, "admin");
    const other = await signedIn(env, "admin");
    await keepOnlyAdmins(env, admin.user.id, other.user.id);
    await env.ctx.database.db
      .insert(accountDeletionRequests)
      .values({ userId: admin.user.id, status: "completed" });
    const res = await setRole(admin.cookie, other.user.id, "staff");
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(RoleMessages.lastAdmin);
    expect(await roleOf(other.user.id)).toBe("admin");
  });
});
