import type { TestEnv } from "./support.ts";

/**
 * Whether some session waits for an advisory lock in `env`'s database before `other` settles
 * (at most five seconds): true once one does, false when `other` settled first. The race tests
 * use it to know a transaction is queued behind the month-close lock (server/ledger/periodLock.ts).
 */
export async function waitsForAdvisoryLock(
  env: TestEnv,
  other: Promise<unknown>,
): Promise<boolean> {
  let settled = false;
  const mark = () => {
    settled = true;
  };
  void other.then(mark, mark);
  for (let tries = 0; tries < 100 && !settled; tries += 1) {
    const { rows } = await env.ctx.database.pool.query<{ waiting: boolean }>(
      `select exists (select 1 from pg_locks
        where locktype = 'advisory' and not granted
          and database = (select oid from pg_database where datname = current_database())
      ) as waiting`,
    );
    if (rows[0]?.waiting) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}
