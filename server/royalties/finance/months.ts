/**
 * Calendar months as the finance overview names them ("2026-03"), in UTC like the ledger's
 * booking months (docs/royalties.md "Periods").
 */

/** "2026-03" → [2026, 3]. */
function parts(month: string): [number, number] {
  const [year, number] = month.split("-").map(Number);
  return [year ?? 0, number ?? 1];
}

/** A month `count` months after (or before, when negative) `month`. */
export function addMonths(month: string, count: number): string {
  const [year, number] = parts(month);
  const index = year * 12 + (number - 1) + count;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  return `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}`;
}

/** Months from `from` to `to`, both included (0 when `to` is before `from`). */
export function monthsBetween(from: string, to: string): number {
  const [fy, fm] = parts(from);
  const [ty, tm] = parts(to);
  return ty * 12 + tm - (fy * 12 + fm) + 1;
}

/** Every month from `from` to `to`, both included, oldest first. */
export function monthRange(from: string, to: string): string[] {
  const count = Math.max(0, monthsBetween(from, to));
  return Array.from({ length: count }, (_, i) => addMonths(from, i));
}

/** The instant a month starts, UTC ("2026-03" → "2026-03-01T00:00:00.000Z"). */
export const monthStart = (month: string): string => `${month}-01T00:00:00.000Z`;
