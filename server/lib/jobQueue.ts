import { sql } from "drizzle-orm";
import PgBoss from "pg-boss";
import { type Logger, pino } from "pino";
import type { Database, Db, Tx } from "../db/client.ts";

/** The job being run, for a run that records its own completion. */
export interface RunningJob {
  id: string;
  /**
   * Whether pg-boss has no retry left for this job: if this run throws, the job fails for good.
   * A job that records its own failure (a delivery's state) decides by this, not by a count of
   * its own, since a run that threw before counting still used up a retry.
   */
  lastAttempt: boolean;
  /**
   * Marks the job completed inside `tx`, the transaction that records the job's outcome: one
   * commit instead of two. pg-boss's own completion afterwards then changes nothing, and a
   * transaction that changes nothing does not wait for the disk.
   */
  completeIn(tx: Tx): Promise<void>;
}

export interface JobDefinition<T> {
  name: string;
  /** Runs one job; throwing marks it failed so pg-boss retries it. */
  run(data: T, job: RunningJob): Promise<void>;
  /**
   * The queue's retry policy, kept on pg-boss's queue row (updated at every start, so a changed
   * setting applies to jobs queued afterwards): retries after the first run, the first retry's
   * delay in seconds, and whether each next delay doubles. Unset: pg-boss's defaults below.
   */
  queue?: {
    retryLimit?: number;
    retryDelay?: number;
    retryBackoff?: boolean;
    expireInSeconds?: number;
  };
  /** Jobs of this kind one process runs at the same time (default 1). */
  concurrency?: number;
  /** Releases what the runs kept between jobs (kept connections), once the runs have ended. */
  close?(): Promise<void>;
}

interface SendOptions {
  /**
   * The transaction that makes the job necessary: the job row is inserted through it, so it
   * exists exactly when the transaction commits, and a failure to enqueue rolls it back.
   */
  tx?: Tx | Db;
}

interface SendManyOptions extends SendOptions {
  /**
   * The jobs' ids, in the items' order (default: new random ones). A caller that names a job
   * by a key of its own, unique per job, can later cancel it by that key.
   */
  ids?: readonly string[];
}

export interface JobQueue {
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<void>;
  /** Queues many jobs of one kind in a single statement (e.g. a newsletter's mails). */
  sendMany<T extends object>(name: string, items: T[], options?: SendManyOptions): Promise<void>;
  /**
   * Cancels queued jobs that are no longer needed, so they never run (a job already running
   * finishes as it would).
   */
  cancel(name: string, ids: readonly string[], options?: SendOptions): Promise<void>;
  /** Starts pg-boss and, when `work` is true, the workers for the given jobs. */
  start(jobs: JobDefinition<never>[], work: boolean): Promise<void>;
  /**
   * Stops polling and waits (at most `stopTimeoutMs`) for running jobs and pg-boss's own
   * statements; afterwards the queue never touches the database, so it may then be closed.
   */
  stop(): Promise<void>;
}

export interface JobQueueOptions {
  pollingIntervalSeconds?: number;
  /** Failed runs, pg-boss's errors and shutdown leftovers are logged here. */
  log?: Logger;
  /** How long stop() waits for running jobs (pg-boss takes at least 1000). */
  stopTimeoutMs?: number;
  /** How often pg-boss's maintenance runs (expiry, archive, drop); default 120 s. */
  maintenanceIntervalSeconds?: number;
}

/**
 * pg-boss's statements through a drizzle transaction. drizzle numbers parameters itself, so
 * each `$n` becomes its own parameter carrying value n (the same value may appear twice;
 * PostgreSQL infers each occurrence's type from its place, as it does for pg-boss's `$n`).
 */
function executeSqlThrough(tx: Tx | Db): PgBoss.Db {
  return {
    async executeSql(text: string, values: unknown[]) {
      const parts = text.split(/\$(\d+)/);
      const query = sql.empty();
      for (const [index, part] of parts.entries()) {
        if (index % 2 === 0) query.append(sql.raw(part));
        else query.append(sql`${sql.param(values[Number(part) - 1])}`);
      }
      const result = await tx.execute<Record<string, unknown>>(query);
      return { rows: result.rows };
    },
  };
}

/**
 * The database schema pg-boss keeps its tables in (its default, named so code that reads a
 * job's state, such as the stuck-delivery sweep, names the same one).
 */
export const JOB_SCHEMA = "pgboss";

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * pg-boss on Offbeat's own database. On PGlite it shares the one connection through the
 * node-postgres pool (pg-boss's `db` option), so jobs work with no separate server.
 */
export function createJobQueue(database: Database, options: JobQueueOptions = {}): JobQueue {
  const log = options.log ?? pino({ level: "silent" });
  const stopTimeoutMs = Math.max(options.stopTimeoutMs ?? 5000, 1000);
  // Jobs being run and pg-boss statements under way, waited for by stop().
  const runs = new Set<Promise<unknown>>();
  const statements = new Set<Promise<unknown>>();
  let stopped = false;
  const definitions: JobDefinition<never>[] = [];
  const boss = new PgBoss({
    schema: JOB_SCHEMA,
    db: {
      executeSql: async (text: string, values: unknown[]) => {
        // After stop() the database may be closed. Only pg-boss's completion of a job that
        // outlasted stop gets here, and pg-boss does not await it, so a rejection would be an
        // unhandled one. pg-boss failed that job at stop, so it is retried anyway; the answer
        // reads as "no job affected" (pg-boss reads `count`).
        if (stopped) {
          log.warn({ statement: text.trim().slice(0, 60) }, "job queue stopped; statement skipped");
          return { rows: [{ count: 0 }] };
        }
        const query = database.pool.query(text, values);
        statements.add(query);
        try {
          const result = await query;
          return { rows: result.rows };
        } finally {
          statements.delete(query);
        }
      },
    },
    // Nothing here is scheduled by cron, so its monitor (which polls the database) stays off.
    schedule: false,
    // Maintenance runs on both engines. It fails for retry a job left active by a process that
    // died (after the queue's expireInSeconds), archives finished jobs after 12 hours and drops
    // archived ones after 7 days: without it a mail job's body (a reset link, amounts) stayed
    // in the embedded database for good, and a job cut short by a crash never ran again.
    supervise: true,
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 120,
    retryLimit: 3,
    retryBackoff: true,
  });
  boss.on("error", (error) => {
    // Mostly transient polling errors (the next poll retries), but an operator should see them.
    log.warn({ err: error }, "job queue error");
  });
  const refuseWhenStopped = () => {
    if (stopped) throw new Error("The job queue is stopped: the job was not queued.");
  };
  return {
    async send(name, data, sendOptions = {}) {
      const { tx } = sendOptions;
      if (!tx) refuseWhenStopped();
      await boss.send(name, data, tx ? { db: executeSqlThrough(tx) } : {});
    },
    async sendMany(name, items, sendOptions = {}) {
      if (items.length === 0) return;
      const { tx, ids } = sendOptions;
      if (ids && ids.length !== items.length) throw new Error("One id per job, or none");
      if (!tx) refuseWhenStopped();
      await boss.insert(
        items.map((data, i) => ({ name, data, ...(ids ? { id: ids[i] } : {}) })),
        tx ? { db: executeSqlThrough(tx) } : {},
      );
    },
    async cancel(name, ids, cancelOptions = {}) {
      if (ids.length === 0) return;
      const { tx } = cancelOptions;
      if (!tx) refuseWhenStopped();
      await boss.cancel(name, [...ids], tx ? { db: executeSqlThrough(tx) } : {});
    },
    async start(jobs, work) {
      definitions.push(...jobs);
      await boss.start();
      for (const job of jobs) {
        await boss.createQueue(job.name, { name: job.name, ...job.queue });
        // createQueue leaves an existing queue as it was; the definition's policy wins.
        if (job.queue) await boss.updateQueue(job.name, { name: job.name, ...job.queue });
        if (!work) continue;
        // pg-boss 10 runs one batch at a time per worker: concurrency means that many workers.
        for (let worker = 0; worker < Math.max(1, job.concurrency ?? 1); worker += 1) {
          let workerId: string | null = null;
          workerId = await boss.work<never>(
            job.name,
            { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1, includeMetadata: true },
            async (batch) => {
              // pg-boss waits out the polling interval after every batch, even a full one: a
              // notified worker fetches again at once while there is work.
              if (workerId && !stopped) setImmediate(() => workerId && boss.notifyWorker(workerId));
              for (const item of batch) {
                const run = job.run(item.data, {
                  id: item.id,
                  // retry_count is the number of runs before this one (pg-boss counts it as
                  // it fetches a job again).
                  lastAttempt: item.retryCount >= item.retryLimit,
                  async completeIn(tx) {
                    await boss.complete(
                      job.name,
                      item.id,
                      {},
                      {
                        db: executeSqlThrough(tx),
                      },
                    );
                  },
                });
                runs.add(run);
                try {
                  await run;
                } catch (error) {
                  if (stopped) log.warn({ err: error, job: job.name }, "job cut short by shutdown");
                  else
                    log.error({ err: error, job: job.name }, "job failed; pg-boss will retry it");
                  throw error;
                } finally {
                  runs.delete(run);
                }
              }
            },
          );
        }
      }
    },
    async stop() {
      if (stopped) return;
      const deadline = Date.now() + stopTimeoutMs;
      await boss.stop({ graceful: true, wait: true, timeout: stopTimeoutMs });
      // pg-boss stops waiting at its timeout, and a fetch under way when it stopped may still
      // hand a worker a job. Runs get the rest of the time (one that ends gets its completion
      // written), then the statements under way finish, before the database may close.
      await nextTurn();
      while ((runs.size > 0 || statements.size > 0) && Date.now() < deadline) {
        await Promise.race([
          Promise.allSettled([...runs, ...statements]),
          delay(deadline - Date.now()),
        ]);
        // A run that just ended has its completion sent on the next turn.
        await nextTurn();
      }
      await Promise.allSettled(statements);
      stopped = true;
      for (const job of definitions) {
        await job
          .close?.()
          .catch((error: unknown) => log.warn({ err: error, job: job.name }, "job close failed"));
      }
      if (runs.size > 0)
        log.warn({ running: runs.size }, "jobs still running at shutdown; they will be retried");
    },
  };
}
