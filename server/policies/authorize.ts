import { AppError } from "../lib/errors.ts";
import type { ConversationAccess } from "./conversation.ts";
import { readConversation, sendToConversation } from "./conversation.ts";
import type { Decision, Refusal } from "./decision.ts";
import {
  correctReleaseMetadata,
  type DeliverySubject,
  type DistributionSubject,
  decideTakedown,
  distributeRelease,
  markDeliveryLive,
  redeliverRelease,
  retryDelivery,
  type TakedownRequestSubject,
} from "./delivery.ts";
import { type ModerationTarget, suspendUser, unsuspendUser, warnUser } from "./moderation.ts";
import {
  deleteRelease,
  editInBuilder,
  type ReleaseRef,
  readRelease,
  requestTakedown,
  resubmitRelease,
  reviewRelease,
  type TakedownSubject,
} from "./release.ts";
import {
  assignRoyaltyLines,
  type CancellablePayoutRef,
  type CorrectionRef,
  cancelPayout,
  correctLedger,
  type EarningsRef,
  type PayoutRef,
  postReport,
  processPayout,
  type ReportRef,
  type ReportReversalRef,
  readEarnings,
  reverseReport,
  type TrackPayeesRef,
} from "./royalties.ts";
import { endSession, type SessionRef } from "./session.ts";
import { manageSmartLink } from "./smartLinkManage.ts";
import { attachUpload, deleteUpload, type UploadRef } from "./upload.ts";
import type { Actor } from "./user.ts";

/**
 * Every action a route or command authorizes, with the subject its policy decides on. A subject
 * may be null (the row was not found): the policy answers "not found" for it exactly as for
 * someone else's row, so callers pass what they loaded without checking it first.
 */
export interface Subjects {
  "release.read": ReleaseRef | null;
  /** The builder's save of an existing release (PUT /api/releases/:id). */
  "release.edit": ReleaseRef | null;
  "release.resubmit": ReleaseRef | null;
  "release.delete": ReleaseRef | null;
  "release.takedown": TakedownSubject | null;
  /** Staff: approve or reject a submitted release, never their own. */
  "release.approve": ReleaseRef | null;
  "release.reject": ReleaseRef | null;
  /** Staff: Mark as Distributed, and Redeliver a distributed release (issue 15). */
  "release.distribute": DistributionSubject | null;
  "release.redeliver": DistributionSubject | null;
  /** Staff: correct an approved or distributed release's details (Edit details). */
  "release.correctMetadata": DistributionSubject | null;
  /** Staff: one store's delivery row. */
  "delivery.retry": DeliverySubject | null;
  "delivery.markLive": DeliverySubject | null;
  /** Staff: approve or reject an artist's takedown request. */
  "takedown.decide": TakedownRequestSubject | null;
  /** One upload a saved release points at, and the slot it goes in. */
  "upload.attach": { upload: UploadRef | null; as: UploadRef["kind"] };
  "upload.delete": (UploadRef & { inUse: boolean }) | null;
  "conversation.read": ConversationAccess | null;
  "conversation.send": ConversationAccess | null;
  /** Admin moderation of an account (unknown and deleted accounts are null). */
  "user.warn": ModerationTarget | null;
  "user.suspend": ModerationTarget | null;
  "user.unsuspend": ModerationTarget | null;
  /** The owner's or staff's smart link controls: on/off, store order, store links (issue 17). */
  "smartLink.manage": ReleaseRef | null;
  /** A release's smart link statistics: the owner's, every release's for staff (issue 17). */
  "smartLink.read": ReleaseRef | null;
  /** Staff: confirm a checked store report, booking it into the ledger (issue 19). */
  "royaltyReport.post": ReportRef | null;
  /** Admins: take a posted report back out of the ledger, with a reason. */
  "royaltyReport.reverse": ReportReversalRef | null;
  /** Staff: assign unmatched report lines to a track that pays someone else. */
  "royaltyLines.assign": TrackPayeesRef | null;
  /** Staff: mark a withdrawal paid or reject it, never their own. */
  "payout.process": PayoutRef | null;
  /** The artist: take back their own withdrawal before staff start paying it. */
  "payout.cancel": CancellablePayoutRef | null;
  /** A user's statements and payouts: their own, everyone's for staff. */
  "earnings.read": EarningsRef | null;
  /** Admins: move money between the label's share and artists' balances, with a reason. */
  "ledger.correct": CorrectionRef | null;
  /** A user signs out one of their other devices (Settings, Security). */
  "session.end": SessionRef | null;
}

export type Action = keyof Subjects;

const policies: { [A in Action]: (actor: Actor, subject: Subjects[A]) => Decision } = {
  "release.read": readRelease,
  "release.edit": editInBuilder,
  "release.resubmit": resubmitRelease,
  "release.delete": deleteRelease,
  "release.takedown": requestTakedown,
  "release.approve": (actor, release) => reviewRelease(actor, release, "approve"),
  "release.reject": (actor, release) => reviewRelease(actor, release, "reject"),
  "release.distribute": distributeRelease,
  "release.redeliver": redeliverRelease,
  "release.correctMetadata": correctReleaseMetadata,
  "delivery.retry": retryDelivery,
  "delivery.markLive": markDeliveryLive,
  "takedown.decide": decideTakedown,
  "upload.attach": attachUpload,
  "upload.delete": deleteUpload,
  "conversation.read": readConversation,
  "conversation.send": sendToConversation,
  "user.warn": warnUser,
  "user.suspend": suspendUser,
  "user.unsuspend": unsuspendUser,
  "smartLink.manage": manageSmartLink,
  // Whoever may read the release reads its statistics; others get release.read's 404.
  "smartLink.read": readRelease,
  "royaltyReport.post": postReport,
  "royaltyReport.reverse": reverseReport,
  "royaltyLines.assign": assignRoyaltyLines,
  "payout.process": processPayout,
  "payout.cancel": cancelPayout,
  "earnings.read": readEarnings,
  "ledger.correct": correctLedger,
  "session.end": endSession,
};

const statusOf: Record<Refusal, { status: number; code: string }> = {
  notFound: { status: 404, code: "NOT_FOUND" },
  conflict: { status: 409, code: "CONFLICT" },
  forbidden: { status: 403, code: "FORBIDDEN" },
};

/**
 * The one place a request is refused for what it acts on: 404, 409 or 403 with the policy's
 * message. Returns normally when allowed, and then the subject is known not to be null.
 * Commands call it on the row they locked inside their transaction, so the decision and the
 * write see the same row.
 */
export function authorize<A extends Action>(
  actor: Actor,
  action: A,
  subject: Subjects[A],
): asserts subject is NonNullable<Subjects[A]> {
  const decision = policies[action](actor, subject);
  if (decision.reason === "allowed") return;
  const { status, code } = statusOf[decision.reason];
  throw new AppError(status, decision.code ?? code, decision.message);
}
