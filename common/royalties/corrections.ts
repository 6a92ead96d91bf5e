import { z } from "zod";
import { timeIdCursor } from "../keysetCursor.ts";
import { AMOUNT_NOTATION } from "../money/format.ts";
import { multiLineText } from "../text.ts";

/**
 * Ledger corrections (issue 19: "corrections as new entries"), as the admin's form sends them
 * and the list shows them. A correction moves an amount between two balances, the label's
 * share or an artist's payable, with a reason the artist reads on their statement.
 */

export const CorrectionMessages = {
  email: "Enter the email address of the artist's account.",
  amountFormat: "Enter an amount like 250 or 250.50.",
  reason:
    "Enter the reason for the correction (3 to 500 characters); the artist reads it on their statement.",
  noArtist:
    "A correction moves money to or from an artist: choose an artist's balance on at least one side.",
  sameBalance: "Choose two different balances.",
  unknownAccount: "No active account has this email address.",
  ownBalance: "You cannot correct your own balance. Ask another admin to do it.",
  overdrawn: (name: string, owed: string) =>
    `${name} is owed ${owed}; a correction cannot take more than that.`,
  idempotencyKey: "This form is out of date. Reload the page and try again.",
  posted: "The correction is posted.",
  repeated: "This correction was already posted.",
  /** The artist's notification. */
  noticeTitle: "Balance corrected",
  notice: (signedAmount: string, reason: string) =>
    `We corrected your balance by ${signedAmount}. Reason: ${reason}`,
  labelShare: "The label's share",
} as const;

/** One side of a correction: the label's share, or the payable of the account with this email. */
const CorrectionPartySchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("label") }),
  z.object({
    kind: z.literal("artist"),
    email: z.string().trim().toLowerCase().pipe(z.email(CorrectionMessages.email)),
  }),
]);
export type CorrectionPartyInput = z.input<typeof CorrectionPartySchema>;

export const CreateCorrectionSchema = z
  .object({
    /** Whose balance the amount leaves. */
    from: CorrectionPartySchema,
    /** Whose balance it joins. */
    to: CorrectionPartySchema,
    amount: z.string().trim().regex(AMOUNT_NOTATION, CorrectionMessages.amountFormat),
    reason: multiLineText("The reason", 500, CorrectionMessages.reason).min(
      3,
      CorrectionMessages.reason,
    ),
    /** Made by the page once per form: a double click or a retry posts one correction. */
    idempotencyKey: z.uuid(CorrectionMessages.idempotencyKey),
  })
  .superRefine((value, ctx) => {
    if (value.from.kind === "label" && value.to.kind === "label")
      ctx.addIssue({ code: "custom", path: ["to"], message: CorrectionMessages.noArtist });
    else if (
      value.from.kind === "artist" &&
      value.to.kind === "artist" &&
      value.from.email === value.to.email
    )
      ctx.addIssue({ code: "custom", path: ["to"], message: CorrectionMessages.sameBalance });
  });
export type CreateCorrectionInput = z.input<typeof CreateCorrectionSchema>;

const PartySchema = z.object({
  kind: z.enum(["label", "artist"]),
  /** The artist's account (null for the label's share). */
  userId: z.string().nullable(),
  /** "Maria Lind (maria@example.com)", or "The label's share". */
  name: z.string(),
});

const CorrectionSchema = z.object({
  /** The journal entry. */
  id: z.uuid(),
  createdAt: z.string(),
  from: PartySchema,
  to: PartySchema,
  amount: z.string().describe('Major units, like "150.00"'),
  currency: z.string(),
  reason: z.string(),
  /** The admin who posted it (null once their account is gone). */
  postedBy: z.object({ name: z.string(), email: z.string() }).nullable(),
});
export type Correction = z.infer<typeof CorrectionSchema>;

export const CorrectionListQuerySchema = z.object({
  cursor: timeIdCursor(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const CorrectionPageSchema = z.object({
  /** Newest first. */
  items: z.array(CorrectionSchema),
  nextCursor: z.string().nullable(),
});

export const PostedCorrectionSchema = z.object({
  correction: CorrectionSchema,
  message: z.string(),
});
