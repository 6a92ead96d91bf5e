import { Readable } from "node:stream";
import { DeletionMoneyMessages } from "@common/royalties/finance.ts";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deleteAccount } from "../commands/account/deleteAccount.ts";
import { updateDeletionRequest } from "../commands/account/updateDeletionRequest.ts";
import { writeAudit } from "../commands/audit.ts";
import {
  accountDeletionRequests,
  auditLog,
  ledgerAccounts,
  releases,
  royaltyInvitations,
  royaltySplits,
  uploads,
  users,
} from "../db/schema/index.ts";
import type { JobQueue } from "../lib/jobQueue.ts";
import { call, ingestFile, signedIn } from "../routes/account/accountTestKit.ts";
import { postRevenue } from "../royalties/finance/financeTestKit.ts";
import { owedTo, releaseWithTracks, reportWithLines } from "../royalties/posting/postingTestKit.ts";
import { makeImage } from "../test/media.ts";
import { createTestEnv, createUser, type TestEnv } from "../test/support.ts";
import { sweepStorage } from "./cleanupUploads.ts";
import { DELETE_ACCOUNT, type DeleteAccountJob, deleteAccountJob } from "./deleteAccount.ts";

/**
 * The deletion job's checks before it deletes (a request set back, money booked since), and what
 * deleting removes outside the leaver's own records: their address in other owners' splits and in
 * audit text, smart-link copies of their artwork. The whole deletion is in deleteAccount.test.ts.
 */
let env: TestEnv;
beforeAll(async () => {
  // No session cache: "the old cookie gets 401" is checked the moment the job is done.
  env = await createTestEnv({ SESSION_CACHE_MS: "0" });
});
afterAll(async () => {
  await env?.close();
});

const upload = (userId: string, kind: "audio" | "artwork", bytes: Buffer) =>
  ingestFile(env, userId, kind, bytes);

/** A job queue that only records: the test decides when (and whether) the job runs. */
function recordingJobs() {
  const sent: { name: string; data: object; id: string | undefined }[] = [];
  const cancelled: string[] = [];
  const jobs: JobQueue = {
    ...env.ctx.jobs,
    async send(name, data) {
      sent.push({ name, data, id: undefined });
    },
    async sendMany(name, items, options) {
      for (const [i, data] of items.entries()) sent.push({ name, data, id: options?.ids?.[i] });
    },
    async cancel(_name, ids) {
      cancelled.push(...ids);
    },
  };
  return { ctx: { ...env.ctx, jobs }, sent, cancelled };
}

const runJob = (data: object) =>
  deleteAccountJob(env.ctx).run(data as DeleteAccountJob, {
    id: "test-run",
    lastAttempt: false,
    completeIn: async () => {},
  });

async function askedToDelete() {
  const admin = await signedIn(env, "admin");
  const leaver = await signedIn(env);
  const asked = await call(env, "POST", "/api/account/termination", {
    cookie: leaver.cookie,
    payload: { reason: "leaving" },
  });
  expect(asked.statusCode).toBe(201);
  const actor = { id: admin.user.id, role: "admin" as const };
  return { actor, leaver, requestId: asked.json().request.id as string };
}

const deletedAt = async (userId: string) => {
  const [row] = await env.ctx.database.db
    .select({ deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, userId));
  return row?.deletedAt ?? null;
};

describe("the deletion job checks the request before it deletes", () => {
  it("leaves the account alone when the admin set the request back before the job ran, and cancels the job", async () => {
    const { actor, leaver, requestId } = await askedToDelete();
    const queue = recordingJobs();
    await updateDeletionRequest(queue.ctx, actor, requestId, "completed");
    await updateDeletionRequest(queue.ctx, actor, requestId, "rejected");
    const [job] = queue.sent;
    expect(job?.name).toBe(DELETE_ACCOUNT);

    await runJob(job?.data ?? {});
    expect(await deletedAt(leaver.user.id)).toBeNull();
    expect((await call(env, "GET", "/api/me", { cookie: leaver.cookie })).statusCode).toBe(200);
    // The queued job was cancelled too, by the id it was sent with.
    expect(job?.id).toBeDefined();
    expect(queue.cancelled).toEqual([job?.id]);
  });

  it("does not delete when money was booked after the admin's completed, and puts the request back in progress with the reason", async () => {
    const { actor, leaver, requestId } = await askedToDelete();
    const queue = recordingJobs();
    await updateDeletionRequest(queue.ctx, actor, requestId, "completed");
    await postRevenue(env.ctx.database.db, {
      key: `late-after-completed:${leaver.user.id}`,
      storeId: "spotify",
      total: 1_000n,
      payee: { userId: leaver.user.id },
    });

    await runJob(queue.sent[0]?.data ?? {});
    expect(await deletedAt(leaver.user.id)).toBeNull();
    expect((await call(env, "GET", "/api/me", { cookie: leaver.cookie })).statusCode).toBe(200);
    const [request] = await env.ctx.database.db
      .select({ status: accountDeletionRequests.status })
      .from(accountDeletionRequests)
      .where(eq(accountDeletionRequests.id, requestId));
    expect(request?.status).toBe("in_progress");
    const [entry] = await env.ctx.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.targetId, requestId), eq(auditLog.action, "DELETION_STOPPED_MONEY_HELD")),
      );
    expect(entry).toMatchObject({
      actorId: null,
      details: { reason: DeletionMoneyMessages.staffOwed("SEK 8.00") },
    });
  });
});

describe("deletion removes the leaver's address and copies outside their own records", () => {
  it("blanks other owners' splits naming them, scrubs audit text, removes smart-link artwork copies", async () => {
    const db = env.ctx.database.db;
    const leaver = await createUser(env.ctx, { artistName: "Jane Doe", fullName: "Jane Doe" });
    const owner = await createUser(env.ctx);
    const staff = await signedIn(env, "staff");

    // Another owner's distributed track crediting the leaver by address (any case).
    const { tracks } = await releaseWithTracks(db, owner.id, [
      [
        { email: null, percentage: "50" },
        { email: ` ${leaver.email.toUpperCase()}`, percentage: "50" },
      ],
    ]);
    const trackId = tracks[0]?.id as string;
    // And a draft of theirs crediting the leaver: its version moves on, so a builder tab opened
    // before cannot save the address back.
    const draft = await releaseWithTracks(db, owner.id, [
      [{ email: leaver.email, percentage: "100" }],
    ]);
    const before = new Date("2026-01-01T00:00:00Z");
    await db
      .update(releases)
      .set({ status: "draft", updatedAt: before })
      .where(eq(releases.id, draft.releaseId));
    // A ledger correction's audit entry, worded as postCorrection.ts words it.
    await writeAudit(db, {
      actorId: owner.id,
      action: "POST_LEDGER_CORRECTION",
      targetType: "ledger_correction",
      details: {
        summary: `SEK 10.00 from Jane Doe (${leaver.email}) to label share`,
        reason: `Asked by ${leaver.email}`,
      },
    });
    // Smart-link copies of an artwork upload no kept release uses.
    const artwork = await upload(leaver.id, "artwork", await makeImage({ width: 64, height: 64 }));
    const copies = [300, 600, 1200].map((s) => `smart-links/artwork/${artwork.id}-${s}.jpg`);
    for (const key of copies)
      await env.ctx.storage.put(key, Readable.from(Buffer.from("jpeg")), {
        contentType: "image/jpeg",
      });

    await deleteAccount(env.ctx, leaver.id);

    const splits = await db
      .select({ name: royaltySplits.collaboratorName, email: royaltySplits.collaboratorEmail })
      .from(royaltySplits)
      .where(eq(royaltySplits.trackId, trackId));
    expect(splits.map((s) => s.email)).toEqual([null, null]);
    expect(splits.map((s) => s.name).sort()).toEqual(["Collaborator 1", "Collaborator 2"]);
    const [draftRow] = await db
      .select({ updatedAt: releases.updatedAt })
      .from(releases)
      .where(eq(releases.id, draft.releaseId));
    expect(draftRow?.updatedAt.getTime()).toBeGreaterThan(before.getTime());

    const [entry] = await db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.action, "POST_LEDGER_CORRECTION"), eq(auditLog.actorId, owner.id)));
    expect(JSON.stringify(entry?.details).toLowerCase()).not.toContain(leaver.email.toLowerCase());
    expect(entry?.details).toEqual({
      summary: "SEK 10.00 from Deleted user to label share",
      reason: "Asked by Deleted user",
    });

    for (const key of copies) expect(await env.ctx.storage.exists(key)).toBe(false);

    // The next posting gives the split to the release owner and invites nobody.
    const { reportId } = await reportWithLines(db, {
      period: "2025-03",
      lines: [{ trackId, amount: "10" }],
    });
    const posted = await call(env, "POST", `/api/admin/royalty-reports/${reportId}/post`, {
      cookie: staff.cookie,
      payload: {},
    });
    expect(posted.statusCode).toBe(200);
    expect(await owedTo(db, { userId: owner.id })).toBe(800n);
    const tombstone = `deleted-${leaver.id}@deleted.invalid`;
    expect(
      await db
        .select()
        .from(royaltyInvitations)
        .where(inArray(royaltyInvitations.email, [leaver.email.toLowerCase(), tombstone])),
    ).toEqual([]);
    expect(
      await db
        .select()
        .from(ledgerAccounts)
        .where(inArray(ledgerAccounts.email, [leaver.email.toLowerCase(), tombstone])),
    ).toEqual([]);
  });
});

describe("deletion's files go after its rows", () => {
  it("deletes the account when storage refuses a file, and the storage sweep removes the file later", async () => {
    const db = env.ctx.database.db;
    const leaver = await createUser(env.ctx);
    const artwork = await upload(leaver.id, "artwork", await makeImage({ width: 64, height: 64 }));
    const refusing = {
      ...env.ctx,
      storage: {
        ...env.ctx.storage,
        delete: async () => {
          throw new Error("storage unavailable");
        },
      },
    };

    await deleteAccount(refusing, leaver.id);

    expect(await deletedAt(leaver.id)).not.toBeNull();
    expect(await db.select().from(uploads).where(eq(uploads.id, artwork.id))).toEqual([]);
    expect(await env.ctx.storage.exists(artwork.storageKey)).toBe(true);
    const inTwoHours = new Date(Date.now() + 2 * 60 * 60 * 1000);
    await sweepStorage({ database: env.ctx.database, storage: env.ctx.storage }, inTwoHours);
    expect(await env.ctx.storage.exists(artwork.storageKey)).toBe(false);
  });
});
