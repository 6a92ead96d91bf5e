import { currencyExponent } from "./currencies.ts";

/**
 * An amount as a person types it into a form, in the API's notation ("1445.60"). Pages write
 * amounts "SEK 1,445.60", and the label's artists write "1 445,60" or "250,50" (Swedish) or
 * "1.445,60" (German); each is read as what it says. Only readings that cannot mean anything
 * else are taken: anything else comes back as typed, for the server to refuse in its own words
 * ("Enter an amount like 250 or 250.50.").
 *
 * - Spaces (also the no-break kinds Intl writes) only group digits, in threes.
 * - With both "," and ".", the last is the decimal mark and the other groups in threes.
 * - One kind of mark, twice or more ("1,000,000"), groups.
 * - One mark once: a decimal mark, except before exactly three digits when the currency has
 *   fewer than three decimals ("1,000" SEK is a thousand: nobody writes one krona so). With a
 *   three-decimal currency (BHD) that reading is the API's own: 1.000.
 * - The currency's code may stand before or after ("SEK 250", "250 sek"), and "kr" after a
 *   krona or krone amount.
 */
export function typedAmount(text: string, currency: string): string {
  const typed = text.trim();
  const bare = withoutCurrency(typed, currency);
  const last = /[.,](?=\d*$)/.exec(bare);
  if (!last) return ungroup(bare) ?? typed;
  const mark = last[0];
  const before = bare.slice(0, last.index);
  const after = bare.slice(last.index + 1);
  const grouping =
    before.includes(mark) ||
    (!/[.,]/.test(before) &&
      after.length === 3 &&
      currencyExponent(currency) < 3 &&
      /^[1-9]/.test(before));
  if (grouping) return ungroup(bare) ?? typed;
  const whole = ungroup(before);
  return whole !== null && /^\d+$/.test(after) ? `${whole}.${after}` : typed;
}

const SPACE = /[ \u00a0\u202f]/;
const KRONA = new Set(["SEK", "NOK", "DKK", "ISK"]);

function withoutCurrency(text: string, currency: string): string {
  const code = currency.toLowerCase();
  const lower = text.toLowerCase();
  if (lower.startsWith(code)) return text.slice(code.length).trim();
  if (lower.endsWith(code)) return text.slice(0, -code.length).trim();
  if (KRONA.has(currency)) {
    const kr = /\s*kr\.?$/i.exec(text);
    if (kr) return text.slice(0, kr.index);
  }
  return text;
}

/** "12,345,678" or "12 345 678" → "12345678": one mark throughout, groups of three; else null. */
function ungroup(whole: string): string | null {
  if (/^\d+$/.test(whole)) return whole;
  const first = /\D/.exec(whole);
  if (!first || !(first[0] === "," || first[0] === "." || SPACE.test(first[0]))) return null;
  const [head, ...groups] = whole.split(first[0]);
  if (!head || !/^[1-9]\d{0,2}$/.test(head)) return null;
  return groups.every((group) => /^\d{3}$/.test(group)) ? [head, ...groups].join("") : null;
}

/**
 * An exchange rate as staff type it, in the API's notation: "11,4520" (a Swedish decimal comma)
 * is 11.4520. A comma before exactly three digits ("1,000", "11,452") could group thousands or
 * mark decimals, so it comes back as typed, for the server to refuse with an example of the
 * notation it takes; so does anything else that is not one decimal comma.
 */
export function typedRate(text: string): string {
  const typed = text.trim();
  return /^\d+,\d+$/.test(typed) && !/^\d{1,3},\d{3}$/.test(typed)
    ? typed.replace(",", ".")
    : typed;
}
