import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { SQL } from "drizzle-orm";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import { afterAll, beforeAll } from "vitest";
import type { Database } from "../db/client.ts";
import { freshDatabase } from "./support.ts";

const migrations = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  "..",
  "db",
  "migrations",
);

/** A copy of the migrations as they were before the one tagged `tag` (a shorter journal). */
function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), "offbeat-migrations-"));
  cpSync(migrations, folder, { recursive: true });
  const journalPath = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  if (at < 0) throw new Error(`no migration ${tag}`);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

/**
 * A fresh database migrated up to just before the migration tagged `tag`, for a test that
 * fills it as databases were then and checks what that migration (run by migrateDatabase) does
 * to the rows. `one` runs a statement and returns its first row.
 */
async function databaseBefore(tag: string): Promise<{
  database: Database;
  one<T>(query: SQL): Promise<T>;
  close(): Promise<void>;
}> {
  const fresh = await freshDatabase();
  const folder = migrationsBefore(tag);
  try {
    await migrate(fresh.database.db, { migrationsFolder: folder });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  return {
    database: fresh.database,
    one: async <T>(query: SQL) => (await fresh.database.db.execute(query)).rows[0] as T,
    async close() {
      await fresh.database.close();
      await fresh.drop();
    },
  };
}

/**
 * databaseBefore for a whole test file: opened before its tests, closed after them. `database`
 * may be read once the tests run.
 */
export function databaseBeforeTests(tag: string): {
  readonly database: Database;
  one<T>(query: SQL): Promise<T>;
} {
  let opened: Awaited<ReturnType<typeof databaseBefore>> | undefined;
  beforeAll(async () => {
    opened = await databaseBefore(tag);
  });
  afterAll(() => opened?.close());
  const ready = () => {
    if (!opened) throw new Error("the database is opened before the tests run");
    return opened;
  };
  return {
    get database() {
      return ready().database;
    },
    one: <T>(query: SQL) => ready().one<T>(query),
  };
}
