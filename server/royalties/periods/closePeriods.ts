/**
 * Closing ended months (issue 19 "A period closes at month end", docs/royalties.md "Artists").
 *
 * A period is a calendar month (UTC) of booking: the month a journal entry was created, the same
 * rule moneySummary uses for pending. Every ended month (by the application's clock) that has
 * journal entries and is not closed yet closes, oldest first, each in one transaction: its
 * royalty_periods row, every user's statement, and the mails (queued in the same transaction, so
 * a rolled-back close mails nobody and a repeated one finds the month closed and does nothing).
 * Each transaction first takes the period lock exclusively (server/ledger/periodLock.ts, which
 * also gives the lock order), so it sees every entry of the month committed and none arrives
 * while it reads.
 */
import { amountText } from "@common/money/format.ts";
import { sql } from "drizzle-orm";
import { writeAudit } from "../../commands/audit.ts";
import type { AppContext } from "../../context.ts";
import type { Tx } from "../../db/client.ts";
import { lockPeriodsForClose } from "../../ledger/periodLock.ts";
import { appNow } from "../../lib/clock.ts";
import { statementReadyMail } from "../../mail/earningsMails.ts";
import { SEND_MAIL } from "../../mail/mailer.ts";
import { noticeWithdrawable } from "./withdrawableNotice.ts";

/** "2026-10-01" → "2026-10" */
export const periodOfDay = (day: string) => day.slice(0, 7);

/** The first day of the month after `day` ("2026-12-01" → "2027-01-01"). */
export function nextMonth(day: string): string {
  const [year = 1970, month = 1] = day.split("-").map(Number);
  return new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10);
}

/** The first day of `now`'s month (UTC). */
const monthStartOf = (now: Date) => `${now.toISOString().slice(0, 7)}-01`;

interface MonthRow extends Record<string, unknown> {
  day: string;
}

/** Ended months with journal entries that are not closed yet, oldest first. */
async function monthsToClose(tx: Tx, now: Date): Promise<string[]> {
  const result = await tx.execute<MonthRow>(sql`
    select m.day::text as day from (
      select distinct date_trunc('month', e.created_at at time zone 'UTC')::date as day
      from journal_entries e
      where e.created_at < (${monthStartOf(now)}::date::timestamp at time zone 'UTC')
    ) m
    where not exists (select 1 from royalty_periods p where p.period = m.day)
    order by m.day`);
  return result.rows.map((row) => row.day);
}

interface StatementRow extends Record<string, unknown> {
  user_id: string;
  opening_balance: string;
  earnings: string;
  payouts: string;
  closing_balance: string;
  email: string;
  name: string;
  artist_name: string | null;
  deleted_at: string | null;
}

/**
 * Every user's statement of the month `day`, from their artist_payable lines (one query): opening
 * = owed at the month's start; earnings = credits of earning entries (report postings, claimed
 * invitations, corrections) booked in the month; payouts = withdrawals requested in the month
 * less those rejected or cancelled in it; closing = opening + earnings − payouts, which is what
 * was owed at the month's end since those kinds are all that move a payable. A user with nothing owed and
 * nothing happening gets no statement; one whose month's entries net to zero (a report posted
 * and reversed in it, a withdrawal requested and cancelled) gets one, with those lines.
 */
async function makeStatements(tx: Tx, day: string, currency: string): Promise<StatementRow[]> {
  const start = sql`(${day}::date::timestamp at time zone 'UTC')`;
  const end = sql`(${nextMonth(day)}::date::timestamp at time zone 'UTC')`;
  const result = await tx.execute<StatementRow>(sql`
    with figures as (
      select a.user_id,
        coalesce(-sum(l.amount) filter (where e.created_at < ${start}), 0) as opening,
        coalesce(-sum(l.amount) filter (where e.created_at >= ${start}
          and e.kind in ('report_posting', 'invitation_claimed', 'correction')), 0) as earnings,
        coalesce(sum(l.amount) filter (where e.created_at >= ${start}
          and e.kind in ('payout_requested', 'payout_rejected', 'payout_cancelled')), 0) as payouts,
        count(*) filter (where e.created_at >= ${start}) as moved
      from ledger_accounts a
      join journal_lines l on l.account_id = a.id
      join journal_entries e on e.id = l.entry_id and e.created_at < ${end}
      where a.kind = 'artist_payable' and a.currency = ${currency} and a.user_id is not null
      group by a.user_id
    ),
    inserted as (
      insert into royalty_statements
        (user_id, period, currency, opening_balance, earnings, payouts, closing_balance, mailed_at)
      select f.user_id, ${day}::date, ${currency}, f.opening, f.earnings, f.payouts,
             f.opening + f.earnings - f.payouts, now()
      from figures f
      where f.opening <> 0 or f.earnings <> 0 or f.payouts <> 0 or f.moved > 0
      on conflict (user_id, period) do nothing
      returning user_id, opening_balance, earnings, payouts, closing_balance
    )
    select i.user_id, i.opening_balance::text, i.earnings::text, i.payouts::text,
           i.closing_balance::text, u.email, u.full_name as name, u.artist_name,
           u.deleted_at::text
    from inserted i join users u on u.id = i.user_id
    order by i.user_id`);
  return result.rows;
}

/**
 * Closes the oldest month waiting, in one transaction; returns it ("2026-10-01"), or null when
 * none waits. The withdrawal notice is checked only when it is the last month waiting, so a
 * catch-up of several months mails the balance as it finally is, not a month-by-month figure.
 */
async function closeOldestMonth(
  ctx: AppContext,
  now: Date,
  closedBy: string | null,
): Promise<string | null> {
  const currency = ctx.config.LEDGER_CURRENCY;
  return ctx.database.db.transaction(async (tx) => {
    // Before anything is read: postings in flight commit first, later ones wait for this close.
    await lockPeriodsForClose(tx);
    const days = await monthsToClose(tx, now);
    const day = days[0];
    if (day === undefined) return null;
    const lastOfRun = days.length === 1;
    // Under the lock another close cannot have claimed the month since the list was read; the
    // primary key still refuses a second row should a writer skip the lock.
    const claimed = await tx.execute(sql`
      insert into royalty_periods (period, closed_by) values (${day}::date, ${closedBy})
      on conflict (period) do nothing returning period`);
    if (claimed.rows.length === 0) return null;
    const statements = await makeStatements(tx, day, currency);
    const period = periodOfDay(day);
    // Staff closing by hand is audited like other staff actions; the hourly job is the system's.
    if (closedBy)
      await writeAudit(tx, {
        actorId: closedBy,
        action: "CLOSE_ROYALTY_PERIOD",
        targetType: "royalty_period",
        targetId: period,
        details: { statements: statements.length },
      });
    const url = `${ctx.config.APP_URL}/dashboard/earnings/statements/${period}`;
    const living = statements.filter((row) => row.deleted_at === null);
    const mails = living.map((row) =>
      statementReadyMail(
        row.email,
        row.artist_name ?? row.name,
        {
          period,
          currency,
          openingBalance: amountText(BigInt(row.opening_balance), currency),
          earnings: amountText(BigInt(row.earnings), currency),
          payouts: amountText(BigInt(row.payouts), currency),
          closingBalance: amountText(BigInt(row.closing_balance), currency),
        },
        url,
      ),
    );
    if (mails.length > 0) await ctx.jobs.sendMany(SEND_MAIL, mails, { tx });
    if (lastOfRun)
      for (const row of living)
        await noticeWithdrawable(ctx, tx, {
          userId: row.user_id,
          email: row.email,
          name: row.artist_name ?? row.name,
        });
    return day;
  });
}

/**
 * Closes every ended month that is waiting, oldest first; returns the months closed ("2026-10").
 * `now` is the application's clock of the process that asked (a worker elsewhere sees the same).
 */
export async function closeEndedPeriods(
  ctx: AppContext,
  options: { now?: Date; closedBy?: string | null } = {},
): Promise<string[]> {
  const now = options.now ?? appNow();
  const closed: string[] = [];
  // One month a transaction, each finding the next under the lock, so none is chosen from a
  // list read while a posting of it was still in flight.
  for (;;) {
    const day = await closeOldestMonth(ctx, now, options.closedBy ?? null);
    if (day === null) return closed;
    closed.push(periodOfDay(day));
  }
}
