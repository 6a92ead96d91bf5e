import { randomBytes } from "node:crypto";
import pg from "pg";

/**
 * A test run on PostgreSQL names every database it makes `offbeat_test_<run>_…` and holds an
 * advisory lock on its run for as long as it lives. A run stopped midway (a CI run killed, a
 * Ctrl-C) never drops its databases, but its lock goes with its connection: the next run to
 * start finds that run's lock free and drops what it left. A run still going (another checkout
 * testing against the same server) keeps its lock, so its databases are left alone.
 */

/** The advisory locks' first key, "a test run of Offbeat"; the second is the run's id. */
const RUN_LOCK_CLASS = 0x0ffbea7;
const RUN_DATABASE = /^offbeat_test_([0-9a-f]{8})_/;

export interface TestRun {
  /** Eight hex digits; part of the name of every database the run makes. */
  id: string;
  /** The connection that holds the run's lock; also used to create the run's databases. */
  client: pg.Client;
  /** Drops every database of the run and lets its lock go. */
  end(): Promise<void>;
}

export function testDatabaseName(run: string, suffix: string): string {
  return `offbeat_test_${run}_${suffix}`;
}

/** Takes a fresh run id's lock, then drops the databases of every run that ended unfinished. */
export async function beginTestRun(serverUrl: string): Promise<TestRun> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    let id = randomBytes(4).toString("hex");
    // Another live run with the same id holds its lock (one chance in four billion): pick again.
    while (!(await tryLock(client, id))) id = randomBytes(4).toString("hex");
    await dropEndedRuns(client, id);
    return {
      id,
      client,
      async end() {
        try {
          await dropRunDatabases(client, id);
        } finally {
          await client.end();
        }
      },
    };
  } catch (error) {
    await client.end();
    throw error;
  }
}

async function dropEndedRuns(client: pg.Client, ownRun: string) {
  const { rows } = await client.query<{ datname: string }>(
    "select datname from pg_database where datname like 'offbeat\\_test\\_%'",
  );
  const runs = new Set(rows.flatMap(({ datname }) => RUN_DATABASE.exec(datname)?.[1] ?? []));
  // Our own lock would be granted again (advisory locks are re-entrant in a session).
  runs.delete(ownRun);
  for (const run of runs) {
    if (!(await tryLock(client, run))) continue; // still going
    try {
      await dropRunDatabases(client, run);
    } finally {
      await client.query("select pg_advisory_unlock($1, $2)", [RUN_LOCK_CLASS, lockKey(run)]);
    }
  }
}

async function dropRunDatabases(client: pg.Client, run: string) {
  const { rows } = await client.query<{ datname: string }>(
    "select datname from pg_database where starts_with(datname, $1)",
    [testDatabaseName(run, "")],
  );
  for (const { datname } of rows)
    await client.query(`drop database if exists ${client.escapeIdentifier(datname)} with (force)`);
}

async function tryLock(client: pg.Client, run: string): Promise<boolean> {
  const { rows } = await client.query<{ locked: boolean }>(
    "select pg_try_advisory_lock($1, $2) as locked",
    [RUN_LOCK_CLASS, lockKey(run)],
  );
  return rows[0]?.locked === true;
}

function lockKey(run: string): number {
  return Buffer.from(run, "hex").readInt32BE(0);
}
