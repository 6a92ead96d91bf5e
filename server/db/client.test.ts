import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "./client.ts";

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ dataDir: "memory://" });
  await database.db.execute(sql`create table t (id int primary key)`);
});
afterAll(async () => {
  await database.close();
});

// Starts the embedded database whatever DATABASE_URL says: CI's second pass (on PostgreSQL)
// skips it, as it ran in the first.
describe.skipIf(Boolean(process.env.DATABASE_URL))(
  "the embedded database (PGlite through node-postgres)",
  () => {
    it("answers the statement after a refused parameterised one (client.ts, mend 2)", async () => {
      const db = database.db;
      await db.execute(sql`insert into t values (${1})`);
      // A duplicate, a division by zero, a failing transaction: each refused on its own...
      await expect(db.execute(sql`insert into t values (${1})`)).rejects.toThrow();
      expect((await db.execute(sql`select ${2}::int as n`)).rows).toEqual([{ n: 2 }]);
      await expect(db.execute(sql`select 1 / ${0}::int`)).rejects.toThrow();
      expect((await db.execute(sql`select ${3}::int as n`)).rows).toEqual([{ n: 3 }]);
      await expect(
        db.transaction(async (tx) => {
          await tx.execute(sql`insert into t values (${5})`);
          await tx.execute(sql`insert into t values (${1})`);
        }),
      ).rejects.toThrow();
      // ...and the next statements get their own answers, with the failed transaction undone.
      expect((await db.execute(sql`select count(*)::int as n from t`)).rows).toEqual([{ n: 1 }]);
      expect((await db.execute(sql`select ${4}::int as n`)).rows).toEqual([{ n: 4 }]);
    });
  },
);
