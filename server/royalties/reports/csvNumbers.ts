/**
 * Quantities and amounts as spreadsheets write them into CSV exports: Excel writes a cell as it
 * shows it, so a column formatted with thousands separators comes out as "12,345" (English),
 * "12 345" (Swedish, a no-break space) or "12.345" (German). These turn such a cell into plain
 * digits (and a dot before the decimals) for the strict readers in reportValues.ts, and leave
 * anything else as it was, for those readers to refuse with the cell's own text.
 *
 * Only groupings that cannot mean anything else are taken: groups of exactly three digits, one
 * separator throughout. A space of any kind is never a decimal mark, so it groups on its own. A
 * comma (or, in a decimal-comma file, a dot) groups an amount only before the amount's own
 * decimal mark: "1,234.56" is one thousand and more, while "0,004" could be four thousandths
 * from a European tab-separated file and stays refused. A count has no decimals, so "12,345"
 * is twelve thousand and more in either kind of file.
 */

const SPACES = " \u00a0\u202f";

/** The file's decimal mark and the marks that may group its digits. */
function marksOf(decimalComma: boolean) {
  return decimalComma
    ? { decimal: ",", groups: `.${SPACES}`, ambiguous: "." }
    : { decimal: ".", groups: `,${SPACES}`, ambiguous: "," };
}

/** "12,345,678" → "12345678" when `text` is digits grouped by threes with one of `groups`. */
function ungroupDigits(text: string, groups: string): { digits: string; mark: string } | null {
  const first = /\D/.exec(text);
  if (!first) return { digits: text, mark: "" };
  const mark = first[0];
  if (!groups.includes(mark)) return null;
  const parts = text.split(mark);
  const [head, ...rest] = parts;
  if (!head || !/^\d{1,3}$/.test(head)) return null;
  if (rest.length === 0 || !rest.every((part) => /^\d{3}$/.test(part))) return null;
  return { digits: parts.join(""), mark };
}

/** A quantity cell: "12,345" → "12345" (or "12.345" in a decimal-comma file). */
export function csvCount(text: string, decimalComma: boolean): string {
  const ungrouped = ungroupDigits(text, marksOf(decimalComma).groups);
  return ungrouped ? ungrouped.digits : text;
}

/** An amount cell in the ledger's notation: "-1,234.56" → "-1234.56", "1 234,5" → "1234.5". */
export function csvAmount(text: string, decimalComma: boolean): string {
  const { decimal, groups, ambiguous } = marksOf(decimalComma);
  const sign = text.startsWith("-") ? "-" : "";
  const unsigned = sign ? text.slice(1) : text;
  const at = unsigned.lastIndexOf(decimal);
  const whole = at === -1 ? unsigned : unsigned.slice(0, at);
  const fraction = at === -1 ? null : unsigned.slice(at + 1);
  if (fraction !== null && !/^\d+$/.test(fraction)) return plain(text, decimalComma);
  const ungrouped = ungroupDigits(whole, groups);
  if (!ungrouped || (ungrouped.mark === ambiguous && fraction === null)) {
    return plain(text, decimalComma);
  }
  return `${sign}${ungrouped.digits}${fraction === null ? "" : `.${fraction}`}`;
}

/** A cell without grouping: a decimal comma becomes the dot the ledger's parser reads. */
const plain = (text: string, decimalComma: boolean) =>
  decimalComma ? text.replace(",", ".") : text;
