import { sql } from "drizzle-orm";
import {
  bigint,
  char,
  check,
  customType,
  date,
  index,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { citext, tstz } from "./columns.ts";
import { stores } from "./stores.ts";
import { users } from "./users.ts";

/**
 * The double-entry ledger (issue 19, docs/royalties.md "The ledger").
 *
 * Sign convention: every amount is an integer in minor units of the account's currency
 * (öre for SEK), debit positive, credit negative. An entry's lines add up to zero.
 * Normal sides: `store_receivable` is an asset (debit-normal, balance >= 0); every other kind
 * is credit-normal (balance <= 0 while it holds money): `label_share` is the label's income,
 * `artist_payable`, `held_for_invite` and `payouts_in_progress` are what the label owes, and
 * `paid_out` is the money that has left (the counterpart of a payout marked paid).
 *
 * What PostgreSQL enforces (triggers in migration 0013_ledger.sql, not only code):
 * - an entry balances per currency and has at least two lines, checked at commit;
 * - lines join an entry only in the transaction that created it;
 * - entries and lines are append-only (no UPDATE, DELETE or TRUNCATE): a correction is a new
 *   entry;
 * - account_balances is written only by the ledger's trigger, and the payable kinds never
 *   go past zero into a debit balance.
 */
export const ledgerAccountKind = pgEnum("ledger_account_kind", [
  "store_receivable",
  "label_share",
  "artist_payable",
  "held_for_invite",
  "payouts_in_progress",
  "paid_out",
]);

export const journalEntryKind = pgEnum("journal_entry_kind", [
  "report_posting",
  "invitation_claimed",
  "payout_requested",
  "payout_paid",
  "payout_rejected",
  "correction",
  // The artist took back a withdrawal staff had not started paying (listed last: enums grow).
  "payout_cancelled",
]);

/** PostgreSQL's 64-bit transaction id; node-postgres hands it over as text. */
const xid8 = customType<{ data: string }>({ dataType: () => "xid8" });

/**
 * One account per (kind, owner, currency). The owner columns a kind uses: a store for
 * `store_receivable`, an email for `held_for_invite` (a collaborator without an account yet),
 * none for `label_share`, a user for the rest. Users are never deleted (account deletion keeps
 * an anonymous tombstone), so a user's accounts, and the history on them, stay valid.
 */
export const ledgerAccounts = pgTable(
  "ledger_accounts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: ledgerAccountKind("kind").notNull(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "restrict" }),
    storeId: text("store_id").references(() => stores.id, { onDelete: "restrict" }),
    email: citext("email"),
    /** ISO 4217 code; the ledger keeps LEDGER_CURRENCY (default SEK). */
    currency: char("currency", { length: 3 }).notNull(),
    createdAt: tstz("created_at").notNull().defaultNow(),
  },
  (t) => [
    check("ledger_accounts_currency_check", sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check(
      "ledger_accounts_owner_check",
      sql`case ${t.kind}
        when 'store_receivable' then ${t.storeId} is not null and ${t.userId} is null and ${t.email} is null
        when 'held_for_invite' then ${t.email} is not null and ${t.userId} is null and ${t.storeId} is null
        when 'label_share' then ${t.userId} is null and ${t.storeId} is null and ${t.email} is null
        else ${t.userId} is not null and ${t.storeId} is null and ${t.email} is null end`,
    ),
    uniqueIndex("ledger_accounts_user_idx")
      .on(t.kind, t.userId, t.currency)
      .where(sql`${t.userId} is not null`),
    uniqueIndex("ledger_accounts_store_idx")
      .on(t.kind, t.storeId, t.currency)
      .where(sql`${t.storeId} is not null`),
    uniqueIndex("ledger_accounts_email_idx")
      .on(t.kind, t.email, t.currency)
      .where(sql`${t.email} is not null`),
    uniqueIndex("ledger_accounts_label_idx")
      .on(t.kind, t.currency)
      .where(sql`${t.userId} is null and ${t.storeId} is null and ${t.email} is null`),
  ],
);

/**
 * What happened, once: `idempotency_key` (`report:<id>:post`, `payout:<key>:hold`, ...) makes
 * a repeated posting a no-op. `created_by` is null for the system's own postings.
 */
export const journalEntries = pgTable(
  "journal_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: journalEntryKind("kind").notNull(),
    description: text("description").notNull(),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "restrict" }),
    createdAt: tstz("created_at").notNull().defaultNow(),
    /**
     * The transaction that wrote the entry, so the database can refuse lines added to it later:
     * the commit-time balance check runs once per entry, in that transaction.
     */
    transactionId: xid8("transaction_id").notNull().default(sql`pg_current_xact_id()`),
  },
  (t) => [
    // Statements and pending earnings read a month's entries.
    index("journal_entries_created_idx").on(t.createdAt),
    // The admins' list of corrections, newest first (scanned backwards), among every report
    // posting and payout.
    index("journal_entries_corrections_idx")
      .on(t.createdAt, t.id)
      .where(sql`${t.kind} = 'correction'`),
  ],
);

/**
 * A signed amount on one account (debit +, credit −), with what it books: the track, the month
 * (first day), the store and the report line batch it came from, so statements trace back.
 * track_id has no foreign key on purpose: deleting an account deletes its releases and tracks,
 * and the ledger must keep its history. report_id waits for the report tables.
 */
export const journalLines = pgTable(
  "journal_lines",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    entryId: uuid("entry_id")
      .notNull()
      .references(() => journalEntries.id, { onDelete: "restrict" }),
    accountId: uuid("account_id")
      .notNull()
      .references(() => ledgerAccounts.id, { onDelete: "restrict" }),
    amount: bigint("amount", { mode: "bigint" }).notNull(),
    trackId: uuid("track_id"),
    period: date("period", { mode: "string" }),
    storeId: text("store_id").references(() => stores.id, { onDelete: "restrict" }),
    reportId: uuid("report_id"),
  },
  (t) => [
    check("journal_lines_amount_check", sql`${t.amount} <> 0`),
    check("journal_lines_period_check", sql`extract(day from ${t.period}) = 1`),
    index("journal_lines_entry_idx").on(t.entryId),
    index("journal_lines_account_period_idx").on(t.accountId, t.period),
  ],
);

/**
 * Each account's balance (sum of its lines, same sign convention), kept by the ledger's
 * trigger in the posting's transaction, so earnings pages read one row instead of history.
 */
export const accountBalances = pgTable("account_balances", {
  accountId: uuid("account_id")
    .primaryKey()
    .references(() => ledgerAccounts.id, { onDelete: "restrict" }),
  balance: bigint("balance", { mode: "bigint" }).notNull().default(sql`0`),
  updatedAt: tstz("updated_at").notNull().defaultNow(),
});
