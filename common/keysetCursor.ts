import { z } from "zod";
import { UUID_PATTERN } from "./ids.ts";

/** The one answer to a cursor that does not decode: a page of a list that has moved on. */
export const CURSOR_MESSAGE = "This list has changed. Reload the page.";

/** Longer than every cursor the server hands out (a contact's sort key is a name). */
const CURSOR_MAX_LENGTH = 300;

/**
 * Keyset page cursors: the sort key of the last row of a page, opaque to clients (base64url
 * JSON of its parts as text). Timestamps travel as text with microseconds (server/lib/cursor.ts
 * `exactTime`), because a JavaScript Date keeps only milliseconds and the next page would repeat
 * or skip rows. Written with TextEncoder and btoa so the browser and the server share it.
 */
export function encodeCursor(parts: readonly string[]): string {
  const bytes = new TextEncoder().encode(JSON.stringify(parts));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

function decodeParts(cursor: string): unknown {
  try {
    const binary = atob(cursor.replace(/-/g, "+").replace(/_/g, "/"));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch {
    return undefined;
  }
}

/** A cursor part: a timestamp as `exactTime` writes it (UTC, microseconds). */
export const cursorTime = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/);
/** A cursor part: a row id. */
export const cursorId = z.string().regex(UUID_PATTERN);
/** A cursor part: free text (a name the list is sorted by). */
export const cursorText = z.string();

/**
 * The `cursor` query parameter of a keyset list: a string on the wire (and in the API contract),
 * its named parts in the handler, `undefined` for the first page. `parts` names them in the order
 * `encodeCursor` wrote them. Whatever is wrong with a cursor (not base64url JSON, the wrong
 * number of parts, a part of the wrong shape) is one 400 with CURSOR_MESSAGE.
 */
export function keysetCursor<Parts extends Record<string, z.ZodType>>(parts: Parts) {
  const names = Object.keys(parts);
  const shape = z.object(parts);
  return z
    .string()
    .max(CURSOR_MAX_LENGTH, CURSOR_MESSAGE)
    .optional()
    .transform((cursor, ctx) => {
      if (cursor === undefined || cursor === "") return undefined;
      const decoded = decodeParts(cursor);
      const values =
        Array.isArray(decoded) && decoded.length === names.length
          ? shape.safeParse(Object.fromEntries(names.map((name, i) => [name, decoded[i]])))
          : undefined;
      if (!values?.success) {
        ctx.addIssue({ code: "custom", message: CURSOR_MESSAGE });
        return z.NEVER;
      }
      return values.data;
    });
}

/** The cursor of a newest-first list: the last row's time and id. */
export const timeIdCursor = () => keysetCursor({ time: cursorTime, id: cursorId });

/** The `nextCursor` of a newest-first page from where the next page starts, null on the last. */
export const nextTimeIdCursor = (next: { time: string; id: string } | null) =>
  next ? encodeCursor([next.time, next.id]) : null;
