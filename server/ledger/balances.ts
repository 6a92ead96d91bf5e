/**
 * Balances as the ledger's trigger keeps them (account_balances), read without summing
 * history. Signs follow the ledger (debit +, credit −); `owed` is the amount in the account's
 * normal sense, what an earnings page shows.
 */
import { asc, eq, inArray } from "drizzle-orm";
import type { Db, Tx } from "../db/client.ts";
import { accountBalances, ledgerAccounts } from "../db/schema/index.ts";
import { type LedgerAccountKind, NORMAL_SIDE } from "./accounts.ts";

export interface AccountBalance {
  accountId: string;
  kind: LedgerAccountKind;
  currency: string;
  /** Signed as the ledger stores it: debit +, credit −. */
  balance: bigint;
  /** The balance in the account's normal sense (what is owed to the user is positive). */
  amount: bigint;
}

const inNormalSense = (kind: LedgerAccountKind, balance: bigint) =>
  NORMAL_SIDE[kind] === "debit" ? balance : -balance;

const selection = {
  accountId: ledgerAccounts.id,
  kind: ledgerAccounts.kind,
  currency: ledgerAccounts.currency,
  balance: accountBalances.balance,
};

function withAmounts(
  rows: { accountId: string; kind: LedgerAccountKind; currency: string; balance: bigint | null }[],
): AccountBalance[] {
  return rows.map((row) => {
    const balance = row.balance ?? 0n;
    return { ...row, balance, amount: inNormalSense(row.kind, balance) };
  });
}

/** A user's accounts (payable, payouts in progress, paid out) with their balances; one query. */
export async function balancesOfUser(tx: Tx | Db, userId: string): Promise<AccountBalance[]> {
  const rows = await tx
    .select(selection)
    .from(ledgerAccounts)
    .leftJoin(accountBalances, eq(accountBalances.accountId, ledgerAccounts.id))
    .where(eq(ledgerAccounts.userId, userId))
    .orderBy(asc(ledgerAccounts.kind), asc(ledgerAccounts.currency));
  return withAmounts(rows);
}

/** Balances of the given accounts, in no particular order; an account without lines is 0. */
export async function balancesOf(
  tx: Tx | Db,
  accountIds: readonly string[],
): Promise<AccountBalance[]> {
  if (accountIds.length === 0) return [];
  const rows = await tx
    .select(selection)
    .from(ledgerAccounts)
    .leftJoin(accountBalances, eq(accountBalances.accountId, ledgerAccounts.id))
    .where(inArray(ledgerAccounts.id, [...accountIds]));
  return withAmounts(rows);
}
