import type { Db, Tx } from "../db/client.ts";

/**
 * Races between two transactions, on a real PostgreSQL server (PGlite is one connection): one
 * transaction held open after `work` until `release` is called, and a wait for sessions queued
 * on an advisory lock (the period lock every posting takes before it stamps its entry).
 */
export function heldTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let started: (value: T) => void = () => {};
  const ready = new Promise<T>((resolve) => {
    started = resolve;
  });
  const done = db.transaction(async (tx) => {
    const value = await work(tx);
    started(value);
    await gate;
    return value;
  });
  // A failure before `ready` must end the test, not leave it waiting.
  return { ready: Promise.race([ready, done]), done, release };
}

interface Queryable {
  query<R>(text: string): Promise<{ rows: R[] }>;
}

/** Waits (at most five seconds) until `count` sessions wait for an advisory lock. */
export async function untilAdvisoryWaiters(pool: Queryable, count: number): Promise<void> {
  for (let tries = 0; tries < 200; tries += 1) {
    const { rows } = await pool.query<{ n: number }>(
      `select count(*)::int as n from pg_locks
       where locktype = 'advisory' and not granted
         and database = (select oid from pg_database where datname = current_database())`,
    );
    if ((rows[0]?.n ?? 0) >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`fewer than ${count} sessions wait for an advisory lock`);
}
