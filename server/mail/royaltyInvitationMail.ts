import { composeMail } from "./layout.ts";
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

/**
 * The invitation a collaborator gets once, when a report first books a share for an email no
 * account has (issue 19): their share is kept for them until they sign up with this address.
 */
export function royaltyInvitationMail(invite: RoyaltyInvitation): Mail {
  const intro = `${invite.namedBy} named you as a collaborator on “${invite.trackTitle}” (from “${invite.releaseTitle}”), released through ${invite.labelName}, and your share of its royalties has started to come in.`;
  const kept = `We keep your share for you. Sign up with this email address (${invite.to}) and it moves into your account, where you can follow your earnings and withdraw them.`;
  return composeMail({
    to: invite.to,
    subject: `Your royalties from “${invite.trackTitle}” are waiting for you`,
    paragraphs: [intro, kept],
    action: { label: "Sign up to receive your royalties", url: invite.signUpUrl },
    after: ["If you do not know this release, you can ignore this message."],
  });
}
