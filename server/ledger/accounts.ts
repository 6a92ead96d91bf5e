/**
 * Ledger accounts, made on first use (docs/royalties.md "The ledger"). Each kind has its own
 * owner: a store's receivable, the label's share, a collaborator's held-for-invite money by
 * email, and a user's payable, payouts in progress and paid out.
 */
import { and, eq, isNull } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Db, Tx } from "../db/client.ts";
import { ledgerAccounts } from "../db/schema/index.ts";
import { LedgerError, LedgerMessages } from "./messages.ts";

export type LedgerAccountKind = (typeof ledgerAccounts.$inferSelect)["kind"];

/**
 * Debit-normal (assets) versus credit-normal (income, what is owed, what has left). The
 * payable kinds (artist_payable, held_for_invite, payouts_in_progress) never go into a debit
 * balance: the database refuses it (migration 0013_ledger.sql).
 */
export const NORMAL_SIDE: Record<LedgerAccountKind, "debit" | "credit"> = {
  store_receivable: "debit",
  label_share: "credit",
  artist_payable: "credit",
  held_for_invite: "credit",
  payouts_in_progress: "credit",
  paid_out: "credit",
};

/** The owner each kind of account has; every account also has its currency. */
export type AccountOwner<K extends LedgerAccountKind> = {
  currency: string;
} & (K extends "store_receivable"
  ? { storeId: string }
  : K extends "held_for_invite"
    ? { email: string }
    : K extends "label_share"
      ? Record<never, never>
      : { userId: string });

interface OwnerColumns {
  userId: string | null;
  storeId: string | null;
  email: string | null;
}

function ownerColumns(
  owner: { currency: string } & Partial<Record<keyof OwnerColumns, string>>,
): OwnerColumns {
  return {
    userId: owner.userId ?? null,
    storeId: owner.storeId ?? null,
    email: owner.email ?? null,
  };
}

const matches = (column: PgColumn, value: string | null) =>
  value === null ? isNull(column) : eq(column, value);

/**
 * The id of the (kind, owner, currency) account, made if it does not exist yet. Race-safe: two
 * transactions asking at once both get the one row (the partial unique indexes decide, the
 * loser's insert does nothing and it reads the winner's row once that commits).
 */
export async function accountFor<K extends LedgerAccountKind>(
  tx: Tx | Db,
  kind: K,
  owner: AccountOwner<K>,
): Promise<string> {
  if (!/^[A-Z]{3}$/.test(owner.currency))
    throw new LedgerError(LedgerMessages.badCurrency(owner.currency));
  // Each kind's owner type names at most these fields; the rest stay null.
  const columns = ownerColumns(
    owner as { currency: string } & Partial<Record<keyof OwnerColumns, string>>,
  );
  const inserted = await tx
    .insert(ledgerAccounts)
    .values({ kind, currency: owner.currency, ...columns })
    .onConflictDoNothing()
    .returning({ id: ledgerAccounts.id });
  if (inserted[0]) return inserted[0].id;
  const [existing] = await tx
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.kind, kind),
        eq(ledgerAccounts.currency, owner.currency),
        matches(ledgerAccounts.userId, columns.userId),
        matches(ledgerAccounts.storeId, columns.storeId),
        matches(ledgerAccounts.email, columns.email),
      ),
    );
  if (!existing) throw new LedgerError(LedgerMessages.accountMissing(kind));
  return existing.id;
}
