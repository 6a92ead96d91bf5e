import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { databaseBeforeTests } from "../test/migrationsBefore.ts";
import { migrateDatabase } from "./migrate.ts";

const old = databaseBeforeTests("0023_forget_fans");
const { one } = old;

describe("migration 0023: fans' addresses kept before the rules", () => {
  it("forgets unsubscribed and mailed fans' addresses and a deleted artist's shares", async () => {
    const db = old.database.db;
    const user = async (email: string, deleted: boolean) =>
      one<{ id: string }>(sql`
        insert into users (email, full_name, deleted_at)
        values (${email}, 'A', ${deleted ? sql`now()` : sql`null`}) returning id`);
    const release = async (userId: string) =>
      one<{ id: string }>(sql`
        insert into releases (user_id, title, artist_name, release_type, status, metadata)
        values (${userId}, 'R', 'A', 'single', 'distributed', '{}'::jsonb) returning id`);
    const active = await release((await user("active@example.com", false)).id);
    const gone = await release((await user("gone@example.com", true)).id);
    const fan = (
      releaseId: string,
      email: string,
      share: boolean,
      state: { notified?: boolean; unsubscribed?: boolean } = {},
    ) =>
      one<{ id: string }>(sql`
        insert into fan_signups (release_id, email, share_with_artist, confirm_token_hash,
          confirmed_at, notified_at, unsubscribed_at)
        values (${releaseId}, ${email}, ${share}, ${`hash-${email}-${releaseId}`}, now(),
          ${state.notified ? sql`now()` : sql`null`}, ${state.unsubscribed ? sql`now()` : sql`null`})
        returning id`);
    const waiting = await fan(active.id, "waiting@example.com", false);
    const sharing = await fan(active.id, "sharing@example.com", true, { notified: true });
    const mailed = await fan(active.id, "mailed@example.com", false, { notified: true });
    const quit = await fan(active.id, "quit@example.com", true, { unsubscribed: true });
    const goneWaiting = await fan(gone.id, "gone-waiting@example.com", true);
    const goneMailed = await fan(gone.id, "gone-mailed@example.com", true, { notified: true });

    await migrateDatabase(old.database);

    const rows = await db.execute<{ id: string; email: string; share: boolean }>(sql`
      select id, email::text, share_with_artist as share from fan_signups`);
    const byId = new Map(rows.rows.map((row) => [row.id, row]));
    const forgotten = (id: string) => `forgotten-${id}@fans.invalid`;
    expect(byId.get(waiting.id)).toMatchObject({ email: "waiting@example.com", share: false });
    expect(byId.get(sharing.id)).toMatchObject({ email: "sharing@example.com", share: true });
    expect(byId.get(mailed.id)).toMatchObject({ email: forgotten(mailed.id), share: false });
    expect(byId.get(quit.id)).toMatchObject({ email: forgotten(quit.id), share: false });
    expect(byId.get(goneWaiting.id)).toMatchObject({
      email: "gone-waiting@example.com",
      share: false,
    });
    expect(byId.get(goneMailed.id)).toMatchObject({
      email: forgotten(goneMailed.id),
      share: false,
    });
  });
});
