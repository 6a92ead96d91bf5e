import { z } from "zod";
import { monthText } from "./earnings.ts";

/**
 * The admin finance overview (issue 19, "Admin finance overview: revenue per period and store,
 * label share, total owed to artists, payouts pending and paid") and the money rules of account
 * deletion. Amounts are decimal strings in major units of `currency` ("1234.50"), never numbers.
 */

export const FinanceMessages = {
  periodFormat: "Use a month as YYYY-MM.",
  periodYears: "Use a month from 1900-01 to 2199-12.",
  periodOrder: "The first month must not be after the last.",
  periodSpan: "Show at most 120 months at a time.",
  loadFailed: "Failed to load the finance overview",
  balanced: "Balanced",
  /** The check figure, when the accounts do not add up. */
  unbalanced: (difference: string, currency: string) =>
    `Out of balance by ${currency} ${difference}: the store receivable does not equal what the label and the artists hold.`,
  noRevenue: "No store revenue booked in these months.",
} as const;

/** Deletion refused while the ledger still holds money for the user (docs/royalties.md). */
export const DeletionMoneyMessages = {
  owed: (amount: string) =>
    `You still have ${amount} to withdraw. Withdraw it or contact support before deleting your account.`,
  inProgress: (amount: string) =>
    `Your withdrawal of ${amount} is still being processed. Wait until it is paid, or contact support, before deleting your account.`,
  held: (amount: string) =>
    `${amount} is held for your email address from a collaborator's share. Contact support before deleting your account.`,
  /** What an admin completing the request is told. */
  staffOwed: (amount: string) =>
    `This user still has ${amount} to withdraw. Pay it out before completing the deletion.`,
  staffInProgress: (amount: string) =>
    `This user has a withdrawal of ${amount} in progress. Mark it paid or reject it before completing the deletion.`,
  staffHeld: (amount: string) =>
    `${amount} is held for this user's email address. Settle it before completing the deletion.`,
} as const;

/** The most months one overview shows. */
export const FINANCE_MAX_MONTHS = 120;

const MonthSchema = monthText(FinanceMessages);

export const FinanceQuerySchema = z.object({
  from: MonthSchema.optional().describe("First month (YYYY-MM); default 11 months before `to`"),
  to: MonthSchema.optional().describe("Last month (YYYY-MM); default the current month"),
});
export type FinanceQuery = z.infer<typeof FinanceQuerySchema>;

const Amount = z.string().describe('A decimal amount in major units of `currency`, "1234.50"');

/** One month's store revenue, label share and payouts, by booking month. */
const FinanceMonthSchema = z.object({
  period: z.string().describe("YYYY-MM"),
  revenue: Amount.describe("Store revenue booked this month (store receivable debits)"),
  labelShare: Amount,
  artistShare: Amount.describe("Revenue booked to artists and held collaborators this month"),
  paidOut: Amount.describe("Payouts marked paid this month"),
});

/** One store's revenue in one month. */
const FinanceStoreMonthSchema = z.object({
  period: z.string().describe("YYYY-MM"),
  storeId: z.string(),
  storeName: z.string(),
  revenue: Amount,
});

export const FinanceOverviewSchema = z.object({
  currency: z.string().length(3),
  from: z.string().describe("YYYY-MM"),
  to: z.string().describe("YYYY-MM"),
  /** Balances now, over all time. */
  totals: z.object({
    storeReceivable: Amount.describe("All store revenue booked, ever"),
    labelShare: Amount,
    owedToArtists: Amount.describe("Sum of the artists' payable balances"),
    heldForInvites: Amount.describe("Held for collaborators invited by email"),
    payoutsInProgress: Amount.describe("Requested withdrawals not yet paid"),
    payoutsRequested: z.number().int().describe("Withdrawal requests waiting for staff"),
    paidOut: Amount,
  }),
  /** Totals of the months shown. */
  range: z.object({ revenue: Amount, labelShare: Amount, paidOut: Amount }),
  months: z.array(FinanceMonthSchema),
  stores: z.array(FinanceStoreMonthSchema),
  check: z.object({
    balanced: z.boolean(),
    difference: Amount.describe(
      "store receivable − (label share + owed + held + in progress + paid out); 0 when balanced",
    ),
    message: z.string(),
  }),
});
export type FinanceOverview = z.infer<typeof FinanceOverviewSchema>;
