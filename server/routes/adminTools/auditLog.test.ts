import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeAudit } from "../../commands/audit.ts";
import { accountDeletionRequests, payoutRequests, users } from "../../db/schema/index.ts";
import { createTestEnv, createUser, type TestEnv } from "../../test/support.ts";
import { insertRelease } from "../account/accountTestKit.ts";
import {
  announcementOf,
  auditPage,
  broadcastOf,
  type Someone,
  someone,
} from "./adminToolsTestKit.ts";

let env: TestEnv;
let admin: Someone;
beforeAll(async () => {
  // Each answer carries the number of SQL statements its request sent (x-bench-queries).
  env = await createTestEnv({ BENCH_COUNT_QUERIES: "true" });
  admin = await someone(env, "admin");
});
afterAll(async () => {
  await env?.close();
});

interface Entry {
  action: string;
  targetId: string | null;
  subject: string;
}
const log = async (limit = 100): Promise<Entry[]> => {
  const res = await admin.get(`/api/admin/audit-log?limit=${limit}`);
  expect(res.status).toBe(200);
  return auditPage(res).items;
};
const subjectOf = (entries: Entry[], action: string, targetId: string | null) =>
  entries.find((e) => e.action === action && e.targetId === targetId)?.subject;

let named = 0;
const person = (fullName: string) => {
  named += 1;
  return createUser(env.ctx, { fullName, artistName: `Audit Act ${named} ${Date.now()}` });
};

describe("the audit log names what each entry is about (issue 16)", () => {
  it("shows the release title, the user's name and email and the flag's label", async () => {
    const owner = await person("Olive Owner");
    const { release } = await insertRelease(env.ctx.database.db, owner.id, "submitted", {
      title: "Midnight Tides",
    });
    const approved = await admin.post(`/api/admin/releases/${release.id}/approve`, {
      notes: null,
    });
    expect(approved.status).toBe(200);
    const promoted = await person("Rita Role");
    const role = await admin.call("PATCH", `/api/admin/users/${promoted.id}/role`, {
      role: "staff",
    });
    expect(role.status).toBe(200);
    const flag = await admin.call("PUT", "/api/admin/feature-flags/release_submissions", {
      enabled: false,
    });
    expect(flag.status).toBe(200);
    const announcement = await admin.post("/api/admin/announcements", {
      title: "Maintenance tonight",
      message: "Back by 2am",
    });

    const entries = await log();
    expect(subjectOf(entries, "APPROVE_RELEASE", release.id)).toBe("Midnight Tides");
    expect(subjectOf(entries, "CHANGE_ROLE", promoted.id)).toBe(`Rita Role (${promoted.email})`);
    expect(subjectOf(entries, "SET_FEATURE_FLAG", "release_submissions")).toBe(
      "Release submissions",
    );
    expect(subjectOf(entries, "CREATE_ANNOUNCEMENT", announcementOf(announcement).id)).toBe(
      "Maintenance tonight",
    );
    // No entry is named by a bare id any more.
    for (const entry of entries) expect(entry.subject).not.toMatch(/^[0-9a-f]{8}-/);
  });

  it("names a deletion request by its user, and falls back once a row is gone", async () => {
    const leaver = await person("Lee Leaver");
    const [request] = await env.ctx.database.db
      .insert(accountDeletionRequests)
      .values({ userId: leaver.id, reason: "Moving on" })
      .returning({ id: accountDeletionRequests.id });
    const id = request?.id as string;
    const patch = await admin.call("PATCH", `/api/admin/deletion-requests/${id}`, {
      status: "in_progress",
    });
    expect(patch.status).toBe(200);
    expect(subjectOf(await log(), "UPDATE_DELETION_REQUEST", id)).toBe(
      `Lee Leaver (${leaver.email})`,
    );

    // The account is deleted (a tombstone), a broadcast is deleted, a user row is missing.
    await env.ctx.database.db
      .update(users)
      .set({ deletedAt: new Date(), name: "Deleted user" })
      .where(eq(users.id, leaver.id));
    const posted = await admin.post("/api/admin/broadcasts", { title: "Oops", body: "Wrong" });
    const broadcastId = broadcastOf(posted).id;
    expect((await admin.call("DELETE", `/api/admin/broadcasts/${broadcastId}`)).status).toBe(200);
    const missing = "00000000-0000-4000-8000-00000000abcd";
    await writeAudit(env.ctx.database.db, {
      actorId: admin.id,
      action: "WARN_USER",
      targetType: "user",
      targetId: missing,
    });

    const entries = await log();
    expect(subjectOf(entries, "UPDATE_DELETION_REQUEST", id)).toBe("Deleted user");
    expect(subjectOf(entries, "WARN_USER", missing)).toBe("Deleted user");
    expect(subjectOf(entries, "DELETE_BROADCAST", broadcastId)).toBe("Oops (deleted)");
    expect(subjectOf(entries, "POST_BROADCAST", broadcastId)).toBe("Oops (deleted)");
  });

  it("costs one SQL query a page, however many kinds of target it names", async () => {
    const count = (res: { headers: Record<string, unknown> }) =>
      Number(res.headers["x-bench-queries"]);
    // The same request twice: the second one's own statements, its session cached by the first.
    const queriesOf = async (url: string) => {
      await env.app.inject({ method: "GET", url, headers: { cookie: admin.cookie } });
      const b = await env.app.inject({ method: "GET", url, headers: { cookie: admin.cookie } });
      expect(b.statusCode).toBe(200);
      return count(b);
    };
    // The two tests above left entries about users, a release, a flag, an announcement, a
    // broadcast and a deletion request.
    expect((await log()).length).toBeGreaterThanOrEqual(8);
    expect(await queriesOf("/api/admin/audit-log?limit=1")).toBe(1);
    expect(await queriesOf("/api/admin/audit-log?limit=100")).toBe(1);
    const first = await admin.get("/api/admin/audit-log?limit=3");
    const next = encodeURIComponent(auditPage(first).nextCursor ?? "");
    expect(await queriesOf(`/api/admin/audit-log?limit=3&cursor=${next}`)).toBe(1);
  });

  it("names the money side's subjects: a withdrawal, a store report, a track, a month (issue 19)", async () => {
    const artist = await person("Petra Payee");
    const [payout] = await env.ctx.database.db
      .insert(payoutRequests)
      .values({
        userId: artist.id,
        idempotencyKey: "audit-test",
        amount: 123450n,
        currency: "SEK",
        method: "paypal",
        sealedDetails: "sealed",
        maskedDetails: "p•••@example.com",
      })
      .returning({ id: payoutRequests.id });
    const goneReport = "0b0e6f5e-7d3c-4c1a-9a55-5f3b1d2c9e01";
    const goneTrack = "6c7d8e9f-1a2b-4c3d-8e4f-5a6b7c8d9e0f";
    const db = env.ctx.database.db;
    await writeAudit(db, {
      actorId: admin.id,
      action: "MARK_PAYOUT_PAID",
      targetType: "payout",
      targetId: payout?.id ?? null,
      details: {},
    });
    await writeAudit(db, {
      actorId: admin.id,
      action: "DELETE_ROYALTY_REPORT",
      targetType: "royalty_report",
      targetId: goneReport,
      details: { fileName: "Spotify_2026-10.tsv" },
    });
    await writeAudit(db, {
      actorId: admin.id,
      action: "ASSIGN_REPORT_LINES",
      targetType: "track",
      targetId: goneTrack,
      details: { title: "Low Tide" },
    });
    await writeAudit(db, {
      actorId: admin.id,
      action: "CLOSE_ROYALTY_PERIOD",
      targetType: "royalty_period",
      targetId: "2026-10-01",
      details: {},
    });
    const entries = await log();
    expect(subjectOf(entries, "MARK_PAYOUT_PAID", payout?.id ?? null)).toBe(
      "Withdrawal of SEK 1234.50 by Petra Payee",
    );
    expect(subjectOf(entries, "DELETE_ROYALTY_REPORT", goneReport)).toBe(
      "Spotify_2026-10.tsv (deleted)",
    );
    expect(subjectOf(entries, "ASSIGN_REPORT_LINES", goneTrack)).toBe("Low Tide (deleted)");
    expect(subjectOf(entries, "CLOSE_ROYALTY_PERIOD", "2026-10-01")).toBe(
      "Royalties for October 2026",
    );
  });
});
