/**
 * A CSV report's header row, read the same way by the importer (the delimiter) and by the
 * mapping form (the column names a sample file offers).
 */

export type CsvDelimiter = "," | ";" | "\t";

/**
 * The delimiter a CSV export used, told by its header row: spreadsheets in countries that write
 * decimals with a comma separate cells with ";" (and then read 12,34 as a decimal).
 */
export function csvDelimiterOf(headerLine: string): CsvDelimiter {
  const count = (character: string) => headerLine.split(character).length - 1;
  const counts = { ",": count(","), ";": count(";"), "\t": count("\t") };
  if (counts["\t"] > counts[","] && counts["\t"] > counts[";"]) return "\t";
  return counts[";"] > counts[","] ? ";" : ",";
}

/** The first line of `text`, without a byte order mark or line ending. */
export const firstLineOf = (text: string) => text.replace(/^\uFEFF/, "").split(/\r?\n/)[0] ?? "";

/**
 * The column names of a CSV file's first line, quotes as RFC 4180 writes them ("a ""b""" is
 * a "b"), trimmed; empty names left out.
 */
export function csvHeaderNames(text: string): string[] {
  const line = firstLineOf(text);
  const delimiter = csvDelimiterOf(line);
  const names: string[] = [];
  let cell = "";
  let quoted = false;
  for (let index = 0; index < line.length; index += 1) {
    const character = line[index];
    if (quoted) {
      if (character === '"' && line[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (character === '"') quoted = false;
      else cell += character;
    } else if (character === '"') quoted = true;
    else if (character === delimiter) {
      names.push(cell);
      cell = "";
    } else cell += character;
  }
  names.push(cell);
  return names.map((name) => name.trim()).filter((name) => name !== "");
}
