/**
 * A collaborator's held money moves to their own payable once they have an account with the
 * email their splits name (issue 19, "invitation claimed": Dr held for <email> / Cr artist
 * payable). Only a confirmed, not deleted account claims, so signing up with someone else's
 * address takes nothing. Idempotent: the invitation row is locked, the held balance is read
 * under that lock, and the entry's key counts the held account's lines, so a repeated run finds
 * nothing held and writes nothing, while money held later is claimed by a later run.
 */
import { sql } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import { retryTransaction } from "../../db/retryTransaction.ts";
import { accountFor } from "../../ledger/accounts.ts";
import { postEntry } from "../../ledger/post.ts";
import { normalEmail } from "../posting/bookingPlan.ts";

interface Claimed {
  /** Minor units moved, per currency. */
  moved: { currency: string; amount: bigint }[];
}

export async function claimInvitation(ctx: AppContext, rawEmail: string): Promise<Claimed> {
  const email = normalEmail(rawEmail);
  return retryTransaction(ctx, async (tx) => {
    const users = await tx.execute<{ id: string }>(sql`
      select id from users
      where lower(email::text) = ${email} and deleted_at is null and email_verified`);
    const userId = users.rows[0]?.id;
    if (!userId) return { moved: [] };
    const invitations = await tx.execute<{ email: string }>(sql`
      select email::text as email from royalty_invitations where email = ${email} for update`);
    if (invitations.rows.length === 0) return { moved: [] };

    // Locked first, read after: a posting still writing to a held account holds its key-share
    // lock, so the lock waits for that posting, and the read (a new statement, a new snapshot)
    // then sees its money. Read in the locking statement, it would see the balance from before.
    await tx.execute(sql`
      select a.id from ledger_accounts a
      where a.kind = 'held_for_invite' and a.email = ${email}
      order by a.id
      for update`);
    const held = await tx.execute<{ id: string; currency: string; balance: string; lines: string }>(
      sql`
      select a.id, a.currency, coalesce(b.balance, 0)::text as balance,
             (select count(*) from journal_lines l where l.account_id = a.id)::text as lines
      from ledger_accounts a left join account_balances b on b.account_id = a.id
      where a.kind = 'held_for_invite' and a.email = ${email}
      order by a.currency`,
    );
    const moved: Claimed["moved"] = [];
    for (const account of held.rows) {
      // Held money is a credit balance: negative in the ledger's sign convention.
      const amount = -BigInt(account.balance);
      if (amount <= 0n) continue;
      const currency = account.currency.trim();
      // Named by the held account, not the address: the ledger is append-only and outlives an
      // account deletion, which replaces the address wherever it can (the held account's email
      // column among them) but could not edit an entry. One held account per address and
      // currency, and its line count moves with each claim, so the key is as unique as before.
      await postEntry(tx, {
        idempotencyKey: `invite:${account.id}:claim:${account.lines}`,
        kind: "invitation_claimed",
        description: "Royalties held for an invited collaborator, claimed by their account",
        createdBy: userId,
        lines: [
          { accountId: account.id, amount },
          {
            accountId: await accountFor(tx, "artist_payable", { userId, currency }),
            amount: -amount,
          },
        ],
      });
      moved.push({ currency, amount });
    }
    await tx.execute(sql`
      update royalty_invitations set claimed_by = ${userId}, claimed_at = coalesce(claimed_at, now())
      where email = ${email}`);
    return { moved };
  });
}
