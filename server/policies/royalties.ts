import { PayoutMessages } from "@common/payouts/messages.ts";
import { PermissionMessages } from "@common/permissions.ts";
import { CorrectionMessages } from "@common/royalties/corrections.ts";
import { RoyaltyPolicyMessages } from "@common/royalties/messages.ts";
import { ReversalMessages } from "@common/royalties/reversal.ts";
import { allowed, type Decision, refuse } from "./decision.ts";
import { type Actor, isAdmin, isStaffOrAdmin } from "./user.ts";

/**
 * Issue 19: staff and admins run the money side (report imports, payouts); an artist reads their
 * own statements and payouts. Someone else's statement or payout is "not found" (decision 1).
 */

/** A store report as its policies see it. */
export interface ReportRef {
  status: "processing" | "failed" | "ready" | "posted" | "reversed";
}

/** A report an admin would reverse, with the artists it paid (user ids). */
export interface ReportReversalRef extends ReportRef {
  payees: readonly string[];
}

/** A withdrawal request as its policies see it. */
export interface PayoutRef {
  userId: string;
  status: "requested" | "paid" | "rejected" | "cancelled";
}

/** A withdrawal its artist would cancel: whether staff have opened it to pay it. */
export interface CancellablePayoutRef extends PayoutRef {
  detailsOpenedAt: Date | null;
}

/** A statement (or anything else of a user's earnings) as its policies see it. */
export interface EarningsRef {
  userId: string;
}

/** Staff confirm a checked report to book it; only a "ready" report can be posted. */
export function postReport(actor: Actor, report: ReportRef | null): Decision {
  if (!isStaffOrAdmin(actor)) return refuse("forbidden", PermissionMessages.forbidden);
  if (!report) return refuse("notFound", RoyaltyPolicyMessages.reportNotFound);
  if (report.status !== "ready") return refuse("conflict", RoyaltyPolicyMessages.reportNotReady);
  return allowed;
}

/**
 * Admins take a posted report back out of the ledger (money moved with a reason, as a ledger
 * correction is), and never one that paid into their own balance: a second admin does that.
 */
export function reverseReport(actor: Actor, report: ReportReversalRef | null): Decision {
  if (!isAdmin(actor)) return refuse("forbidden", PermissionMessages.forbidden);
  if (!report) return refuse("notFound", RoyaltyPolicyMessages.reportNotFound);
  if (report.status !== "posted") return refuse("conflict", ReversalMessages.notPosted);
  if (report.payees.includes(actor.id)) return refuse("forbidden", ReversalMessages.ownBalance);
  return allowed;
}

/**
 * Staff mark a requested payout paid or reject it, once, and never their own (a staff member who
 * releases music withdraws like any artist): a second person pays it, as a second admin makes a
 * correction to their own balance.
 */
export function processPayout(actor: Actor, payout: PayoutRef | null): Decision {
  if (!isStaffOrAdmin(actor)) return refuse("forbidden", PermissionMessages.forbidden);
  if (!payout) return refuse("notFound", RoyaltyPolicyMessages.payoutNotFound);
  if (payout.userId === actor.id) return refuse("forbidden", RoyaltyPolicyMessages.ownPayout);
  // Staff who opened the queue before the artist cancelled learn why there is nothing to do.
  if (payout.status === "cancelled")
    return refuse("conflict", RoyaltyPolicyMessages.payoutCancelled);
  if (payout.status !== "requested")
    return refuse("conflict", RoyaltyPolicyMessages.payoutProcessed);
  return allowed;
}

/**
 * The artist takes back their own withdrawal while it waits and no one has opened its payment
 * details to pay it; once someone has, money may be on its way, so support decides (reject).
 * Someone else's withdrawal is "not found", as for reading it (decision 1), staff's included:
 * staff reject instead, with a reason for the artist.
 */
export function cancelPayout(actor: Actor, payout: CancellablePayoutRef | null): Decision {
  if (!payout || payout.userId !== actor.id)
    return refuse("notFound", RoyaltyPolicyMessages.payoutNotFound);
  if (payout.status !== "requested")
    return refuse("conflict", RoyaltyPolicyMessages.payoutProcessed);
  if (payout.detailsOpenedAt) return refuse("conflict", PayoutMessages.cancelStarted);
  return allowed;
}

/** The users a track's money goes to: its release's owner and collaborators with an account. */
export interface TrackPayeesRef {
  payees: readonly string[];
}

/**
 * Staff assign unmatched report lines to a track, which books their money to its payees at once
 * when the report is posted; never to a track that pays them: a second staff member does that.
 */
export function assignRoyaltyLines(actor: Actor, track: TrackPayeesRef | null): Decision {
  if (!isStaffOrAdmin(actor)) return refuse("forbidden", PermissionMessages.forbidden);
  if (!track) return refuse("notFound", RoyaltyPolicyMessages.trackNotFound);
  if (track.payees.includes(actor.id)) return refuse("forbidden", RoyaltyPolicyMessages.ownTrack);
  return allowed;
}

/** The artists' accounts a ledger correction takes from or adds to. */
export interface CorrectionRef {
  userIds: readonly string[];
}

/**
 * Admins post ledger corrections (money moved with no store report or withdrawal behind it), and
 * never on their own balance: a second admin makes that one.
 */
export function correctLedger(actor: Actor, subject: CorrectionRef | null): Decision {
  if (!isAdmin(actor)) return refuse("forbidden", PermissionMessages.forbidden);
  if (subject?.userIds.includes(actor.id))
    return refuse("forbidden", CorrectionMessages.ownBalance);
  return allowed;
}

/** The owner reads their statements and payouts; staff and admins read everyone's. */
export function readEarnings(actor: Actor, subject: EarningsRef | null): Decision {
  if (!subject || (subject.userId !== actor.id && !isStaffOrAdmin(actor)))
    return refuse("notFound", RoyaltyPolicyMessages.statementNotFound);
  return allowed;
}
