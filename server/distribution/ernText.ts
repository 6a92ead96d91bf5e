/**
 * Text as a DDEX message carries it. The writer (xmlTree.ts) escapes markup (&, <, >) but writes
 * any other character as given, and XML 1.0 has no way to carry most control characters: one of
 * them in a title would make the whole message unreadable to the store.
 */
const NOT_IN_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** A name or title for an element: NFC, no characters XML cannot carry, one line, trimmed. */
export function xmlText(text: string): string {
  return text.normalize("NFC").replace(NOT_IN_XML, "").replace(/\s+/gu, " ").trim();
}

/** Whole seconds as an xs:duration (ISO 8601), as ERN's Duration elements want: PT3M25S. */
export function isoDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `PT${h > 0 ? `${h}H` : ""}${m}M${s}S`;
}
