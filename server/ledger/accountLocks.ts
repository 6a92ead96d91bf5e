/**
 * The one lock protocol for reading a balance and deciding on it (docs/royalties.md "The
 * ledger"): a withdrawal, a correction, a reversal, a refund and a claim lock the accounts'
 * ledger_accounts rows FOR UPDATE, in account id order, and only then read account_balances.
 *
 * Every balance change is a journal line insert, and its foreign key check takes KEY SHARE on
 * the line's ledger_accounts row, which FOR UPDATE excludes: while the lock is held no other
 * transaction changes those balances, so the lock protects the balance as well as a lock on the
 * balance row would. Locking account_balances instead deadlocked with the paths that lock the
 * account row: each side's next step needed the lock the other held (the balance trigger's
 * update the balance row, the journal line's key check the account row). Id order is the order
 * the ledger's trigger updates balance rows in, and the same for everyone, so two transactions
 * locking overlapping accounts take turns instead of waiting for each other.
 */
import { sql } from "drizzle-orm";
import type { Tx } from "../db/client.ts";
import { lockPeriodForPosting } from "./periodLock.ts";

const idList = (ids: readonly string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

/**
 * Locks the accounts' rows FOR UPDATE in id order until the transaction ends (waiting for any
 * posting to them in flight) and returns their ids in that order. An account should be locked
 * before anything else that the balance trigger or a posting might wait for.
 */
export async function lockAccounts(tx: Tx, accountIds: readonly string[]): Promise<string[]> {
  const ids = [...new Set(accountIds)].sort();
  if (ids.length === 0) return ids;
  // The period lock first, shared (the posting this decision leads to takes it anyway): a month
  // close then never reads a balance between this read and its booking. Before, a withdrawal
  // that had read the balance while a close ran was booked after it, and the close mailed "can
  // be withdrawn" for the money just requested. Always before the account rows, in every path.
  await lockPeriodForPosting(tx);
  await tx.execute(sql`
    select id from ledger_accounts where id in (${idList(ids)}) order by id for update`);
  return ids;
}

/**
 * The accounts' balances (debit +, credit −) under lockAccounts' lock; an account never booked
 * is absent. Read in a statement after the lock's: a new snapshot, which has what a posting the
 * lock waited for committed (read in the locking statement, it would be the balance from before).
 */
export async function lockedBalances(
  tx: Tx,
  accountIds: readonly string[],
): Promise<Map<string, bigint>> {
  const ids = await lockAccounts(tx, accountIds);
  if (ids.length === 0) return new Map();
  const result = await tx.execute<{ account_id: string; balance: string }>(sql`
    select account_id, balance::text as balance from account_balances
    where account_id in (${idList(ids)})`);
  return new Map(result.rows.map((row) => [row.account_id, BigInt(row.balance)]));
}
