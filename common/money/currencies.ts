/**
 * ISO 4217 minor-unit exponents of the currencies a label meets in store reports and payouts.
 * The exponent decides what "one unit" of the ledger is (SEK 2 → öre), so it comes from the
 * standard's table, never from how many decimals a report happened to write.
 */
import { MoneyError, MoneyMessages } from "./messages.ts";

const EXPONENTS: Readonly<Record<string, number>> = {
  // No minor unit in use.
  CLP: 0,
  ISK: 0,
  JPY: 0,
  KRW: 0,
  PYG: 0,
  UGX: 0,
  VND: 0,
  XAF: 0,
  XOF: 0,
  // Three decimals (fils, baisa, millime).
  BHD: 3,
  IQD: 3,
  JOD: 3,
  KWD: 3,
  LYD: 3,
  OMR: 3,
  TND: 3,
  // Two decimals: the Nordic, European and main store-reporting currencies.
  AED: 2,
  ARS: 2,
  AUD: 2,
  BGN: 2,
  BRL: 2,
  CAD: 2,
  CHF: 2,
  CNY: 2,
  COP: 2,
  CZK: 2,
  DKK: 2,
  EGP: 2,
  EUR: 2,
  GBP: 2,
  HKD: 2,
  HUF: 2,
  IDR: 2,
  ILS: 2,
  INR: 2,
  KES: 2,
  MXN: 2,
  MYR: 2,
  NGN: 2,
  NOK: 2,
  NZD: 2,
  PEN: 2,
  PHP: 2,
  PLN: 2,
  RON: 2,
  RSD: 2,
  SAR: 2,
  SEK: 2,
  SGD: 2,
  THB: 2,
  TRY: 2,
  TWD: 2,
  UAH: 2,
  USD: 2,
  ZAR: 2,
};

/** Codes Offbeat can book, sorted: for a select and for validating report currencies. */
export const CURRENCY_CODES: readonly string[] = Object.keys(EXPONENTS).sort();

/** Whether `code` (upper-case ISO 4217, as reports write it) is a currency Offbeat knows. */
export const isKnownCurrency = (code: string): boolean => Object.hasOwn(EXPONENTS, code);

/** Decimals of the currency's minor unit (SEK 2, JPY 0, BHD 3); throws for an unknown code. */
export function currencyExponent(code: string): number {
  const exponent = isKnownCurrency(code) ? EXPONENTS[code] : undefined;
  if (exponent === undefined) throw new MoneyError(MoneyMessages.unknownCurrency(code));
  return exponent;
}
