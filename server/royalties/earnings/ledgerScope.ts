/**
 * What the earnings queries read of the ledger: the user's own artist_payable account (so a
 * collaborator sees only their share: lines are per payee account) and the entries that earn.
 */
import { type SQL, sql } from "drizzle-orm";

/** Entry kinds that earn (withdrawals only move money out and back). */
export const EARNING_KINDS = sql`('report_posting', 'invitation_claimed', 'correction')`;

/** The user's payable account id as a subquery (null when they have none: nothing matches). */
export const payableAccount = (userId: string, currency: string): SQL => sql`(
  select a.id from ledger_accounts a
  where a.kind = 'artist_payable' and a.user_id = ${userId} and a.currency = ${currency})`;

/** Entries booked in the month starting `day` ("2026-10-01"), UTC. */
export function bookedInMonth(day: string, next: string): SQL {
  return sql`e.created_at >= (${day}::date::timestamp at time zone 'UTC')
    and e.created_at < (${next}::date::timestamp at time zone 'UTC')`;
}
