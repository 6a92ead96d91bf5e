import { accountStanding, ModerationMessages, type StandingFacts } from "@common/moderation.ts";
import {
  isAdmin,
  type ModerationAction,
  moderationRefusal,
  PermissionMessages,
} from "@common/permissions.ts";
import { allowed, type Decision, refuse } from "./decision.ts";
import type { Actor } from "./user.ts";

/** The account an admin acts on, with its standing's facts. */
export type ModerationTarget = Actor & StandingFacts;

/**
 * The rules themselves are common/permissions.ts's (the users table offers what they allow);
 * here they answer for a loaded row. A non-admin is refused before the row is looked at, and
 * unknown and deleted accounts (null) are not found.
 */
function decide(action: ModerationAction, actor: Actor, target: ModerationTarget | null): Decision {
  if (!isAdmin(actor)) return refuse("forbidden", PermissionMessages.forbidden);
  if (!target) return refuse("notFound", ModerationMessages.userNotFound);
  const refusal = moderationRefusal(action, actor, {
    ...target,
    standing: accountStanding(target),
  });
  return refusal ? refuse(refusal.reason, refusal.message) : allowed;
}

/** Spec document 2 §6: anyone but oneself and other admins. */
export const warnUser = (actor: Actor, target: ModerationTarget | null) =>
  decide("warn", actor, target);

/** As warning, and not while a suspension or ban is running (remove it first). */
export const suspendUser = (actor: Actor, target: ModerationTarget | null) =>
  decide("suspend", actor, target);

/** Never one's own suspension; only a suspended account (or one waiting for the terms). */
export const unsuspendUser = (actor: Actor, target: ModerationTarget | null) =>
  decide("unsuspend", actor, target);
