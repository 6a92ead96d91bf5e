import { ReversalMessages, type ReversedReport } from "@common/royalties/reversal.ts";
import { eq, sql } from "drizzle-orm";
import { writeAudit } from "../../commands/audit.ts";
import type { AppContext } from "../../context.ts";
import type { Tx } from "../../db/client.ts";
import { retryTransaction } from "../../db/retryTransaction.ts";
import { royaltyReports } from "../../db/schema/index.ts";
import { lockedBalances } from "../../ledger/accountLocks.ts";
import { accountFor } from "../../ledger/accounts.ts";
import { type PostingLine, postEntry } from "../../ledger/post.ts";
import { appNow } from "../../lib/clock.ts";
import { conflict } from "../../lib/errors.ts";
import { moneyText } from "../../payouts/payoutAmounts.ts";
import { authorize } from "../../policies/authorize.ts";
import type { Actor } from "../../policies/user.ts";
import { userName } from "./bookingData.ts";
import { lockReport } from "./postingLocks.ts";
import { tellArtists } from "./reversalNotices.ts";

interface BookedRow extends Record<string, unknown> {
  account_id: string;
  kind: string;
  user_id: string | null;
  email: string | null;
  track_id: string | null;
  period: string | null;
  store_id: string | null;
  amount: string;
}

/**
 * An admin takes a posted report back out of the ledger (a wrong store, rate or file): one
 * transaction that locks the report, books the mirror of everything its entries booked (the
 * posting and any lines assigned later) in one entry with the same track, month, store and
 * report on each line, marks the report and its lines reversed, tells each artist in the app and
 * by mail (reversalNotices.ts), and audits. The file can then be imported again. Refused,
 * booking nothing, when someone has less left than the report gave them (withdrawn or moved
 * since): a ledger correction takes the rest back. A held share its collaborator has claimed
 * since is taken back from their payable (followClaims). Docs: docs/royalties.md, "Reversing a report".
 */
async function bookedByReport(tx: Tx, reportId: string): Promise<BookedRow[]> {
  const result = await tx.execute<BookedRow>(sql`
    with entries as (
      select distinct posted_entry_id as id from royalty_report_lines
      where report_id = ${reportId} and state = 'posted' and posted_entry_id is not null
    )
    select l.account_id, a.kind::text as kind, a.user_id, a.email::text as email, l.track_id,
           l.period::text as period, l.store_id, sum(l.amount)::text as amount
    from journal_lines l
    join entries on entries.id = l.entry_id
    join ledger_accounts a on a.id = l.account_id
    where l.report_id = ${reportId}
    group by l.account_id, a.kind, a.user_id, a.email, l.track_id, l.period, l.store_id
    having sum(l.amount) <> 0
    order by l.account_id, l.track_id, l.period`);
  return result.rows;
}

/**
 * A share held for a collaborator's email that the collaborator has since claimed
 * (claimInvitation moved the held balance to their own payable when they confirmed an account):
 * the held account no longer has it, so the reversal takes it back from their payable instead,
 * where refuseOverdraw checks it like any artist's. A held account that still has what the report
 * gave it (not claimed yet) is reversed as it is.
 */
async function followClaims(tx: Tx, rows: BookedRow[], currency: string): Promise<BookedRow[]> {
  const gave = new Map<string, bigint>();
  for (const row of rows)
    if (row.kind === "held_for_invite")
      gave.set(row.account_id, (gave.get(row.account_id) ?? 0n) - BigInt(row.amount));
  if (gave.size === 0) return rows;
  // The held accounts' rows locked (ledger/accountLocks.ts), so a claim cannot move their money
  // between this read and the entry; the payables are locked with them in refuseOverdraw.
  const balances = await lockedBalances(tx, [...gave.keys()]);
  const emails = [...new Set(rows.flatMap((row) => (row.email ? [row.email] : [])))];
  const claims = await tx.execute<{ email: string; claimed_by: string }>(sql`
    select email::text as email, claimed_by from royalty_invitations
    where claimed_by is not null and email in (${sql.join(
      emails.map((email) => sql`${email}`),
      sql`, `,
    )})`);
  const claimant = new Map(claims.rows.map((row) => [row.email, row.claimed_by]));
  const payables = new Map<string, string>();
  const followed: BookedRow[] = [];
  for (const row of rows) {
    const userId =
      row.kind === "held_for_invite" && row.email ? claimant.get(row.email) : undefined;
    // Credit balances are negative: what is left, as a positive amount.
    const left = -(balances.get(row.account_id) ?? 0n);
    if (!userId || left >= (gave.get(row.account_id) ?? 0n)) {
      followed.push(row);
      continue;
    }
    const accountId =
      payables.get(userId) ?? (await accountFor(tx, "artist_payable", { userId, currency }));
    payables.set(userId, accountId);
    followed.push({ ...row, account_id: accountId, kind: "artist_payable", user_id: userId });
  }
  return followed;
}

/**
 * Refuses (409) when taking the report back would leave a payable or held account below zero.
 * The balances are read under a lock on the accounts' rows, in id order (ledger/accountLocks.ts):
 * the lock a withdrawal and a correction take, so they and the reversal take turns. A lock on
 * the balance rows deadlocked with them.
 */
async function refuseOverdraw(tx: Tx, rows: readonly BookedRow[]): Promise<void> {
  const owed = new Map<string, { amount: bigint; row: BookedRow }>();
  for (const row of rows) {
    if (row.kind !== "artist_payable" && row.kind !== "held_for_invite") continue;
    const entry = owed.get(row.account_id) ?? { amount: 0n, row };
    // Credits are negative: what the report gave this account, as a positive amount.
    entry.amount -= BigInt(row.amount);
    owed.set(row.account_id, entry);
  }
  const ids = [...owed.keys()];
  const balances = await lockedBalances(tx, ids);
  // Credit balances are negative: what is left to the account, as a positive amount.
  const left = new Map([...balances].map(([id, balance]) => [id, -balance]));
  for (const id of ids) {
    const gave = owed.get(id);
    if (!gave || gave.amount <= 0n || (left.get(id) ?? 0n) >= gave.amount) continue;
    const who = gave.row.user_id
      ? await userName(tx, gave.row.user_id)
      : (gave.row.email ?? "a collaborator");
    throw conflict(ReversalMessages.overdrawn(who));
  }
}

export async function reverseReport(
  ctx: AppContext,
  actor: Actor,
  reportId: string,
  input: { reason: string },
): Promise<ReversedReport> {
  const currency = ctx.config.LEDGER_CURRENCY;
  return retryTransaction(ctx, async (tx) => {
    const row = await lockReport(tx, reportId);
    const booked = row ? await followClaims(tx, await bookedByReport(tx, row.id), currency) : [];
    const payees = [...new Set(booked.flatMap((line) => (line.user_id ? [line.user_id] : [])))];
    const report = row ? { ...row, payees } : null;
    authorize(actor, "royaltyReport.reverse", report);
    await refuseOverdraw(tx, booked);

    const lines: PostingLine[] = booked.map((row) => ({
      accountId: row.account_id,
      amount: -BigInt(row.amount),
      trackId: row.track_id,
      period: row.period,
      storeId: row.store_id,
      reportId: report.id,
    }));
    const month = report.periodStart ? report.periodStart.slice(0, 7) : null;
    const entry =
      lines.length >= 2
        ? await postEntry(tx, {
            idempotencyKey: `report:${report.id}:reverse`,
            // An earning's mirror: statements and the earnings page net it with what it undoes.
            kind: "report_posting",
            description: `Reversal of report ${report.fileName} (${report.storeId}${month ? `, ${month}` : ""}): ${input.reason}`,
            createdBy: actor.id,
            lines,
          })
        : null;
    await tx.execute(sql`
      update royalty_report_lines set state = 'reversed'
      where report_id = ${report.id} and state <> 'dismissed'`);
    await tx
      .update(royaltyReports)
      .set({
        status: "reversed",
        reversedBy: actor.id,
        reversedAt: appNow(),
        reversalReason: input.reason,
      })
      .where(eq(royaltyReports.id, report.id));

    // What the report gave each artist's payable: positive when it earned, negative for a refund.
    const gave = new Map<string, bigint>();
    for (const line of booked)
      if (line.kind === "artist_payable" && line.user_id)
        gave.set(line.user_id, (gave.get(line.user_id) ?? 0n) - BigInt(line.amount));
    await tellArtists(ctx, tx, { gave, storeId: report.storeId, month, reason: input.reason });
    const total = booked
      .filter((row) => row.kind === "store_receivable")
      .reduce((sum, row) => sum + BigInt(row.amount), 0n);
    await writeAudit(tx, {
      actorId: actor.id,
      action: "REVERSE_ROYALTY_REPORT",
      targetType: "royalty_report",
      targetId: report.id,
      details: {
        store: report.storeId,
        period: month,
        entryId: entry?.entryId ?? null,
        total: moneyText(total, currency),
        reason: input.reason,
      },
    });
    return {
      status: "reversed",
      total: moneyText(total, currency),
      message: ReversalMessages.reversed,
    };
  });
}
