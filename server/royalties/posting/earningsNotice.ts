import { monthLabel } from "@common/royalties/earnings.ts";
import { PostingMessages } from "@common/royalties/posting.ts";
import { sql } from "drizzle-orm";
import { notifyUser } from "../../commands/notifications/notify.ts";
import type { AppContext } from "../../context.ts";
import type { Tx } from "../../db/client.ts";
import { appNow } from "../../lib/clock.ts";
import { moneyText } from "../../payouts/payoutAmounts.ts";
import type { TrackShares } from "./bookingPlan.ts";

/**
 * Tells each payee with an account, in the app, what one booking added to their earnings (or,
 * for a store's refund, took back), summed over the booking's tracks. Written in the booking's
 * transaction, so the bell hears of it only when the money is really booked. A share held for an
 * invited collaborator is told by the invitation instead; mails wait for the month's statement.
 */
export async function noticeEarnings(
  ctx: AppContext,
  tx: Tx,
  booking: { storeId: string; period: string; plans: readonly TrackShares[] },
): Promise<void> {
  const byUser = new Map<string, bigint>();
  for (const plan of booking.plans)
    for (const share of plan.shares)
      if (share.payee.kind === "user")
        byUser.set(share.payee.userId, (byUser.get(share.payee.userId) ?? 0n) + share.amount);
  if (![...byUser.values()].some((amount) => amount !== 0n)) return;
  const store = await tx.execute<{ name: string }>(
    sql`select display_name as name from stores where id = ${booking.storeId}`,
  );
  const storeName = store.rows[0]?.name ?? booking.storeId;
  const month = monthLabel(booking.period.slice(0, 7));
  // Booked now, so pending until the month the application's clock is in has closed.
  const bookedIn = monthLabel(appNow().toISOString().slice(0, 7));
  const currency = ctx.config.LEDGER_CURRENCY;
  for (const [userId, amount] of byUser) {
    if (amount === 0n) continue;
    const money = moneyText(amount < 0n ? -amount : amount, currency);
    await notifyUser(
      tx,
      ctx.hub,
      userId,
      amount > 0n
        ? {
            type: "success",
            title: PostingMessages.earningsTitle,
            message: PostingMessages.earnings(storeName, month, money, bookedIn),
          }
        : {
            type: "warning",
            title: PostingMessages.takenBackTitle,
            message: PostingMessages.takenBack(storeName, month, money),
          },
    );
  }
}
