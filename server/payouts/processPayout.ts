/**
 * Staff's decision on a withdrawal (issue 19, /admin/payouts): mark it paid (reference, date)
 * or reject it (reason; the amount returns to the balance). One transaction that locks the
 * request first, so of two staff deciding at once the second is answered 409 and writes
 * nothing; the entry, the audit row, the artist's mail and notification go with the change.
 */
import { PayoutMessages } from "@common/payouts/messages.ts";
import { payoutMethodLabel } from "@common/payouts/payouts.ts";
import { dayLabel } from "@common/royalties/earnings.ts";
import { eq, sql } from "drizzle-orm";
import { writeAudit } from "../commands/audit.ts";
import { notifyUser } from "../commands/notifications/notify.ts";
import type { AppContext } from "../context.ts";
import type { Tx } from "../db/client.ts";
import { retryTransaction } from "../db/retryTransaction.ts";
import { payoutRequests, users } from "../db/schema/index.ts";
import { accountFor } from "../ledger/accounts.ts";
import { postEntry } from "../ledger/post.ts";
import { appToday } from "../lib/clock.ts";
import { AppError } from "../lib/errors.ts";
import { SEND_MAIL } from "../mail/mailer.ts";
import { type PayoutMailFacts, payoutPaidMail, payoutRejectedMail } from "../mail/payoutMails.ts";
import { authorize } from "../policies/authorize.ts";
import type { Actor } from "../policies/user.ts";
import { moneyText } from "./payoutAmounts.ts";
import { withdrawPageUrl } from "./requestPayout.ts";

/** The request locked FOR UPDATE, with its artist's address and name; null if none. */
export async function lockRequest(tx: Tx, id: string) {
  const [row] = await tx
    .select({
      id: payoutRequests.id,
      userId: payoutRequests.userId,
      status: payoutRequests.status,
      amount: payoutRequests.amount,
      currency: payoutRequests.currency,
      method: payoutRequests.method,
      maskedDetails: payoutRequests.maskedDetails,
      // The UTC day it was asked for (decision 11: days are UTC days), as YYYY-MM-DD.
      requestedOn: sql<string>`(${payoutRequests.createdAt} at time zone 'UTC')::date::text`,
      detailsOpenedAt: payoutRequests.detailsOpenedAt,
      email: users.email,
      name: users.name,
    })
    .from(payoutRequests)
    .innerJoin(users, eq(users.id, payoutRequests.userId))
    .where(eq(payoutRequests.id, id))
    .for("update", { of: payoutRequests });
  return row ?? null;
}

export type Locked = NonNullable<Awaited<ReturnType<typeof lockRequest>>>;

type Outcome = "paid" | "rejected" | "cancelled";
const entryKind = {
  paid: "payout_paid",
  rejected: "payout_rejected",
  cancelled: "payout_cancelled",
} as const satisfies Record<Outcome, string>;

/**
 * Moves the held amount out of payouts in progress: to paid out, or back to the payable
 * (rejected by staff, cancelled by the artist).
 */
export async function settle(tx: Tx, actor: Actor, payout: Locked, outcome: Outcome) {
  const owner = { userId: payout.userId, currency: payout.currency };
  const target =
    outcome === "paid"
      ? await accountFor(tx, "paid_out", owner)
      : await accountFor(tx, "artist_payable", owner);
  await postEntry(tx, {
    idempotencyKey: `payout:${payout.id}:${outcome}`,
    kind: entryKind[outcome],
    description: `Withdrawal of ${moneyText(payout.amount, payout.currency)} ${outcome}`,
    createdBy: actor.id,
    lines: [
      { accountId: await accountFor(tx, "payouts_in_progress", owner), amount: payout.amount },
      { accountId: target, amount: -payout.amount },
    ],
  });
}

export function mailFacts(ctx: AppContext, payout: Locked): PayoutMailFacts {
  return {
    to: payout.email,
    name: payout.name,
    amount: moneyText(payout.amount, payout.currency),
    method: payout.method,
    maskedDetails: payout.maskedDetails,
    pageUrl: withdrawPageUrl(ctx),
  };
}

/** What a decision changes, says and mails, beyond what both decisions share. */
interface Decision {
  outcome: "paid" | "rejected";
  changes: Partial<typeof payoutRequests.$inferInsert>;
  auditAction: string;
  auditDetails: Record<string, string>;
  /** A refusal that needs the locked request (throws an AppError), after the policy's. */
  check?: (payout: Locked) => void;
  mail: (facts: PayoutMailFacts) => ReturnType<typeof payoutPaidMail>;
  notice: (
    amount: string,
    method: string,
  ) => { type: "success" | "warning"; title: string; message: string };
}

/** Locks the request, lets the policy decide, then books, audits, mails and notifies. */
async function decide(ctx: AppContext, actor: Actor, id: string, decision: Decision) {
  await retryTransaction(ctx, async (tx) => {
    const payout = await lockRequest(tx, id);
    authorize(actor, "payout.process", payout);
    decision.check?.(payout);
    await tx
      .update(payoutRequests)
      .set({ ...decision.changes, processedBy: actor.id, processedAt: sql`now()` })
      .where(eq(payoutRequests.id, id));
    await settle(tx, actor, payout, decision.outcome);
    const amount = moneyText(payout.amount, payout.currency);
    await writeAudit(tx, {
      actorId: actor.id,
      action: decision.auditAction,
      targetType: "payout",
      targetId: id,
      details: { userId: payout.userId, amount, ...decision.auditDetails },
    });
    await ctx.jobs.send(SEND_MAIL, decision.mail(mailFacts(ctx, payout)), { tx });
    await notifyUser(
      tx,
      ctx.hub,
      payout.userId,
      decision.notice(amount, payoutMethodLabel[payout.method]),
    );
  });
}

export async function markPayoutPaid(
  ctx: AppContext,
  actor: Actor,
  id: string,
  input: { reference: string; paidOn: string },
): Promise<void> {
  // Compared as text: both are YYYY-MM-DD.
  if (input.paidOn > appToday())
    throw new AppError(400, "BAD_DATE", PayoutMessages.paidOnFuture, {
      paidOn: PayoutMessages.paidOnFuture,
    });
  await decide(ctx, actor, id, {
    outcome: "paid",
    changes: { status: "paid", reference: input.reference, paidOn: input.paidOn },
    auditAction: "MARK_PAYOUT_PAID",
    auditDetails: { reference: input.reference, paidOn: input.paidOn },
    check: (payout) => {
      if (input.paidOn < payout.requestedOn) {
        const message = PayoutMessages.paidBeforeRequest(dayLabel(payout.requestedOn));
        throw new AppError(400, "BAD_DATE", message, { paidOn: message });
      }
    },
    mail: (facts) => payoutPaidMail({ ...facts, ...input }),
    notice: (amount, method) => ({
      type: "success",
      title: "Withdrawal paid",
      message: `Your withdrawal of ${amount} was paid by ${method} on ${dayLabel(input.paidOn)} (reference ${input.reference}).`,
    }),
  });
}

export async function rejectPayout(
  ctx: AppContext,
  actor: Actor,
  id: string,
  input: { reason: string },
): Promise<void> {
  await decide(ctx, actor, id, {
    outcome: "rejected",
    changes: { status: "rejected", rejectionReason: input.reason },
    auditAction: "REJECT_PAYOUT",
    auditDetails: { reason: input.reason },
    mail: (facts) => payoutRejectedMail({ ...facts, reason: input.reason }),
    notice: (amount) => ({
      type: "warning",
      title: "Withdrawal rejected",
      message: `Your withdrawal of ${amount} could not be paid: ${input.reason} The amount is back in your balance.`,
    }),
  });
}
