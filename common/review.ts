import { z } from "zod";
import { COPYRIGHT_STATUSES } from "./copyright.ts";
import { timeIdCursor } from "./keysetCursor.ts";
import {
  RELEASE_STATUSES,
  type ReleaseStatus,
  ReleaseSummarySchema,
  SearchTextSchema,
} from "./releases.ts";
import { multiLineText } from "./text.ts";

/**
 * Release review by staff and admins (document 2 §2 "All Releases Management", §4 release
 * status transitions, decision 2): the transitions, their messages and the API's shapes.
 */

const REVIEW_ACTIONS = ["approve", "reject", "distribute"] as const;
export type ReviewAction = (typeof REVIEW_ACTIONS)[number];

/** Spec §4: approve and reject a submitted release; mark an approved one distributed. */
export const REVIEW_TRANSITIONS: Record<
  ReviewAction,
  { from: ReleaseStatus; to: ReleaseStatus; audit: string }
> = {
  approve: { from: "submitted", to: "approved", audit: "APPROVE_RELEASE" },
  reject: { from: "submitted", to: "rejected", audit: "REJECT_RELEASE" },
  distribute: { from: "approved", to: "distributed", audit: "DISTRIBUTE_RELEASE" },
};

/** Approve and reject: the decisions on a submitted release. */
export type ReviewDecision = Exclude<ReviewAction, "distribute">;

/** Whether `action` may be taken on a release in `status` (the server checks it again). */
export const canReview = (action: ReviewAction, status: ReleaseStatus) =>
  REVIEW_TRANSITIONS[action].from === status;

export const ReviewLimits = { notes: 2000 } as const;

export const ReviewMessages = {
  onlySubmittedApproved: "Only submitted releases can be approved.",
  onlySubmittedRejected: "Only submitted releases can be rejected.",
  onlyApprovedDistributed: "Only approved releases can be marked as distributed.",
  /** A reviewer's own release: the server refuses (release.approve, release.reject). */
  ownRelease: "This is your own release. Ask another staff member to review it.",
  ownReleaseNote: "Your own release: another staff member approves or rejects it.",
  rejectReasonRequired: "Please provide a reason for the rejection.",
  notesTooLong: `Keep the notes under ${ReviewLimits.notes} characters.`,
  /** Spec §4: the review dialog's approval note. */
  approvedNote: "Approved for distribution",
  /** Spec §8 (an alert there, a toast here: decision 5). */
  distributeFailed: "Failed to set status to distributed",
  approveFailed: "Failed to approve release",
  rejectFailed: "Failed to reject release",
  approved: "Release approved",
  rejected: "Release rejected",
  distributed: "Release marked as distributed",
  noPendingReviews: "No pending reviews",
  noReleasesFound: "No releases found",
  loadFailed: "Failed to load releases",
} as const;

export const refusalMessage: Record<ReviewAction, string> = {
  approve: ReviewMessages.onlySubmittedApproved,
  reject: ReviewMessages.onlySubmittedRejected,
  distribute: ReviewMessages.onlyApprovedDistributed,
};

/** Spec §8, word for word: the now-playing bar and the review dialog's track rows. */
export const AudioMessages = {
  loadError: "Error loading audio file. The file may be corrupted or inaccessible.",
  unableToPlay: "Unable to play track. Please check the audio file.",
  failedToPlay: "Failed to play track. Please check the audio file.",
  noAudio: "No audio file available for this track",
  noDownload: "No audio file available for download",
} as const;

/** Spec §2: the now-playing bar's volume starts at 0.7 and moves by 0.1; skips are 10 s. */
export const PlayerDefaults = { volume: 0.7, volumeStep: 0.1, skipSeconds: 10 } as const;

/**
 * The owner's notification for each change (spec §4): approved is a success, rejected a
 * warning, distributed a success titled "Release distributed". The admin notes, when given,
 * are part of the message: they are how the owner learns why.
 */
export function reviewNotification(action: ReviewAction, title: string, notes: string | null) {
  const withNotes = (text: string, label: string) => (notes ? `${text} ${label}: ${notes}` : text);
  switch (action) {
    case "approve":
      return {
        type: "success" as const,
        title: "Release approved",
        message: withNotes(`Your release "${title}" has been approved.`, "Notes"),
      };
    case "reject":
      return {
        type: "warning" as const,
        title: "Release rejected",
        message: withNotes(`Your release "${title}" has been rejected.`, "Reason"),
      };
    case "distribute":
      return {
        type: "success" as const,
        title: "Release distributed",
        message: withNotes(`Your release "${title}" has been distributed.`, "Notes"),
      };
  }
}

const notes = multiLineText("Notes", ReviewLimits.notes, ReviewMessages.notesTooLong)
  .nullable()
  .default(null);

/** Approve: notes are optional (the review dialog sends "Approved for distribution"). */
export const ApproveInputSchema = z.object({ notes });
/**
 * Reject: the reject dialog's reason is required (spec §5, marked *), so a text that is blank
 * once trimmed is refused; null is the quick list button's rejection without notes (spec §4).
 */
export const RejectInputSchema = z.object({
  notes: notes.refine((value) => value === null || value.length > 0, {
    message: ReviewMessages.rejectReasonRequired,
  }),
});
/** Mark as Distributed sends no notes (spec §4: admin_notes becomes null); notes are allowed. */
export const DistributeInputSchema = z.object({ notes });

/** The status filter of /admin/releases (spec §2): every status, or all; Submitted by default. */
export const ADMIN_RELEASE_FILTERS = ["all", ...RELEASE_STATUSES] as const;
const AdminReleaseFilterSchema = z.enum(ADMIN_RELEASE_FILTERS);
export type AdminReleaseFilter = z.infer<typeof AdminReleaseFilterSchema>;
export const DEFAULT_ADMIN_RELEASE_FILTER: AdminReleaseFilter = "submitted";
export const ADMIN_RELEASE_FILTER_LABELS: Record<AdminReleaseFilter, string> = {
  all: "All",
  draft: "Draft",
  submitted: "Submitted",
  approved: "Approved",
  rejected: "Rejected",
  distributed: "Distributed",
  taken_down: "Taken down",
};

export const AdminReleaseListQuerySchema = z.object({
  /** Case-insensitive "contains" on the title, the artist name or the owner's email. */
  q: SearchTextSchema,
  status: AdminReleaseFilterSchema.default(DEFAULT_ADMIN_RELEASE_FILTER),
  cursor: timeIdCursor(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

const timestamp = z.string().describe("ISO 8601 timestamp (UTC)");

const ReleaseOwnerSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  fullName: z.string(),
  artistName: z.string().nullable(),
});

/** A track on a review card: enough for the now-playing bar. */
const ReviewTrackSchema = z.object({
  id: z.uuid(),
  trackNumber: z.number().int(),
  title: z.string(),
  duration: z.number().int(),
  /** A short-lived signed link (decision 9), or null when the track has no audio. */
  audioUrl: z.string().nullable(),
});
export type ReviewTrack = z.infer<typeof ReviewTrackSchema>;

/** A release on /admin/releases and the admin dashboard: the summary, its owner and tracks. */
export const AdminReleaseCardSchema = ReleaseSummarySchema.extend({
  owner: ReleaseOwnerSchema,
  adminNotes: z.string().nullable(),
  /** Spec §4: pending until the copyright check has run (common/copyright.ts). */
  copyrightStatus: z.enum(COPYRIGHT_STATUSES),
  tracks: z.array(ReviewTrackSchema),
});
export type AdminReleaseCard = z.infer<typeof AdminReleaseCardSchema>;

export const AdminReleasePageSchema = z.object({
  items: z.array(AdminReleaseCardSchema),
  nextCursor: z.string().nullable(),
});

const RecentUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  fullName: z.string(),
  artistName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  createdAt: timestamp,
});
export type RecentUser = z.infer<typeof RecentUserSchema>;

const LatestBroadcastSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  body: z.string(),
  createdAt: timestamp,
});

/** Spec §2 "Admin dashboard": pending reviews shown there (the rest are on /admin/releases). */
export const DASHBOARD_PENDING_LIMIT = 10;
/** Spec §9: recent users shown 5. */
export const DASHBOARD_RECENT_USERS = 5;

export const AdminDashboardSchema = z.object({
  totals: z.object({
    users: z.number().int().min(0),
    releases: z.number().int().min(0),
    pendingReviews: z.number().int().min(0),
  }),
  latestBroadcast: LatestBroadcastSchema.nullable(),
  pending: z.array(AdminReleaseCardSchema),
  recentUsers: z.array(RecentUserSchema),
});
export type AdminDashboard = z.infer<typeof AdminDashboardSchema>;

/** "1 track" / "n tracks" (spec §2, the pending list). */
export const trackCountText = (n: number) => `${n} ${n === 1 ? "track" : "tracks"}`;
