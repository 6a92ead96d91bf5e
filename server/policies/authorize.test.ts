import { DeviceSessionMessages } from "@common/deviceSessions.ts";
import {
  type DeliveryState,
  DistributionMessages,
  MetadataMessages,
  TakedownMessages,
} from "@common/distribution.ts";
import { MessagingMessages } from "@common/messaging.ts";
import { ModerationMessages } from "@common/moderation.ts";
import { RELEASE_STATUSES, ReleaseMessages, type ReleaseStatus } from "@common/releases.ts";
import { ReviewMessages } from "@common/review.ts";
import { UploadMessages } from "@common/uploads.ts";
import { describe, expect, it } from "vitest";
import { AppError } from "../lib/errors.ts";
import { type Action, authorize, type Subjects } from "./authorize.ts";
import { releasePermissions } from "./release.ts";
import type { Actor } from "./user.ts";

const owner = { id: "o", role: "artist" as const };
const other = { id: "x", role: "artist" as const };
const staff = { id: "s", role: "staff" as const };
const admin = { id: "a", role: "admin" as const };
const release = (status: ReleaseStatus) => ({ userId: owner.id, status });

/** What `authorize` answers: "allowed", or the status, code and message it throws. */
function outcome<A extends Action>(actor: Actor, action: A, subject: Subjects[A]) {
  try {
    authorize(actor, action, subject);
    return "allowed";
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return `${error.status} ${error.code} ${error.message}`;
  }
}

describe("authorize", () => {
  it("hides other people's releases (404) and refuses the owner's in the wrong state (409)", () => {
    const notFound = `404 NOT_FOUND ${ReleaseMessages.releaseNotFound}`;
    expect(outcome(other, "release.delete", release("draft"))).toBe(notFound);
    expect(outcome(owner, "release.delete", null)).toBe(notFound);
    expect(outcome(owner, "release.delete", release("draft"))).toBe("allowed");
    expect(outcome(owner, "release.delete", release("submitted"))).toBe(
      `409 CONFLICT ${ReleaseMessages.onlyDraftsDeleted}`,
    );
    expect(outcome(owner, "release.edit", release("rejected"))).toBe(
      `409 CONFLICT ${ReleaseMessages.onlyDraftsInBuilder}`,
    );
    expect(outcome(owner, "release.resubmit", release("draft"))).toBe(
      `409 CONFLICT ${ReleaseMessages.onlyRejectedEdited}`,
    );
    // Staff read every release, and change none of them here.
    expect(outcome(staff, "release.read", release("submitted"))).toBe("allowed");
    expect(outcome(staff, "release.delete", release("draft"))).toBe(notFound);
  });

  it("lets staff and admins approve or reject a submitted release, never their own", () => {
    for (const action of ["release.approve", "release.reject"] as const) {
      expect(outcome(staff, action, release("submitted"))).toBe("allowed");
      expect(outcome(admin, action, release("submitted"))).toBe("allowed");
      expect(outcome(owner, action, release("submitted"))).toMatch(/^403 FORBIDDEN/);
      expect(outcome(staff, action, null)).toMatch(/^404/);
      expect(outcome(staff, action, release("draft"))).toMatch(/^409 CONFLICT Only submitted/);
      const ownRelease = `403 FORBIDDEN ${ReviewMessages.ownRelease}`;
      expect(outcome(staff, action, { userId: staff.id, status: "submitted" })).toBe(ownRelease);
      expect(outcome(admin, action, { userId: admin.id, status: "submitted" })).toBe(ownRelease);
    }
  });

  it("takes down a distributed release once", () => {
    const takedown = (status: ReleaseStatus, pendingTakedown = false) => ({
      ...release(status),
      pendingTakedown,
    });
    expect(outcome(owner, "release.takedown", takedown("distributed"))).toBe("allowed");
    expect(outcome(owner, "release.takedown", takedown("approved"))).toBe(
      `409 CONFLICT ${ReleaseMessages.takedownNotDistributed}`,
    );
    expect(outcome(owner, "release.takedown", takedown("distributed", true))).toBe(
      `409 CONFLICT ${ReleaseMessages.takedownPending}`,
    );
    expect(outcome(other, "release.takedown", takedown("distributed"))).toMatch(/^404/);
  });

  it("sends the client exactly the abilities authorize grants", () => {
    const actions = {
      editInBuilder: "release.edit",
      editRejected: "release.resubmit",
      delete: "release.delete",
      approve: "release.approve",
      reject: "release.reject",
    } as const;
    for (const status of RELEASE_STATUSES) {
      for (const actor of [owner, other, staff, admin]) {
        const permissions = releasePermissions(actor, release(status), false);
        for (const [ability, action] of Object.entries(actions)) {
          const granted = permissions[ability as keyof typeof actions];
          expect(granted, `${actor.id} ${status} ${ability}`).toBe(
            outcome(actor, action, release(status)) === "allowed",
          );
        }
      }
    }
  });

  it("attaches only the actor's own uploads, in the slot of their kind", () => {
    const mine = { userId: owner.id, kind: "audio" as const };
    const notFound = `404 NOT_FOUND ${ReleaseMessages.uploadNotFound}`;
    expect(outcome(owner, "upload.attach", { upload: mine, as: "audio" })).toBe("allowed");
    expect(outcome(other, "upload.attach", { upload: mine, as: "audio" })).toBe(notFound);
    expect(outcome(owner, "upload.attach", { upload: mine, as: "artwork" })).toBe(notFound);
    expect(outcome(owner, "upload.attach", { upload: null, as: "audio" })).toBe(notFound);
    expect(outcome(owner, "upload.delete", { ...mine, inUse: true })).toBe(
      `409 CONFLICT ${UploadMessages.inUse}`,
    );
    expect(outcome(other, "upload.delete", { ...mine, inUse: true })).toBe(
      `404 NOT_FOUND ${UploadMessages.notFound}`,
    );
  });

  it("signs out only the actor's own other sessions; staff do not end anyone's here", () => {
    const notFound = `404 NOT_FOUND ${DeviceSessionMessages.notFound}`;
    const session = (current: boolean) => ({ userId: owner.id, current });
    expect(outcome(owner, "session.end", session(false))).toBe("allowed");
    expect(outcome(owner, "session.end", session(true))).toBe(
      `409 CONFLICT ${DeviceSessionMessages.current}`,
    );
    for (const actor of [other, staff, admin])
      expect(outcome(actor, "session.end", session(false))).toBe(notFound);
    expect(outcome(owner, "session.end", null)).toBe(notFound);
  });

  it("keeps a block's own codes and hides conversations from non-participants", () => {
    const access = (blockedByMe: boolean, active = true) => ({
      isGroupChat: false,
      participation: { isActive: active },
      block: { blockedByMe, blockedMe: !blockedByMe },
    });
    expect(outcome(owner, "conversation.send", access(true))).toBe(
      `403 YOU_BLOCKED_USER ${MessagingMessages.youBlocked}`,
    );
    expect(outcome(owner, "conversation.send", access(false))).toBe(
      `403 BLOCKED_BY_USER ${MessagingMessages.blockedByOther}`,
    );
    expect(outcome(owner, "conversation.read", access(false))).toBe("allowed");
    expect(outcome(owner, "conversation.send", access(false, false))).toBe(
      `404 NOT_FOUND ${MessagingMessages.conversationNotFound}`,
    );
  });

  it("lets an admin moderate neither themselves nor another admin", () => {
    const target = (who: { id: string; role: "artist" | "admin" }, isSuspended = false) => ({
      ...who,
      isSuspended,
      suspendedUntil: null,
    });
    expect(outcome(admin, "user.warn", target(owner))).toBe("allowed");
    expect(outcome(admin, "user.warn", target(admin))).toBe(
      `403 FORBIDDEN ${ModerationMessages.cannotModerateSelf}`,
    );
    expect(outcome(admin, "user.suspend", target({ id: "b", role: "admin" }))).toBe(
      `403 FORBIDDEN ${ModerationMessages.cannotModerateAdmin}`,
    );
    expect(outcome(admin, "user.suspend", target(owner, true))).toBe(
      `409 CONFLICT ${ModerationMessages.alreadySuspended}`,
    );
    expect(outcome(admin, "user.unsuspend", target(owner))).toBe(
      `409 CONFLICT ${ModerationMessages.notSuspended}`,
    );
    expect(outcome(admin, "user.unsuspend", null)).toBe(
      `404 NOT_FOUND ${ModerationMessages.userNotFound}`,
    );
  });
});

describe("authorize: delivery and takedowns (issue 15)", () => {
  const subject = (status: ReleaseStatus, extra: Partial<Subjects["release.distribute"]> = {}) => ({
    status,
    hasDeliveries: false,
    inFlight: false,
    takedownUnderway: false,
    ...extra,
  });
  const forbidden = "403 FORBIDDEN You do not have permission to do that.";

  it("lets staff and admins distribute an approved release once, and nobody else", () => {
    for (const actor of [staff, admin])
      expect(outcome(actor, "release.distribute", subject("approved"))).toBe("allowed");
    expect(outcome(owner, "release.distribute", subject("approved"))).toBe(forbidden);
    expect(outcome(staff, "release.distribute", null)).toBe(
      `404 NOT_FOUND ${ReleaseMessages.releaseNotFound}`,
    );
    expect(outcome(staff, "release.distribute", subject("submitted"))).toBe(
      `409 CONFLICT ${ReviewMessages.onlyApprovedDistributed}`,
    );
    expect(outcome(staff, "release.distribute", subject("approved", { hasDeliveries: true }))).toBe(
      `409 CONFLICT ${DistributionMessages.alreadyDelivering}`,
    );
  });

  it("redelivers a distributed release with nothing in flight and no takedown under way", () => {
    expect(outcome(admin, "release.redeliver", subject("distributed"))).toBe("allowed");
    expect(outcome(other, "release.redeliver", subject("distributed"))).toBe(forbidden);
    expect(outcome(staff, "release.redeliver", subject("approved"))).toBe(
      `409 CONFLICT ${DistributionMessages.onlyDistributedRedelivered}`,
    );
    expect(outcome(staff, "release.redeliver", subject("distributed", { inFlight: true }))).toBe(
      `409 CONFLICT ${DistributionMessages.alreadyDelivering}`,
    );
    expect(
      outcome(staff, "release.redeliver", subject("distributed", { takedownUnderway: true })),
    ).toBe(`409 CONFLICT ${DistributionMessages.takedownUnderway}`);
  });

  it("lets staff correct the details of approved and distributed releases, not mid-delivery", () => {
    for (const status of ["approved", "distributed"] as const)
      for (const actor of [staff, admin])
        expect(outcome(actor, "release.correctMetadata", subject(status))).toBe("allowed");
    expect(outcome(owner, "release.correctMetadata", subject("approved"))).toBe(forbidden);
    expect(outcome(staff, "release.correctMetadata", null)).toBe(
      `404 NOT_FOUND ${ReleaseMessages.releaseNotFound}`,
    );
    for (const status of ["draft", "submitted", "rejected", "taken_down"] as const)
      expect(outcome(staff, "release.correctMetadata", subject(status))).toBe(
        `409 CONFLICT ${MetadataMessages.onlyApprovedOrDistributed}`,
      );
    expect(outcome(staff, "release.correctMetadata", subject("approved", { inFlight: true }))).toBe(
      `409 CONFLICT ${MetadataMessages.deliveryInFlight}`,
    );
  });

  it("retries only failed deliveries and marks live only delivered releases", () => {
    const row = (kind: "release" | "takedown", state: DeliveryState) => ({ kind, state });
    expect(outcome(staff, "delivery.retry", row("takedown", "failed"))).toBe("allowed");
    expect(outcome(staff, "delivery.retry", row("release", "queued"))).toBe(
      `409 CONFLICT ${DistributionMessages.onlyFailedRetried}`,
    );
    expect(outcome(staff, "delivery.retry", null)).toBe(
      `404 NOT_FOUND ${DistributionMessages.deliveryNotFound}`,
    );
    expect(outcome(owner, "delivery.retry", row("release", "failed"))).toBe(forbidden);
    expect(outcome(admin, "delivery.markLive", row("release", "delivered"))).toBe("allowed");
    for (const [kind, state] of [
      ["takedown", "delivered"],
      ["release", "live"],
      ["release", "failed"],
    ] as const)
      expect(outcome(staff, "delivery.markLive", row(kind, state))).toBe(
        `409 CONFLICT ${DistributionMessages.onlyDeliveredMarkedLive}`,
      );
  });

  it("decides a pending takedown request once", () => {
    expect(outcome(staff, "takedown.decide", { status: "pending" })).toBe("allowed");
    for (const status of ["approved", "completed", "rejected"] as const)
      expect(outcome(admin, "takedown.decide", { status })).toBe(
        `409 CONFLICT ${TakedownMessages.alreadyDecided}`,
      );
    expect(outcome(staff, "takedown.decide", null)).toBe(
      `404 NOT_FOUND ${TakedownMessages.notFound}`,
    );
    expect(outcome(owner, "takedown.decide", { status: "pending" })).toBe(forbidden);
  });
});
