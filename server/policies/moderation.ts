import { accountStanding, ModerationMessages, type StandingFacts } from "@common/moderation.ts";
import { allowed, type Decision, refuse } from "./decision.ts";
import type { Actor } from "./user.ts";

/** The account an admin acts on, with its standing's facts. */
export type ModerationTarget = Actor & StandingFacts;

/**
 * Who an admin may warn (spec document 2 §6): anyone but themselves and other admins (an admin's
 * role is changed first). Unknown and deleted accounts (null) are not found.
 */
export function warnUser(actor: Actor, target: ModerationTarget | null): Decision {
  if (!target) return refuse("notFound", ModerationMessages.userNotFound);
  if (actor.id === target.id) return refuse("forbidden", ModerationMessages.cannotModerateSelf);
  if (target.role === "admin") return refuse("forbidden", ModerationMessages.cannotModerateAdmin);
  return allowed;
}

/** As warning, and not while a suspension or ban is running (remove it first). */
export function suspendUser(actor: Actor, target: ModerationTarget | null): Decision {
  const decision = warnUser(actor, target);
  if (decision.reason !== "allowed" || !target) return decision;
  const standing = accountStanding(target);
  if (standing === "suspended" || standing === "banned")
    return refuse("conflict", ModerationMessages.alreadySuspended);
  return allowed;
}

/** Never one's own suspension; only a suspended account (or one waiting for the terms). */
export function unsuspendUser(actor: Actor, target: ModerationTarget | null): Decision {
  if (!target) return refuse("notFound", ModerationMessages.userNotFound);
  if (actor.id === target.id) return refuse("forbidden", ModerationMessages.cannotModerateSelf);
  if (!target.isSuspended) return refuse("conflict", ModerationMessages.notSuspended);
  return allowed;
}
