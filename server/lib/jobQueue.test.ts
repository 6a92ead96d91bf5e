import { sql } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestEnv, freshDatabase, type TestEnv } from "../test/support.ts";
import { createJobQueue } from "./jobQueue.ts";

/** A pino logger whose lines are kept, to check what an operator would read. */
function capturedLog() {
  const lines: { level: number; msg: string }[] = [];
  const log = pino(
    { level: "debug" },
    { write: (line: string) => lines.push(JSON.parse(line) as { level: number; msg: string }) },
  );
  return { log, lines };
}

const PROBE = "queue-test-probe";

describe("jobs enqueued through a transaction", () => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await createTestEnv();
    // A queue no worker serves, so the rows stay where the test can see them.
    const queue = createJobQueue(env.ctx.database);
    await queue.start([{ name: PROBE, run: async () => undefined }], false);
    await queue.stop();
  });
  afterAll(async () => {
    await env?.close();
  });

  const queued = async (marker: string) =>
    (
      await env.ctx.database.db.execute<{ marker: string }>(sql`
        select data->>'marker' as marker from pgboss.job
        where name = ${PROBE} and data->>'marker' like ${`${marker}%`} order by 1`)
    ).rows.map((r) => r.marker);

  it("exists once the transaction commits, with its data", async () => {
    await env.ctx.database.db.transaction(async (tx) => {
      await env.ctx.jobs.send(PROBE, { marker: "committed", list: [1, 2], at: "now" }, { tx });
      await env.ctx.jobs.sendMany(PROBE, [{ marker: "committed-a" }, { marker: "committed-b" }], {
        tx,
      });
    });
    expect(await queued("committed")).toEqual(["committed", "committed-a", "committed-b"]);
    const [row] = (
      await env.ctx.database.db.execute<{ data: unknown; state: string }>(sql`
        select data, state from pgboss.job where name = ${PROBE} and data->>'marker' = 'committed'`)
    ).rows;
    expect(row).toEqual({
      data: { marker: "committed", list: [1, 2], at: "now" },
      state: "created",
    });
  });

  it("does not exist when the transaction rolls back", async () => {
    await expect(
      env.ctx.database.db.transaction(async (tx) => {
        await env.ctx.jobs.send(PROBE, { marker: "rolled-back" }, { tx });
        await env.ctx.jobs.sendMany(PROBE, [{ marker: "rolled-back-many" }], { tx });
        throw new Error("the change that needed the job failed");
      }),
    ).rejects.toThrow("the change that needed the job failed");
    expect(await queued("rolled-back")).toEqual([]);
  });

  it("takes the ids it is given, and cancels queued jobs by them", async () => {
    const ids = [crypto.randomUUID(), crypto.randomUUID()];
    await env.ctx.database.db.transaction(async (tx) => {
      await env.ctx.jobs.sendMany(PROBE, [{ marker: "named-a" }, { marker: "named-b" }], {
        tx,
        ids,
      });
    });
    await env.ctx.jobs.cancel(PROBE, [ids[1] ?? ""]);
    const rows = (
      await env.ctx.database.db.execute<{ id: string; marker: string; state: string }>(sql`
        select id::text, data->>'marker' as marker, state::text from pgboss.job
        where name = ${PROBE} and data->>'marker' like 'named-%' order by 2`)
    ).rows;
    expect(rows).toEqual([
      { id: ids[0], marker: "named-a", state: "created" },
      { id: ids[1], marker: "named-b", state: "cancelled" },
    ]);
    await expect(env.ctx.jobs.sendMany(PROBE, [{ marker: "one" }], { ids })).rejects.toThrow(
      "One id per job, or none",
    );
  });
});

describe("stopping while a job still runs", () => {
  it("waits for a job that ends within the stop's time and records it completed", async () => {
    const fresh = await freshDatabase();
    const { log } = capturedLog();
    const queue = createJobQueue(fresh.database, { pollingIntervalSeconds: 0.5, log });
    let started!: () => void;
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    await queue.start(
      [
        {
          name: "short",
          run: async () => {
            started();
            await new Promise((resolve) => setTimeout(resolve, 700));
          },
        },
      ],
      true,
    );
    await queue.send("short", {});
    await running;
    await queue.stop();
    const { rows } = await fresh.database.pool.query<{ state: string }>(
      "select state from pgboss.job where name = 'short'",
    );
    await fresh.database.close();
    await fresh.drop();
    expect(rows).toEqual([{ state: "completed" }]);
  });

  it("tells each run whether pg-boss retries the job if the run throws", async () => {
    const fresh = await freshDatabase();
    const queue = createJobQueue(fresh.database, { pollingIntervalSeconds: 0.5 });
    const seen: boolean[] = [];
    let done!: () => void;
    const finished = new Promise<void>((resolve) => {
      done = resolve;
    });
    await queue.start(
      [
        {
          name: "flaky",
          queue: { retryLimit: 1, retryDelay: 0, retryBackoff: false },
          run: async (_data: never, job) => {
            seen.push(job.lastAttempt);
            if (!job.lastAttempt) throw new Error("the first run fails");
            done();
          },
        },
      ],
      true,
    );
    await queue.send("flaky", {});
    await finished;
    await queue.stop();
    const { rows } = await fresh.database.pool.query<{ state: string; retry_count: number }>(
      "select state, retry_count from pgboss.job where name = 'flaky'",
    );
    await fresh.database.close();
    await fresh.drop();
    expect(seen).toEqual([false, true]);
    expect(rows).toEqual([{ state: "completed", retry_count: 1 }]);
  });

  it("a run completes its job in the transaction that records its outcome", async () => {
    const fresh = await freshDatabase();
    const queue = createJobQueue(fresh.database, { pollingIntervalSeconds: 0.5 });
    await fresh.database.db.execute(sql`create table probe_outcome (marker text)`);
    let seenInside = "";
    let done!: () => void;
    const finished = new Promise<void>((resolve) => {
      done = resolve;
    });
    await queue.start(
      [
        {
          name: "self-completing",
          run: async (_data: never, job) => {
            await fresh.database.db.transaction(async (tx) => {
              await tx.execute(sql`insert into probe_outcome values ('delivered')`);
              await job.completeIn(tx);
              const { rows } = await tx.execute<{ state: string }>(
                sql`select state from pgboss.job where id = ${job.id}`,
              );
              seenInside = rows[0]?.state ?? "";
            });
            done();
          },
        },
      ],
      true,
    );
    await queue.send("self-completing", {});
    await finished;
    await queue.stop();
    const { rows } = await fresh.database.pool.query<{ state: string; marker: string }>(
      "select state, (select marker from probe_outcome) as marker from pgboss.job where name = 'self-completing'",
    );
    await fresh.database.close();
    await fresh.drop();
    expect(seenInside).toBe("completed");
    expect(rows).toEqual([{ state: "completed", marker: "delivered" }]);
  });

  it("a job that outlasts stop, ending after the database closed, rejects nothing unhandled", async () => {
    const fresh = await freshDatabase();
    const { log, lines } = capturedLog();
    const queue = createJobQueue(fresh.database, {
      pollingIntervalSeconds: 0.5,
      stopTimeoutMs: 1000,
      log,
    });
    let started!: () => void;
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    let finish!: () => void;
    const finished = new Promise<void>((resolve) => {
      finish = resolve;
    });
    await queue.start(
      [
        {
          name: "slow",
          run: async () => {
            started();
            await finished;
          },
        },
      ],
      true,
    );
    await queue.send("slow", {});
    await running;

    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on("unhandledRejection", onUnhandled);
    try {
      await queue.stop();
      await fresh.database.close();
      // The job ends now; pg-boss writes its completion through executeSql without awaiting it.
      finish();
      await new Promise((resolve) => setTimeout(resolve, 300));
    } finally {
      process.off("unhandledRejection", onUnhandled);
      await fresh.drop();
    }
    expect(unhandled).toEqual([]);
    expect(lines.map((l) => l.msg)).toContain(
      "jobs still running at shutdown; they will be retried",
    );
  });
});

describe("a job definition's queue options", () => {
  it("runs `concurrency` jobs at once and queues jobs with the definition's retry policy", async () => {
    const fresh = await freshDatabase();
    const queue = createJobQueue(fresh.database, { pollingIntervalSeconds: 0.5 });
    const name = "queue-test-parallel";
    let running = 0;
    let most = 0;
    let release!: () => void;
    const allStarted = new Promise<void>((resolve) => {
      release = resolve;
    });
    try {
      await queue.start(
        [
          {
            name,
            queue: { retryLimit: 5, retryDelay: 7, retryBackoff: true },
            concurrency: 3,
            run: async () => {
              running += 1;
              most = Math.max(most, running);
              if (running === 3) release();
              // Each waits until three run together (or gives up after 10 s).
              await Promise.race([allStarted, new Promise((r) => setTimeout(r, 10_000))]);
              running -= 1;
            },
          },
        ],
        true,
      );
      await queue.sendMany(name, [{ n: 1 }, { n: 2 }, { n: 3 }]);
      const policy = await fresh.database.db.execute<{
        retry_limit: number;
        retry_delay: number;
        retry_backoff: boolean;
      }>(sql`select retry_limit, retry_delay, retry_backoff from pgboss.job where name = ${name}`);
      expect(policy.rows).toEqual(
        Array(3).fill({ retry_limit: 5, retry_delay: 7, retry_backoff: true }),
      );
      await allStarted;
      expect(most).toBe(3);
    } finally {
      await queue.stop();
      await fresh.database.close();
      await fresh.drop();
    }
  }, 30_000);
});

describe("pg-boss maintenance, on both engines", () => {
  it("retries a job a dead process left active, and archives and then drops finished jobs", async () => {
    const fresh = await freshDatabase();
    const name = "queue-test-orphan";
    // The process that died: it fetched the job (state active) and never finished it.
    const before = createJobQueue(fresh.database);
    await before.start(
      [
        { name, run: async () => undefined },
        { name: "queue-test-finished", run: async () => undefined },
      ],
      false,
    );
    await before.send(name, { marker: "orphan" });
    await before.send("queue-test-finished", { marker: "old" });
    await before.send("queue-test-finished", { marker: "ancient" });
    await before.stop();
    const db = fresh.database.db;
    await db.execute(sql`
      update pgboss.job set state = 'active', started_on = now() - interval '1 hour',
        expire_in = interval '15 minutes', retry_delay = 0, retry_backoff = false
      where name = ${name}`);
    // A finished job 13 hours old (archived after 12) and one archived 8 days ago (dropped
    // after 7): a mail job's body is kept for a week at most.
    await db.execute(sql`
      update pgboss.job set state = 'completed', completed_on = now() - interval '13 hours'
      where name = 'queue-test-finished'`);
    await db.execute(sql`
      with moved as (
        delete from pgboss.job where name = 'queue-test-finished' and data->>'marker' = 'ancient'
        returning *)
      insert into pgboss.archive
      select moved.*, now() - interval '8 days' from moved`);

    const seen: string[] = [];
    let done!: () => void;
    const ran = new Promise<void>((resolve) => {
      done = resolve;
    });
    const after = createJobQueue(fresh.database, {
      pollingIntervalSeconds: 0.5,
      maintenanceIntervalSeconds: 1,
    });
    try {
      await after.start(
        [
          {
            name,
            run: async (data: { marker: string }) => {
              seen.push(data.marker);
              done();
            },
          },
        ] as never[],
        true,
      );
      await Promise.race([
        ran,
        new Promise((_, reject) => setTimeout(() => reject(new Error("never retried")), 15_000)),
      ]);
      expect(seen).toEqual(["orphan"]);
      // The same maintenance pass archives and drops after it fails the orphan: wait for it.
      for (let i = 0; i < 40; i += 1) {
        const { rows } = await db.execute(
          sql`select 1 from pgboss.job where name = 'queue-test-finished'`,
        );
        if (rows.length === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      const jobs = await db.execute<{ marker: string }>(
        sql`select data->>'marker' as marker from pgboss.job where name = 'queue-test-finished'`,
      );
      const archived = await db.execute<{ marker: string }>(
        sql`select data->>'marker' as marker from pgboss.archive where name = 'queue-test-finished'`,
      );
      expect(jobs.rows).toEqual([]);
      expect(archived.rows).toEqual([{ marker: "old" }]);
    } finally {
      await after.stop();
      await fresh.database.close();
      await fresh.drop();
    }
  }, 30_000);
});
