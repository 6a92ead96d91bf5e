/**
 * An admin takes a posted report back out of the ledger (a wrong store, rate or file): one
 * transaction that locks the report, books the mirror of everything its entries booked (the
 * posting and any lines assigned later) in one entry with the same track, month, store and
 * report on each line, marks the report and its lines reversed, tells each artist in the app
 * and by mail, and audits. The file can then be imported again. Refused, booking nothing, when someone has
 * less left than the report gave them (withdrawn or moved since): a ledger correction takes the
 * rest back. Docs: docs/royalties.md, "Reversing a report".
 */
import { monthLabel } from "@common/royalties/earnings.ts";
import { ReversalMessages, type ReversedReport } from "@common/royalties/reversal.ts";
import { eq, sql } from "drizzle-orm";
import { writeAudit } from "../../commands/audit.ts";
import { notifyUser } from "../../commands/notifications/notify.ts";
import type { AppContext } from "../../context.ts";
import type { Tx } from "../../db/client.ts";
import { royaltyReports, users } from "../../db/schema/index.ts";
import { type PostingLine, postEntry } from "../../ledger/post.ts";
import { appNow } from "../../lib/clock.ts";
import { conflict } from "../../lib/errors.ts";
import { reportReversedMail } from "../../mail/earningsMails.ts";
import { SEND_MAIL } from "../../mail/mailer.ts";
import { moneyText } from "../../payouts/payoutAmounts.ts";
import { authorize } from "../../policies/authorize.ts";
import type { Actor } from "../../policies/user.ts";
import { noticeWithdrawable } from "../periods/withdrawableNotice.ts";
import { userName } from "./bookingData.ts";
import { lockedBalances, lockReport } from "./postingLocks.ts";

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

/** What the report's entries booked, netted per account and journal-line dimensions. */
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

/** Refuses (409) when taking the report back would leave a payable or held account below zero. */
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
  return ctx.database.db.transaction(async (tx) => {
    const row = await lockReport(tx, reportId);
    const booked = row ? await bookedByReport(tx, row.id) : [];
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

    // Each artist is told what was taken back from them, summed over the report's tracks.
    const takenBack = new Map<string, bigint>();
    for (const row of booked)
      if (row.kind === "artist_payable" && row.user_id)
        takenBack.set(row.user_id, (takenBack.get(row.user_id) ?? 0n) - BigInt(row.amount));
    const store = await tx.execute<{ name: string }>(
      sql`select display_name as name from stores where id = ${report.storeId}`,
    );
    const storeName = store.rows[0]?.name ?? report.storeId;
    const monthText = month ? monthLabel(month) : "";
    const earningsUrl = `${ctx.config.APP_URL}/dashboard/earnings`;
    for (const [userId, amount] of takenBack) {
      if (amount === 0n) continue;
      const [user] = await tx
        .select({ email: users.email, artistName: users.artistName, fullName: users.name })
        .from(users)
        .where(eq(users.id, userId));
      const name = user?.artistName ?? user?.fullName ?? "";
      // A report that was a store's refund for this artist gives the money back when reversed.
      const money = moneyText(amount < 0n ? -amount : amount, currency);
      await notifyUser(tx, ctx.hub, userId, {
        type: amount > 0n ? "warning" : "success",
        title: ReversalMessages.noticeTitle,
        message:
          amount > 0n
            ? ReversalMessages.notice(storeName, monthText, money, input.reason)
            : ReversalMessages.noticeReturned(storeName, monthText, money, input.reason),
      });
      if (!user || amount < 0n) continue;
      // Money taken is also told by mail, as a correction's is, queued in this transaction.
      await ctx.jobs.send(
        SEND_MAIL,
        reportReversedMail(
          user.email,
          name,
          { store: storeName, month: monthText, amount: money, reason: input.reason },
          earningsUrl,
        ),
        { tx },
      );
      // Taken below the withdrawal minimum, the "can be withdrawn" mail is due again next time.
      await noticeWithdrawable(ctx, tx, { userId, email: user.email, name });
    }
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
