import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  char,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { citext, tstz } from "./columns.ts";
import { journalEntries } from "./ledger.ts";
import { stores } from "./stores.ts";
import { users } from "./users.ts";

/**
 * Store reports, periods, statements and payouts (issue 19, docs/royalties.md). The money itself
 * is in the ledger (ledger.ts); these tables say where it came from and where it goes.
 */

export const royaltyReportFormat = pgEnum("royalty_report_format", ["dsr", "csv"]);

/**
 * processing: stored, the parse job has not finished; failed: the file has problems and nothing
 * can be booked (problems says which lines); ready: parsed and matched, waiting for staff to
 * confirm; posted: booked into the ledger; reversed: posted, then taken back out of the ledger by
 * an admin with one mirror entry (the file may be imported again).
 */
export const royaltyReportStatus = pgEnum("royalty_report_status", [
  "processing",
  "failed",
  "ready",
  "posted",
  "reversed",
]);

/** One problem of a report, naming its line (null for the file as a whole). */
export interface ReportProblem {
  line: number | null;
  message: string;
}

/** A CSV report's columns by field (issue 19's list); null where the file has no such column. */
export interface CsvColumnMapping {
  store: string | null;
  period: string | null;
  isrc: string | null;
  upc: string | null;
  country: string | null;
  useType: string | null;
  quantity: string;
  currency: string | null;
  netAmount: string;
  /** Saved since 2026-11-29; mappings saved before have neither. */
  title?: string | null;
  artist?: string | null;
}

/** The column mapping staff saved for a store's CSV reports, reused for its next report. */
export const storeReportMappings = pgTable("store_report_mappings", {
  storeId: text("store_id")
    .primaryKey()
    .references(() => stores.id, { onDelete: "cascade" }),
  mapping: jsonb("mapping").$type<CsvColumnMapping>().notNull(),
  updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
  updatedAt: tstz("updated_at").notNull().defaultNow(),
});

/**
 * An uploaded store report. `sha256` is unique among reports not reversed: the identical file is
 * refused, unless its earlier import was reversed (`reversed_at`). `period_start`
 * is the first day of the month the report covers; a second report of a store and month needs
 * `confirmed_same_period`. `exchange_rate` is null when `currency` is the ledger's; else, by
 * `rate_source`, one unit of `currency` in the ledger's currency (staff entered it at import) or
 * one unit of the ledger's currency in `currency` (the report stated it, as DDEX reads a DSR
 * rate); docs/royalties.md "Currency".
 */
export const royaltyReports = pgTable(
  "royalty_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    storeId: text("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "restrict" }),
    format: royaltyReportFormat("format").notNull(),
    fileName: text("file_name").notNull(),
    sha256: text("sha256").notNull(),
    storageKey: text("storage_key").notNull(),
    sizeBytes: bigint("size_bytes", { mode: "number" }).notNull(),
    periodStart: date("period_start", { mode: "string" }),
    periodEnd: date("period_end", { mode: "string" }),
    currency: char("currency", { length: 3 }),
    exchangeRate: numeric("exchange_rate"),
    rateSource: text("rate_source", { enum: ["report", "staff"] }),
    status: royaltyReportStatus("status").notNull().default("processing"),
    problems: jsonb("problems").$type<ReportProblem[]>().notNull().default([]),
    /** Usage lines stored (royalty_report_lines rows). */
    lineCount: integer("line_count").notNull().default(0),
    confirmedSamePeriod: boolean("confirmed_same_period").notNull().default(false),
    uploadedBy: uuid("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: tstz("created_at").notNull().defaultNow(),
    processedAt: tstz("processed_at"),
    postedBy: uuid("posted_by").references(() => users.id, { onDelete: "set null" }),
    postedAt: tstz("posted_at"),
    reversedBy: uuid("reversed_by").references(() => users.id, { onDelete: "set null" }),
    reversedAt: tstz("reversed_at"),
    /** Why an admin reversed the posting (shown on the report and in the artists' notices). */
    reversalReason: text("reversal_reason"),
  },
  (t) => [
    // Not on status: a migration cannot use an enum value it adds in the same transaction.
    uniqueIndex("royalty_reports_sha256_idx").on(t.sha256).where(sql`${t.reversedAt} is null`),
    index("royalty_reports_created_idx").on(t.createdAt.desc(), t.id.desc()),
    index("royalty_reports_store_period_idx").on(t.storeId, t.periodStart),
    check("royalty_reports_rate_check", sql`${t.exchangeRate} is null or ${t.exchangeRate} > 0`),
  ],
);

/**
 * matched: a track (by ISRC) or a release (by UPC) was found, not booked yet; unmatched: in the
 * staff queue; dismissed: staff decided it is not the label's; posted: booked (posted_entry_id);
 * reversed: its report was reversed (booked and taken back, or never to be booked).
 */
export const reportLineState = pgEnum("report_line_state", [
  "matched",
  "unmatched",
  "dismissed",
  "posted",
  "reversed",
]);

/**
 * One usage line of a report, amounts exactly as the file wrote them (`net_amount`, numeric
 * without scale) and converted into the ledger's currency at full precision (`ledger_amount`).
 * track_id and release_id have no foreign keys on purpose: like the ledger's lines they outlive
 * a deleted account's releases.
 */
export const royaltyReportLines = pgTable(
  "royalty_report_lines",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    reportId: uuid("report_id")
      .notNull()
      .references(() => royaltyReports.id, { onDelete: "cascade" }),
    lineNumber: integer("line_number").notNull(),
    isrc: text("isrc"),
    upc: text("upc"),
    title: text("title"),
    artist: text("artist"),
    country: text("country"),
    useType: text("use_type"),
    quantity: bigint("quantity", { mode: "number" }).notNull().default(0),
    royaltyBearing: boolean("royalty_bearing").notNull().default(true),
    currency: char("currency", { length: 3 }).notNull(),
    netAmount: numeric("net_amount").notNull(),
    ledgerAmount: numeric("ledger_amount").notNull(),
    trackId: uuid("track_id"),
    releaseId: uuid("release_id"),
    state: reportLineState("state").notNull(),
    postedEntryId: uuid("posted_entry_id").references(() => journalEntries.id, {
      onDelete: "restrict",
    }),
    dismissedBy: uuid("dismissed_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    index("royalty_report_lines_report_idx").on(t.reportId, t.state),
    index("royalty_report_lines_unmatched_idx")
      .on(t.reportId, t.id)
      .where(sql`${t.state} = 'unmatched'`),
    index("royalty_report_lines_track_idx").on(t.trackId),
    // A track's lines in given reports, as statements read them (a month's postings): the
    // lines an entry booked, not the track's whole history. Only booked lines (an entry set,
    // kept when reversed): an import writes none, a posting one per line it books.
    index("royalty_report_lines_booked_idx")
      .on(t.trackId, t.reportId)
      .where(sql`${t.postedEntryId} is not null`),
    // Release-level lines (matched by UPC) as the country breakdown, the earnings' counts and
    // statements read them, by release. Only posted ones, and reversed ones (a statement made
    // before a reversal keeps its counts): an import writes none, a posting a few. Named by the
    // states left out: on a new database every migration runs in one transaction, where
    // 'reversed' (added by ALTER TYPE in 0017) cannot be used yet.
    index("royalty_report_lines_release_idx")
      .on(t.releaseId)
      .where(sql`${t.trackId} is null and ${t.state} not in ('matched', 'unmatched', 'dismissed')`),
  ],
);

/** A month (its first day) whose earnings are final: statements are made when it closes. */
export const royaltyPeriods = pgTable("royalty_periods", {
  period: date("period", { mode: "string" }).primaryKey(),
  closedAt: tstz("closed_at").notNull().defaultNow(),
  closedBy: uuid("closed_by").references(() => users.id, { onDelete: "set null" }),
});

/**
 * A user's statement of a closed month, in minor units of the ledger's currency: what they were
 * owed at its start, earned, withdrew and were owed at its end. The lines behind it are read
 * from the ledger (journal lines of entries booked that month), so they trace to report lines.
 */
export const royaltyStatements = pgTable(
  "royalty_statements",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    period: date("period", { mode: "string" }).notNull(),
    currency: char("currency", { length: 3 }).notNull(),
    openingBalance: bigint("opening_balance", { mode: "bigint" }).notNull(),
    earnings: bigint("earnings", { mode: "bigint" }).notNull(),
    payouts: bigint("payouts", { mode: "bigint" }).notNull(),
    closingBalance: bigint("closing_balance", { mode: "bigint" }).notNull(),
    createdAt: tstz("created_at").notNull().defaultNow(),
    mailedAt: tstz("mailed_at"),
  },
  (t) => [uniqueIndex("royalty_statements_user_period_idx").on(t.userId, t.period)],
);

/**
 * A collaborator named in a split by an email no account has: invited once; their share waits
 * in a held_for_invite account until they sign up with that email (claimed).
 */
export const royaltyInvitations = pgTable("royalty_invitations", {
  email: citext("email").primaryKey(),
  invitedAt: tstz("invited_at").notNull().defaultNow(),
  claimedBy: uuid("claimed_by").references(() => users.id, { onDelete: "set null" }),
  claimedAt: tstz("claimed_at"),
});

/**
 * Mails sent once per occasion: `withdrawable` when the available balance reached
 * PAYOUT_MINIMUM (removed when it falls below again, so the next time mails again).
 */
export const earningsNotices = pgTable(
  "earnings_notices",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["withdrawable"] }).notNull(),
    createdAt: tstz("created_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

export const payoutMethod = pgEnum("payout_method", ["bank_transfer", "paypal", "swish"]);

/** Where a user's money goes: sealed with the payoutDetails SecretBox (context: user id). */
export const payoutDetails = pgTable("payout_details", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  method: payoutMethod("method").notNull(),
  sealed: text("sealed").notNull(),
  /** What screens show: "SE45 •••• 1234", "a•••@example.com", "+46 •• ••• 12 34". */
  masked: text("masked").notNull(),
  updatedAt: tstz("updated_at").notNull().defaultNow(),
});

export const payoutStatus = pgEnum("payout_status", ["requested", "paid", "rejected", "cancelled"]);

/**
 * A withdrawal request. (user_id, idempotency_key) is unique: a double click, a retry or a second
 * tab with the same key make one request. The details are copied (sealed) at request time, so a
 * later change does not redirect a payout already asked for.
 */
export const payoutRequests = pgTable(
  "payout_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    idempotencyKey: text("idempotency_key").notNull(),
    amount: bigint("amount", { mode: "bigint" }).notNull(),
    currency: char("currency", { length: 3 }).notNull(),
    method: payoutMethod("method").notNull(),
    /**
     * Null once the artist's account is deleted: the details go with it (docs/royalties.md);
     * method, masked details, amounts, reference and dates stay for the books.
     */
    sealedDetails: text("sealed_details"),
    maskedDetails: text("masked_details").notNull(),
    status: payoutStatus("status").notNull().default("requested"),
    reference: text("reference"),
    paidOn: date("paid_on", { mode: "string" }),
    rejectionReason: text("rejection_reason"),
    processedBy: uuid("processed_by").references(() => users.id, { onDelete: "set null" }),
    processedAt: tstz("processed_at"),
    /**
     * When staff first opened the payment details to pay it: from then on the artist can no
     * longer cancel it themselves (support can still reject it).
     */
    detailsOpenedAt: tstz("details_opened_at"),
    /** Who opened them first: the queue shows it, so a second staff member does not pay too. */
    detailsOpenedBy: uuid("details_opened_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: tstz("created_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("payout_requests_key_idx").on(t.userId, t.idempotencyKey),
    index("payout_requests_status_idx").on(t.status, t.createdAt, t.id),
    index("payout_requests_user_idx").on(t.userId, t.createdAt),
    check("payout_requests_amount_check", sql`${t.amount} > 0`),
  ],
);
