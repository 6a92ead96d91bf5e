/**
 * A user's money at a glance (issue 19), the one definition the earnings page, the withdrawal
 * form and the period-close mails share. Amounts are minor units of the ledger's currency.
 *
 * - owed: what the label owes the user now (artist_payable).
 * - pending: the part of owed booked in a period that has not closed yet (reported, not final).
 * - available: owed − pending, what a withdrawal may take.
 * - inProgress: requested withdrawals not processed yet (payouts_in_progress).
 * - paidOut: everything paid to the user.
 * - lifetime: everything ever earned (owed + inProgress + paidOut).
 *
 * A period is a calendar month (UTC) of booking: an entry posted in March is pending until
 * March closes (royalty_periods), then available. One query.
 */
import { sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client.ts";

export interface MoneySummary {
  currency: string;
  owed: bigint;
  pending: bigint;
  available: bigint;
  inProgress: bigint;
  paidOut: bigint;
  lifetime: bigint;
  /** The first day of the oldest month still open ("2026-11-01"), or null before any close. */
  openFrom: string | null;
}

interface SummaryRow extends Record<string, unknown> {
  payable: string | null;
  in_progress: string | null;
  paid_out: string | null;
  pending: string | null;
  open_from: string | null;
}

const big = (text: string | null) => (text === null ? 0n : BigInt(text));

/** Entry kinds that earn (as opposed to withdrawals moving money out and back). */
const EARNING_KINDS = sql`('report_posting', 'invitation_claimed', 'correction')`;

/**
 * The summary of `userId` in `currency`; under a lock when `tx` holds one on the payable row
 * (the withdrawal request does), the figures are the ones it may act on.
 */
export async function moneySummary(
  tx: Tx | Db,
  userId: string,
  currency: string,
): Promise<MoneySummary> {
  const result = await tx.execute<SummaryRow>(sql`
    with accounts as (
      select a.id, a.kind, coalesce(b.balance, 0) as balance
      from ledger_accounts a
      left join account_balances b on b.account_id = a.id
      where a.user_id = ${userId} and a.currency = ${currency}
        and a.kind in ('artist_payable', 'payouts_in_progress', 'paid_out')
    ),
    open_from as (
      select (max(period) + interval '1 month')::date as day from royalty_periods
    )
    select
      (select -balance from accounts where kind = 'artist_payable')::text as payable,
      (select -balance from accounts where kind = 'payouts_in_progress')::text as in_progress,
      (select -balance from accounts where kind = 'paid_out')::text as paid_out,
      (select coalesce(sum(-l.amount) filter (where l.amount < 0), 0)
         from journal_lines l
         join journal_entries e on e.id = l.entry_id
         where l.account_id = (select id from accounts where kind = 'artist_payable')
           and e.kind in ${EARNING_KINDS}
           and ((select day from open_from) is null
             or e.created_at >= ((select day from open_from)::timestamp at time zone 'UTC'))
      )::text as pending,
      (select day from open_from)::text as open_from
  `);
  const row = result.rows[0];
  const owed = big(row?.payable ?? null);
  const inProgress = big(row?.in_progress ?? null);
  const paidOut = big(row?.paid_out ?? null);
  // Pending is what the open month credited (earnings, corrections in the artist's favour). What
  // it took back (a store's refund, a reversal, a correction against the artist) comes off the
  // available money at once, as a bank holds incoming credits but not debits: netted against
  // this month's credits instead, a correction taking back an old month's money made this
  // month's earnings withdrawable before their month closed. Never more than is owed.
  const credited = big(row?.pending ?? null);
  const pending = credited > owed ? owed : credited;
  return {
    currency,
    owed,
    pending,
    available: owed - pending,
    inProgress,
    paidOut,
    lifetime: owed + inProgress + paidOut,
    openFrom: row?.open_from ?? null,
  };
}
