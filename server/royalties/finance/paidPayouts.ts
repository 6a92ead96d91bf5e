/**
 * The payouts behind the finance overview's "paid out" (issue 19): each withdrawal marked paid
 * whose paid-out entry was booked in the months asked for, in booking order. Found through that
 * entry (its idempotency key is `payout:<id>:paid`, server/payouts/processPayout.ts), so the rows
 * add up to the overview's figure for the same months, and the bank's date and reference stand
 * beside each for matching against the bank statement.
 */
import { amountText } from "@common/money/format.ts";
import { type PayoutMethod, payoutMethodLabel } from "@common/payouts/payouts.ts";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { type CsvDialect, csvCell } from "../../lib/csvText.ts";
import { addMonths, monthStart } from "./months.ts";

interface PaidPayoutRow extends Record<string, unknown> {
  id: string;
  booked_on: string;
  paid_on: string;
  reference: string;
  artist: string;
  email: string;
  method: PayoutMethod;
  currency: string;
  amount: string;
  requested_on: string;
}

export async function paidPayouts(db: Db, currency: string, from: string, to: string) {
  const result = await db.execute<PaidPayoutRow>(sql`
    select p.id,
           (e.created_at at time zone 'UTC')::date::text as booked_on,
           p.paid_on::text as paid_on,
           p.reference,
           coalesce(u.artist_name, u.full_name) as artist,
           u.email::text as email,
           p.method,
           p.currency,
           p.amount::text as amount,
           (p.created_at at time zone 'UTC')::date::text as requested_on
    from journal_entries e
    -- The request's id from the entry's key ("payout:<id>:paid", the only shape a payout_paid
    -- entry has), so each entry finds its request through the primary key.
    join payout_requests p on p.id = split_part(e.idempotency_key, ':', 2)::uuid
    join users u on u.id = p.user_id
    where e.created_at >= ${monthStart(from)}::timestamptz
      and e.created_at < ${monthStart(addMonths(to, 1))}::timestamptz
      and e.kind = 'payout_paid'
      and p.currency = ${currency}
    order by e.created_at, p.id`);
  return result.rows;
}

const HEADER = [
  "booked_on",
  "paid_on",
  "reference",
  "artist",
  "email",
  "method",
  "currency",
  "amount",
  "requested_on",
  "payout_id",
] as const;

/** One row per payout; amounts in major units, bare, in the dialect asked for. */
export function paidPayoutsCsv(rows: PaidPayoutRow[], dialect: CsvDialect): string {
  const lines = rows.map((row) =>
    dialect.row([
      csvCell(row.booked_on),
      csvCell(row.paid_on),
      csvCell(row.reference),
      csvCell(row.artist),
      csvCell(row.email),
      csvCell(payoutMethodLabel[row.method]),
      csvCell(row.currency),
      dialect.amount(amountText(BigInt(row.amount), row.currency)),
      csvCell(row.requested_on),
      csvCell(row.id),
    ]),
  );
  return `${[dialect.row(HEADER), ...lines].join("\r\n")}\r\n`;
}
