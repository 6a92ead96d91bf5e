import type { ReleaseStatus } from "@common/releases.ts";
import { type Actor, isStaffOrAdmin } from "./user.ts";

export interface ReleaseRef {
  userId: string;
  status: ReleaseStatus;
}

/**
 * Who may do what with a release (decision 1). Anyone else is told the release does not exist
 * (404), so release ids do not leak. Staff and admins may read every release (to review it).
 */
export const isOwner = (actor: Actor, release: ReleaseRef) => release.userId === actor.id;
export const canReadRelease = (actor: Actor, release: ReleaseRef) =>
  isOwner(actor, release) || isStaffOrAdmin(actor);
/** Spec §4: only a draft is edited in the builder. */
export const canEditInBuilder = (actor: Actor, release: ReleaseRef) =>
  isOwner(actor, release) && release.status === "draft";
/** Decision 4: the edit screen serves the owner's rejected releases. */
export const canEditRejected = (actor: Actor, release: ReleaseRef) =>
  isOwner(actor, release) && release.status === "rejected";
export const canDeleteRelease = (actor: Actor, release: ReleaseRef) =>
  isOwner(actor, release) && release.status === "draft";
export const canRequestTakedown = (actor: Actor, release: ReleaseRef, pendingTakedown: boolean) =>
  isOwner(actor, release) && release.status === "distributed" && !pendingTakedown;

export function releasePermissions(actor: Actor, release: ReleaseRef, pendingTakedown: boolean) {
  return {
    editInBuilder: canEditInBuilder(actor, release),
    editRejected: canEditRejected(actor, release),
    delete: canDeleteRelease(actor, release),
    requestTakedown: canRequestTakedown(actor, release, pendingTakedown),
  };
}
