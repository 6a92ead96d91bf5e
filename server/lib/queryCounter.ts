import { AsyncLocalStorage } from "node:async_hooks";
import type pg from "pg";

/** One request's tally of the statements it sent. */
interface Tally {
  count: number;
}

export interface RequestQueryCounter {
  /** Runs `next` (the rest of the request) with a tally of its own; returns that tally. */
  track(next: () => void): Tally;
}

/**
 * For `npm run bench` and the tests that hold a page to a constant number of queries
 * (BENCH_COUNT_QUERIES): counts the statements each request sends through the pool. The tally
 * follows the request's async context, so background jobs' polls and other requests running at
 * the same moment are not counted against it (a running total was, and on a busy machine a
 * poll fell between two requests often enough to fail a test now and then).
 * Statements inside a transaction go through a checked-out client and are not counted.
 */
export function countRequestQueries(pool: pg.Pool): RequestQueryCounter {
  const current = new AsyncLocalStorage<Tally>();
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  (pool as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const tally = current.getStore();
    if (tally) tally.count += 1;
    return query(...args);
  };
  return {
    track(next) {
      const tally = { count: 0 };
      current.run(tally, next);
      return tally;
    },
  };
}
