import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

/**
 * The SQL side of keyset pages. The cursor itself (encoding, and the query parameter that
 * decodes and checks it) is common/keysetCursor.ts.
 */

/** A timestamptz as UTC text with microseconds, for a cursor. */
export const exactTime = (value: SQL | AnyPgColumn) =>
  sql<string>`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** `%text%` for ILIKE, with the pattern characters in `text` matched literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, "\\$&")}%`;

/** Rows after `after` in (time desc, id desc) order: the keyset condition of a newest-first page. */
export const olderThan = (
  time: AnyPgColumn,
  id: AnyPgColumn,
  after: { time: string; id: string },
) => sql`(${time}, ${id}) < (${after.time}::timestamptz, ${after.id}::uuid)`;

/**
 * A page from `limit + 1` rows read in order: the first `limit`, and where the next page starts
 * (the last row's time and id) if the extra row showed there is one.
 */
export function keysetPage<T extends { id: string; cursorTime: string }>(rows: T[], limit: number) {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return {
    items,
    next: rows.length > limit && last ? { time: last.cursorTime, id: last.id } : null,
  };
}
