import type pg from "pg";
import type { Database } from "../../db/database.ts";

/** Reports being parsed in this process (this thread, when the parse has one). */
const parsing = new Set<string>();

/** The advisory lock's key: a 64-bit hash of the report id, $1. */
const LOCK_KEY = "hashtextextended('royalty-report-parse:' || $1::text, 0)";

/**
 * Takes the report's parse lock on `client`'s session: a PostgreSQL advisory lock keyed by the
 * report, which the session keeps until it unlocks or ends. Resolves whether it was free.
 */
export async function tryLockParse(client: pg.ClientBase, reportId: string): Promise<boolean> {
  const { rows } = await client.query<{ locked: boolean }>(
    `select pg_try_advisory_lock(${LOCK_KEY}) as locked`,
    [reportId],
  );
  return rows[0]?.locked === true;
}

/**
 * Runs `parse` only while no other parse of the report runs (issue 19). Two runs of the parse
 * job on one report (pg-boss retrying a job whose run outlived its expiry, a second server, or
 * a caller parsing as the job does) would each write the report's lines, and the report would
 * hold them twice. So a run first takes the report: in this process by a set of the reports
 * being parsed; across processes, on PostgreSQL, by an advisory lock held on a connection of
 * its own until the parse ends (the lock goes with the connection if the process dies). PGlite
 * is one connection inside one process, so the set is the whole claim there.
 *
 * A run that cannot take the report returns false without touching it: the run holding it
 * finishes it, or fails and is retried by its own job.
 */
export async function withParseClaim(
  database: Pick<Database, "kind" | "pool">,
  reportId: string,
  parse: () => Promise<void>,
): Promise<boolean> {
  if (parsing.has(reportId)) return false;
  parsing.add(reportId);
  try {
    if (database.kind !== "postgres") {
      await parse();
      return true;
    }
    const client = await database.pool.connect();
    let broken: Error | undefined;
    try {
      if (!(await tryLockParse(client, reportId))) return false;
      try {
        await parse();
      } finally {
        await client
          .query(`select pg_advisory_unlock(${LOCK_KEY})`, [reportId])
          .catch((error: Error) => {
            // A session that cannot unlock is ended below, which releases the lock with it.
            broken = error;
          });
      }
      return true;
    } finally {
      client.release(broken);
    }
  } finally {
    parsing.delete(reportId);
  }
}
