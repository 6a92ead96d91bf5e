import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { SEND_NEWSLETTER_MAIL, sendNewsletter } from "../../commands/admin/sendNewsletter.ts";
import { accountDeletionRequests, auditLog } from "../../db/schema/index.ts";
import { createTestEnv, type TestEnv } from "../../test/support.ts";
import { call, signedIn } from "../account/accountTestKit.ts";

/** Admin changes whose jobs are queued in the change's own transaction: all or nothing. */
let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => {
  await env?.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const jobs = async (name: string, key: string, value: string) =>
  (
    await env.ctx.database.db.execute<{ id: string }>(sql`
      select id from pgboss.job where name = ${name} and data->>${key} = ${value}`)
  ).rows;
const audits = (action: string) =>
  env.ctx.database.db.select().from(auditLog).where(eq(auditLog.action, action));

describe("completing a deletion request", () => {
  async function requested() {
    const member = await signedIn(env);
    const res = await call(env, "POST", "/api/account/termination", {
      cookie: member.cookie,
      payload: { reason: "moving on" },
    });
    expect(res.statusCode).toBe(201);
    return { ...member, requestId: res.json().request.id as string };
  }
  const complete = (cookie: string, id: string) =>
    call(env, "PATCH", `/api/admin/deletion-requests/${id}`, {
      cookie,
      payload: { status: "completed" },
    });
  const status = async (id: string) =>
    (
      await env.ctx.database.db
        .select({ status: accountDeletionRequests.status })
        .from(accountDeletionRequests)
        .where(eq(accountDeletionRequests.id, id))
    )[0]?.status;

  it("leaves the request as it was when the deletion job cannot be queued", async () => {
    const admin = await signedIn(env, "admin");
    const { requestId, user } = await requested();
    // The deletion job is queued by sendMany, which names it (so a later status change cancels it).
    vi.spyOn(env.ctx.jobs, "sendMany").mockRejectedValueOnce(new Error("job queue unavailable"));
    expect((await complete(admin.cookie, requestId)).statusCode).toBe(500);
    expect(await status(requestId)).toBe("pending");
    expect(await jobs("delete-account", "requestId", requestId)).toEqual([]);
    const recorded = await audits("UPDATE_DELETION_REQUEST");
    expect(recorded.filter((a) => a.targetId === requestId)).toEqual([]);

    // Once the queue works again, the admin's retry completes it and queues the deletion.
    expect((await complete(admin.cookie, requestId)).statusCode).toBe(200);
    expect(await jobs("delete-account", "userId", user.id)).toHaveLength(1);
  });
});

describe("a newsletter's mails and its audit row", () => {
  const input = (subject: string) => ({ subject, body: "Tour dates inside." });
  const mailsAbout = (subject: string) => jobs(SEND_NEWSLETTER_MAIL, "subject", subject);

  it("are written together", async () => {
    const admin = await signedIn(env, "admin");
    await signedIn(env);
    const queued = await sendNewsletter(env.ctx, admin.user, input("Together"), 1);
    expect(queued).toBeGreaterThan(1);
    expect(await mailsAbout("Together")).toHaveLength(queued);
    const [audit] = (await audits("SEND_NEWSLETTER")).filter(
      (a) => (a.details as { subject?: string }).subject === "Together",
    );
    expect(audit?.details).toMatchObject({ recipients: queued });
  });

  it("queue no mail when a later batch cannot be queued", async () => {
    const admin = await signedIn(env, "admin");
    await signedIn(env);
    const sendMany = env.ctx.jobs.sendMany.bind(env.ctx.jobs);
    let batches = 0;
    vi.spyOn(env.ctx.jobs, "sendMany").mockImplementation(async (name, items, options) => {
      batches += 1;
      if (batches === 2) throw new Error("job queue unavailable");
      await sendMany(name, items, options);
    });
    await expect(sendNewsletter(env.ctx, admin.user, input("Half sent"), 1)).rejects.toThrow(
      "job queue unavailable",
    );
    expect(await mailsAbout("Half sent")).toEqual([]);
    expect(
      (await audits("SEND_NEWSLETTER")).filter(
        (a) => (a.details as { subject?: string }).subject === "Half sent",
      ),
    ).toEqual([]);
  });

  it("queue no mail when the audit row cannot be written", async () => {
    // An actor with no users row: the audit row's foreign key refuses it.
    const ghost = { id: randomUUID(), role: "admin" as const };
    await signedIn(env);
    await expect(sendNewsletter(env.ctx, ghost, input("Unrecorded"))).rejects.toThrow();
    expect(await mailsAbout("Unrecorded")).toEqual([]);
  });
});
