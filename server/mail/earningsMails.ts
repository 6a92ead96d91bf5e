/**
 * The artist's money mails (issue 19 "Artists: earnings"): a month's statement is ready, and the
 * balance can be withdrawn. Figures are formatted from decimal strings, never floats.
 */
import { formatMoney } from "@common/money/format.ts";
import { monthLabel } from "@common/royalties/earnings.ts";
import { composeMail } from "./layout.ts";
import type { Mail } from "./mailer.ts";

function mailOf(
  to: string,
  subject: string,
  paragraphs: string[],
  action: string,
  url: string,
): Mail {
  return composeMail({ to, subject, paragraphs, action: { label: action, url } });
}

export interface StatementMailFigures {
  /** "2026-10" */
  period: string;
  currency: string;
  openingBalance: string;
  earnings: string;
  payouts: string;
  closingBalance: string;
}

export function statementReadyMail(
  to: string,
  name: string,
  figures: StatementMailFigures,
  url: string,
): Mail {
  const month = monthLabel(figures.period);
  const money = (amount: string) => formatMoney(amount, figures.currency);
  return mailOf(
    to,
    `Your statement for ${month} is ready`,
    [
      `Hi ${name}, ${month} has closed and your statement is ready.`,
      [
        `Opening balance: ${money(figures.openingBalance)}`,
        `Earnings: ${money(figures.earnings)}`,
        `Payouts: ${money(figures.payouts)}`,
        `Closing balance: ${money(figures.closingBalance)}`,
      ].join("\n"),
      // December closes the year: say where the whole year is, for accounts and tax returns.
      ...(figures.period.endsWith("-12")
        ? [
            `With December closed, all of ${figures.period.slice(0, 4)} is in one file for your accounts and tax return: "${figures.period.slice(0, 4)} statements (CSV)" under Monthly statements on your Earnings page.`,
          ]
        : []),
    ],
    "See your statement",
    url,
  );
}

export function withdrawableMail(
  to: string,
  name: string,
  available: string,
  currency: string,
  url: string,
): Mail {
  return mailOf(
    to,
    "Your balance can be withdrawn",
    [
      `Hi ${name}, your available balance is ${formatMoney(available, currency)}, enough to withdraw.`,
      "Choose how you want to be paid (bank transfer, PayPal or Swish) and request a withdrawal whenever you like.",
    ],
    "Withdraw",
    url,
  );
}

/** A ledger correction changed the artist's balance (docs/royalties.md "Corrections"). */
export function balanceCorrectedMail(
  to: string,
  name: string,
  signedAmount: string,
  reason: string,
  url: string,
): Mail {
  return mailOf(
    to,
    "Your balance was corrected",
    [
      `Hi ${name}, we corrected your balance by ${signedAmount}.`,
      `Reason: ${reason}`,
      "The correction appears on this month's statement. Reply to this email if you have questions.",
    ],
    "See your earnings",
    url,
  );
}

/** An admin reversed a store report that paid the artist: what was taken back, and why. */
export function reportReversedMail(
  to: string,
  name: string,
  input: { store: string; month: string; amount: string; reason: string },
  url: string,
): Mail {
  return mailOf(
    to,
    "A store report was reversed",
    [
      `Hi ${name}, we reversed ${input.store}'s report for ${input.month}: ${input.amount} was taken back from your earnings.`,
      `Reason: ${input.reason}`,
      "The reversal appears on this month's statement. Reply to this email if you have questions.",
    ],
    "See your earnings",
    url,
  );
}
