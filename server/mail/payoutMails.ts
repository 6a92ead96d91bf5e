import { type PayoutMethod, payoutMethodLabel } from "@common/payouts/payouts.ts";
import { dayLabel } from "@common/royalties/earnings.ts";
import { composeMail } from "./layout.ts";
import type { Mail } from "./mailer.ts";

/**
 * The artist's mails about a withdrawal (issue 19: "every change is audited and mailed to the
 * artist"): received, paid, rejected, cancelled. Amounts come formatted ("SEK 250.00").
 */

/** The mail's words, then where the artist follows their withdrawals. */
function payoutMail(
  facts: PayoutMailFacts,
  subject: string,
  paragraphs: readonly string[],
  action: string,
): Mail {
  return composeMail({
    to: facts.to,
    subject,
    paragraphs,
    action: { label: action, url: facts.pageUrl },
  });
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
  return payoutMail(
    facts,
    "We received your withdrawal request",
    [
      `Hi ${facts.name}, we received your request to withdraw ${facts.amount} (${destination(facts)}).`,
      "The amount is set aside from your balance now. Our team processes withdrawals by hand and will mail you when the money is on its way. Until we start paying it, you can cancel it on your withdrawals page.",
    ],
    "Follow your withdrawals",
  );
}

export function payoutPaidMail(
  facts: PayoutMailFacts & { reference: string; paidOn: string },
): Mail {
  return payoutMail(
    facts,
    "Your withdrawal has been paid",
    [
      `Hi ${facts.name}, your withdrawal of ${facts.amount} was paid on ${dayLabel(facts.paidOn)} (${destination(facts)}).`,
      `Payment reference: ${facts.reference}. Depending on your bank or provider it can take a few days to arrive.`,
    ],
    "Your withdrawals",
  );
}

export function payoutRejectedMail(facts: PayoutMailFacts & { reason: string }): Mail {
  return payoutMail(
    facts,
    "Your withdrawal could not be paid",
    [
      `Hi ${facts.name}, we could not pay your withdrawal of ${facts.amount} (${destination(facts)}).`,
      `Reason: ${facts.reason}`,
      "The amount is back in your available balance. Check your payout details and request it again, or reply to this mail if something is unclear.",
    ],
    "Your withdrawals",
  );
}

export function payoutCancelledMail(facts: PayoutMailFacts): Mail {
  return payoutMail(
    facts,
    "Your withdrawal was cancelled",
    [
      `Hi ${facts.name}, your withdrawal of ${facts.amount} (${destination(facts)}) was cancelled from your account.`,
      "The amount is back in your available balance. If you did not cancel it, change your password and reply to this mail.",
    ],
    "Your withdrawals",
  );
}
