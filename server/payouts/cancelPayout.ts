/**
 * The artist takes back a withdrawal (issue 19 "Withdrawals"): while it waits and before staff
 * open its payment details to pay it, so a cancelled withdrawal is never also paid. One
 * transaction that locks the request as staff's decisions do (processPayout.ts): of a cancel
 * and a decision at once, the second is answered 409 and writes nothing. Staff's opening of
 * the details (markDetailsOpened) waits on the same lock, so it and a cancel are ordered too.
 */
import { eq, sql } from "drizzle-orm";
import { writeAudit } from "../commands/audit.ts";
import type { AppContext } from "../context.ts";
import type { Db } from "../db/client.ts";
import { retryTransaction } from "../db/retryTransaction.ts";
import { payoutRequests } from "../db/schema/index.ts";
import { SEND_MAIL } from "../mail/mailer.ts";
import { payoutCancelledMail } from "../mail/payoutMails.ts";
import { authorize } from "../policies/authorize.ts";
import type { Actor } from "../policies/user.ts";
import { moneyText } from "./payoutAmounts.ts";
import { lockRequest, mailFacts, settle } from "./processPayout.ts";

export async function cancelPayout(ctx: AppContext, actor: Actor, id: string): Promise<void> {
  await retryTransaction(ctx, async (tx) => {
    const payout = await lockRequest(tx, id);
    authorize(actor, "payout.cancel", payout);
    await tx
      .update(payoutRequests)
      .set({ status: "cancelled", processedBy: actor.id, processedAt: sql`now()` })
      .where(eq(payoutRequests.id, id));
    await settle(tx, actor, payout, "cancelled");
    await writeAudit(tx, {
      actorId: actor.id,
      action: "CANCEL_PAYOUT",
      targetType: "payout",
      targetId: id,
      details: { amount: moneyText(payout.amount, payout.currency), method: payout.method },
    });
    // The artist did it, so no notification; the mail is the trace should someone else have.
    await ctx.jobs.send(SEND_MAIL, payoutCancelledMail(mailFacts(ctx, payout)), { tx });
  });
}

/**
 * Staff opened the request's payment details to pay it: from now on its artist cannot cancel
 * it, and the queue names who opened it. Only the first opening counts, and only while it waits.
 */
export async function markDetailsOpened(db: Db, id: string, staffId: string): Promise<void> {
  await db
    .update(payoutRequests)
    .set({ detailsOpenedAt: sql`now()`, detailsOpenedBy: staffId })
    .where(
      sql`${payoutRequests.id} = ${id} and ${payoutRequests.status} = 'requested' and ${payoutRequests.detailsOpenedAt} is null`,
    );
}
