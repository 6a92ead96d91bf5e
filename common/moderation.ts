import { z } from "zod";
import { isMultiLineText, TextMessages } from "./text.ts";

/**
 * Moderation (document 1 §2 "Suspension overlay", "Warning modal"; document 2 §3-§5, §9):
 * suspensions, bans, warnings and agreeing to the terms. Texts in quotes are the spec's.
 */

/** Spec §9: a temporary suspension lasts 1-365 days, 7 by default. */
export const SUSPENSION_DAYS = { min: 1, max: 365, default: 7 } as const;
const SUSPENSION_TYPES = ["temporary", "permanent"] as const;
const SuspensionTypeSchema = z.enum(SUSPENSION_TYPES);
export type SuspensionType = z.infer<typeof SuspensionTypeSchema>;

export const WARNING_SEVERITIES = ["low", "medium", "high"] as const;
const WarningSeveritySchema = z.enum(WARNING_SEVERITIES);
export type WarningSeverity = z.infer<typeof WarningSeveritySchema>;

/** Spec §9: details modal shows up to 10 recent warnings and 10 suspension history entries. */
export const MODERATION_HISTORY_LIMIT = 10;

export const ModerationMessages = {
  reasonRequired: "Please provide a reason.",
  daysRange: `Duration must be between ${SUSPENSION_DAYS.min} and ${SUSPENSION_DAYS.max} days.`,
  termsRequired: "Please agree to the Terms of Service to continue.",
  suspendedTitle: "Account Suspended",
  bannedTitle: "Account Permanently Banned",
  termsTitle: "Action Required",
  cannotModerateSelf: "You cannot moderate your own account.",
  cannotModerateAdmin: "Admins cannot be suspended or warned. Change their role first.",
  notSuspended: "This user is not suspended.",
  alreadySuspended: "This user is already suspended. Remove the current suspension first.",
  warningNotFound: "Warning not found.",
  noTermsPending: "There is nothing to agree to.",
  userNotFound: "User not found.",
  aliasNotFound: "Artist alias not found.",
} as const;

const Reason = z
  .string({ error: ModerationMessages.reasonRequired })
  .trim()
  .min(1, ModerationMessages.reasonRequired)
  .max(2000, "Reason must be at most 2000 characters.")
  .refine(isMultiLineText, TextMessages.controlCharacters("Reason"));

/** Suspend User modal (spec §5): reason required; days only for the temporary type. */
export const SuspendUserSchema = z
  .object({
    reason: Reason,
    type: SuspensionTypeSchema.default("temporary"),
    days: z
      .number({ error: ModerationMessages.daysRange })
      .int(ModerationMessages.daysRange)
      .min(SUSPENSION_DAYS.min, ModerationMessages.daysRange)
      .max(SUSPENSION_DAYS.max, ModerationMessages.daysRange)
      .default(SUSPENSION_DAYS.default),
  })
  .strict();
export type SuspendUserInput = z.input<typeof SuspendUserSchema>;

/** Issue Warning modal (spec §5): reason required, severity medium by default. */
export const IssueWarningSchema = z
  .object({
    reason: Reason,
    severity: WarningSeveritySchema.default("medium"),
    /** Optional: the warning stops showing after this many days (spec "optional expiry"). */
    expiresInDays: z
      // Sent as text ("7") or as no number at all: the range says what is wanted.
      .number({ error: "Expiry must be between 1 and 365 days." })
      .int("Expiry must be a whole number of days.")
      .min(1, "Expiry must be between 1 and 365 days.")
      .max(365, "Expiry must be between 1 and 365 days.")
      .nullable()
      .default(null),
  })
  .strict();
export type IssueWarningInput = z.input<typeof IssueWarningSchema>;

/**
 * Where an account stands (spec document 1 §4 Session):
 * - banned: a permanent suspension is in force;
 * - suspended: a temporary one whose end lies in the future;
 * - terms: a temporary one has ended and the user has not yet agreed to the terms;
 * - active: none of these.
 */
export const AccountStandingSchema = z.enum(["active", "suspended", "banned", "terms"]);
export type AccountStanding = z.infer<typeof AccountStandingSchema>;

export interface StandingFacts {
  isSuspended: boolean;
  suspendedUntil: Date | string | null;
}

export function accountStanding(facts: StandingFacts, now: Date = new Date()): AccountStanding {
  if (!facts.isSuspended) return "active";
  if (facts.suspendedUntil === null) return "banned";
  return new Date(facts.suspendedUntil).getTime() > now.getTime() ? "suspended" : "terms";
}

/** Whole days left, rounded up ("3 days remaining" on the last partial day too). */
export function daysRemaining(until: Date | string, now: Date = new Date()): number {
  const ms = new Date(until).getTime() - now.getTime();
  return ms <= 0 ? 0 : Math.ceil(ms / 86_400_000);
}

/** The current suspension as the overlay shows it (spec: reason, end date, who acted). */
export const SuspensionInfoSchema = z.object({
  id: z.uuid(),
  type: SuspensionTypeSchema,
  reason: z.string(),
  suspendedUntil: z.string().nullable(),
  createdAt: z.string(),
  suspendedByName: z.string().nullable(),
  suspendedByEmail: z.string().nullable(),
  tosAgreed: z.boolean(),
});
export type SuspensionInfo = z.infer<typeof SuspensionInfoSchema>;

/** A warning as its recipient sees it in the Warning modal. */
export const WarningSchema = z.object({
  id: z.uuid(),
  reason: z.string(),
  severity: WarningSeveritySchema,
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  acknowledgedAt: z.string().nullable(),
  warnedByName: z.string().nullable(),
  warnedByEmail: z.string().nullable(),
});
export type Warning = z.infer<typeof WarningSchema>;

/** What a request refused because of the account's standing carries (`error.suspension`). */
export const StandingRefusalSchema = z.object({
  standing: AccountStandingSchema,
  reason: z.string().nullable(),
  suspendedUntil: z.string().nullable(),
});

/** Error codes of a request refused because of the account's standing. */
export const StandingErrorCodes = {
  suspended: "ACCOUNT_SUSPENDED",
  terms: "TERMS_REQUIRED",
} as const;

/** The agreement the terms overlay sends (spec §5: "Terms checkbox must be ticked"). */
export const AgreeToTermsSchema = z
  .object(
    { agree: z.literal(true, { error: ModerationMessages.termsRequired }) },
    { error: ModerationMessages.termsRequired },
  )
  .strict();

/** GET /api/me/suspension: what the overlay shows, and where to write for help. */
export const MySuspensionSchema = z.object({
  standing: AccountStandingSchema,
  /** The suspension in force (or waiting for the terms), null when there is none. */
  suspension: SuspensionInfoSchema.nullable(),
  supportEmail: z.string(),
});

/** Result texts of the admin actions (toasts). */
export const ModerationResults = {
  suspended: "User suspended.",
  banned: "User permanently banned.",
  unsuspended: "Suspension removed.",
  warned: "Warning issued.",
  aliasRemoved: "Artist alias removed.",
  acknowledged: "Warning acknowledged.",
  termsAgreed: "Thank you. Your account is active again.",
} as const;

export const ModerationFailures = {
  suspend: "Failed to suspend user",
  unsuspend: "Failed to remove suspension",
  warn: "Failed to issue warning",
  removeAlias: "Failed to remove artist alias",
  load: "Failed to load users",
  terms: "Failed to agree to the terms. Please try again.",
} as const;

/** The notification a warned user gets beside the modal. */
export const WARNING_NOTIFICATION_TITLE = "You received a warning";
