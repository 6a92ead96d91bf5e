import { z } from "zod";
import { multiLineText } from "../text.ts";

/**
 * Reversing a posted store report (issue 19, admins): the texts the API and the page share, the
 * request body and the answer.
 */
export const ReversalMessages = {
  reason: "Enter a reason for the artists (up to 500 characters).",
  notPosted: "Only a posted report can be reversed.",
  overdrawn: (who: string) =>
    `${who} has less left than this report gave them (part of it has been withdrawn or moved since). Nothing was reversed; take back what is left with a ledger correction.`,
  ownBalance: "This report paid into your own balance. Ask another admin to reverse it.",
  reversed:
    "The report was reversed: its money is out of the ledger, and the file can be imported again.",
  noticeTitle: "Earnings reversed",
  notice: (store: string, month: string, money: string, reason: string) =>
    `The label reversed ${store}'s report for ${month}: ${money} was taken back from your earnings. Reason: ${reason}`,
  noticeReturned: (store: string, month: string, money: string, reason: string) =>
    `The label reversed ${store}'s report for ${month}: the ${money} its refund took is back in your earnings. Reason: ${reason}`,
} as const;

export const ReverseReportBodySchema = z.object({
  reason: multiLineText("The reason", 500, ReversalMessages.reason).min(1, ReversalMessages.reason),
});

export const ReversedReportSchema = z.object({
  status: z.literal("reversed"),
  /** The revenue taken back out of the store's receivable, as messages write it ("SEK 12.50"). */
  total: z.string(),
  message: z.string(),
});
export type ReversedReport = z.infer<typeof ReversedReportSchema>;
