/**
 * Release and recording codes (decision 14, issue 15): UPC/EAN (GS1 GTIN-12/13), ISRC and the
 * DDEX party id (DPID). Pure functions shared by the builder (checked as typed), the server
 * (checked again on save, codes made on approval) and the DDEX message builder.
 */

/** What the builder, the settings card and the server say about a code, once for all. */
export const CodeMessages = {
  upcFormat: "UPC must have 12 digits (UPC-A) or 13 digits (EAN-13).",
  upcCheckDigit: "UPC check digit is wrong.",
  upcTaken: "This UPC is already used by another release.",
  isrcFormat: "ISRC must look like CC-XXX-YY-NNNNN.",
  isrcTaken: "ISRC is already used by another release.",
  isrcRepeated: (first: number) => `ISRC is also on track ${first}.`,
  dpidFormat:
    "DPID must look like PADPIDA followed by 11 letters or digits (PA-DPIDA-2014122301-Q).",
  gs1PrefixFormat: "GS1 company prefix must have 6 to 11 digits.",
  isrcPrefixFormat:
    "ISRC prefix must be a 2-letter country code and a 3-character registrant code, like SE-ABC.",
  upcRangeUsedUp: (prefix: string) =>
    `Every UPC of company prefix ${prefix} is used. Enter a new GS1 company prefix in Admin Tools > Distribution.`,
  isrcRangeUsedUp: (prefix: string, year: string) =>
    `Every ISRC of prefix ${prefix} for 20${year} is used. Enter a new ISRC prefix in Admin Tools > Distribution.`,
  upcPrefixMissing:
    "Set the label's GS1 company prefix in Admin Tools > Distribution before approving releases.",
  isrcPrefixMissing:
    "Set the label's ISRC prefix in Admin Tools > Distribution before approving releases.",
} as const;

/** Spaces and hyphens are how people group codes; the codes themselves never contain them. */
const stripSeparators = (code: string) => code.replace(/[\s-]/g, "");

// --- GS1: UPC-A (GTIN-12) and EAN-13 (GTIN-13) ------------------------------------------------

/**
 * The GS1 check digit of `digits` (the code without its check digit): from the right, weights
 * 3, 1, 3, …; the digit that brings the sum to a multiple of 10. Same for GTIN-8/12/13/14, and
 * a leading zero changes nothing (so a UPC-A and its EAN-13 form share their check digit).
 */
export function gs1CheckDigit(digits: string): number {
  if (!/^\d+$/.test(digits)) throw new Error(`not digits: ${digits}`);
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    const digit = Number(digits[digits.length - 1 - i]);
    sum += i % 2 === 0 ? digit * 3 : digit;
  }
  return (10 - (sum % 10)) % 10;
}

/** A UPC as stored: digits only ("0 36000 29145 2" → "036000291452"); anything else trimmed. */
export const normaliseUpc = (upc: string) => {
  const digits = stripSeparators(upc);
  return /^\d+$/.test(digits) ? digits : upc.trim();
};

/** The problem with a UPC/EAN the artist typed, or undefined when it is valid (or empty). */
export function upcError(upc: string): string | undefined {
  const code = normaliseUpc(upc);
  if (code === "") return undefined;
  if (!/^(\d{12}|\d{13})$/.test(code)) return CodeMessages.upcFormat;
  return gs1CheckDigit(code.slice(0, -1)) === Number(code.slice(-1))
    ? undefined
    : CodeMessages.upcCheckDigit;
}
export const isValidUpc = (upc: string) => upc.trim() !== "" && upcError(upc) === undefined;

/**
 * The GTIN-13 form of a UPC (a UPC-A with its leading zero), how two codes are compared: the
 * UPC-A 036000291452 and the EAN-13 0036000291452 are the same product code.
 */
export const upcKey = (upc: string) => {
  const code = normaliseUpc(upc);
  return /^\d{12}$/.test(code) ? `0${code}` : code;
};

export const isValidGs1Prefix = (prefix: string) => /^\d{6,11}$/.test(stripSeparators(prefix));
export const normaliseGs1Prefix = (prefix: string) => stripSeparators(prefix);

/**
 * How the label's UPCs are made from its GS1 company prefix (as GS1 issues it, 6 to 11 digits;
 * a U.S./Canada UPC company prefix is written with GS1's leading 0): prefix + item reference +
 * check digit = 13 digits. The item reference has 12 - prefix length digits (the sequence's
 * width). A prefix starting with 0 gives UPC-A codes (the GTIN-13 without its leading 0, 12
 * digits); any other an EAN-13.
 */
export function upcPlan(companyPrefix: string) {
  const prefix = normaliseGs1Prefix(companyPrefix);
  if (!isValidGs1Prefix(prefix)) throw new Error(`not a GS1 company prefix: ${companyPrefix}`);
  const width = 12 - prefix.length;
  return {
    prefix,
    /** Digits of the item reference (the sequence). */
    width,
    /** The largest sequence number the prefix holds. */
    capacity: 10 ** width - 1,
    format: prefix.startsWith("0") ? ("UPC-A" as const) : ("EAN-13" as const),
  };
}

/** The UPC (UPC-A or EAN-13, see upcPlan) of item `sequence` of a company prefix. */
export function makeUpc(companyPrefix: string, sequence: number): string {
  const plan = upcPlan(companyPrefix);
  if (!Number.isInteger(sequence) || sequence < 0 || sequence > plan.capacity)
    throw new RangeError(`sequence ${sequence} outside 0..${plan.capacity}`);
  const body = `${plan.prefix}${String(sequence).padStart(plan.width, "0")}`;
  const gtin13 = `${body}${gs1CheckDigit(body)}`;
  return plan.format === "UPC-A" ? gtin13.slice(1) : gtin13;
}

// --- ISRC (ISO 3901): CC-XXX-YY-NNNNN --------------------------------------------------------

const ISRC = /^[A-Z]{2}[A-Z0-9]{3}\d{7}$/;

/** ISRC: CC-XXX-YY-NNNNN, stored without hyphens in capitals ("" stays ""). */
export const normaliseIsrc = (isrc: string) => stripSeparators(isrc).toUpperCase();
export const isValidIsrc = (isrc: string) => ISRC.test(normaliseIsrc(isrc));
/** An ISRC as people write it, CC-XXX-YY-NNNNN (stored without hyphens). */
export function formatIsrc(isrc: string): string {
  const code = normaliseIsrc(isrc);
  return ISRC.test(code)
    ? `${code.slice(0, 2)}-${code.slice(2, 5)}-${code.slice(5, 7)}-${code.slice(7)}`
    : isrc;
}

/** The label's ISRC prefix: country code + registrant code ("SE-ABC" → "SEABC"). */
export const normaliseIsrcPrefix = (prefix: string) => stripSeparators(prefix).toUpperCase();
export const isValidIsrcPrefix = (prefix: string) =>
  /^[A-Z]{2}[A-Z0-9]{3}$/.test(normaliseIsrcPrefix(prefix));
/** "SEABC" → "SE-ABC", as the settings card shows it. */
export const formatIsrcPrefix = (prefix: string) => {
  const code = normaliseIsrcPrefix(prefix);
  return isValidIsrcPrefix(code) ? `${code.slice(0, 2)}-${code.slice(2)}` : prefix;
};

/** The largest designation code of one year: five digits. */
export const ISRC_YEAR_CAPACITY = 99_999;

/** The two-digit year of assignment (UTC) an ISRC made at `now` carries. */
export const isrcYear = (now: Date) => String(now.getUTCFullYear() % 100).padStart(2, "0");

/** prefix + two-digit year + five-digit designation: makeIsrc("SE-ABC", "26", 7) = SEABC2600007. */
export function makeIsrc(prefix: string, year: string, designation: number): string {
  const registrant = normaliseIsrcPrefix(prefix);
  if (!isValidIsrcPrefix(registrant)) throw new Error(`not an ISRC prefix: ${prefix}`);
  if (!/^\d{2}$/.test(year)) throw new Error(`not a two-digit year: ${year}`);
  if (!Number.isInteger(designation) || designation < 1 || designation > ISRC_YEAR_CAPACITY)
    throw new RangeError(`designation ${designation} outside 1..${ISRC_YEAR_CAPACITY}`);
  return `${registrant}${year}${String(designation).padStart(5, "0")}`;
}

// --- DDEX party id ---------------------------------------------------------------------------

/**
 * A DPID as DDEX messages carry it: "PADPIDA" + 10 characters + a check character (18 in all).
 * People write it with hyphens for reading ("PA-DPIDA-2014122301-Q"); messages never do.
 */
export const normaliseDpid = (dpid: string) => stripSeparators(dpid).toUpperCase();
export const isValidDpid = (dpid: string) => /^PADPIDA[A-Z0-9]{11}$/.test(normaliseDpid(dpid));
