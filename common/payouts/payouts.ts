/**
 * The withdrawal API's shapes (issue 19 "Withdrawals"): payout details, requests, and staff's
 * /admin/payouts. Amounts are decimal strings in major units ("250.00") beside their currency,
 * never JavaScript numbers.
 */
import { z } from "zod";
import { TypedPasswordSchema } from "../auth.ts";
import { timeIdCursor } from "../keysetCursor.ts";
import { AMOUNT_NOTATION } from "../money/format.ts";
import { SearchTextSchema } from "../releases.ts";
import { multiLineText, oneLineText } from "../text.ts";
import { type Checked, checkBic, checkIban, checkSwishPhone } from "./accountNumbers.ts";
import { PayoutMessages } from "./messages.ts";

export const PAYOUT_METHODS = ["bank_transfer", "paypal", "swish"] as const;
const PayoutMethodSchema = z.enum(PAYOUT_METHODS);
export type PayoutMethod = z.infer<typeof PayoutMethodSchema>;

export const payoutMethodLabel: Record<PayoutMethod, string> = {
  bank_transfer: "Bank transfer",
  paypal: "PayPal",
  swish: "Swish",
};

export const PAYOUT_STATUSES = ["requested", "paid", "rejected", "cancelled"] as const;
const PayoutStatusSchema = z.enum(PAYOUT_STATUSES);
export type PayoutStatus = z.infer<typeof PayoutStatusSchema>;

/**
 * A text field checked and normalised by one of accountNumbers.ts's checks; longer than any
 * such number could be written, it gets the check's description of the format.
 */
const checkedText = (check: (input: string) => Checked, format: string) =>
  z
    .string()
    .max(64, format)
    .transform((input, ctx) => {
      const checked = check(input);
      if (checked.ok) return checked.value;
      ctx.addIssue({ code: "custom", message: checked.message });
      return z.NEVER;
    });

/** Where the money goes, as sealed at rest and opened for staff who pay it. */
const BankTransferSchema = z.object({
  method: z.literal("bank_transfer"),
  iban: checkedText(checkIban, PayoutMessages.ibanFormat),
  bic: checkedText(checkBic, PayoutMessages.bic),
  accountHolder: oneLineText(
    "The account holder's name",
    100,
    PayoutMessages.accountHolderTooLong,
  ).min(1, PayoutMessages.accountHolder),
});
const PaypalSchema = z.object({
  method: z.literal("paypal"),
  email: z
    .email(PayoutMessages.paypalEmail)
    .max(254, PayoutMessages.paypalEmail)
    .transform((email) => email.toLowerCase()),
});
const SwishSchema = z.object({
  method: z.literal("swish"),
  phone: checkedText(checkSwishPhone, PayoutMessages.swishPhone),
});

const PayoutDetailsSchema = z.discriminatedUnion("method", [
  BankTransferSchema,
  PaypalSchema,
  SwishSchema,
]);
export type PayoutDetails = z.output<typeof PayoutDetailsSchema>;

/** Changing the details asks for the password again, and a code when two-factor is on. */
const reauthentication = {
  password: TypedPasswordSchema(PayoutMessages.password),
  code: z.string().trim().max(64, PayoutMessages.wrongCode).optional(),
};

export const SavePayoutDetailsSchema = z.discriminatedUnion("method", [
  BankTransferSchema.extend(reauthentication),
  PaypalSchema.extend(reauthentication),
  SwishSchema.extend(reauthentication),
]);
export type SavePayoutDetailsInput = z.input<typeof SavePayoutDetailsSchema>;

/** What screens show of the details: the method and a masked form, never the numbers. */
export const PayoutDetailsSummarySchema = z.object({
  method: PayoutMethodSchema,
  masked: z.string(),
  updatedAt: z.string(),
});
export type PayoutDetailsSummary = z.infer<typeof PayoutDetailsSummarySchema>;

/** Up to three decimals; the server checks the currency's own number (SEK: 2). */
export const CreatePayoutSchema = z.object({
  amount: z.string().trim().regex(AMOUNT_NOTATION, PayoutMessages.amountFormat),
  /** Made by the page once per form: a double click, a retry or a resend make one request. */
  idempotencyKey: z.uuid(PayoutMessages.idempotencyKey),
});
export type CreatePayoutInput = z.input<typeof CreatePayoutSchema>;

const PayoutRequestSchema = z.object({
  id: z.uuid(),
  amount: z.string().describe('Major units, like "250.00"'),
  currency: z.string(),
  method: PayoutMethodSchema,
  maskedDetails: z.string(),
  status: PayoutStatusSchema,
  reference: z.string().nullable(),
  paidOn: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  createdAt: z.string(),
  processedAt: z.string().nullable(),
  cancellable: z
    .boolean()
    .describe("Requested and not yet opened by staff to pay it: the artist may still cancel it"),
});
export type PayoutRequest = z.infer<typeof PayoutRequestSchema>;

/** moneySummary (server/royalties/moneySummary.ts) in major units. */
const BalanceSummarySchema = z.object({
  currency: z.string(),
  owed: z.string(),
  pending: z.string(),
  available: z.string(),
  inProgress: z.string(),
  paidOut: z.string(),
  lifetime: z.string(),
});
export type BalanceSummary = z.infer<typeof BalanceSummarySchema>;

export const PayoutListQuerySchema = z.object({
  cursor: timeIdCursor(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/** GET /api/payouts: the withdrawal page in one call. */
export const MyPayoutsSchema = z.object({
  items: z.array(PayoutRequestSchema),
  nextCursor: z.string().nullable(),
  summary: BalanceSummarySchema,
  minimum: z.string(),
  /** Withdrawals are paused by the label (feature flag `withdrawals` off). */
  paused: z.boolean(),
  details: PayoutDetailsSummarySchema.nullable(),
});

export const CreatedPayoutSchema = z.object({
  request: PayoutRequestSchema,
  message: z.string(),
});

const AdminPayoutSchema = PayoutRequestSchema.extend({
  userId: z.uuid(),
  artistName: z.string(),
  email: z.string(),
  detailsOpened: z
    .object({ at: z.string(), by: z.string().nullable() })
    .nullable()
    .describe(
      "When and by whom the payment details were first opened to pay it (by: null once that account is gone)",
    ),
});
export type AdminPayout = z.infer<typeof AdminPayoutSchema>;

export const AdminPayoutListQuerySchema = PayoutListQuerySchema.extend({
  status: PayoutStatusSchema.default("requested"),
  /** Case-insensitive "contains" on the artist name, the account's email or the paid reference. */
  q: SearchTextSchema,
});

export const AdminPayoutPageSchema = z.object({
  /** Requested: oldest first (the queue); paid and rejected: newest first. */
  items: z.array(AdminPayoutSchema),
  nextCursor: z.string().nullable(),
});

/** How many withdrawal requests wait for staff: the Payouts link's count. */
export const WaitingPayoutsSchema = z.object({ count: z.number().int().nonnegative() });

/** The details as sealed (already checked and normalised), opened for staff. */
export const OpenedDetailsSchema = z.discriminatedUnion("method", [
  z.object({
    method: z.literal("bank_transfer"),
    iban: z.string(),
    bic: z.string(),
    accountHolder: z.string(),
  }),
  z.object({ method: z.literal("paypal"), email: z.string() }),
  z.object({ method: z.literal("swish"), phone: z.string() }),
]);

/**
 * One payout with its details opened, for the staff member who pays it (audited). Once its
 * artist deleted their account the details are gone (docs/royalties.md): `details` is null and
 * `detailsRemoved` says why; the method and masked form stay on `payout` for the books.
 */
export const AdminPayoutDetailSchema = z.object({
  payout: AdminPayoutSchema,
  details: OpenedDetailsSchema.nullable().describe("null when `detailsRemoved`"),
  detailsRemoved: z
    .boolean()
    .describe(
      "The artist deleted their account and the payment details were removed with it; the method and masked details stay on `payout`",
    ),
});

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Whether a YYYY-MM-DD names a day the calendar has. Date.parse rolls "2026-11-31" over to
 * 1 December instead of refusing it, so the parsed day must read back as the same text, or
 * PostgreSQL is the one to refuse it (a 500). Year 0000 does not exist in PostgreSQL's calendar.
 */
function isCalendarDay(day: string): boolean {
  const parsed = new Date(`${day}T00:00:00Z`);
  return (
    !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === day && day >= "0001"
  );
}

export const MarkPaidSchema = z.object({
  reference: oneLineText("The reference", 100, PayoutMessages.reference).min(
    1,
    PayoutMessages.reference,
  ),
  paidOn: z
    .string()
    // Abort: text that is no YYYY-MM-DD at all gets the format's message alone.
    .regex(ISO_DAY, { error: PayoutMessages.paidOnFormat, abort: true })
    .refine(isCalendarDay, {
      error: (issue) => PayoutMessages.paidOnNoSuchDay(String(issue.input)),
    }),
});
export type MarkPaidInput = z.input<typeof MarkPaidSchema>;

export const RejectPayoutSchema = z.object({
  reason: multiLineText("The reason", 500, PayoutMessages.reason).min(1, PayoutMessages.reason),
});
export type RejectPayoutInput = z.input<typeof RejectPayoutSchema>;

export const ProcessedPayoutSchema = z.object({
  payout: AdminPayoutSchema,
  message: z.string(),
});
