import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { databaseBeforeTests } from "../test/migrationsBefore.ts";
import { migrateDatabase } from "./migrate.ts";

const old = databaseBeforeTests("0009_distribution_codes");
const { one } = old;

describe("migration 0009: codes become unique", () => {
  it("keeps a duplicated code with the approved release (else the oldest), then refuses copies", async () => {
    const db = old.database.db;
    const { id: user } = await one<{ id: string }>(
      sql`insert into users (email, full_name) values ('codes@example.com', 'C') returning id`,
    );
    const release = (title: string, status: string, upc: string | null, createdAt: string) =>
      one<{ id: string }>(
        sql`insert into releases (user_id, title, artist_name, release_type, status, upc, metadata, created_at)
            values (${user}, ${title}, 'A', 'single', ${status}::release_status, ${upc}, '{}'::jsonb,
                    ${createdAt}::timestamptz) returning id`,
      );
    const draft = await release("Old draft", "draft", "036000291452", "2026-01-01");
    const live = await release("Live", "distributed", "0036000291452", "2026-02-01");
    const other = await release("Other", "draft", "4006381333931", "2026-01-03");
    const copy = await release("Copy", "rejected", "4006381333931", "2026-01-04");
    const track = (releaseId: string, isrc: string) =>
      db.execute(
        sql`insert into tracks (release_id, track_number, title, isrc) values (${releaseId}, 1, 'T', ${isrc})`,
      );
    await track(draft.id, "SEABC2600001");
    await track(live.id, "SEABC2600001");
    await track(other.id, "SEABC2600002");

    await migrateDatabase(old.database);

    const upcs = await db.execute<{ title: string; upc: string | null }>(
      sql`select title, upc from releases order by title`,
    );
    expect(upcs.rows).toEqual([
      { title: "Copy", upc: null },
      { title: "Live", upc: "0036000291452" },
      { title: "Old draft", upc: null },
      { title: "Other", upc: "4006381333931" },
    ]);
    const isrcs = await db.execute<{ title: string; isrc: string | null }>(
      sql`select r.title, t.isrc from tracks t join releases r on r.id = t.release_id order by r.title`,
    );
    expect(isrcs.rows).toEqual([
      { title: "Live", isrc: "SEABC2600001" },
      { title: "Old draft", isrc: null },
      { title: "Other", isrc: "SEABC2600002" },
    ]);
    await expect(
      db.execute(sql`update releases set upc = '036000291452' where id = ${copy.id}`),
    ).rejects.toThrow();
    await expect(track(copy.id, "SEABC2600002")).rejects.toThrow();
  });
});
