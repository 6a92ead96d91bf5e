import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stores, uploads } from "../db/schema/index.ts";
import { batchCompleteName } from "../distribution/batch.ts";
import { DELIVER_RELEASE_JOB, queueDeliveries } from "../distribution/queueDeliveries.ts";
import { type Member, member } from "../routes/releases/releaseTestKit.ts";
import { createTestEnv, type TestEnv } from "../test/support.ts";
import { deliverRelease } from "./deliverRelease.ts";
import {
  approvedSingle,
  deliveryOf,
  enableFolderStore,
  filesUnder,
  releaseStatus,
  validateErnFile,
  waitFor,
} from "./deliveryTestKit.ts";

type Approved = Awaited<ReturnType<typeof approvedSingle>>;

/**
 * Several releases for one store in one batch (DELIVERY_BATCH_RELEASES): the first job takes
 * along the others queued for the same store, their jobs are cancelled, and the batch succeeds,
 * fails and is retried as one. One worker, so which job runs first is known.
 */
describe("deliver-release: several releases in one batch", () => {
  let env: TestEnv;
  let spotify: string;
  let artist: Member;
  let staff: Member;

  beforeAll(async () => {
    env = await createTestEnv({
      DELIVERY_RETRY_SECONDS: "1",
      DELIVERY_CONCURRENCY: "1",
      DELIVERY_BATCH_RELEASES: "3",
    });
    spotify = await enableFolderStore(env, "spotify");
    artist = await member(env);
    staff = await member(env, "staff");
  }, 60_000);
  afterAll(async () => {
    await env?.close();
  });

  /** Approved singles, then delivery to Spotify started for all of them in one transaction. */
  async function distributeTogether(titles: string[]) {
    const made: Approved[] = [];
    for (const title of titles) made.push(await approvedSingle(artist, staff, title));
    const queued = await env.ctx.database.db.transaction(async (tx) => {
      const rows = [];
      for (const release of made) {
        rows.push(...(await queueDeliveries(env.ctx, tx, release.id, "release", ["spotify"])));
      }
      return rows;
    });
    return { made, queued };
  }

  const jobStates = async (ids: string[]) => {
    const result = await env.ctx.database.db.execute<{ id: string; state: string }>(
      sql`select id::text, state::text from pgboss.job
          where name = ${DELIVER_RELEASE_JOB} and id = any(${sql.param(ids)}::uuid[])`,
    );
    return Object.fromEntries(result.rows.map((r) => [r.id, r.state]));
  };

  const manifest = (batchId: string) =>
    readFileSync(path.join(spotify, batchId, batchCompleteName(batchId)), "utf8");

  it("carries up to DELIVERY_BATCH_RELEASES releases in one batch and cancels their jobs", async () => {
    const { made, queued } = await distributeTogether([
      "Bus One",
      "Bus Two",
      "Bus Three",
      "Bus Four",
    ]);
    for (const release of made) {
      await waitFor(
        async () => (await releaseStatus(env, release.id))?.status === "distributed",
        `${release.id} distributed`,
      );
    }
    const rows = await Promise.all(made.map((r) => deliveryOf(env, r.id, "spotify")));
    const batches = new Map<string, string[]>();
    for (const row of rows) {
      expect(row).toMatchObject({ state: "delivered", attempts: 1, reason: null });
      const upc = (await releaseStatus(env, row.releaseId))?.upc ?? "";
      batches.set(row.batchId ?? "", [...(batches.get(row.batchId ?? "") ?? []), upc]);
    }
    // Three releases in the first batch (the limit), the fourth in a batch of its own.
    expect([...batches.values()].map((upcs) => upcs.length).sort()).toEqual([1, 3]);
    for (const [batchId, upcs] of batches) {
      const files = filesUnder(path.join(spotify, batchId));
      for (const upc of upcs) {
        expect(files).toContain(`${upc}/${upc}.xml`);
        const { valid, output } = await validateErnFile(
          path.join(spotify, batchId, `${upc}/${upc}.xml`),
        );
        expect(valid, output).toBe(true);
      }
      // The manifest lists every message of the batch, and is the last file.
      expect(files.at(-1)).toBe(batchCompleteName(batchId));
      expect(manifest(batchId)).toContain(`<NumberOfMessages>${upcs.length}</NumberOfMessages>`);
      for (const upc of upcs) expect(manifest(batchId)).toContain(`<ICPN>${upc}</ICPN>`);
    }
    // Each job is named by its request: two ran, the two carried along were cancelled.
    const states = Object.values(await jobStates(queued.map((q) => q.requestId))).sort();
    expect(states).toEqual(["cancelled", "cancelled", "completed", "completed"]);
  }, 90_000);

  it("a release whose file has gone fails on its own; the batch goes without it", async () => {
    const made: Approved[] = [];
    for (const title of ["Kept One", "Gone One", "Kept Two"]) {
      made.push(await approvedSingle(artist, staff, title));
    }
    const [, gone] = made;
    const [audio] = await env.ctx.database.db
      .select({ key: uploads.storageKey })
      .from(uploads)
      .where(eq(uploads.id, gone?.audio.id ?? ""));
    await env.ctx.storage.delete(audio?.key ?? "");
    await env.ctx.database.db.transaction(async (tx) => {
      for (const release of made) {
        await queueDeliveries(env.ctx, tx, release.id, "release", ["spotify"]);
      }
    });
    const failed = await waitFor(async () => {
      const row = await deliveryOf(env, gone?.id ?? "", "spotify");
      return row.state === "failed" && row;
    }, "the release without its file to fail");
    expect(failed.reason).toMatch(
      /^Could not read 01_[A-Z0-9]{12}\.wav from Offbeat's storage: the file is missing\.$/,
    );
    const kept = [made[0], made[2]];
    for (const release of kept) {
      await waitFor(
        async () => (await releaseStatus(env, release?.id ?? ""))?.status === "distributed",
        "the others distributed",
      );
    }
    const rows = await Promise.all(kept.map((r) => deliveryOf(env, r?.id ?? "", "spotify")));
    expect(rows[0]?.batchId).toBe(rows[1]?.batchId);
    expect(manifest(rows[0]?.batchId ?? "")).toContain("<NumberOfMessages>2</NumberOfMessages>");
    expect((await releaseStatus(env, gone?.id ?? ""))?.status).toBe("approved");
  }, 90_000);

  it("a batch that fails is retried whole, and the retry delivers the same releases", async () => {
    // The store's folder is a file for now: nothing can be written there.
    const blocked = path.join(env.dataDir, "blocked-store");
    writeFileSync(blocked, "not a folder");
    await env.ctx.database.db
      .update(stores)
      .set({ folderPath: blocked, updatedAt: new Date() })
      .where(eq(stores.id, "spotify"));
    const { made } = await distributeTogether(["Retry One", "Retry Two"]);
    const waiting = await waitFor(async () => {
      const rows = await Promise.all(made.map((r) => deliveryOf(env, r.id, "spotify")));
      return rows.every((r) => r.state === "queued" && r.attempts === 1) && rows;
    }, "both back in the queue after the first attempt");
    for (const row of waiting) expect(row.reason).toMatch(/Retrying\.$/);

    const open = path.join(env.dataDir, "open-store");
    mkdirSync(open);
    await env.ctx.database.db
      .update(stores)
      .set({ folderPath: open, updatedAt: new Date() })
      .where(eq(stores.id, "spotify"));
    for (const release of made) {
      await waitFor(
        async () => (await releaseStatus(env, release.id))?.status === "distributed",
        "both distributed by the retry",
        60_000,
      );
    }
    const rows = await Promise.all(made.map((r) => deliveryOf(env, r.id, "spotify")));
    expect(rows.map((r) => [r.state, r.attempts, r.reason])).toEqual([
      ["delivered", 2, null],
      ["delivered", 2, null],
    ]);
    expect(rows[0]?.batchId).toBe(rows[1]?.batchId);
    const batchId = rows[0]?.batchId ?? "";
    expect(readFileSync(path.join(open, batchId, batchCompleteName(batchId)), "utf8")).toContain(
      "<NumberOfMessages>2</NumberOfMessages>",
    );
  }, 120_000);

  it("a run pg-boss will not retry fails the batch for good, whatever the attempts say", async () => {
    // A job whose earlier runs threw before counting an attempt (the database away) gets to its
    // last run with its rows at attempt 1: they must not be left queued for a retry never run.
    await enableFolderStore(env, "deezer");
    const blocked = path.join(env.dataDir, "blocked-deezer");
    writeFileSync(blocked, "not a folder");
    await env.ctx.database.db
      .update(stores)
      .set({ folderPath: blocked, updatedAt: new Date() })
      .where(eq(stores.id, "deezer"));
    const release = await approvedSingle(artist, staff, "Last Run");
    // Queued with its job cancelled in the same transaction, so only the run below takes it.
    const [queued] = await env.ctx.database.db.transaction(async (tx) => {
      const rows = await queueDeliveries(env.ctx, tx, release.id, "release", ["deezer"]);
      await env.ctx.jobs.cancel(
        DELIVER_RELEASE_JOB,
        rows.map((r) => r.requestId),
        { tx },
      );
      return rows;
    });
    const requestId = queued?.requestId ?? "";
    const result = await deliverRelease(
      env.ctx,
      { deliveryId: queued?.id ?? "", requestId },
      { job: { id: requestId, lastAttempt: true, completeIn: async () => undefined } },
    );
    expect(result).toMatchObject({ outcome: "failed" });
    const row = await deliveryOf(env, release.id, "deezer");
    expect(row).toMatchObject({ state: "failed", attempts: 1 });
    expect(row.reason).toContain(blocked);
    expect(row.reason).not.toMatch(/Retrying\.$/);
  }, 60_000);
});
