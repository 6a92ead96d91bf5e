import { PermissionMessages } from "@common/permissions.ts";
import { ReleaseMessages, type ReleaseStatus } from "@common/releases.ts";
import { canReview, type ReviewDecision, ReviewMessages, refusalMessage } from "@common/review.ts";
import { allowed, type Decision, isAllowed, refuse } from "./decision.ts";
import { type Actor, isStaffOrAdmin } from "./user.ts";

export interface ReleaseRef {
  userId: string;
  status: ReleaseStatus;
}

/** A release with what the takedown rule needs to know beside it. */
export interface TakedownSubject extends ReleaseRef {
  pendingTakedown: boolean;
}

/**
 * Who may do what with a release (decision 1). Anyone else is told the release does not exist
 * (404), so release ids do not leak. Staff and admins may read every release (to review it).
 * A missing row (null) is "not found" too, so commands pass what they loaded as it is.
 */
const isOwner = (actor: Actor, release: ReleaseRef) => release.userId === actor.id;
const notFound = () => refuse("notFound", ReleaseMessages.releaseNotFound);

/** The owner's, or anyone's for staff and admins; `ok` is the state rule once it is theirs. */
function owned(
  actor: Actor,
  release: ReleaseRef | null,
  ok: (release: ReleaseRef) => boolean,
  message: string,
): Decision {
  if (!release || !isOwner(actor, release)) return notFound();
  return ok(release) ? allowed : refuse("conflict", message);
}

export const readRelease = (actor: Actor, release: ReleaseRef | null): Decision =>
  release && (isOwner(actor, release) || isStaffOrAdmin(actor)) ? allowed : notFound();

/** Spec §4: only a draft is edited in the builder. */
export const editInBuilder = (actor: Actor, release: ReleaseRef | null) =>
  owned(actor, release, (r) => r.status === "draft", ReleaseMessages.onlyDraftsInBuilder);

/** Decision 4: the edit screen serves (and resubmits) the owner's rejected releases. */
export const resubmitRelease = (actor: Actor, release: ReleaseRef | null) =>
  owned(actor, release, (r) => r.status === "rejected", ReleaseMessages.onlyRejectedEdited);

export const deleteRelease = (actor: Actor, release: ReleaseRef | null) =>
  owned(actor, release, (r) => r.status === "draft", ReleaseMessages.onlyDraftsDeleted);

/** Spec §4: a distributed release, one pending request at a time. */
export function requestTakedown(actor: Actor, subject: TakedownSubject | null): Decision {
  if (!subject || !isOwner(actor, subject)) return notFound();
  if (subject.status !== "distributed")
    return refuse("conflict", ReleaseMessages.takedownNotDistributed);
  if (subject.pendingTakedown) return refuse("conflict", ReleaseMessages.takedownPending);
  return allowed;
}

/**
 * Staff and admins approve or reject a submitted release, never their own (a staff member who
 * releases music is reviewed like any artist): a second person decides, as for their own
 * withdrawal. Artists are refused before the row is looked at.
 */
export function reviewRelease(
  actor: Actor,
  release: ReleaseRef | null,
  decision: ReviewDecision,
): Decision {
  if (!isStaffOrAdmin(actor)) return refuse("forbidden", PermissionMessages.forbidden);
  if (!release) return notFound();
  if (isOwner(actor, release)) return refuse("forbidden", ReviewMessages.ownRelease);
  return canReview(decision, release.status)
    ? allowed
    : refuse("conflict", refusalMessage[decision]);
}

/** The abilities sent with a release, so the page offers only what the server would allow. */
export function releasePermissions(actor: Actor, release: ReleaseRef, pendingTakedown: boolean) {
  return {
    editInBuilder: isAllowed(editInBuilder(actor, release)),
    editRejected: isAllowed(resubmitRelease(actor, release)),
    delete: isAllowed(deleteRelease(actor, release)),
    requestTakedown: isAllowed(requestTakedown(actor, { ...release, pendingTakedown })),
    /** Staff and admins: Approve and Reject (submitted, not their own). */
    approve: isAllowed(reviewRelease(actor, release, "approve")),
    reject: isAllowed(reviewRelease(actor, release, "reject")),
  };
}
