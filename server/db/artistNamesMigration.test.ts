import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "../test/support.ts";
import type { Database } from "./client.ts";
import { migrateDatabase } from "./migrate.ts";

const migrations = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");
let fresh: Awaited<ReturnType<typeof freshDatabase>>;
let database: Database;
let before = "";

/** The migrations as they were before 0008_artist_names (a copy with a shorter journal). */
function migrationsBeforeArtistNames(): string {
  const folder = mkdtempSync(path.join(tmpdir(), "offbeat-migrations-"));
  cpSync(migrations, folder, { recursive: true });
  const journalPath = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === "0008_artist_names");
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

const user = (email: string, artistName: string | null, createdAt: string) =>
  sql`insert into users (email, full_name, artist_name, created_at)
      values (${email}, 'Someone', ${artistName}, ${createdAt}::timestamptz) returning id`;

async function idOf(query: ReturnType<typeof sql>): Promise<string> {
  return ((await database.db.execute(query)).rows[0] as { id: string }).id;
}

beforeAll(async () => {
  fresh = await freshDatabase();
  database = fresh.database;
  before = migrationsBeforeArtistNames();
  await migrate(database.db, { migrationsFolder: before });
});
afterAll(async () => {
  await database?.close();
  await fresh?.drop();
  rmSync(before, { recursive: true, force: true });
});

describe("migration 0008: artist names belong to their account", () => {
  it("gives existing accounts the artist name they signed up with, once per name", async () => {
    const db = database.db;
    const nova = await idOf(user("nova@example.com", "  Nova Lines ", "2026-01-01T00:00:00Z"));
    const late = await idOf(user("late@example.com", "NOVA LINES\u200b", "2026-02-01T00:00:00Z"));
    const echo = await idOf(user("echo@example.com", "Echo", "2026-01-02T00:00:00Z"));
    const staff = await idOf(user("staff@example.com", null, "2026-01-03T00:00:00Z"));
    // Echo already made an alias of its own; a zero-width copy of it was made by someone else.
    await db.execute(
      sql`insert into artist_profiles (user_id, name, created_at)
          values (${echo}, 'Echo', '2026-01-05'), (${staff}, 'Ech\u200bo', '2026-01-06')`,
    );

    await migrateDatabase(database);

    const rows = (
      await db.execute(
        sql`select user_id, name::text, name_key::text from artist_profiles order by created_at`,
      )
    ).rows;
    expect(rows).toEqual([
      // The older account gets the name; the later one with the same name (after
      // normalisation) gets none, and the existing alias is not doubled.
      { user_id: nova, name: "Nova Lines", name_key: "Nova Lines" },
      { user_id: echo, name: "Echo", name_key: "Echo" },
      expect.objectContaining({ user_id: staff, name: "Ech\u200bo" }),
    ]);
    // The copy keeps its row, but its key no longer equals "Echo", so it matches nothing typed.
    expect((rows[2] as { name_key: string }).name_key).not.toBe("Echo");
    expect(rows.some((r) => (r as { user_id: string }).user_id === late)).toBe(false);
  });

  it("keeps names unique after normalisation from then on", async () => {
    const [someone] = (await database.db.execute(sql`select id from users limit 1`)).rows as {
      id: string;
    }[];
    await expect(
      database.db.execute(
        sql`insert into artist_profiles (user_id, name, name_key)
            values (${someone?.id}, 'nova lines', 'nova lines')`,
      ),
    ).rejects.toThrow();
  });
});
