import { FAN_CONFIRM_DAYS } from "@common/smartLinks.ts";
import { composeMail } from "./layout.ts";
import type { Mail } from "./mailer.ts";

function linkMail(
  to: string,
  subject: string,
  intro: string,
  action: string,
  url: string,
  outro: string,
): Mail {
  return composeMail({
    to,
    subject,
    paragraphs: [intro],
    action: { label: action, url },
    after: [outro],
  });
}

export function confirmationMail(to: string, name: string, url: string): Mail {
  return linkMail(
    to,
    "Confirm your Offbeat account",
    `Hi ${name}, welcome to Offbeat. Please confirm your email address to finish creating your account.`,
    "Confirm my email",
    url,
    "If you did not sign up, you can ignore this message.",
  );
}

export function passwordResetMail(to: string, name: string, url: string): Mail {
  return linkMail(
    to,
    "Reset your Offbeat password",
    `Hi ${name}, someone asked to reset the password of your Offbeat account.`,
    "Choose a new password",
    url,
    "The link works for one hour. If you did not ask for this, you can ignore this message.",
  );
}

/**
 * Sign-up with an address that already has an account: the form answers as for a new one (no
 * account probing), and the address's owner learns why no confirmation came. No name: an
 * unconfirmed account's name was typed by whoever opened it. For an unconfirmed account the
 * way in is a new password, which confirms the address (server/auth/auth.ts onPasswordReset).
 */
export function existingAccountMail(to: string, confirmed: boolean, signInUrl: string): Mail {
  const tried =
    "Someone, perhaps you, tried to create an Offbeat account with this address. It already has one.";
  const next = confirmed
    ? 'Sign in below. Forgot your password? Choose "Forgot password?" in the sign-in form.'
    : 'That account\'s address is not confirmed yet. If you did not open it, or do not know its password, choose "Forgot password?" in the sign-in form: a new password also confirms the address, and the account is yours.';
  return composeMail({
    to,
    subject: "You already have an Offbeat account",
    paragraphs: ["Hello,", tried, next],
    action: { label: "Sign in", url: signInUrl },
    after: ["If you did not try to sign up, you can ignore this message."],
  });
}

/**
 * A label newsletter (marketing mail). The one-click unsubscribe link is in the text and in the
 * List-Unsubscribe header (with List-Unsubscribe-Post, RFC 8058), so mail clients can offer their
 * own unsubscribe button.
 */
export function newsletterMail(
  to: string,
  subject: string,
  body: string,
  unsubscribeUrl: string,
  labelName: string,
): Mail {
  return composeMail({
    to,
    subject,
    paragraphs: [body],
    unsubscribe: {
      reason: `You receive this because marketing emails are on in your ${labelName} account settings.`,
      url: unsubscribeUrl,
    },
  });
}

/** A release as a fan's mail names it (smart links' "Notify me", issue 17). */
export interface FanMailRelease {
  title: string;
  artist: string;
  labelName: string;
}

/** A fan's mail: the action link, then the unsubscribe link (composeMail adds the headers). */
function fanMail(
  to: string,
  subject: string,
  paragraphs: string[],
  action: { label: string; url: string },
  footer: string,
  unsubscribeUrl: string,
): Mail {
  return composeMail({
    to,
    subject,
    paragraphs,
    action,
    unsubscribe: { reason: footer, url: unsubscribeUrl },
  });
}

/**
 * The double opt-in mail of a pre-release signup: nothing more is sent until it is confirmed.
 * When the form's box to share the address with the artist was ticked, the mail says so: the
 * confirmation is then the fan's own consent to it too, not only the form's (anyone can type an
 * address into the form).
 */
export function fanConfirmMail(
  to: string,
  release: FanMailRelease,
  confirmUrl: string,
  unsubscribeUrl: string,
  sharesWithArtist: boolean,
): Mail {
  const asked = `You asked to hear from ${release.labelName} when "${release.title}" by ${release.artist} comes out. Please confirm your email address.`;
  const sharing = `You also asked to share your email address with ${release.artist}: once you confirm, ${release.artist} can see it. If you do not want that, do not confirm; sign up again without ticking the box.`;
  return fanMail(
    to,
    `Confirm: get an email when "${release.title}" is out`,
    sharesWithArtist ? [asked, sharing] : [asked],
    { label: "Confirm my email", url: confirmUrl },
    `If you did not sign up, ignore this message: without confirmation you get no more mail, and the address is deleted after ${FAN_CONFIRM_DAYS} days.`,
    unsubscribeUrl,
  );
}

/** Release day: the one mail a confirmed fan gets, with the release's page. */
export function releaseDayMail(
  to: string,
  release: FanMailRelease,
  pageUrl: string,
  unsubscribeUrl: string,
): Mail {
  return fanMail(
    to,
    `Out now: "${release.title}" by ${release.artist}`,
    [`"${release.title}" by ${release.artist} is out today. Listen on your favourite store.`],
    { label: "Listen now", url: pageUrl },
    `You receive this because you asked ${release.labelName} to tell you when this release comes out.`,
    unsubscribeUrl,
  );
}
