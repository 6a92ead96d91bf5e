/** Helpers for the ledger's tests: accounts, postings shaped like the real ones, error text. */
import { labelAndArtist, largestRemainder, type SplitWeight } from "@common/money/allocate.ts";
import { sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client.ts";
import { accountFor } from "./accounts.ts";
import { type PostingLine, postEntry } from "./post.ts";

export const CURRENCY = "SEK";
const STORE = "spotify";

/** The message of an error and of every cause under it (drizzle wraps the database's error). */
function errorText(error: unknown): string {
  const parts: string[] = [];
  for (let current = error; current instanceof Error; current = current.cause)
    parts.push(current.message);
  return parts.join(" | ");
}

/** What `run` threw, as text; fails the test when it did not throw. */
export async function refusal(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
  } catch (error) {
    return errorText(error);
  }
  throw new Error("expected the ledger to refuse, and it accepted");
}

export async function payableOf(tx: Tx | Db, userId: string) {
  return accountFor(tx, "artist_payable", { userId, currency: CURRENCY });
}

/**
 * A report's revenue for one (track, period, store) as the importer will book it: store
 * receivable debited, label 20%, the artist side split over the payees by largest remainder.
 */
export async function postReportRevenue(
  tx: Tx,
  input: {
    key: string;
    total: bigint;
    payees: readonly { userId: string; weight: SplitWeight }[];
    trackId?: string;
    period?: string;
  },
) {
  const { artist, label } = labelAndArtist(input.total);
  const shares = largestRemainder(
    artist,
    input.payees.map((payee) => payee.weight),
  );
  const booked = {
    trackId: input.trackId ?? null,
    period: input.period ?? "2025-01-01",
    storeId: STORE,
  };
  const lines: PostingLine[] = [
    {
      accountId: await accountFor(tx, "store_receivable", { storeId: STORE, currency: CURRENCY }),
      amount: input.total,
      ...booked,
    },
    {
      accountId: await accountFor(tx, "label_share", { currency: CURRENCY }),
      amount: -label,
      ...booked,
    },
  ];
  for (const [index, payee] of input.payees.entries()) {
    lines.push({
      accountId: await payableOf(tx, payee.userId),
      amount: -(shares[index] ?? 0n),
      ...booked,
    });
  }
  return postEntry(tx, {
    idempotencyKey: input.key,
    kind: "report_posting",
    description: `Revenue ${input.key}`,
    createdBy: null,
    // A share of 0 (a tiny total) is no line at all.
    lines: lines.filter((line) => line.amount !== 0n),
  });
}

/** A withdrawal's hold: the payable debited, the user's payouts in progress credited. */
export async function holdPayout(tx: Tx, userId: string, key: string, amount: bigint) {
  return postEntry(tx, {
    idempotencyKey: `payout:${key}:hold`,
    kind: "payout_requested",
    description: `Withdrawal ${key}`,
    createdBy: userId,
    lines: [
      { accountId: await payableOf(tx, userId), amount },
      {
        accountId: await accountFor(tx, "payouts_in_progress", { userId, currency: CURRENCY }),
        amount: -amount,
      },
    ],
  });
}

const settledKind = {
  paid: "payout_paid",
  rejected: "payout_rejected",
  cancelled: "payout_cancelled",
} as const;

/**
 * A held payout settled: paid (to paid out), or rejected by staff or cancelled by its artist
 * (back to the payable).
 */
export async function settlePayout(
  tx: Tx,
  userId: string,
  key: string,
  amount: bigint,
  outcome: keyof typeof settledKind,
) {
  const target =
    outcome === "paid"
      ? await accountFor(tx, "paid_out", { userId, currency: CURRENCY })
      : await payableOf(tx, userId);
  return postEntry(tx, {
    idempotencyKey: `payout:${key}:${outcome}`,
    kind: settledKind[outcome],
    description: `Withdrawal ${key} ${outcome}`,
    createdBy: null,
    lines: [
      {
        accountId: await accountFor(tx, "payouts_in_progress", { userId, currency: CURRENCY }),
        amount,
      },
      { accountId: target, amount: -amount },
    ],
  });
}

/** Counts and sums over the whole ledger, read straight from the tables. */
export async function ledgerSnapshot(db: Db) {
  const result = await db.execute<{
    entries: string;
    lines: string;
    balance_total: string;
    line_total: string;
    unbalanced_entries: string;
  }>(sql`
    select (select count(*) from journal_entries) as entries,
           (select count(*) from journal_lines) as lines,
           (select coalesce(sum(balance), 0) from account_balances) as balance_total,
           (select coalesce(sum(amount), 0) from journal_lines) as line_total,
           (select count(*) from (select entry_id from journal_lines group by entry_id
                                  having sum(amount) <> 0 or count(*) < 2) u) as unbalanced_entries`);
  const row = result.rows[0];
  if (!row) throw new Error("the snapshot query returned nothing");
  return {
    entries: Number(row.entries),
    lines: Number(row.lines),
    balanceTotal: BigInt(row.balance_total),
    lineTotal: BigInt(row.line_total),
    unbalancedEntries: Number(row.unbalanced_entries),
  };
}

/** Balance per account kind over the whole ledger (debit +, credit −). */
export async function totalsByKind(db: Db): Promise<Map<string, bigint>> {
  const result = await db.execute<{ kind: string; total: string }>(sql`
    select a.kind, coalesce(sum(b.balance), 0) as total
    from ledger_accounts a left join account_balances b on b.account_id = a.id
    group by a.kind`);
  return new Map(result.rows.map((row) => [row.kind, BigInt(row.total)]));
}
