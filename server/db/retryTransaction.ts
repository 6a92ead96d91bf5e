/**
 * A transaction run again, whole, when PostgreSQL broke it off so that another could go on:
 * 40P01 deadlock_detected or 40001 serialization_failure. The money commands lock in one order
 * (ledger/accountLocks.ts), but two large postings can still meet: postEntry writes its lines in
 * statements of 2,000, and the ledger's trigger takes balance rows in account id order within a
 * statement only. The loser's work was rolled back, so it is simply done again, from the start,
 * against what the winner committed; the person asking never sees the error.
 *
 * Only for a transaction whose effects all ride on it: rows, jobs queued with `{ tx }`, realtime
 * events published with `{ tx }` or afterCommit tasks (dropped with the rolled-back attempt). Work
 * done outside it (a mail sent, a file written, a counter bumped) would be done again.
 */
import type { Logger } from "pino";
import type { Database, Tx } from "./client.ts";

/** Attempts in all, the first one included. */
const ATTEMPTS = 3;

const RETRIED_CODES = new Set(["40P01", "40001"]);

/** 40P01 or 40001 when the error is (or wraps: drizzle wraps the driver's) one of those. */
function retriedCode(error: unknown): string | null {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && RETRIED_CODES.has(code)) return code;
  }
  return null;
}

/** A short pause before attempt `attempt + 1`, jittered so two losers do not meet again. */
const pause = (attempt: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, attempt * (10 + Math.random() * 40)));

/**
 * `run` in a transaction of `ctx`'s database, run again (at most three attempts in all) when it
 * ended in a deadlock or a serialization failure; any other error, or the third such failure,
 * is thrown as it came. Each retry is logged: they should stay rare.
 */
export async function retryTransaction<T>(
  ctx: { database: Pick<Database, "db">; log: Pick<Logger, "warn"> },
  run: (tx: Tx) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await ctx.database.db.transaction(run);
    } catch (error) {
      const code = retriedCode(error);
      if (!code || attempt >= ATTEMPTS) throw error;
      ctx.log.warn({ err: error, code, attempt }, "transaction broken off by PostgreSQL, retried");
      await pause(attempt);
    }
  }
}
