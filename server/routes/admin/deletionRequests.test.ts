import { AccountMessages } from "@common/account.ts";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountDeletionRequests, auditLog } from "../../db/schema/index.ts";
import { createTestEnv, type TestEnv } from "../../test/support.ts";
import { call, keepOnlyAdmins, signedIn } from "../account/accountTestKit.ts";

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => {
  await env?.close();
});

const list = (cookie?: string, query = "") =>
  call(env, "GET", `/api/admin/deletion-requests${query}`, { cookie });
const setStatus = (cookie: string | undefined, id: string, status: string) =>
  call(env, "PATCH", `/api/admin/deletion-requests/${id}`, { cookie, payload: { status } });
async function requested(reason?: string) {
  const member = await signedIn(env);
  const res = await call(env, "POST", "/api/account/termination", {
    cookie: member.cookie,
    payload: reason ? { reason } : {},
  });
  expect(res.statusCode).toBe(201);
  return { ...member, requestId: res.json().request.id as string };
}

/** An admin asks to leave and completes their own request: refused as the last admin. */
async function refusedOwnDeletion(cookie: string) {
  const res = await call(env, "POST", "/api/account/termination", { cookie, payload: {} });
  const requestId = res.json().request.id as string;
  const refused = await setStatus(cookie, requestId, "completed");
  expect(refused.statusCode).toBe(409);
  expect(refused.json().error.message).toBe(AccountMessages.lastAdmin);
  return { requestId };
}

describe("deletion requests (admin)", () => {
  it("are for admins only: 401 signed out, 403 for artists and staff", async () => {
    const { cookie, requestId } = await requested();
    expect((await list()).statusCode).toBe(401);
    expect((await list(cookie)).statusCode).toBe(403);
    const staff = await signedIn(env, "staff");
    expect((await list(staff.cookie)).statusCode).toBe(403);
    expect((await setStatus(undefined, requestId, "rejected")).statusCode).toBe(401);
    expect((await setStatus(cookie, requestId, "completed")).statusCode).toBe(403);
    expect((await setStatus(staff.cookie, requestId, "completed")).statusCode).toBe(403);
    const [row] = await env.ctx.database.db
      .select()
      .from(accountDeletionRequests)
      .where(eq(accountDeletionRequests.id, requestId));
    expect(row?.status).toBe("pending");
  });

  it("lists newest first, in pages, with who asked", async () => {
    const admin = await signedIn(env, "admin");
    const first = await requested("first");
    const second = await requested("second");
    const page1 = await list(admin.cookie, "?limit=1");
    expect(page1.statusCode).toBe(200);
    expect(page1.json().items).toHaveLength(1);
    expect(page1.json().items[0]).toMatchObject({
      id: second.requestId,
      reason: "second",
      status: "pending",
      user: { id: second.user.id, email: second.user.email, deleted: false },
    });
    const next = page1.json().nextCursor;
    expect(next).toEqual(expect.any(String));
    const page2 = await list(admin.cookie, `?limit=1&cursor=${encodeURIComponent(next)}`);
    expect(page2.json().items[0].id).toBe(first.requestId);
    expect((await list(admin.cookie, "?cursor=garbage")).statusCode).toBe(400);
  });

  it("sets any status and writes UPDATE_DELETION_REQUEST to the audit log", async () => {
    const admin = await signedIn(env, "admin");
    const { requestId, cookie } = await requested();
    for (const status of ["in_progress", "rejected", "pending"] as const) {
      const res = await setStatus(admin.cookie, requestId, status);
      expect(res.statusCode).toBe(200);
      expect(res.json().request.status).toBe(status);
    }
    const mine = await call(env, "GET", "/api/account/termination", { cookie });
    expect(mine.json().request.status).toBe("pending");
    const audit = await env.ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "UPDATE_DELETION_REQUEST"), eq(auditLog.targetId, requestId)));
    expect(audit.map((a) => a.details)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ from: "pending", to: "in_progress" }),
        expect.objectContaining({ from: "in_progress", to: "rejected" }),
        expect.objectContaining({ from: "rejected", to: "pending" }),
      ]),
    );
    expect(
      audit.every(
        (a) => a.actorId === admin.user.id && a.targetType === "account_deletion_request",
      ),
    ).toBe(true);
  });

  it("refuses unknown ids and statuses, and reopening beside another open request", async () => {
    const admin = await signedIn(env, "admin");
    const missing = await setStatus(
      admin.cookie,
      "00000000-0000-4000-8000-000000000000",
      "rejected",
    );
    expect(missing.statusCode).toBe(404);
    const { requestId, cookie } = await requested();
    expect((await setStatus(admin.cookie, requestId, "deleted")).statusCode).toBe(400);
    await setStatus(admin.cookie, requestId, "rejected");
    const again = await call(env, "POST", "/api/account/termination", { cookie, payload: {} });
    expect(again.statusCode).toBe(201);
    const reopen = await setStatus(admin.cookie, requestId, "pending");
    expect(reopen.statusCode).toBe(409);
    expect(reopen.json().error.message).toBe(AccountMessages.deletionRequestOpen);
  });

  it("does not delete the last admin account", async () => {
    const admin = await signedIn(env, "admin");
    await keepOnlyAdmins(env, admin.user.id);
    await refusedOwnDeletion(admin.cookie);
    const me = await call(env, "GET", "/api/me", { cookie: admin.cookie });
    expect(me.statusCode).toBe(200);
  });

  it("counts an admin whose deletion is completed but not yet run as gone", async () => {
    const admin = await signedIn(env, "admin");
    const other = await signedIn(env, "admin");
    await keepOnlyAdmins(env, admin.user.id, other.user.id);
    // The other admin's deletion was completed; its job has not run yet.
    await env.ctx.database.db
      .insert(accountDeletionRequests)
      .values({ userId: other.user.id, status: "completed" });
    const { requestId } = await refusedOwnDeletion(admin.cookie);
    const [row] = await env.ctx.database.db
      .select({ status: accountDeletionRequests.status })
      .from(accountDeletionRequests)
      .where(eq(accountDeletionRequests.id, requestId));
    expect(row?.status).toBe("pending");
  });

  // Two connections at once: a real PostgreSQL server only (PGlite is one connection).
  it.runIf(Boolean(process.env.DATABASE_URL))(
    "lets only one of two admins completing each other's deletion at once go ahead",
    async () => {
      const first = await signedIn(env, "admin");
      const second = await signedIn(env, "admin");
      await keepOnlyAdmins(env, first.user.id, second.user.id);
      const asked = await Promise.all(
        [first, second].map((a) =>
          call(env, "POST", "/api/account/termination", { cookie: a.cookie, payload: {} }),
        ),
      );
      const [firstRequest, secondRequest] = asked.map((r) => r.json().request.id as string);
      const answers = await Promise.all([
        setStatus(first.cookie, secondRequest ?? "", "completed"),
        setStatus(second.cookie, firstRequest ?? "", "completed"),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    },
  );
});
