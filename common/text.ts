import { z } from "zod";

/**
 * Text the database can store. PostgreSQL refuses U+0000 in text and jsonb, and a lone UTF-16
 * surrogate (half of a pair, which JSON's "\ud800" escape can carry) in jsonb; neither is ever
 * typed by a person. The server refuses both in any request before a route sees it.
 *
 * Text a person types: the fields of names, titles and texts (oneLineText, multiLineText below)
 * also refuse control characters, with a message naming the field.
 */
export const TextMessages = {
  nul: "Text may not contain the character U+0000.",
  loneSurrogate: "Text contains an invalid character (a lone surrogate).",
  invalidMultipart: "The upload is not valid multipart form data.",
  invalidAddress: "This address contains characters that are not valid.",
  addressTooLong: "This address is too long: an id in it is longer than any id Offbeat gives.",
  /** A name, title or text holding a character isOneLineText / isMultiLineText refuse. */
  controlCharacters: (field: string) => `${field} cannot contain control characters.`,
} as const;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const UNSTORABLE = new RegExp(`\\u0000|${LONE_SURROGATE.source}`, "g");

/** Why `text` cannot be stored, or null when it can. */
export function unstorableTextReason(text: string): string | null {
  if (text.includes("\u0000")) return TextMessages.nul;
  if (LONE_SURROGATE.test(text)) return TextMessages.loneSurrogate;
  return null;
}

/** `text` with every character that cannot be stored shown as U+FFFD, to name it in a message. */
export function showUnstorable(text: string): string {
  return text.replace(UNSTORABLE, "\uFFFD");
}

/**
 * Characters that are not text but instructions to whatever shows it: the C0 and C1 control
 * characters and DEL (\p{Cc}: ESC starts a terminal colour sequence, BEL rings, U+0085 breaks
 * the line), and the bidirectional embedding, override and isolate controls (U+202A to U+202E,
 * U+2066 to U+2069), which reverse the text that follows them ("U+202E" then "3pm.exe" reads
 * "exe.mp3") even beyond the field, on a page or in a list. The marks U+200E and U+200F and the
 * letters of right-to-left scripts are text, and allowed.
 *
 * A one-line field also refuses the line and paragraph separators (U+2028, U+2029: a line
 * break in one). Invisible characters (the zero-width space, the joiners, the word joiner, the
 * byte order mark) are allowed: a name pasted with one is still the name, and where two names
 * must not read the same (artist names) they are compared with those characters taken out
 * (common/artistNames.ts), so the look-alike is refused as taken and the typed own name kept.
 */
const LINE_CONTROLS = /[\p{Cc}\u202A-\u202E\u2066-\u2069\u2028\u2029]/u;
/**
 * The controls of a one-line field, less the tab and the line breaks (LF, CR as in CRLF, and
 * the separators U+2028 and U+2029) that texts are made of.
 */
const TEXT_CONTROLS = /[^\P{Cc}\t\n\r]|[\u202A-\u202E\u2066-\u2069]/u;

/** Whether `text` may be a one-line field (a name, a title, a subject): no controls at all. */
export function isOneLineText(text: string): boolean {
  return !LINE_CONTROLS.test(text);
}

/** Whether `text` may be a multi-line field (a bio, a message): tabs and line breaks only. */
export function isMultiLineText(text: string): boolean {
  return !TEXT_CONTROLS.test(text);
}

/**
 * A one-line field a person types (a name, a title, a subject): trimmed, at most `max`
 * characters, and no control characters (TextMessages.controlCharacters names `field`). Chain
 * `.min(1, …)` for a required one.
 */
export const oneLineText = (field: string, max: number, tooLong?: string) =>
  z.string().trim().max(max, tooLong).refine(isOneLineText, TextMessages.controlCharacters(field));

/** A multi-line field (a bio, a message, a description): as oneLineText, with line breaks. */
export const multiLineText = (field: string, max: number, tooLong?: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .refine(isMultiLineText, TextMessages.controlCharacters(field));
