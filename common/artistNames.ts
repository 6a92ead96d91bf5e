/**
 * Artist names belong to one account (issue 16): "Nova", "NOVA", "Ｎｏｖａ" and "Nova" with a
 * zero-width space are the same name to a listener, so they are the same name here too.
 *
 * Characters nobody sees: Unicode's default-ignorable code points (zero-width space and joiners,
 * word joiner, BOM, soft hyphen, bidirectional marks, variation selectors, Hangul fillers, tags)
 * and the blank Braille pattern, which renders as a space. Migration 0008 strips the same set in
 * SQL for the names stored before this rule.
 */
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\u2800]/gu;

/**
 * The form of an artist name that comparisons use: compatibility-normalised (NFKC: full-width
 * letters, ligatures and styled letters become plain ones), invisible characters removed, runs
 * of white space made one space, trimmed. Case is kept: the database compares it with citext.
 */
export function normaliseArtistName(name: string): string {
  return name.normalize("NFKC").replace(INVISIBLE, "").replace(/\s+/gu, " ").trim();
}

/** Whether two spellings name the same artist (normalised, ignoring case). */
export function sameArtistName(a: string, b: string): boolean {
  return normaliseArtistName(a).toLowerCase() === normaliseArtistName(b).toLowerCase();
}
