/**
 * What a reversal tells the artists it touches (docs/royalties.md, "Reversing a report"), in the
 * reversal's transaction: in the app, what was taken back (or, for a reversed refund, given
 * back), summed over the report's tracks; by mail when money was taken, as a correction that
 * takes money is mailed; and the withdrawal-notice rule, since the balance may now be below the
 * minimum.
 */
import { monthLabel } from "@common/royalties/earnings.ts";
import { ReversalMessages } from "@common/royalties/reversal.ts";
import { eq, sql } from "drizzle-orm";
import { notifyUser } from "../../commands/notifications/notify.ts";
import type { AppContext } from "../../context.ts";
import type { Tx } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";
import { reportReversedMail } from "../../mail/earningsMails.ts";
import { SEND_MAIL } from "../../mail/mailer.ts";
import { moneyText } from "../../payouts/payoutAmounts.ts";
import { noticeWithdrawable } from "../periods/withdrawableNotice.ts";

export async function tellArtists(
  ctx: AppContext,
  tx: Tx,
  reversal: {
    /** What the report gave each artist (user id → minor units; negative for a refund). */
    gave: ReadonlyMap<string, bigint>;
    storeId: string;
    month: string | null;
    reason: string;
  },
): Promise<void> {
  const { gave, reason } = reversal;
  if (gave.size === 0) return;
  const store = await tx.execute<{ name: string }>(
    sql`select display_name as name from stores where id = ${reversal.storeId}`,
  );
  const storeName = store.rows[0]?.name ?? reversal.storeId;
  const month = reversal.month ? monthLabel(reversal.month) : "";
  const earningsUrl = `${ctx.config.APP_URL}/dashboard/earnings`;
  const currency = ctx.config.LEDGER_CURRENCY;
  for (const [userId, amount] of gave) {
    if (amount === 0n) continue;
    const money = moneyText(amount < 0n ? -amount : amount, currency);
    await notifyUser(tx, ctx.hub, userId, {
      type: amount > 0n ? "warning" : "success",
      title: ReversalMessages.noticeTitle,
      message:
        amount > 0n
          ? ReversalMessages.notice(storeName, month, money, reason)
          : ReversalMessages.noticeReturned(storeName, month, money, reason),
    });
    if (amount < 0n) continue;
    const [user] = await tx
      .select({ email: users.email, artistName: users.artistName, fullName: users.name })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) continue;
    const name = user.artistName ?? user.fullName;
    await ctx.jobs.send(
      SEND_MAIL,
      reportReversedMail(
        user.email,
        name,
        { store: storeName, month, amount: money, reason },
        earningsUrl,
      ),
      { tx },
    );
    await noticeWithdrawable(ctx, tx, { userId, email: user.email, name });
  }
}
