import type pg from "pg";

/**
 * For `npm run bench` only (BENCH_COUNT_QUERIES): counts the statements sent through the pool,
 * so the bench can show that a list page costs the same number of queries at any depth.
 * Statements inside a transaction go through a checked-out client and are not counted.
 */
export function countQueries(pool: pg.Pool): () => number {
  let count = 0;
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  (pool as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    count += 1;
    return query(...args);
  };
  return () => count;
}
