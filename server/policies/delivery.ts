import type { DeliveryKind, DeliveryState } from "@common/distribution.ts";
import { DistributionMessages, MetadataMessages, TakedownMessages } from "@common/distribution.ts";
import { PermissionMessages } from "@common/permissions.ts";
import { ReleaseMessages, type ReleaseStatus } from "@common/releases.ts";
import { ReviewMessages } from "@common/review.ts";
import { allowed, type Decision, isAllowed, refuse } from "./decision.ts";
import { type Actor, isStaffOrAdmin } from "./user.ts";

/**
 * Who may start, retry, mark live and redeliver a release's deliveries, and decide takedown
 * requests (issue 15): staff and admins, each in the states the design allows. Routes let only
 * staff and admins through (staffOrAdmin), so an artist is refused with 403 before these run;
 * the policies refuse them again (403), in case a command is reached another way.
 */

/** A release with what Mark as Distributed and Redeliver need to know beside its status. */
export interface DistributionSubject {
  status: ReleaseStatus;
  /** Whether the release has a delivery row (delivery was started once). */
  hasDeliveries: boolean;
  /** Whether a delivery of it is queued or uploading now. */
  inFlight: boolean;
  /** Whether an approved takedown of it is under way. */
  takedownUnderway: boolean;
}

/** One store's delivery row, as Retry and Mark live decide on it. */
export interface DeliverySubject {
  kind: DeliveryKind;
  state: DeliveryState;
}

/** A takedown request, as Approve and Reject decide on it. */
export interface TakedownRequestSubject {
  status: "pending" | "approved" | "completed" | "rejected";
}

const staffOnly = (actor: Actor): Decision | null =>
  isStaffOrAdmin(actor) ? null : refuse("forbidden", PermissionMessages.forbidden);

/** Mark as Distributed: an approved release whose delivery has not started yet. */
export function distributeRelease(actor: Actor, release: DistributionSubject | null): Decision {
  const role = staffOnly(actor);
  if (role) return role;
  if (!release) return refuse("notFound", ReleaseMessages.releaseNotFound);
  if (release.status !== "approved")
    return refuse("conflict", ReviewMessages.onlyApprovedDistributed);
  if (release.hasDeliveries) return refuse("conflict", DistributionMessages.alreadyDelivering);
  return allowed;
}

/** Redeliver: a distributed release, not while a delivery or a takedown of it is under way. */
export function redeliverRelease(actor: Actor, release: DistributionSubject | null): Decision {
  const role = staffOnly(actor);
  if (role) return role;
  if (!release) return refuse("notFound", ReleaseMessages.releaseNotFound);
  if (release.status !== "distributed")
    return refuse("conflict", DistributionMessages.onlyDistributedRedelivered);
  if (release.takedownUnderway) return refuse("conflict", DistributionMessages.takedownUnderway);
  if (release.inFlight) return refuse("conflict", DistributionMessages.alreadyDelivering);
  return allowed;
}

/**
 * Correct the details (Edit details): an approved or distributed release, not while a delivery
 * of it is queued or uploading (the engine reads the details as it builds each store's message,
 * so a correction then would reach some stores and not others).
 */
export function correctReleaseMetadata(
  actor: Actor,
  release: DistributionSubject | null,
): Decision {
  const role = staffOnly(actor);
  if (role) return role;
  if (!release) return refuse("notFound", ReleaseMessages.releaseNotFound);
  if (release.status !== "approved" && release.status !== "distributed")
    return refuse("conflict", MetadataMessages.onlyApprovedOrDistributed);
  if (release.inFlight) return refuse("conflict", MetadataMessages.deliveryInFlight);
  return allowed;
}

/** Retry: only a failed delivery (of a release or of a takedown). */
export function retryDelivery(actor: Actor, delivery: DeliverySubject | null): Decision {
  const role = staffOnly(actor);
  if (role) return role;
  if (!delivery) return refuse("notFound", DistributionMessages.deliveryNotFound);
  if (delivery.state !== "failed")
    return refuse("conflict", DistributionMessages.onlyFailedRetried);
  return allowed;
}

/** Mark live by hand: a release delivered to a store that sends no acknowledgement. */
export function markDeliveryLive(actor: Actor, delivery: DeliverySubject | null): Decision {
  const role = staffOnly(actor);
  if (role) return role;
  if (!delivery) return refuse("notFound", DistributionMessages.deliveryNotFound);
  if (delivery.kind !== "release" || delivery.state !== "delivered")
    return refuse("conflict", DistributionMessages.onlyDeliveredMarkedLive);
  return allowed;
}

/** Approve or reject: a pending request, once. */
export function decideTakedown(actor: Actor, request: TakedownRequestSubject | null): Decision {
  const role = staffOnly(actor);
  if (role) return role;
  if (!request) return refuse("notFound", TakedownMessages.notFound);
  if (request.status !== "pending") return refuse("conflict", TakedownMessages.alreadyDecided);
  return allowed;
}

/** The buttons a delivery row offers staff (the server decides the same way). */
export const deliveryPermissions = (actor: Actor, delivery: DeliverySubject) => ({
  retry: isAllowed(retryDelivery(actor, delivery)),
  markLive: isAllowed(markDeliveryLive(actor, delivery)),
});

/** The release detail's staff abilities, from its status and its delivery rows. */
export function distributionPermissions(
  actor: Actor,
  status: ReleaseStatus,
  rows: readonly DeliverySubject[],
  takedownUnderway: boolean,
) {
  const subject: DistributionSubject = {
    status,
    hasDeliveries: rows.length > 0,
    inFlight: rows.some((r) => r.state === "queued" || r.state === "uploading"),
    takedownUnderway,
  };
  return {
    distribute: isAllowed(distributeRelease(actor, subject)),
    redeliver: isAllowed(redeliverRelease(actor, subject)),
    correctMetadata: isAllowed(correctReleaseMetadata(actor, subject)),
  };
}
