import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { badRequest } from "./errors.ts";

/**
 * Keyset page cursors: the sort key of the last row of a page, opaque to clients (base64url
 * JSON). Timestamps travel as text with microseconds (see `exactTime`), because a JavaScript
 * Date keeps only milliseconds and the next page would repeat or skip rows.
 */
export function encodeCursor(parts: readonly string[]): string {
  return Buffer.from(JSON.stringify(parts), "utf8").toString("base64url");
}

export function decodeCursor(cursor: string, size: number, message: string): string[] {
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    throw badRequest(message);
  }
  if (!Array.isArray(parts) || parts.length !== size || parts.some((p) => typeof p !== "string"))
    throw badRequest(message);
  return parts as string[];
}

const EXACT_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A timestamptz as UTC text with microseconds, for a cursor. */
export const exactTime = (value: SQL | AnyPgColumn) =>
  sql<string>`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export function checkExactTime(value: string, message: string): string {
  if (!EXACT_TIME.test(value)) throw badRequest(message);
  return value;
}

export function checkUuid(value: string, message: string): string {
  if (!UUID.test(value)) throw badRequest(message);
  return value;
}

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
