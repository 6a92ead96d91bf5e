/**
 * The money part of a user's data export (issue 19, "the data export includes the user's
 * earnings, statements and payouts"): their balances as the earnings page shows them, every
 * ledger line on their accounts (and on money held for their email before they signed up),
 * their statements, withdrawal requests and payout details. Amounts are decimal strings in
 * major units with their currency. Payout details only masked: the sealed text never leaves.
 */
import { amountText } from "@common/money/format.ts";
import { asc, eq, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { payoutDetails, payoutRequests, royaltyStatements } from "../../db/schema/index.ts";
import { moneySummary } from "../../royalties/moneySummary.ts";

const iso = (d: Date | null) => (d ? d.toISOString() : null);
/** "2026-03-01" → "2026-03", the API's way to name a month. */
const month = (day: string | null) => (day ? day.slice(0, 7) : null);

interface LineRow extends Record<string, unknown> {
  account_kind: string;
  currency: string;
  entry_kind: string;
  description: string;
  booked_at: string;
  track_id: string | null;
  track_title: string | null;
  period: string | null;
  store_id: string | null;
  report_id: string | null;
  amount: string;
}

async function ledgerLines(tx: Tx, userId: string, email: string) {
  // Amount in the account's own sense: what the user is owed or was paid is positive.
  const result = await tx.execute<LineRow>(sql`
    select a.kind as account_kind, a.currency, e.kind as entry_kind, e.description,
           to_char(e.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as booked_at,
           l.track_id, t.title as track_title, l.period::text as period, l.store_id, l.report_id,
           (-l.amount)::text as amount
    from ledger_accounts a
    join journal_lines l on l.account_id = a.id
    join journal_entries e on e.id = l.entry_id
    left join tracks t on t.id = l.track_id
    where a.user_id = ${userId}::uuid or (a.kind = 'held_for_invite' and a.email = ${email})
    order by e.created_at, e.id, a.kind`);
  return result.rows;
}

async function currenciesOf(tx: Tx, userId: string) {
  const result = await tx.execute<{ currency: string }>(sql`
    select distinct currency from ledger_accounts where user_id = ${userId}::uuid order by 1`);
  return result.rows.map((row) => row.currency);
}

export async function exportEarnings(tx: Tx, userId: string, email: string) {
  const summaries = [];
  for (const currency of await currenciesOf(tx, userId))
    summaries.push(await moneySummary(tx, userId, currency));
  const lines = await ledgerLines(tx, userId, email);
  const statements = await tx
    .select()
    .from(royaltyStatements)
    .where(eq(royaltyStatements.userId, userId))
    .orderBy(asc(royaltyStatements.period));
  const requests = await tx
    .select()
    .from(payoutRequests)
    .where(eq(payoutRequests.userId, userId))
    .orderBy(asc(payoutRequests.createdAt));
  const [details] = await tx.select().from(payoutDetails).where(eq(payoutDetails.userId, userId));

  return {
    earnings: {
      balances: summaries.map((s) => ({
        currency: s.currency,
        available: amountText(s.available, s.currency),
        pending: amountText(s.pending, s.currency),
        owed: amountText(s.owed, s.currency),
        in_progress: amountText(s.inProgress, s.currency),
        paid_out: amountText(s.paidOut, s.currency),
        lifetime: amountText(s.lifetime, s.currency),
      })),
      ledger_lines: lines.map((l) => ({
        account: l.account_kind,
        entry_kind: l.entry_kind,
        description: l.description,
        booked_at: l.booked_at,
        track_id: l.track_id,
        track_title: l.track_title,
        period: month(l.period),
        store: l.store_id,
        report_id: l.report_id,
        amount: amountText(BigInt(l.amount), l.currency),
        currency: l.currency,
      })),
    },
    statements: statements.map((s) => ({
      id: s.id,
      period: month(s.period),
      currency: s.currency,
      opening_balance: amountText(s.openingBalance, s.currency),
      earnings: amountText(s.earnings, s.currency),
      payouts: amountText(s.payouts, s.currency),
      closing_balance: amountText(s.closingBalance, s.currency),
      created_at: iso(s.createdAt),
    })),
    payout_requests: requests.map((r) => ({
      id: r.id,
      amount: amountText(r.amount, r.currency),
      currency: r.currency,
      method: r.method,
      details: r.maskedDetails,
      status: r.status,
      reference: r.reference,
      paid_on: r.paidOn,
      rejection_reason: r.rejectionReason,
      created_at: iso(r.createdAt),
      processed_at: iso(r.processedAt),
    })),
    payout_details: details
      ? { method: details.method, details: details.masked, updated_at: iso(details.updatedAt) }
      : null,
  };
}
