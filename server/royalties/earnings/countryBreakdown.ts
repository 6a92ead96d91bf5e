/**
 * A user's earnings by country (issue 19 charts and statements). The ledger books per (track,
 * sales month, store, report), not per country, so the country comes from the report lines a
 * journal line was booked from: the user's amount of a (report, track) is apportioned over the
 * countries of that report's posted lines for the track, by their ledger_amount (a release-level
 * line, matched by UPC, counts for each of the release's tracks with 1/n of its amount, as the
 * posting shares it). PostgreSQL's numeric keeps the shares exact enough (far below a unit), and
 * roundToTotal turns them into whole minor units that add up to the user's total exactly. Money
 * no report line explains (an invitation claimed, a correction without a report) has country null.
 * One query.
 */
import { type Decimal, parseDecimal, rescale } from "@common/money/decimal.ts";
import { type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { EARNING_KINDS, payableAccount } from "./ledgerScope.ts";

interface CountryRow extends Record<string, unknown> {
  part: "country" | "total";
  country: string | null;
  amount: string;
}

/**
 * Whole units for exact values that should add up to `total`: each value's floor, then the units
 * left over one each to the largest fractional parts (ties to the earlier value). If rounding in
 * the database left the sum off by more than the number of values, the rest goes to the largest.
 */
export function roundToTotal(values: readonly Decimal[], total: bigint): bigint[] {
  if (values.length === 0) return [];
  const scale = Math.max(...values.map((value) => value.scale));
  const one = 10n ** BigInt(scale);
  const parts = values.map((value, index) => {
    const units = rescale(value, scale).units;
    let floor = units / one;
    if (units < 0n && floor * one !== units) floor -= 1n;
    return { index, floor, fraction: units - floor * one };
  });
  const shares = parts.map((part) => part.floor);
  let leftover = total - shares.reduce((sum, share) => sum + share, 0n);
  const order = [...parts].sort((a, b) =>
    a.fraction === b.fraction ? a.index - b.index : a.fraction > b.fraction ? -1 : 1,
  );
  for (const part of order) {
    if (leftover <= 0n) break;
    shares[part.index] = (shares[part.index] ?? 0n) + 1n;
    leftover -= 1n;
  }
  if (leftover !== 0n) {
    const largest = shares.reduce(
      (best, share, index) => (share > (shares[best] ?? 0n) ? index : best),
      0,
    );
    shares[largest] = (shares[largest] ?? 0n) + leftover;
  }
  return shares;
}

/**
 * The query behind countryBreakdown. No join
 * between the user's amounts and the report lines: both go into one list keyed by (report,
 * track), and window sums over that key give each line its share of the user's amount. So the
 * cost is a sort of the user's lines and their tracks' report lines, whatever the planner
 * estimates (a fresh table's statistics made joins of the two sets a nested loop).
 */
export function countryQuery(userId: string, currency: string, bookedIn: SQL): SQL {
  return sql`
    with booked as (
      select l.report_id, l.track_id, -l.amount as amount
      from journal_lines l
      join journal_entries e on e.id = l.entry_id
      where l.account_id = ${payableAccount(userId, currency)}
        and e.kind in ${EARNING_KINDS} and ${bookedIn}
    ),
    parts as (
      select report_id, track_id, null::text as country, amount, 0::numeric as w,
             false as is_line
      from booked
      union all
      -- The posted lines of the user's tracks in the reports their money came from, by
      -- royalty_report_lines_booked_idx (track, report): a statement's month reads that month's
      -- reports, not the tracks' whole history. Arrays, evaluated first, keep the planner from
      -- scanning the whole table when it cannot tell how many. Booked lines only: a line posted
      -- by a posting that booked nothing (its amounts summed to zero) weighs nothing here.
      select r.report_id, r.track_id, r.country, 0, r.ledger_amount, true
      from royalty_report_lines r
      where r.state = 'posted' and r.posted_entry_id is not null
        and r.track_id = any (array(select distinct track_id from booked where track_id is not null))
        and r.report_id = any (array(select distinct report_id from booked where report_id is not null))
      union all
      -- Release-level lines (matched by UPC): 1/n of each to every track of the release, read
      -- by royalty_report_lines_release_idx (posted lines without a track).
      select r.report_id, t.id, r.country, 0,
             r.ledger_amount / (select count(*) from tracks n where n.release_id = r.release_id),
             true
      from royalty_report_lines r
      join tracks t on t.release_id = r.release_id
      where r.state = 'posted' and r.track_id is null
        and t.id = any (array(select distinct track_id from booked where track_id is not null))
    ),
    shared as (
      select country, is_line, amount, w,
             sum(amount) over k as user_total, sum(w) over k as w_total
      from parts
      window k as (partition by report_id, track_id)
    )
    select 'country' as part, country, sum(user_total * w / w_total)::text as amount
    from shared where is_line and w_total <> 0 and user_total <> 0
    group by country
    union all
    select 'country', null, sum(amount)::text
    from shared where not is_line and w_total = 0 having count(*) > 0
    union all
    select 'total', null, coalesce(sum(amount), 0)::text from booked`;
}

/**
 * The user's earnings (minor units) by country, largest first; `bookedIn` limits them to
 * entries booked in a window (a statement's month).
 */
export async function countryBreakdown(
  db: Db | Tx,
  userId: string,
  currency: string,
  bookedIn: SQL = sql`true`,
): Promise<{ country: string | null; amount: bigint }[]> {
  const result = await db.execute<CountryRow>(countryQuery(userId, currency, bookedIn));
  const totalRow = result.rows.find((row) => row.part === "total");
  const rows = result.rows.filter((row) => row.part === "country");
  const total = BigInt(totalRow?.amount ?? "0");
  const shares = roundToTotal(
    rows.map((row) => parseDecimal(row.amount)),
    total,
  );
  return rows
    .map((row, index) => ({ country: row.country, amount: shares[index] ?? 0n }))
    .filter((row) => row.amount !== 0n)
    .sort((a, b) => (a.amount === b.amount ? 0 : a.amount > b.amount ? -1 : 1));
}
