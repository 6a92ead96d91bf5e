import { sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { afterCommit } from "../db/afterCommit.ts";
import type { Database } from "../db/client.ts";
import { freshDatabase } from "../test/support.ts";
import { createFanout, type Fanout } from "./fanout.ts";

/**
 * The fan-out on the database the suite runs on (PGlite, or PostgreSQL with DATABASE_URL):
 * events published with a transaction are NOTIFYed after it commits, in commit order.
 */
let database: Database;
let drop: () => Promise<void>;
let fanout: Fanout;
/** What the LISTEN side received, and how many rows it found when each arrived. */
const delivered: string[] = [];
const rowsSeen: Array<Promise<number>> = [];

const countRows = async () =>
  Number(
    (await database.pool.query<{ n: number }>("select count(*)::int as n from notes")).rows[0]?.n,
  );

beforeAll(async () => {
  ({ database, drop } = await freshDatabase());
  await database.db.execute(sql`create table notes (body text)`);
  await database.db.execute(sql`create table counter (n int not null)`);
  await database.db.execute(sql`insert into counter values (0)`);
  fanout = createFanout(database, pino({ level: "silent" }));
  await fanout.listen({
    deliver(payload) {
      delivered.push(payload);
      rowsSeen.push(countRows());
    },
    recovered() {},
  });
});
beforeEach(() => {
  delivered.splice(0);
  rowsSeen.splice(0);
});
afterAll(async () => {
  await fanout?.close();
  await database?.close();
  await drop?.();
});

/** Publishes a marker outside a transaction and waits for it: what came before has arrived. */
async function settle(marker: string) {
  await fanout.notify(marker);
  await expect.poll(() => delivered.includes(marker)).toBe(true);
}

describe("events published with a transaction", () => {
  it("are sent after the commit, with the committed rows visible when they arrive", async () => {
    const before = await countRows();
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into notes values ('saved')`);
      await fanout.notify("saved", tx);
      // Still open: nothing has gone out, whatever the time it takes.
      await new Promise((resolve) => setTimeout(resolve, 50));
      await tx.execute(sql`select 1`);
      expect(delivered).toEqual([]);
    });
    await expect.poll(() => delivered).toEqual(["saved"]);
    expect(await rowsSeen[0]).toBe(before + 1);
  });

  it("are never sent when the transaction rolls back", async () => {
    await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into notes values ('undone')`);
        await fanout.notifyAll(["undone 1", "undone 2"], tx);
        throw new Error("abort");
      })
      .catch(() => {});
    await settle("after the rollback");
    expect(delivered).toEqual(["after the rollback"]);
  });

  it("arrive in the order their transactions committed, for rows locked one after another", async () => {
    // Like chat sends in one conversation: each locks the same row, so they commit one by one.
    const commits: string[] = [];
    const sends = Array.from({ length: 12 }, () =>
      database.db.transaction(async (tx) => {
        const { rows } = await tx.execute<{ n: number }>(
          sql`update counter set n = n + 1 returning n`,
        );
        const payload = `message ${rows[0]?.n}`;
        afterCommit(tx, async () => {
          commits.push(payload);
        });
        await fanout.notify(payload, tx);
      }),
    );
    await Promise.all(sends);
    await expect.poll(() => delivered.length).toBe(12);
    // The order this process saw the commits in: each COMMIT's answer, on its own connection.
    expect(delivered).toEqual(commits);
    // Each one once. Not asserted: that the answers came back in lock order. PostgreSQL releases
    // a transaction's locks before its backend answers COMMIT, so on a busy machine the next
    // transaction's COMMIT can be answered first (seen once in CI: 1, 3, 2, 4, ...).
    const sorted = delivered.map((p) => Number(p.split(" ")[1])).sort((x, y) => x - y);
    const first = sorted[0] ?? Number.NaN;
    expect(sorted).toEqual(Array.from({ length: 12 }, (_, i) => first + i));
  });

  it("arrive in commit order across unrelated concurrent transactions, batches included", async () => {
    const commits: string[] = [];
    await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        database.db.transaction(async (tx) => {
          await tx.execute(sql`insert into notes values (${`note ${i}`})`);
          afterCommit(tx, async () => {
            commits.push(`event ${i}a`, `event ${i}b`);
          });
          await fanout.notifyAll([`event ${i}a`, `event ${i}b`], tx);
        }),
      ),
    );
    await expect.poll(() => delivered.length).toBe(60);
    expect(delivered).toEqual(commits);
  });
});

describe("events published without a transaction", () => {
  it("arrive twice when sent twice, even when they are identical", async () => {
    await fanout.notifyAll(["same", "same"]);
    await fanout.notify("same");
    await settle("done");
    expect(delivered).toEqual(["same", "same", "same", "done"]);
  });
});
