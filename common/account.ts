import { z } from "zod";
import { multiLineText, oneLineText } from "./text.ts";

/**
 * Account Info (document 2 §2, §3, §4, §8, §9): privacy settings, data export, account
 * termination and the admin side of deletion requests. Texts in quotes are the spec's, word for
 * word; the others are Offbeat's own.
 */

const PROFILE_VISIBILITIES = ["public", "private"] as const;
const ProfileVisibilitySchema = z.enum(PROFILE_VISIBILITIES);
export type ProfileVisibility = z.infer<typeof ProfileVisibilitySchema>;

/** Spec §9: public profile, marketing emails on, data sharing off. */
export const PRIVACY_DEFAULTS = {
  profileVisibility: "public",
  marketingEmails: true,
  dataSharingOptIn: false,
} as const satisfies PrivacySettingsInput;

export const PrivacySettingsInputSchema = z.object({
  profileVisibility: ProfileVisibilitySchema,
  marketingEmails: z.boolean(),
  dataSharingOptIn: z.boolean(),
});
export type PrivacySettingsInput = z.infer<typeof PrivacySettingsInputSchema>;

export const PrivacySettingsSchema = PrivacySettingsInputSchema.extend({
  /** null until the user first saves (the defaults apply). */
  updatedAt: z.string().nullable(),
});
export type PrivacySettings = z.infer<typeof PrivacySettingsSchema>;

/** What each setting does, shown beside it (and documented in docs/ARCHITECTURE.md). */
export const PrivacyDescriptions = {
  profileVisibility:
    "Private: your profile picture is shown only to you, the label's team and people you are in a conversation with.",
  marketingEmails:
    "Receive the label's newsletter by email. Every newsletter has a one-click unsubscribe link.",
  dataSharingOptIn:
    "Share my contact details (artist name, full name, email) with the label's partners (stores, playlist curators) for promotion.",
} as const;

export const DELETION_STATUSES = ["pending", "in_progress", "completed", "rejected"] as const;
export const DeletionStatusSchema = z.enum(DELETION_STATUSES);
export type DeletionStatus = z.infer<typeof DeletionStatusSchema>;
export const DELETION_STATUS_LABELS: Record<DeletionStatus, string> = {
  pending: "Pending",
  in_progress: "In progress",
  completed: "Completed",
  rejected: "Rejected",
};
/** A request in one of these blocks a second one. */
export const OPEN_DELETION_STATUSES = [
  "pending",
  "in_progress",
] as const satisfies DeletionStatus[];

/** Spec §4 and §9: account termination processing takes up to 30 days. */
export const TERMINATION_PROCESSING_DAYS = 30;
export const TERMINATION_REASON_MAX_LENGTH = 2000;

export const AccountMessages = {
  privacySaved: "Privacy settings saved",
  privacySaveFailed: "Failed to save privacy settings",
  exportDownloaded: "Data export downloaded",
  exportFailed: "Failed to export data",
  terminationSubmitted: "Termination request submitted. We will process it shortly.",
  terminationFailed: (email: string) => `Failed to submit termination request. Contact ${email}`,
  terminationPending:
    "You already have a termination request in progress. We will process it within 30 days.",
  terminationProcessing: `Account termination is processed within ${TERMINATION_PROCESSING_DAYS} days.`,
  deletionRequestNotFound: "Deletion request not found",
  deletionRequestOpen: "This user already has another open deletion request.",
  lastAdmin: "The last admin account cannot be deleted. Make another admin first.",
  unsubscribed: "You are unsubscribed from the newsletter.",
  unsubscribeInvalid: "This unsubscribe link is not valid.",
} as const;

/** What replaces the text of a deleted account's messages; the other participants keep the chat. */
export const DELETED_MESSAGE_CONTENT = "This message was deleted.";

/** Spec §7: the export file is named with the user id. */
export const exportFileName = (userId: string) => `offbeat-data-${userId}.json`;

export const TerminationInputSchema = z.object({
  reason: multiLineText(
    "Reason",
    TERMINATION_REASON_MAX_LENGTH,
    `Keep the reason under ${TERMINATION_REASON_MAX_LENGTH} characters`,
  ).optional(),
});
export type TerminationInput = z.infer<typeof TerminationInputSchema>;

export const DeletionRequestSchema = z.object({
  id: z.uuid(),
  reason: z.string().nullable(),
  status: DeletionStatusSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DeletionRequest = z.infer<typeof DeletionRequestSchema>;

/** A deletion request as admins list it: who asked (while the account still exists). */
export const AdminDeletionRequestSchema = DeletionRequestSchema.extend({
  user: z
    .object({
      id: z.uuid(),
      email: z.string(),
      fullName: z.string(),
      artistName: z.string().nullable(),
      deleted: z.boolean(),
    })
    .nullable(),
});
export type AdminDeletionRequest = z.infer<typeof AdminDeletionRequestSchema>;

const NEWSLETTER_SUBJECT_MAX = 200;
const NEWSLETTER_BODY_MAX = 20_000;
export const NewsletterInputSchema = z.object({
  subject: oneLineText(
    "Subject",
    NEWSLETTER_SUBJECT_MAX,
    `Keep the subject under ${NEWSLETTER_SUBJECT_MAX} characters`,
  ).min(1, "Enter a subject"),
  body: multiLineText(
    "Newsletter",
    NEWSLETTER_BODY_MAX,
    `Keep the newsletter under ${NEWSLETTER_BODY_MAX} characters`,
  ).min(1, "Write the newsletter"),
});
export type NewsletterInput = z.infer<typeof NewsletterInputSchema>;

export const newsletterQueuedMessage = (count: number) =>
  `Newsletter queued for ${count} ${count === 1 ? "recipient" : "recipients"}.`;
