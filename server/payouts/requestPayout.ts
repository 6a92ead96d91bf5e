/**
 * A withdrawal request (issue 19 "Withdrawals"): it holds its amount at once with a journal
 * entry and is idempotent, so a double click, a retry or two tabs make one payout.
 *
 * Everything happens in one transaction that first locks the user's artist_payable account
 * row: two requests of the same user run one after the other, and the second reads the balance
 * the first left (moneySummary's available balance, the one definition). A repeat of the same
 * idempotency key, checked under that lock, answers the request it made.
 */
import { PayoutMessages } from "@common/payouts/messages.ts";
import { and, eq } from "drizzle-orm";
import { writeAudit } from "../commands/audit.ts";
import type { AppContext } from "../context.ts";
import type { Tx } from "../db/client.ts";
import { retryTransaction } from "../db/retryTransaction.ts";
import { earningsNotices, payoutRequests } from "../db/schema/index.ts";
import { lockAccounts } from "../ledger/accountLocks.ts";
import { accountFor } from "../ledger/accounts.ts";
import { postEntry } from "../ledger/post.ts";
import { conflict } from "../lib/errors.ts";
import { requireFeature } from "../lib/featureFlags.ts";
import { SEND_MAIL } from "../mail/mailer.ts";
import { payoutRequestedMail } from "../mail/payoutMails.ts";
import { moneySummary } from "../royalties/moneySummary.ts";
import {
  aboveAvailable,
  amountInMinorUnits,
  belowMinimum,
  moneyText,
  payoutMinimum,
} from "./payoutAmounts.ts";
import { sealedDetailsOf } from "./payoutDetails.ts";
import type { PayoutRow } from "./presentPayout.ts";

export interface Requester {
  id: string;
  email: string;
  name: string;
}

/**
 * The user's payable account, made if need be, locked FOR UPDATE until the transaction ends:
 * the lock everything that reads a balance to decide on it takes (ledger/accountLocks.ts).
 */
async function lockPayable(tx: Tx, userId: string, currency: string): Promise<string> {
  const accountId = await accountFor(tx, "artist_payable", { userId, currency });
  await lockAccounts(tx, [accountId]);
  return accountId;
}

async function requestByKey(tx: Tx, userId: string, key: string): Promise<PayoutRow | null> {
  const [row] = await tx
    .select()
    .from(payoutRequests)
    .where(and(eq(payoutRequests.userId, userId), eq(payoutRequests.idempotencyKey, key)));
  return row ?? null;
}

export async function requestPayout(
  ctx: AppContext,
  user: Requester,
  input: { amount: string; idempotencyKey: string },
): Promise<{ request: PayoutRow; created: boolean }> {
  const currency = ctx.config.LEDGER_CURRENCY;
  const amount = amountInMinorUnits(input.amount, currency);
  const minimum = payoutMinimum(ctx);
  return retryTransaction(ctx, async (tx) => {
    const payableId = await lockPayable(tx, user.id, currency);
    const repeated = await requestByKey(tx, user.id, input.idempotencyKey);
    if (repeated) return { request: repeated, created: false };
    await requireFeature(tx, "withdrawals");
    const details = await sealedDetailsOf(tx, user.id);
    if (!details) throw conflict(PayoutMessages.detailsMissing);
    if (amount < minimum) throw belowMinimum(minimum, currency);
    const { available } = await moneySummary(tx, user.id, currency);
    if (amount > available) throw aboveAvailable(available, currency);

    const [request] = await tx
      .insert(payoutRequests)
      .values({
        userId: user.id,
        idempotencyKey: input.idempotencyKey,
        amount,
        currency,
        method: details.method,
        sealedDetails: details.sealed,
        maskedDetails: details.masked,
      })
      // Unreachable under the lock; should a writer skip it, the key still makes one request.
      .onConflictDoNothing({ target: [payoutRequests.userId, payoutRequests.idempotencyKey] })
      .returning();
    if (!request) {
      const existing = await requestByKey(tx, user.id, input.idempotencyKey);
      if (existing) return { request: existing, created: false };
      throw new Error("payout request neither written nor found");
    }
    await postEntry(tx, {
      idempotencyKey: `payout:${request.id}:hold`,
      kind: "payout_requested",
      description: `Withdrawal of ${moneyText(amount, currency)} requested`,
      createdBy: user.id,
      lines: [
        { accountId: payableId, amount },
        {
          accountId: await accountFor(tx, "payouts_in_progress", { userId: user.id, currency }),
          amount: -amount,
        },
      ],
    });
    // Below the minimum again: the next time the balance reaches it, the artist is mailed again.
    if (available - amount < minimum)
      await tx
        .delete(earningsNotices)
        .where(and(eq(earningsNotices.userId, user.id), eq(earningsNotices.kind, "withdrawable")));
    await writeAudit(tx, {
      actorId: user.id,
      action: "REQUEST_PAYOUT",
      targetType: "payout",
      targetId: request.id,
      details: {
        amount: moneyText(amount, currency),
        method: details.method,
        masked: details.masked,
      },
    });
    await ctx.jobs.send(
      SEND_MAIL,
      payoutRequestedMail({
        to: user.email,
        name: user.name,
        amount: moneyText(amount, currency),
        method: details.method,
        maskedDetails: details.masked,
        pageUrl: withdrawPageUrl(ctx),
      }),
      { tx },
    );
    return { request, created: true };
  });
}

/** The artist's withdrawal page, linked from the payout mails. */
export const withdrawPageUrl = (ctx: AppContext) => `${ctx.config.APP_URL}/dashboard/withdraw`;
