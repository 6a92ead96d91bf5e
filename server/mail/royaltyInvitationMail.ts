import type { Mail } from "./mailer.ts";

/** Who named the collaborator, on what, for the invitation's words. */
export interface RoyaltyInvitation {
  to: string;
  /** The release owner's artist name (or full name). */
  namedBy: string;
  trackTitle: string;
  releaseTitle: string;
  labelName: string;
  signUpUrl: string;
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

/**
 * The invitation a collaborator gets once, when a report first books a share for an email no
 * account has (issue 19): their share is kept for them until they sign up with this address.
 */
export function royaltyInvitationMail(invite: RoyaltyInvitation): Mail {
  const intro = `${invite.namedBy} named you as a collaborator on “${invite.trackTitle}” (from “${invite.releaseTitle}”), released through ${invite.labelName}, and your share of its royalties has started to come in.`;
  const kept = `We keep your share for you. Sign up with this email address (${invite.to}) and it moves into your account, where you can follow your earnings and withdraw them.`;
  const action = "Sign up to receive your royalties";
  const outro = "If you do not know this release, you can ignore this message.";
  const text = `${intro}\n\n${kept}\n\n${action}: ${invite.signUpUrl}\n\n${outro}\n\nOffbeat — Make Music Work`;
  const html = [intro, kept]
    .map((p) => `<p>${escapeHtml(p)}</p>`)
    .concat(
      `<p><a href="${escapeHtml(invite.signUpUrl)}">${escapeHtml(action)}</a></p>`,
      `<p>${escapeHtml(outro)}</p>`,
      "<p>Offbeat — Make Music Work</p>",
    )
    .join("");
  return {
    to: invite.to,
    subject: `Your royalties from “${invite.trackTitle}” are waiting for you`,
    text,
    html,
  };
}
