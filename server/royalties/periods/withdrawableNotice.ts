/**
 * "Your balance can be withdrawn" (issue 19): mailed once when the available balance reaches
 * PAYOUT_MINIMUM. The earnings_notices row remembers it; when the balance is below the minimum
 * again the row goes, so the next time it is reached mails again.
 */
import { amountText, minorUnitsOf } from "@common/money/format.ts";
import { sql } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import type { Tx } from "../../db/client.ts";
import { withdrawableMail } from "../../mail/earningsMails.ts";
import { SEND_MAIL } from "../../mail/mailer.ts";
import { moneySummary } from "../moneySummary.ts";

export async function noticeWithdrawable(
  ctx: AppContext,
  tx: Tx,
  user: { userId: string; email: string; name: string },
): Promise<boolean> {
  const currency = ctx.config.LEDGER_CURRENCY;
  const { available } = await moneySummary(tx, user.userId, currency);
  if (available < minorUnitsOf(ctx.config.PAYOUT_MINIMUM, currency)) {
    await tx.execute(sql`
      delete from earnings_notices where user_id = ${user.userId} and kind = 'withdrawable'`);
    return false;
  }
  const inserted = await tx.execute(sql`
    insert into earnings_notices (user_id, kind) values (${user.userId}, 'withdrawable')
    on conflict do nothing returning user_id`);
  if (inserted.rows.length === 0) return false;
  const mail = withdrawableMail(
    user.email,
    user.name,
    amountText(available, currency),
    currency,
    `${ctx.config.APP_URL}/dashboard/withdraw`,
  );
  await ctx.jobs.send(SEND_MAIL, mail, { tx });
  return true;
}
