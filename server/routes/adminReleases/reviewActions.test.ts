import { DistributionMessages } from "@common/distribution.ts";
import { StandingErrorCodes } from "@common/moderation.ts";
import { ReleaseMessages } from "@common/releases.ts";
import { ReviewMessages } from "@common/review.ts";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { bodyOf, errorOf } from "../../test/client.ts";
import { disableStores, enableStores, waitForDeliveries } from "../../test/storesKit.ts";
import { createTestEnv, type TestEnv } from "../../test/support.ts";
import { type Member, member, type Reply, releaseOf, single } from "../releases/releaseTestKit.ts";
import { auditFor, notificationsOf, releaseIn, statusOf } from "./reviewTestKit.ts";
import * as schema from "./schema.ts";

let env: TestEnv;
let artist: Member;
let staff: Member;
let admin: Member;
beforeAll(async () => {
  env = await createTestEnv();
  [artist, staff, admin] = [
    await member(env, "artist"),
    await member(env, "staff"),
    await member(env, "admin"),
  ];
});
afterAll(async () => {
  await env?.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const act = (who: Member, id: string, action: string, payload: object = {}) =>
  who.post(`/api/admin/releases/${id}/${action}`, payload);
/** The review card an approve or reject answered with (both share one response schema). */
const cardOf = (res: Reply) => bodyOf(res, schema.approve.response[200]).release;

describe("approving a submitted release", () => {
  it("sets approved with the notes, writes APPROVE_RELEASE and notifies the owner", async () => {
    const id = await releaseIn(env, artist, "submitted", "Morning Light");
    const publish = vi.spyOn(env.ctx.hub, "publish");
    const res = await act(staff, id, "approve", { notes: ReviewMessages.approvedNote });
    expect(res.status).toBe(200);
    expect(cardOf(res)).toMatchObject({
      id,
      status: "approved",
      adminNotes: "Approved for distribution",
      owner: { id: artist.id },
    });
    expect(await statusOf(env, id)).toEqual({
      status: "approved",
      admin_notes: "Approved for distribution",
    });
    const [entry] = await auditFor(env, id);
    expect(entry).toMatchObject({
      actorId: staff.id,
      action: "APPROVE_RELEASE",
      targetType: "release",
      details: { from: "submitted", to: "approved", notes: "Approved for distribution" },
    });
    const notes = (await notificationsOf(env, artist.id)).filter((n) =>
      n.message.includes("Morning Light"),
    );
    expect(notes).toEqual([
      expect.objectContaining({
        audience: "user",
        type: "success",
        title: "Release approved",
        message: 'Your release "Morning Light" has been approved. Notes: Approved for distribution',
      }),
    ]);
    expect(publish).toHaveBeenCalledWith(
      "staff",
      "release.status-changed",
      { releaseId: id, status: "approved" },
      { tx: expect.anything() },
    );
  });

  it("stores no notes for a quick approval (null) or blank notes", async () => {
    for (const payload of [{ notes: null }, {}, { notes: "   " }]) {
      const id = await releaseIn(env, artist, "submitted", "Quick Nod");
      const res = await act(admin, id, "approve", payload);
      expect(res.status).toBe(200);
      expect(cardOf(res).adminNotes).toBeNull();
      expect((await auditFor(env, id))[0]?.details).toMatchObject({ notes: null });
    }
  });

  it("bumps updated_at", async () => {
    const id = await releaseIn(env, artist, "submitted");
    await env.ctx.database.db.execute(
      sql`update releases set updated_at = now() - interval '1 day' where id = ${id}`,
    );
    const res = await act(staff, id, "approve");
    expect(Date.now() - Date.parse(cardOf(res).updatedAt)).toBeLessThan(60_000);
  });
});

describe("rejecting a submitted release", () => {
  it("sets rejected with the reason, writes REJECT_RELEASE, warns the owner, who reads the notes", async () => {
    const id = await releaseIn(env, artist, "submitted", "Rough Mix");
    const res = await act(staff, id, "reject", { notes: "  The vocals clip in the chorus.  " });
    expect(res.status).toBe(200);
    expect(cardOf(res)).toMatchObject({
      status: "rejected",
      adminNotes: "The vocals clip in the chorus.",
    });
    const [entry] = await auditFor(env, id);
    expect(entry).toMatchObject({
      action: "REJECT_RELEASE",
      details: { from: "submitted", to: "rejected", notes: "The vocals clip in the chorus." },
    });
    const mine = await notificationsOf(env, artist.id);
    expect(mine).toContainEqual(
      expect.objectContaining({
        type: "warning",
        title: "Release rejected",
        message:
          'Your release "Rough Mix" has been rejected. Reason: The vocals clip in the chorus.',
      }),
    );
    // Spec §6: admin notes on a release are shown to its owner.
    const detail = await artist.get(`/api/releases/${id}`);
    expect(detail.status).toBe(200);
    expect(releaseOf(detail)).toMatchObject({
      status: "rejected",
      adminNotes: "The vocals clip in the chorus.",
      permissions: { editRejected: true },
    });
  });

  it("refuses a rejection whose reason is blank", async () => {
    const id = await releaseIn(env, artist, "submitted");
    for (const notes of ["", "   \n "]) {
      const res = await act(staff, id, "reject", { notes });
      expect(res.status).toBe(400);
      expect(errorOf(res).message).toBe(ReviewMessages.rejectReasonRequired);
      expect(errorOf(res).fields).toEqual({ notes: ReviewMessages.rejectReasonRequired });
    }
    expect(await statusOf(env, id)).toMatchObject({ status: "submitted" });
    expect(await auditFor(env, id)).toEqual([]);
  });

  it("accepts a quick rejection without notes (null), with a message without a reason", async () => {
    const id = await releaseIn(env, artist, "submitted", "No Words");
    const res = await act(admin, id, "reject", { notes: null });
    expect(res.status).toBe(200);
    expect(await statusOf(env, id)).toEqual({ status: "rejected", admin_notes: null });
    expect(await notificationsOf(env, artist.id)).toContainEqual(
      expect.objectContaining({ message: 'Your release "No Words" has been rejected.' }),
    );
  });

  it("refuses a reason longer than 2000 characters", async () => {
    const id = await releaseIn(env, artist, "submitted");
    const res = await act(staff, id, "reject", { notes: "x".repeat(2001) });
    expect(res.status).toBe(400);
    expect(errorOf(res).message).toBe(ReviewMessages.notesTooLong);
  });
});

describe("marking an approved release distributed", () => {
  // Issue 15: Mark as Distributed starts delivery to the stores; the release stays approved
  // until every store has the batch (server/routes/deliveries/distribute.test.ts follows a
  // delivery through the engine to "distributed").
  it("starts delivery with no notes, writes DISTRIBUTE_RELEASE, and the stores complete it", async () => {
    await enableStores(env.ctx, ["spotify", "deezer"]);
    const { id } = await single(artist, "Out Now");
    await act(staff, id, "approve", { notes: ReviewMessages.approvedNote });
    const res = await act(staff, id, "distribute");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      queued: 2,
      message: DistributionMessages.deliveryStarted(2),
      release: { id, status: "approved", stores: { live: 0, total: 2 } },
    });
    // admin_notes null at once (spec §4); distributed once both stores have the batch.
    expect(await statusOf(env, id)).toEqual({ status: "approved", admin_notes: null });
    await waitForDeliveries(env.ctx, id, ["delivered"]);
    await expect
      .poll(() => statusOf(env, id))
      .toEqual({ status: "distributed", admin_notes: null });
    const audit = await auditFor(env, id);
    expect(audit.map((a) => a.action).sort()).toEqual([
      "APPROVE_RELEASE",
      "DISTRIBUTE_COMPLETED",
      "DISTRIBUTE_RELEASE",
    ]);
    expect(audit.find((a) => a.action === "DISTRIBUTE_RELEASE")?.details).toMatchObject({
      notes: null,
      stores: ["spotify", "deezer"],
    });
    expect(await notificationsOf(env, artist.id)).toContainEqual(
      expect.objectContaining({
        type: "success",
        title: "Release distributed",
        message: 'Your release "Out Now" has been distributed.',
      }),
    );
    await disableStores(env.ctx, ["spotify", "deezer"]);
  });
});

describe("transitions that are not allowed", () => {
  const refusals = [
    [
      "approve",
      ["draft", "approved", "rejected", "distributed"],
      ReviewMessages.onlySubmittedApproved,
    ],
    [
      "reject",
      ["draft", "approved", "rejected", "distributed"],
      ReviewMessages.onlySubmittedRejected,
    ],
    [
      "distribute",
      ["draft", "submitted", "rejected", "distributed"],
      ReviewMessages.onlyApprovedDistributed,
    ],
  ] as const;
  for (const [action, statuses, message] of refusals) {
    it(`refuses to ${action} a release that is ${statuses.join(", ")} (409), writing nothing`, async () => {
      for (const status of statuses) {
        const id = await releaseIn(env, artist, status);
        const before = (await notificationsOf(env, artist.id)).length;
        const res = await act(staff, id, action, action === "reject" ? { notes: "No." } : {});
        expect(res.status).toBe(409);
        expect(errorOf(res)).toMatchObject({ code: "CONFLICT", message });
        expect(await statusOf(env, id)).toMatchObject({ status });
        expect(await auditFor(env, id)).toEqual([]);
        expect(await notificationsOf(env, artist.id)).toHaveLength(before);
      }
    });
  }

  it("answers 404 for a release that does not exist, and 400 for a malformed id", async () => {
    const missing = await act(staff, "00000000-0000-4000-8000-000000000000", "approve");
    expect(missing.status).toBe(404);
    expect(errorOf(missing).message).toBe(ReleaseMessages.releaseNotFound);
    expect((await act(staff, "not-a-uuid", "approve")).status).toBe(400);
  });

  it("lets only one of two reviewers acting at once succeed", async () => {
    const id = await releaseIn(env, artist, "submitted");
    const answers = await Promise.all([
      act(staff, id, "approve"),
      act(admin, id, "reject", { notes: "Too late" }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await auditFor(env, id)).toHaveLength(1);
  });

  it("writes nothing at all when part of the change fails (one transaction)", async () => {
    const id = await releaseIn(env, artist, "submitted", "Half Done");
    const before = (await notificationsOf(env, artist.id)).length;
    vi.spyOn(env.ctx.hub, "publish").mockRejectedValueOnce(new Error("fan-out down"));
    const res = await act(staff, id, "approve");
    expect(res.status).toBe(500);
    expect(await statusOf(env, id)).toEqual({ status: "submitted", admin_notes: null });
    expect(await auditFor(env, id)).toEqual([]);
    expect(await notificationsOf(env, artist.id)).toHaveLength(before);
  });
});

describe("who may review", () => {
  it("refuses the signed out (401) and artists, even the owner (403)", async () => {
    const id = await releaseIn(env, artist, "submitted");
    for (const action of ["approve", "reject", "distribute"]) {
      const anonymous = await env.app.inject({
        method: "POST",
        url: `/api/admin/releases/${id}/${action}`,
        payload: { notes: "x" },
        headers: { origin: "http://localhost:3000" },
      });
      expect(anonymous.statusCode).toBe(401);
      const own = await act(artist, id, action, { notes: "x" });
      expect(own.status).toBe(403);
    }
    expect((await artist.get("/api/admin/releases")).status).toBe(403);
    expect(await statusOf(env, id)).toMatchObject({ status: "submitted" });
  });

  it("refuses a suspended staff member (403)", async () => {
    const suspended = await member(env, "staff");
    await env.ctx.database.db.execute(
      sql`update users set is_suspended = true, suspension_reason = 'Testing',
        suspended_until = now() + interval '3 days' where id = ${suspended.id}`,
    );
    env.ctx.auth.forgetUser(suspended.id);
    const id = await releaseIn(env, artist, "submitted");
    const refused = await act(suspended, id, "approve");
    expect(refused.status).toBe(403);
    expect(errorOf(refused).code).toBe(StandingErrorCodes.suspended);
    expect((await suspended.get("/api/admin/releases")).status).toBe(403);
    expect(await statusOf(env, id)).toMatchObject({ status: "submitted" });
  });

  it("refuses a reviewer their own release (403), which another reviewer decides", async () => {
    for (const [owner, other] of [
      [staff, admin],
      [admin, staff],
    ] as const) {
      const id = await releaseIn(env, owner, "submitted", `Own Song ${owner.id.slice(0, 6)}`);
      for (const [action, payload] of [
        ["approve", { notes: null }],
        ["reject", { notes: "Not mine to judge" }],
      ] as const) {
        const refused = await act(owner, id, action, payload);
        expect(refused.status).toBe(403);
        expect(errorOf(refused).message).toBe(
          "This is your own release. Ask another staff member to review it.",
        );
      }
      expect(await statusOf(env, id)).toEqual({ status: "submitted", admin_notes: null });
      expect(await auditFor(env, id)).toEqual([]);
      // The review dialog offers the buttons only to whoever the server lets through.
      const permissions = (res: Reply) => releaseOf(res).permissions;
      expect(permissions(await owner.get(`/api/releases/${id}`))).toMatchObject({
        approve: false,
        reject: false,
      });
      expect(permissions(await other.get(`/api/releases/${id}`))).toMatchObject({
        approve: true,
        reject: true,
      });
      expect((await act(other, id, "approve", { notes: null })).status).toBe(200);
      expect(await statusOf(env, id)).toMatchObject({ status: "approved" });
    }
  });

  it("lets staff and admins read any release's detail to review it, with its tracks", async () => {
    const { id } = await single(artist, "With Audio");
    for (const reviewer of [staff, admin]) {
      const res = await reviewer.get(`/api/releases/${id}`);
      expect(res.status).toBe(200);
      expect(releaseOf(res)).toMatchObject({ id, userId: artist.id, status: "submitted" });
      expect(releaseOf(res).tracks[0]?.audioUrl).toMatch(/^\/api\/files\//);
    }
  });
});
