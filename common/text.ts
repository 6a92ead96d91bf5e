/**
 * Text the database can store. PostgreSQL refuses U+0000 in text and jsonb, and a lone UTF-16
 * surrogate (half of a pair, which JSON's "\ud800" escape can carry) in jsonb; neither is ever
 * typed by a person. The server refuses both in any request before a route sees it.
 */
export const TextMessages = {
  nul: "Text may not contain the character U+0000.",
  loneSurrogate: "Text contains an invalid character (a lone surrogate).",
  invalidMultipart: "The upload is not valid multipart form data.",
  invalidAddress: "This address contains characters that are not valid.",
  addressTooLong: "This address is too long: an id in it is longer than any id Offbeat gives.",
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
