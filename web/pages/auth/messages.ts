/** Texts of the sign-in dialog and mail-link screens that only the web app shows. */
export const AuthScreenMessages = {
  emailConfirmed: "Your email is confirmed. Welcome to Offbeat!",
  confirmationLinkInvalid: "This confirmation link is invalid or has expired.",
  resendConfirmation: "Resend confirmation email",
  resetLinkMissing: "This reset link is incomplete. Please ask for a new one.",
  sessionEnded: "Your session has ended. Please sign in again.",
  /** A royalty invitation opened while signed in to another account. */
  invitationForAnother: (invited: string, signedInAs: string) =>
    invited
      ? `This invitation is for ${invited}, and you are signed in as ${signedInAs}. Sign out, then open the link again to create an account for ${invited}.`
      : `You are signed in as ${signedInAs}. Sign out, then open the invitation again to create an account.`,
} as const;
