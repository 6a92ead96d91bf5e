import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { freshDatabase } from "../test/support.ts";
import { afterCommit } from "./afterCommit.ts";
import type { Database } from "./client.ts";
import { retryTransaction } from "./retryTransaction.ts";

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await freshDatabase());
  await database.db.execute(sql`create table attempts (n int)`);
});
beforeEach(async () => {
  await database.db.execute(sql`delete from attempts`);
});
afterAll(async () => {
  await database.close();
  await drop();
});

const log = { warn: vi.fn() };
const ctx = () => ({ database, log });

/** An error as the driver reports PostgreSQL's `code`. */
const pgError = (code: string, message: string) => Object.assign(new Error(message), { code });
const deadlock = () => pgError("40P01", "deadlock detected");

const committed = async () =>
  (await database.db.execute<{ n: number }>(sql`select n from attempts order by n`)).rows.map(
    (row) => row.n,
  );

describe("retryTransaction", () => {
  beforeEach(() => log.warn.mockClear());

  it("runs a transaction broken off by a deadlock again, from a rolled-back start", async () => {
    let runs = 0;
    const tasks: number[] = [];
    const result = await retryTransaction(ctx(), async (tx) => {
      runs += 1;
      const run = runs;
      await tx.execute(sql`insert into attempts values (${run})`);
      afterCommit(tx, async () => {
        tasks.push(run);
      });
      if (run === 1) throw deadlock();
      return "done";
    });
    expect(result).toBe("done");
    expect(runs).toBe(2);
    // Only the second attempt committed, and only its after-commit work ran.
    expect(await committed()).toEqual([2]);
    expect(tasks).toEqual([2]);
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn.mock.calls[0]?.[0]).toMatchObject({ code: "40P01", attempt: 1 });
  });

  it("retries a serialization failure wrapped in another error (as drizzle wraps the driver's)", async () => {
    let runs = 0;
    const result = await retryTransaction(ctx(), async () => {
      runs += 1;
      if (runs === 1)
        throw new Error("Failed query: update …", {
          cause: pgError("40001", "could not serialize access"),
        });
      return runs;
    });
    expect(result).toBe(2);
  });

  it("does not retry any other error", async () => {
    for (const error of [
      new Error("boom"),
      pgError("23505", "duplicate key value violates unique constraint"),
      Object.assign(new Error("Conflict"), { code: "CONFLICT" }),
    ]) {
      let runs = 0;
      await expect(
        retryTransaction(ctx(), async (tx) => {
          runs += 1;
          await tx.execute(sql`insert into attempts values (${runs})`);
          throw error;
        }),
      ).rejects.toBe(error);
      expect(runs).toBe(1);
    }
    expect(await committed()).toEqual([]);
    expect(log.warn).not.toHaveBeenCalled();
  });

  it("gives up after three attempts, throwing the last deadlock as it came", async () => {
    let runs = 0;
    const errors: Error[] = [];
    await expect(
      retryTransaction(ctx(), async () => {
        runs += 1;
        const error = deadlock();
        errors.push(error);
        throw error;
      }),
    ).rejects.toSatisfy((error) => error === errors[2]);
    expect(runs).toBe(3);
    expect(log.warn).toHaveBeenCalledTimes(2);
  });
});
