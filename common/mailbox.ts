/**
 * The local mailbox (/dev/mailbox): without SMTP, in development, the mails Offbeat would have
 * sent. It holds password-reset links, so only a signed-in admin may read it.
 */
export const MailboxMessages = {
  adminOnly: "Sign in as an admin to read the local mailbox.",
  /** Until an admin exists: the server prints each mail's links on its console. */
  consoleHint: "Each mail's links are also printed on the server's console.",
  off: "The mailbox is off: this server sends real mail through SMTP, or runs in production.",
} as const;
