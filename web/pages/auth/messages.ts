/** Texts of the sign-in dialog and mail-link screens that only the web app shows. */
export const AuthScreenMessages = {
  emailConfirmed: "Your email is confirmed. Welcome to Offbeat!",
  confirmationLinkInvalid: "This confirmation link is invalid or has expired.",
  resendConfirmation: "Resend confirmation email",
  resetLinkMissing: "This reset link is incomplete. Please ask for a new one.",
  sessionEnded: "Your session has ended. Please sign in again.",
} as const;
