import { sql } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import { claimInvitation } from "./claimInvitation.ts";

/**
 * Claims money still held for an address that a confirmed account now has. The claim queued by
 * a confirmation, or by a posting that saw the confirmation, normally moves it at once; this
 * catches the rest: a confirmation committed while a posting for that address was between its
 * last look at the accounts and its commit, or a claim that could not be queued. Run with the
 * hourly close (closePeriodsJob.ts). Returns how many addresses had money moved.
 */
export async function claimStrandedShares(ctx: AppContext): Promise<number> {
  const stranded = await ctx.database.db.execute<{ email: string }>(sql`
    select distinct a.email::text as email
    from ledger_accounts a join account_balances b on b.account_id = a.id
    where a.kind = 'held_for_invite' and b.balance < 0
      and exists (
        select 1 from users u
        where lower(u.email::text) = lower(a.email::text)
          and u.email_verified and u.deleted_at is null)
    order by 1`);
  let claimed = 0;
  for (const { email } of stranded.rows) {
    const { moved } = await claimInvitation(ctx, email);
    if (moved.length > 0) claimed += 1;
  }
  if (claimed > 0) ctx.log.warn({ claimed }, "held royalties claimed late by confirmed accounts");
  return claimed;
}
