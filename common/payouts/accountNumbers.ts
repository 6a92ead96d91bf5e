/**
 * Checks and normal forms of where a payout goes (issue 19 "Withdrawals"): an IBAN (ISO 13616,
 * mod-97 check digits), a BIC (ISO 9362) and a Swedish mobile number for Swish. Shared by the
 * form (immediate field messages) and the server (the same rules decide).
 */
import { PayoutMessages } from "./messages.ts";

export type Checked = { ok: true; value: string } | { ok: false; message: string };

/**
 * IBAN lengths of the countries an artist of a Swedish label most often banks in. Another
 * country's IBAN is held to the standard's general 15..34 and its check digits.
 */
const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AT: 20,
  BE: 16,
  CH: 21,
  DE: 22,
  DK: 18,
  EE: 20,
  ES: 24,
  FI: 18,
  FR: 27,
  GB: 22,
  IE: 22,
  IS: 26,
  IT: 27,
  LT: 20,
  LV: 21,
  NL: 18,
  NO: 15,
  PL: 28,
  PT: 25,
  SE: 24,
};

/** The remainder of a long digit string divided by 97, piece by piece (no float, no bigint). */
function mod97(digits: string): number {
  let remainder = 0;
  for (let start = 0; start < digits.length; start += 7)
    remainder = Number(`${remainder}${digits.slice(start, start + 7)}`) % 97;
  return remainder;
}

/** "se45 5000 0000 0583 9825 7466" → "SE4550000000058398257466" when its check digits hold. */
export function checkIban(input: string): Checked {
  const iban = input.replace(/[\s-]/g, "").toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban))
    return { ok: false, message: PayoutMessages.ibanFormat };
  const country = iban.slice(0, 2);
  const length = IBAN_LENGTHS[country];
  if (length !== undefined && iban.length !== length)
    return { ok: false, message: PayoutMessages.ibanLength(country, length) };
  // ISO 13616: move the first four characters to the end, letters become 10..35, mod 97 = 1.
  const rearranged = `${iban.slice(4)}${iban.slice(0, 4)}`;
  const digits = rearranged.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  if (mod97(digits) !== 1) return { ok: false, message: PayoutMessages.ibanChecksum };
  return { ok: true, value: iban };
}

/** A BIC: bank (4 letters), country (2 letters), location (2), optional branch (3). */
export function checkBic(input: string): Checked {
  const bic = input.replace(/\s/g, "").toUpperCase();
  if (!/^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(bic))
    return { ok: false, message: PayoutMessages.bic };
  return { ok: true, value: bic };
}

/**
 * A Swedish mobile number (070, 072, 073, 076, 079 and the 071 M2M range excluded) as
 * "+467XXXXXXXX", from "070-123 45 67", "+46 70 123 45 67", "0046 70..." or the
 * "+46 (0)70 123 45 67" of many signatures (the trunk 0 kept after the country code).
 */
export function checkSwishPhone(input: string): Checked {
  const compact = input.replace(/[\s\-().]/g, "");
  const international = compact.startsWith("+46")
    ? compact.slice(3)
    : compact.startsWith("0046")
      ? compact.slice(4)
      : null;
  const national =
    international !== null
      ? international.replace(/^0/, "")
      : compact.startsWith("0")
        ? compact.slice(1)
        : null;
  if (national === null || !/^7[02369]\d{7}$/.test(national))
    return { ok: false, message: PayoutMessages.swishPhone };
  return { ok: true, value: `+46${national}` };
}

const DOTS = "••••";

/** "SE4550000000058398257466" → "SE45 •••• •••• 7466": country, check digits, last four. */
export const maskIban = (iban: string) => `${iban.slice(0, 4)} ${DOTS} ${DOTS} ${iban.slice(-4)}`;

/** "artist@example.com" → "a•••@example.com". */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  return `${email.slice(0, 1)}•••${email.slice(at)}`;
}

/** "+46701234534" → "+46 7• ••• •• 34". */
export const maskSwishPhone = (phone: string) => `+46 7• ••• •• ${phone.slice(-2)}`;

/**
 * "SE4550000000058398257466" → "SE45 5000 0000 0583 9825 7466": an IBAN's print format
 * (ISO 13616, groups of four), easier to read out and to check against a bank's form. Banks
 * take it pasted with its spaces.
 */
export const formatIban = (iban: string) => iban.replace(/(.{4})(?=.)/g, "$1 ");

/** "+46701234567" → "+46 70 123 45 67", as Swedish mobile numbers are written. */
export const formatSwishPhone = (phone: string) =>
  phone.replace(/^\+46(\d{2})(\d{3})(\d{2})(\d{2})$/, "+46 $1 $2 $3 $4");
