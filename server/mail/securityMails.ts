import { type PayoutMethod, payoutMethodLabel } from "@common/payouts/payouts.ts";
import { composeMail } from "./layout.ts";
import type { Mail } from "./mailer.ts";

/**
 * The mails that tell an account's owner its sign-in or money settings changed: a new device,
 * a new password, two-factor turned on, off or reset, new payout details. Security mails: sent
 * whatever the marketing setting, with no unsubscribe link. Each names the UTC time (the reader
 * may be anywhere) and what to do if it was not them.
 */

const WHEN = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "long",
  timeStyle: "short",
  timeZone: "UTC",
});
const when = (at: Date) => `${WHEN.format(at)} UTC`;

/** Who is mailed, and where the mail's button leads. */
export interface SecurityMailTo {
  to: string;
  name: string;
  /** Settings → Security (`/dashboard/settings?tab=security`), or the withdraw page. */
  url: string;
  /** SUPPORT_EMAIL: where to write when it was not them. */
  support: string;
}

const REVIEW_DEVICES = "Review signed-in devices";
const notYou = (to: SecurityMailTo) =>
  `If it was not you, change your password at once in Settings → Security (a new password signs out every other device) and write to ${to.support}.`;

/** A sign-in from a browser the account has not used before (server/auth/newDeviceAlert.ts). */
export function newDeviceMail(to: SecurityMailTo, device: string, at: Date): Mail {
  return composeMail({
    to: to.to,
    subject: "New sign-in to your Offbeat account",
    paragraphs: [
      `Hi ${to.name}, your Offbeat account was signed in from ${device} on ${when(at)}.`,
      "If this was you, there is nothing to do.",
    ],
    action: { label: REVIEW_DEVICES, url: to.url },
    after: [
      "If it was not you, sign that device out in Settings → Security and change your password: a new password signs out every other device too.",
    ],
  });
}

/** How the password changed: in Settings (signed in) or through a mailed reset link. */
type PasswordChange = "settings" | "reset";

export function passwordChangedMail(to: SecurityMailTo, how: PasswordChange, at: Date): Mail {
  const through = how === "reset" ? " through a password reset link" : "";
  return composeMail({
    to: to.to,
    subject: "Your Offbeat password was changed",
    paragraphs: [
      `Hi ${to.name}, the password of your Offbeat account was changed${through} on ${when(at)}. Every other device was signed out.`,
      "If this was you, there is nothing to do.",
    ],
    action: { label: REVIEW_DEVICES, url: to.url },
    after: [
      `If it was not you, ask for a new password at once with “Forgot password?” on the sign-in form, and write to ${to.support}.`,
    ],
  });
}

/** What happened to two-factor sign-in. */
export type TwoFactorChange = "enabled" | "disabled" | "reset";

const TWO_FACTOR_WORDS: Record<TwoFactorChange, { subject: string; what: string }> = {
  enabled: {
    subject: "Two-factor authentication is on for your Offbeat account",
    what: "two-factor authentication was turned on for your Offbeat account",
  },
  disabled: {
    subject: "Two-factor authentication was turned off on your Offbeat account",
    what: "two-factor authentication was turned off on your Offbeat account: signing in now asks for the password alone",
  },
  reset: {
    subject: "Two-factor authentication was reset on your Offbeat account",
    what: "two-factor authentication was reset on your Offbeat account: signing in asks for the password alone until a new authenticator is confirmed",
  },
};

export function twoFactorChangedMail(to: SecurityMailTo, change: TwoFactorChange, at: Date): Mail {
  const words = TWO_FACTOR_WORDS[change];
  return composeMail({
    to: to.to,
    subject: words.subject,
    paragraphs: [
      `Hi ${to.name}, ${words.what}, on ${when(at)}.`,
      "If this was you, there is nothing to do.",
    ],
    action: { label: "Open Security settings", url: to.url },
    after: [notYou(to)],
  });
}

/** Where withdrawals go: the method and the masked account ("SE** **** 1234"). */
export interface PayoutDestination {
  method: PayoutMethod;
  masked: string;
}

const destination = (d: PayoutDestination) => `${payoutMethodLabel[d.method]} to ${d.masked}`;

/** The payout details were saved (server/payouts/payoutDetails.ts); `before` null on the first. */
export function payoutDetailsChangedMail(
  to: SecurityMailTo,
  now: PayoutDestination,
  before: PayoutDestination | null,
  at: Date,
): Mail {
  const was = before ? ` (before: ${destination(before)})` : "";
  return composeMail({
    to: to.to,
    subject: "Your Offbeat payout details were changed",
    paragraphs: [
      `Hi ${to.name}, the payout details of your Offbeat account were changed on ${when(at)}. Withdrawals now go by ${destination(now)}${was}.`,
      "Withdrawals you requested earlier are paid to the details they were made with.",
    ],
    action: { label: "Review payout details", url: to.url },
    after: [notYou(to)],
  });
}
