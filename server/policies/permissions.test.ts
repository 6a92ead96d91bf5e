// The shared rules of common/permissions.ts held to the server's authorize(), so the web (which
// follows the rules) and the server (which enforces them) agree. It lives in server/ because
// common/ imports nothing from server/ (.dependency-cruiser.cjs), its tests included.

import {
  type AccountStanding,
  AccountStandingSchema,
  ModerationMessages,
} from "@common/moderation.ts";
import {
  canChangeRoleOf,
  canUseAdminArea,
  canUseStaffArea,
  type ModerationAction,
  moderationRefusal,
  type PermissionActor,
} from "@common/permissions.ts";
import { ROLES } from "@common/users.ts";
import { describe, expect, it } from "vitest";
import { AppError } from "../lib/errors.ts";
import { type Action, authorize, type Subjects } from "./authorize.ts";

const DAY = 86_400_000;
const STANDINGS = AccountStandingSchema.options;
const MODERATION: Record<ModerationAction, Action> = {
  warn: "user.warn",
  suspend: "user.suspend",
  unsuspend: "user.unsuspend",
};

/** The suspension facts the server stores for each standing. */
const factsOf: Record<AccountStanding, { isSuspended: boolean; suspendedUntil: Date | null }> = {
  active: { isSuspended: false, suspendedUntil: null },
  suspended: { isSuspended: true, suspendedUntil: new Date(Date.now() + 3 * DAY) },
  banned: { isSuspended: true, suspendedUntil: null },
  terms: { isSuspended: true, suspendedUntil: new Date(Date.now() - DAY) },
};

/** authorize()'s answer as the shared rules spell it: null, or the reason and message. */
function serverAnswer<A extends Action>(actor: PermissionActor, action: A, subject: Subjects[A]) {
  try {
    authorize(actor, action, subject);
    return null;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const reason = { 403: "forbidden", 409: "conflict" }[error.status] ?? `status ${error.status}`;
    return { reason, message: error.message };
  }
}

/** Every actor and target role, the target being someone else or the actor themselves. */
const pairs = ROLES.flatMap((actorRole) =>
  ROLES.flatMap((targetRole) => [
    { actor: { id: "actor", role: actorRole }, target: { id: "other", role: targetRole } },
    { actor: { id: "actor", role: actorRole }, target: { id: "actor", role: targetRole } },
  ]),
);

describe("shared permissions agree with the server's authorize()", () => {
  it("moderates exactly as the server's policies do, for every role pair and standing", () => {
    let checked = 0;
    for (const { actor, target } of pairs) {
      for (const standing of STANDINGS) {
        for (const [action, serverAction] of Object.entries(MODERATION)) {
          const shared = moderationRefusal(action as ModerationAction, actor, {
            ...target,
            standing,
          });
          const server = serverAnswer(actor, serverAction, { ...target, ...factsOf[standing] });
          expect(shared, `${actor.role} ${action} ${target.id} ${target.role} ${standing}`).toEqual(
            server,
          );
          checked += 1;
        }
      }
    }
    expect(checked).toBe(ROLES.length * ROLES.length * 2 * STANDINGS.length * 3);
  });

  it("opens the admin area to those the server lets moderate, the staff area to reviewers", () => {
    const artist = { id: "other", role: "artist" as const, ...factsOf.active };
    for (const role of ROLES) {
      const actor = { id: "actor", role };
      expect(canUseAdminArea(actor), role).toBe(serverAnswer(actor, "user.warn", artist) === null);
      expect(canUseStaffArea(actor), role).toBe(
        serverAnswer(actor, "takedown.decide", { status: "pending" }) === null,
      );
    }
  });
});

describe("shared permissions read like the product's rules", () => {
  const admin = { id: "a", role: "admin" as const };
  const artist = { id: "r", role: "artist" as const };

  it("never lets an admin moderate themselves or another admin", () => {
    expect(moderationRefusal("warn", admin, { ...admin, standing: "active" })?.message).toBe(
      ModerationMessages.cannotModerateSelf,
    );
    expect(
      moderationRefusal("suspend", admin, { id: "b", role: "admin", standing: "active" })?.message,
    ).toBe(ModerationMessages.cannotModerateAdmin);
  });

  it("removes a suspension from a promoted admin, but never one's own", () => {
    expect(
      moderationRefusal("unsuspend", admin, { id: "b", role: "admin", standing: "banned" }),
    ).toBe(null);
    expect(moderationRefusal("unsuspend", admin, { ...admin, standing: "terms" })?.message).toBe(
      ModerationMessages.cannotModerateSelf,
    );
  });

  it("lets staff moderate nobody", () => {
    const staff = { id: "s", role: "staff" as const };
    expect(moderationRefusal("warn", staff, { ...artist, standing: "active" })?.reason).toBe(
      "forbidden",
    );
  });

  it("lets an admin change every role but their own", () => {
    expect(canChangeRoleOf(admin, artist)).toBe(true);
    expect(canChangeRoleOf(admin, { id: "b" })).toBe(true);
    expect(canChangeRoleOf(admin, admin)).toBe(false);
    expect(canChangeRoleOf({ id: "s", role: "staff" }, artist)).toBe(false);
  });
});
