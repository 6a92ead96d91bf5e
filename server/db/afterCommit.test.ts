import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "../test/support.ts";
import { afterCommit } from "./afterCommit.ts";
import type { Database } from "./client.ts";

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await freshDatabase());
  await database.db.execute(sql`create table notes (body text)`);
});
afterAll(async () => {
  await database.close();
  await drop();
});

const count = async () =>
  (await database.db.execute<{ n: number }>(sql`select count(*)::int as n from notes`)).rows[0]?.n;

describe("afterCommit (work that waits for the outermost commit)", () => {
  it("starts once the transaction committed, in order, and db.transaction waits for it", async () => {
    const ran: string[] = [];
    const seenRows: Array<number | undefined> = [];
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into notes values ('one')`);
      afterCommit(tx, async () => {
        ran.push("first");
        // A task runs after the commit: every connection sees the row by then.
        seenRows.push(await count());
      });
      afterCommit(tx, async () => {
        ran.push("second");
      });
      expect(ran).toEqual([]);
    });
    expect(ran).toEqual(["first", "second"]);
    expect(seenRows).toEqual([1]);
  });

  it("never runs for a transaction that rolls back", async () => {
    const ran: string[] = [];
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into notes values ('gone')`);
        afterCommit(tx, async () => {
          ran.push("rolled back");
        });
        throw new Error("abort");
      }),
    ).rejects.toThrow("abort");
    await expect(
      database.db.transaction(async (tx) => {
        afterCommit(tx, async () => {
          ran.push("rolled back too");
        });
        tx.rollback();
      }),
    ).rejects.toThrow();
    expect(ran).toEqual([]);
  });

  it("keeps a released savepoint's tasks for the outer commit and drops a rolled-back one's", async () => {
    const ran: string[] = [];
    await database.db.transaction(async (tx) => {
      afterCommit(tx, async () => {
        ran.push("outer");
      });
      await tx.transaction(async (kept) => {
        afterCommit(kept, async () => {
          ran.push("released savepoint");
        });
      });
      await tx
        .transaction(async (undone) => {
          afterCommit(undone, async () => {
            ran.push("rolled-back savepoint");
          });
          throw new Error("undo the savepoint");
        })
        .catch(() => {});
      expect(ran).toEqual([]);
    });
    expect(ran).toEqual(["outer", "released savepoint"]);
  });

  it("drops a savepoint's tasks when the outer transaction rolls back", async () => {
    const ran: string[] = [];
    await expect(
      database.db.transaction(async (tx) => {
        await tx.transaction(async (nested) => {
          afterCommit(nested, async () => {
            ran.push("nested");
          });
        });
        throw new Error("abort");
      }),
    ).rejects.toThrow("abort");
    expect(ran).toEqual([]);
  });

  it("refuses a handle that is not an open transaction", () => {
    expect(() => afterCommit(database.db, async () => {})).toThrow(/needs a transaction/);
  });
});
