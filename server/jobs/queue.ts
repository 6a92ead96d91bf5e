import PgBoss from "pg-boss";
import type { Database } from "../db/client.ts";

export interface JobDefinition<T> {
  name: string;
  /** Runs one job; throwing marks it failed so pg-boss retries it. */
  run(data: T): Promise<void>;
}

export interface JobQueue {
  send<T extends object>(name: string, data: T): Promise<void>;
  /** Queues many jobs of one kind in a single statement (e.g. a newsletter's mails). */
  sendMany<T extends object>(name: string, items: T[]): Promise<void>;
  /** Starts pg-boss and, when `work` is true, the workers for the given jobs. */
  start(jobs: JobDefinition<never>[], work: boolean): Promise<void>;
  stop(): Promise<void>;
}

/**
 * pg-boss on Offbeat's own database. On PGlite it shares the one connection through the
 * node-postgres pool (pg-boss's `db` option), so jobs work with no separate server.
 */
export function createJobQueue(
  database: Database,
  pollingIntervalSeconds = 1,
  /** Told of every failed run (pg-boss retries it, but an operator should see why). */
  onJobError: (name: string, error: unknown) => void = () => undefined,
): JobQueue {
  const boss = new PgBoss({
    db: {
      executeSql: async (text: string, values: unknown[]) => {
        const result = await database.pool.query(text, values);
        return { rows: result.rows };
      },
    },
    // Maintenance and cron monitors poll the database; on the embedded engine they would
    // contend for its single connection, and nothing here is scheduled by cron.
    schedule: false,
    supervise: database.kind === "postgres",
    retryLimit: 3,
    retryBackoff: true,
  });
  boss.on("error", () => {
    // pg-boss reports transient polling errors here; the next poll retries.
  });
  const started = new Set<string>();
  return {
    async send(name, data) {
      await boss.send(name, data);
    },
    async sendMany(name, items) {
      if (items.length === 0) return;
      await boss.insert(items.map((data) => ({ name, data })));
    },
    async start(jobs, work) {
      await boss.start();
      for (const job of jobs) {
        await boss.createQueue(job.name);
        if (!work) continue;
        await boss.work<never>(job.name, { pollingIntervalSeconds }, async (batch) => {
          for (const item of batch) {
            try {
              await job.run(item.data);
            } catch (error) {
              onJobError(job.name, error);
              throw error;
            }
          }
        });
        started.add(job.name);
      }
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 5000 });
    },
  };
}
