import { type PayoutMethod, payoutMethodLabel } from "@common/payouts/payouts.ts";
import type { Mail } from "./mailer.ts";

/**
 * The artist's mails about a withdrawal (issue 19: "every change is audited and mailed to the
 * artist"): received, paid, rejected. Amounts come formatted ("SEK 250.00").
 */

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

const SIGNATURE = "Offbeat — Make Music Work";

function plainMail(to: string, subject: string, paragraphs: readonly string[]): Mail {
  return {
    to,
    subject,
    text: `${[...paragraphs, SIGNATURE].join("\n\n")}`,
    html: [...paragraphs, SIGNATURE].map((p) => `<p>${escapeHtml(p)}</p>`).join(""),
  };
}

export interface PayoutMailFacts {
  to: string;
  name: string;
  /** Formatted with its currency: "SEK 250.00". */
  amount: string;
  method: PayoutMethod;
  maskedDetails: string;
  /** Where the artist follows their withdrawals. */
  pageUrl: string;
}

const destination = (facts: PayoutMailFacts) =>
  `${payoutMethodLabel[facts.method]} to ${facts.maskedDetails}`;

export function payoutRequestedMail(facts: PayoutMailFacts): Mail {
  return plainMail(facts.to, "We received your withdrawal request", [
    `Hi ${facts.name}, we received your request to withdraw ${facts.amount} (${destination(facts)}).`,
    "The amount is set aside from your balance now. Our team processes withdrawals by hand and will mail you when the money is on its way.",
    `Follow your withdrawals: ${facts.pageUrl}`,
  ]);
}

export function payoutPaidMail(
  facts: PayoutMailFacts & { reference: string; paidOn: string },
): Mail {
  return plainMail(facts.to, "Your withdrawal has been paid", [
    `Hi ${facts.name}, your withdrawal of ${facts.amount} was paid on ${facts.paidOn} (${destination(facts)}).`,
    `Payment reference: ${facts.reference}. Depending on your bank or provider it can take a few days to arrive.`,
    `Your withdrawals: ${facts.pageUrl}`,
  ]);
}

export function payoutRejectedMail(facts: PayoutMailFacts & { reason: string }): Mail {
  return plainMail(facts.to, "Your withdrawal could not be paid", [
    `Hi ${facts.name}, we could not pay your withdrawal of ${facts.amount} (${destination(facts)}).`,
    `Reason: ${facts.reason}`,
    "The amount is back in your available balance. Check your payout details and request it again, or reply to this mail if something is unclear.",
    `Your withdrawals: ${facts.pageUrl}`,
  ]);
}
