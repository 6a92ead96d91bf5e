/**
 * The ledger's figures for the admin finance overview (issue 19): balances now, and what was
 * booked month by month (the booking month of the journal entry, UTC, as moneySummary counts
 * periods). Two statements in one read-only snapshot whatever the data size, so the balances
 * and the months agree and the check figure is about one moment. Minor units, bigint.
 */
import { sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import type { LedgerAccountKind } from "../../ledger/accounts.ts";
import { addMonths, monthStart } from "./months.ts";

/** Balances by account kind, signed as the ledger stores them (debit +, credit −). */
type KindBalances = Partial<Record<LedgerAccountKind, bigint>>;

/** One (month, account kind, store) total of journal lines, signed as stored. */
interface BookedTotal {
  period: string;
  kind: "store_receivable" | "label_share" | "paid_out";
  storeId: string | null;
  storeName: string | null;
  amount: bigint;
}

export interface FinanceFigures {
  balances: KindBalances;
  payoutsRequested: number;
  booked: BookedTotal[];
}

interface BalanceRow extends Record<string, unknown> {
  kinds: { kind: LedgerAccountKind; total: string }[];
  requested: number | string;
}

interface BookedRow extends Record<string, unknown> {
  period: string;
  kind: BookedTotal["kind"];
  store_id: string | null;
  store_name: string | null;
  total: string;
}

async function balancesNow(tx: Tx, currency: string) {
  // Totals go through JSON as text: a bigint sum must not pass through a JavaScript number.
  const result = await tx.execute<BalanceRow>(sql`
    with k as (
      select a.kind, coalesce(sum(b.balance), 0)::text as total
      from ledger_accounts a
      left join account_balances b on b.account_id = a.id
      where a.currency = ${currency}
      group by a.kind
    )
    select
      coalesce((select json_agg(json_build_object('kind', kind, 'total', total)) from k), '[]') as kinds,
      (select count(*) from payout_requests
        where status = 'requested' and currency = ${currency})::int as requested`);
  const row = result.rows[0];
  const balances: KindBalances = {};
  for (const { kind, total } of row?.kinds ?? []) balances[kind] = BigInt(total);
  return { balances, payoutsRequested: Number(row?.requested ?? 0) };
}

async function bookedByMonth(tx: Tx, currency: string, from: string, to: string) {
  // Only reports touch the store receivable and the label share; paid out only payouts marked
  // paid. The artists' side of a month is revenue − label share (a report posting balances).
  const result = await tx.execute<BookedRow>(sql`
    select to_char(date_trunc('month', e.created_at at time zone 'UTC'), 'YYYY-MM') as period,
           a.kind,
           a.store_id,
           s.display_name as store_name,
           sum(l.amount)::text as total
    from journal_entries e
    join journal_lines l on l.entry_id = e.id
    join ledger_accounts a on a.id = l.account_id
    left join stores s on s.id = a.store_id
    where e.created_at >= ${monthStart(from)}::timestamptz
      and e.created_at < ${monthStart(addMonths(to, 1))}::timestamptz
      and a.currency = ${currency}
      and a.kind in ('store_receivable', 'label_share', 'paid_out')
    group by 1, 2, 3, 4
    order by 1, 2, 3`);
  return result.rows.map(
    (row): BookedTotal => ({
      period: row.period,
      kind: row.kind,
      storeId: row.store_id,
      storeName: row.store_name,
      amount: BigInt(row.total),
    }),
  );
}

/** The figures of `currency` (the ledger's), months `from`..`to` ("YYYY-MM") included. */
export async function financeFigures(
  db: Db,
  currency: string,
  from: string,
  to: string,
): Promise<FinanceFigures> {
  return db.transaction(
    async (tx) => {
      const now = await balancesNow(tx, currency);
      const booked = await bookedByMonth(tx, currency, from, to);
      return { ...now, booked };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}
