import { isKnownCurrency } from "@common/money/currencies.ts";
import { parseDecimal } from "@common/money/decimal.ts";
import { MONTH_PATTERN } from "@common/royalties/earnings.ts";
import { LINE_AMOUNT_LIMIT, wholeUnits } from "./amountLimits.ts";
import type { ProblemList } from "./reportLine.ts";
import { ReportMessages } from "./reportMessages.ts";

/**
 * Reading report cells into checked values. Each reader notes a problem naming the line and the
 * field and returns null, so one pass collects every problem of a file instead of stopping at
 * the first.
 */

const DIGITS = /^\d+$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A required cell: empty notes "missing"; otherwise `check` returns the value, or null after
 * noting why the text is not one (the message names the field and the text).
 */
function required<T>(
  problems: ProblemList,
  line: number,
  field: string,
  value: string,
  check: (value: string) => T | null,
  problem: (field: string, value: string) => string,
): T | null {
  if (value === "") {
    problems.add(line, ReportMessages.missing(field));
    return null;
  }
  const checked = check(value);
  if (checked === null) problems.add(line, problem(field, value));
  return checked;
}

/** A count as a bigint: summary totals and FOOT counts may pass 2^53 when added up. */
export function readBigCount(
  problems: ProblemList,
  line: number,
  field: string,
  value: string,
): bigint | null {
  return required(
    problems,
    line,
    field,
    value,
    (text) => (DIGITS.test(text) ? BigInt(text) : null),
    ReportMessages.notACount,
  );
}

/** A line's count, kept as a number: one line's streams stay far below 2^53. */
export function readCount(
  problems: ProblemList,
  line: number,
  field: string,
  value: string,
): number | null {
  return required(
    problems,
    line,
    field,
    value,
    (text) =>
      DIGITS.test(text) && BigInt(text) <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(text) : null,
    ReportMessages.notACount,
  );
}

/**
 * An amount, checked with the parser the ledger uses so that whatever passes here books later,
 * and returned as the file wrote it (never a JavaScript number). Below LINE_AMOUNT_LIMIT
 * (amountLimits.ts): a larger one could not be booked.
 */
export function readAmount(
  problems: ProblemList,
  line: number,
  field: string,
  value: string,
): string | null {
  const parses = (text: string) => {
    try {
      return parseDecimal(text);
    } catch {
      return null;
    }
  };
  const amount = required(problems, line, field, value, parses, ReportMessages.notAnAmount);
  if (amount === null) return null;
  if (wholeUnits(amount).down < LINE_AMOUNT_LIMIT) return value;
  problems.add(line, ReportMessages.amountTooLarge(field, value));
  return null;
}

/** A stated exchange rate: an amount above 0, since amounts are divided by it. */
export function readRate(
  problems: ProblemList,
  line: number,
  field: string,
  value: string,
): string | null {
  const amount = readAmount(problems, line, field, value);
  if (amount === null) return null;
  if (parseDecimal(amount).units > 0n) return amount;
  problems.add(line, ReportMessages.notARate(field, value));
  return null;
}

/** A currency the ledger knows the minor unit of, so every later step can round in it. */
export function readCurrency(
  problems: ProblemList,
  line: number,
  field: string,
  value: string,
): string | null {
  return required(
    problems,
    line,
    field,
    value,
    (text) => (isKnownCurrency(text) ? text : null),
    ReportMessages.notACurrency,
  );
}

/** DSR booleans are TRUE/FALSE; lower case is accepted, spreadsheets rewrite them. */
export function readBoolean(
  problems: ProblemList,
  line: number,
  field: string,
  value: string,
): boolean | null {
  const upper = value.toUpperCase();
  if (upper === "TRUE") return true;
  if (upper === "FALSE") return false;
  problems.add(line, ReportMessages.notABoolean(field, value));
  return null;
}

/**
 * Whether a date or month ("2025-01-31", "2025-01") is in the years 1900 to 2199, the months
 * the rest of Offbeat takes (MONTH_PATTERN). PostgreSQL has no year 0, which JavaScript's Date
 * reads: "0000-01-01" passed here and crashed the parse job when the report was saved.
 */
const inBookedYears = (date: string) => MONTH_PATTERN.test(date.slice(0, 7));

/** An ISO date (YYYY-MM-DD) that exists on the calendar, in the years 1900 to 2199. */
export function readDate(
  problems: ProblemList,
  line: number,
  field: string,
  value: string,
): string | null {
  const match = DATE.exec(value);
  if (match) {
    const date = new Date(`${value}T00:00:00Z`);
    if (!Number.isNaN(date.getTime()) && date.toISOString().startsWith(value)) {
      if (inBookedYears(value)) return value;
      problems.add(line, ReportMessages.outsideYears(field, value));
      return null;
    }
  }
  problems.add(line, ReportMessages.notADate(field, value));
  return null;
}

/** A report period as a month, YYYY-MM, from the ways CSV exports write it. */
export function readPeriod(problems: ProblemList, line: number, value: string): string | null {
  const text = value.trim();
  const match = /^(\d{4})-?(\d{2})(?:-(\d{2}))?$/.exec(text);
  const month = Number(match?.[2]);
  if (match && month >= 1 && month <= 12) {
    const period = `${match[1]}-${match[2]}`;
    if (match[3] !== undefined) return readDate(problems, line, "Period", text) && period;
    if (inBookedYears(period)) return period;
    problems.add(line, ReportMessages.outsideYears("Period", text));
    return null;
  }
  problems.add(line, ReportMessages.notAPeriod(value));
  return null;
}
