/**
 * Account deletion keeps the ledger, but not while the label still owes the user money (issue
 * 19, "refuses while money is owed or held"): an unpaid payable, a withdrawal in progress, or a
 * collaborator's share held for their email. Every currency counts; the first found is named.
 */
import { amountText, formatMoney } from "@common/money/format.ts";
import { DeletionMoneyMessages } from "@common/royalties/finance.ts";
import { sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { conflict } from "../../lib/errors.ts";

type Reason = "owed" | "inProgress" | "held";

interface HeldRow extends Record<string, unknown> {
  kind: "artist_payable" | "payouts_in_progress" | "held_for_invite";
  currency: string;
  amount: string;
}

const REASON: Record<HeldRow["kind"], Reason> = {
  artist_payable: "owed",
  payouts_in_progress: "inProgress",
  held_for_invite: "held",
};
const ORDER: readonly HeldRow["kind"][] = [
  "artist_payable",
  "payouts_in_progress",
  "held_for_invite",
];

/** What the ledger still holds for the user (positive, minor units), one query. */
async function moneyHeld(tx: Tx | Db, userId: string, email: string) {
  const result = await tx.execute<HeldRow>(sql`
    select a.kind, a.currency, (-b.balance)::text as amount
    from ledger_accounts a
    join account_balances b on b.account_id = a.id
    where b.balance <> 0
      and ((a.user_id = ${userId}::uuid and a.kind in ('artist_payable', 'payouts_in_progress'))
        or (a.kind = 'held_for_invite' and a.email = ${email}))`);
  return result.rows
    .filter((row) => BigInt(row.amount) > 0n)
    .sort((x, y) => ORDER.indexOf(x.kind) - ORDER.indexOf(y.kind));
}

/**
 * Throws 409 with a readable message when the ledger still holds money for the user; `staff`
 * words it for an admin completing the request rather than for the user asking.
 */
export async function refuseWhileMoneyHeld(
  tx: Tx | Db,
  user: { id: string; email: string },
  audience: "user" | "staff",
): Promise<void> {
  const [first] = await moneyHeld(tx, user.id, user.email);
  if (!first) return;
  // A plain space where Intl puts a no-break one: the message reads the same in a mail, a log
  // or a test ("SEK 123.45"), as the payout messages write amounts.
  const amount = formatMoney(
    amountText(BigInt(first.amount), first.currency),
    first.currency,
  ).replace(/\u00a0/g, " ");
  const reason = REASON[first.kind];
  const messages = DeletionMoneyMessages;
  const text =
    audience === "user"
      ? messages[reason](amount)
      : {
          owed: messages.staffOwed,
          inProgress: messages.staffInProgress,
          held: messages.staffHeld,
        }[reason](amount);
  throw conflict(text);
}
