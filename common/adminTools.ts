import { z } from "zod";
import { FeatureFlagKeySchema } from "./featureFlags.ts";
import { timeIdCursor } from "./keysetCursor.ts";
import { AnnouncementSchema, BroadcastSchema, NotificationTypeSchema } from "./notifications.ts";
import { isMultiLineText, isOneLineText, TextMessages } from "./text.ts";

/**
 * Admin Tools (document 2 §2 "Admin Tools", §3, §5, §7): feature flags, broadcasts,
 * announcements and the audit log. Admin only (decision 2).
 */

/** Spec document 2 §9: the broadcast and audit log lists show the 20 newest. */
const ADMIN_TOOLS_PAGE_SIZE = 20;
const TITLE_MAX = 200;
const TEXT_MAX = 2000;

export const AdminToolsMessages = {
  /** Spec document 2 §2: what anyone but an admin sees on /admin/tools. */
  adminAccessRequired: "Admin access required.",
  titleRequired: "Title is required.",
  messageRequired: "Message is required.",
  titleTooLong: `Title must be at most ${TITLE_MAX} characters.`,
  messageTooLong: `Message must be at most ${TEXT_MAX} characters.`,
  expiryInPast: "The expiry must be in the future.",
  nothingToChange: "Nothing to change.",
  announcementNotFound: "Announcement not found.",
  broadcastNotFound: "Broadcast not found.",
  flagEnabled: (label: string) => `${label} turned on.`,
  flagDisabled: (label: string) => `${label} turned off.`,
  flagFailed: "Failed to update the feature flag",
  broadcastPosted: "Broadcast posted.",
  broadcastDeleted: "Broadcast deleted.",
  broadcastFailed: "Failed to post the broadcast",
  broadcastDeleteFailed: "Failed to delete the broadcast",
  announcementCreated: "Announcement published.",
  announcementUpdated: "Announcement updated.",
  announcementDeactivated: "Announcement deactivated.",
  announcementFailed: "Failed to save the announcement",
} as const;

const Title = z
  .string({ error: AdminToolsMessages.titleRequired })
  .trim()
  .min(1, AdminToolsMessages.titleRequired)
  .max(TITLE_MAX, AdminToolsMessages.titleTooLong)
  .refine(isOneLineText, TextMessages.controlCharacters("Title"));
const Text = z
  .string({ error: AdminToolsMessages.messageRequired })
  .trim()
  .min(1, AdminToolsMessages.messageRequired)
  .max(TEXT_MAX, AdminToolsMessages.messageTooLong)
  .refine(isMultiLineText, TextMessages.controlCharacters("Message"));

/** Spec document 2 §5: "Broadcast needs a title and a body, both trimmed." */
export const BroadcastInputSchema = z.object({ title: Title, body: Text }).strict();
export type BroadcastInput = z.infer<typeof BroadcastInputSchema>;

/** An ISO time with its offset; whether it lies ahead is checked where "now" is known. */
const ExpiresAt = z.iso.datetime({ offset: true, error: "Enter a valid date and time." });

export const AnnouncementInputSchema = z
  .object({
    title: Title,
    message: Text,
    type: NotificationTypeSchema.default("info"),
    expiresAt: ExpiresAt.nullable().default(null),
  })
  .strict();
/** What the form sends (type and expiry may be left out). */
export type AnnouncementInput = z.input<typeof AnnouncementInputSchema>;
/** The same after parsing: defaults filled in. */
export type AnnouncementValues = z.output<typeof AnnouncementInputSchema>;

export const AnnouncementPatchSchema = z
  .object({
    title: Title.optional(),
    message: Text.optional(),
    type: NotificationTypeSchema.optional(),
    expiresAt: ExpiresAt.nullable().optional(),
    isActive: z.boolean().optional(),
  })
  .strict()
  .refine((patch) => Object.values(patch).some((v) => v !== undefined), {
    message: AdminToolsMessages.nothingToChange,
  });
export type AnnouncementPatch = z.infer<typeof AnnouncementPatchSchema>;

/** An expiry the server refuses: set and not after `now`. */
export const expiryInPast = (expiresAt: string | null | undefined, now: Date = new Date()) =>
  expiresAt != null && new Date(expiresAt).getTime() <= now.getTime();

export const AdminAnnouncementSchema = AnnouncementSchema.extend({
  isActive: z.boolean(),
  updatedAt: z.string(),
});
export type AdminAnnouncement = z.infer<typeof AdminAnnouncementSchema>;

export const AdminBroadcastSchema = BroadcastSchema;
export type AdminBroadcast = z.infer<typeof AdminBroadcastSchema>;

export const FeatureFlagSchema = z.object({
  key: FeatureFlagKeySchema,
  enabled: z.boolean(),
  /** Null while the flag has never been set (it has its declared default). */
  updatedAt: z.string().nullable(),
});
export type FeatureFlag = z.infer<typeof FeatureFlagSchema>;

export const AuditEntrySchema = z.object({
  id: z.uuid(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  /** Null once the actor's account is deleted (or for the system's own entries). */
  actor: z.object({ id: z.uuid(), name: z.string(), email: z.string() }).nullable(),
  /**
   * What the entry is about, as people name it: the user's name and email, the release or
   * announcement title, the flag's label; a fallback such as "Deleted user" once the row is gone.
   */
  subject: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

/**
 * The entries the platform writes by itself, with no actor (a store's delivery or takedown
 * finishing, server/distribution/deliveryOutcome.ts; a delivery whose last run died failed by
 * server/jobs/sweepStuckDeliveries.ts; an account deletion stopped because money arrived), and
 * their wording: they are events, so their codes read as sentences would say them wrongly.
 */
const SYSTEM_AUDIT_ACTIONS: Readonly<Record<string, string>> = {
  DISTRIBUTE_COMPLETED: "Distribution completed",
  TAKEDOWN_COMPLETED: "Takedown completed",
  DELIVERY_INTERRUPTED: "Interrupted delivery marked failed",
  // The deletion job found money booked after the admin's "completed" (commands/account/
  // deleteAccount.ts) and put the request back in progress; details.reason says why.
  DELETION_STOPPED_MONEY_HELD: "Account deletion stopped: money held",
};

/**
 * An audit action for people: "SET_FEATURE_FLAG" → "Set feature flag". The log stores the code
 * (spec: SET_FEATURE_FLAG, POST_BROADCAST, …) and the card shows both, so an operator can still
 * search the table for the code.
 */
export function auditActionLabel(code: string): string {
  if (Object.hasOwn(SYSTEM_AUDIT_ACTIONS, code)) return SYSTEM_AUDIT_ACTIONS[code] as string;
  const words = code.toLowerCase().split("_").filter(Boolean).join(" ");
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : code;
}

/**
 * Who did it, when the entry has no actor: the platform itself for its own entries, else
 * someone whose account has since been deleted (deletion clears the actor, the entry stays).
 */
export const auditActorWithoutAccount = (action: string) =>
  Object.hasOwn(SYSTEM_AUDIT_ACTIONS, action) ? "Offbeat (automatic)" : "Deleted account";

/** The audit log's words for its target types (Entity column); an unknown type shows as is. */
const AUDIT_TARGET_LABELS = {
  user: "User",
  release: "Release",
  track: "Track",
  account_deletion_request: "Deletion request",
  announcement: "Announcement",
  broadcast: "Broadcast",
  feature_flag: "Feature flag",
  artist_profile: "Artist name",
  newsletter: "Newsletter",
  partner_contacts: "Partner contacts",
  distribution_settings: "Distribution settings",
  store: "Store",
  royalty_report: "Store report",
  royalty_period: "Royalty period",
  payout: "Withdrawal",
  ledger_correction: "Ledger correction",
} as const;

/** What an audit entry can be about; the server writes only these (server/commands/audit.ts). */
export type AuditTargetType = keyof typeof AUDIT_TARGET_LABELS;

/** The kind of thing an entry is about, for people; an older row's unknown type as it is. */
export const auditTargetLabel = (type: string): string =>
  type in AUDIT_TARGET_LABELS ? AUDIT_TARGET_LABELS[type as AuditTargetType] : type;

/** Subjects the audit log names when the row it points at is gone (or has no row at all). */
export const AuditSubjectLabels = {
  deletedUser: "Deleted user",
  deletedRelease: "Deleted release",
  deletedAnnouncement: "Deleted announcement",
  deletedBroadcast: "Deleted broadcast",
  removedArtistName: "Removed artist name",
  newsletter: "Newsletter",
  partnerContacts: "Partner contact list",
  distributionSettings: "Distribution settings",
  deletedReport: "Deleted store report",
  deletedTrack: "Deleted track",
  /** Issue 19: a withdrawal, named by its amount and artist. */
  withdrawal: (amount: string, artist: string) => `Withdrawal of ${amount} by ${artist}`,
  royaltyPeriod: (month: string) => `Royalties for ${month}`,
  ledgerCorrection: "Ledger correction",
  /** A row that is gone, named by the title or name its audit details kept. */
  gone: (name: string) => `${name} (deleted)`,
};

export const PageQuerySchema = z.object({
  cursor: timeIdCursor(),
  limit: z.coerce.number().int().min(1).max(100).default(ADMIN_TOOLS_PAGE_SIZE),
});
