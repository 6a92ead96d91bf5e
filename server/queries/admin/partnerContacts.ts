import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { type CsvDialect, csvCell } from "../../lib/csvText.ts";

const BATCH = 1000;
const FIRST_ID = "00000000-0000-0000-0000-000000000000";

const PARTNER_CONTACTS_HEADER = [
  "artist_name",
  "full_name",
  "email",
  "distributed_releases",
] as const;

/**
 * The partner contact list (the effect of data_sharing_opt_in): ONLY live, confirmed accounts
 * that opted in, with their number of distributed releases. Yields CSV lines a page of 1000
 * accounts at a time (keyset on users.id, one query per page), so the file streams.
 */
export async function* partnerContactsCsv(db: Db, dialect: CsvDialect): AsyncGenerator<string> {
  yield `${dialect.row(PARTNER_CONTACTS_HEADER)}\r\n`;
  let after = FIRST_ID;
  for (;;) {
    const page = await db.execute<{
      id: string;
      artist_name: string | null;
      full_name: string;
      email: string;
      distributed: number;
    }>(sql`
      select u.id, u.artist_name, u.full_name, u.email,
             (select count(*)::int from releases r
               where r.user_id = u.id and r.status = 'distributed') as distributed
      from users u
      join user_privacy_settings p on p.user_id = u.id and p.data_sharing_opt_in
      where u.deleted_at is null and u.email_verified and u.id > ${after}::uuid
      order by u.id
      limit ${BATCH}`);
    if (page.rows.length > 0) {
      yield page.rows
        .map(
          (r) =>
            `${dialect.row([r.artist_name, r.full_name, r.email, r.distributed].map(csvCell))}\r\n`,
        )
        .join("");
    }
    const last = page.rows.at(-1);
    if (!last || page.rows.length < BATCH) return;
    after = last.id;
  }
}
