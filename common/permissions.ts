import { type AccountStanding, ModerationMessages } from "./moderation.ts";
import type { Role } from "./users.ts";

/**
 * Who may do what, where the rule needs only the actor and the subject's role and standing
 * (issue 18). The server's policies (server/policies/) decide with these very functions and the
 * web offers only what they allow, so the two cannot drift apart; server/policies/
 * permissions.test.ts checks them against authorize() for every pair of roles. Rules that need rows the client never sees
 * (a release's owner, a conversation's members) stay on the server and reach the client as
 * `permissions` beside the data.
 */

export interface PermissionActor {
  id: string;
  role: Role;
}

export const PermissionMessages = {
  forbidden: "You do not have permission to do that.",
} as const;

export const isAdmin = (actor: { role: Role }) => actor.role === "admin";
export const isStaffOrAdmin = (actor: { role: Role }) =>
  actor.role === "admin" || actor.role === "staff";

/**
 * Decision 2: /admin, its users and its tools are the admins'. The area's own name for isAdmin.
 * @alias
 */
export const canUseAdminArea = isAdmin;
/**
 * Decision 2, issue 15: staff share release review (/admin/releases) and /admin/deliveries.
 * The area's own name for isStaffOrAdmin.
 * @alias
 */
export const canUseStaffArea = isStaffOrAdmin;

/** An admin changes anyone's role but their own, so the label always keeps an admin. */
export const canChangeRoleOf = (actor: PermissionActor, target: { id: string }) =>
  isAdmin(actor) && actor.id !== target.id;

/** The account an admin moderates: who it is and where it stands. */
export interface ModerationSubject {
  id: string;
  role: Role;
  standing: AccountStanding;
}

export type ModerationAction = "warn" | "suspend" | "unsuspend";

/**
 * Why a moderation action is refused: `forbidden` for this account whatever its standing (403),
 * `conflict` in its present standing only (409). Null when the action is allowed.
 */
export interface ModerationRefusal {
  reason: "forbidden" | "conflict";
  message: string;
}

const forbidden = (message: string): ModerationRefusal => ({ reason: "forbidden", message });
const conflict = (message: string): ModerationRefusal => ({ reason: "conflict", message });

/** The standing an action needs: no suspension over a running one, no removal of none (409). */
export function standingConflict(
  action: ModerationAction,
  standing: AccountStanding,
): ModerationRefusal | null {
  if (action === "unsuspend")
    return standing === "active" ? conflict(ModerationMessages.notSuspended) : null;
  if (action === "suspend" && (standing === "suspended" || standing === "banned"))
    return conflict(ModerationMessages.alreadySuspended);
  return null;
}

/**
 * Spec document 2 §6: admins warn and suspend anyone but themselves and other admins (an admin's
 * role is changed first), and not while a suspension or ban is running (it is removed first).
 * A suspension is removed from anyone suspended but oneself, an admin's included (promoted
 * while suspended).
 */
export function moderationRefusal(
  action: ModerationAction,
  actor: PermissionActor,
  target: ModerationSubject,
): ModerationRefusal | null {
  if (!isAdmin(actor)) return forbidden(PermissionMessages.forbidden);
  if (actor.id === target.id) return forbidden(ModerationMessages.cannotModerateSelf);
  if (action !== "unsuspend" && target.role === "admin")
    return forbidden(ModerationMessages.cannotModerateAdmin);
  return standingConflict(action, target.standing);
}
