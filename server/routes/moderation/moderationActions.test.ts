import {
  ModerationMessages,
  SUSPENSION_DAYS,
  WARNING_NOTIFICATION_TITLE,
} from "@common/moderation.ts";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { artistProfiles, notifications, userWarnings } from "../../db/schema/index.ts";
import { createTestEnv, type TestEnv } from "../../test/support.ts";
import {
  auditRows,
  type Person,
  person,
  suspend,
  suspensionRows,
  unsuspend,
  userRow,
  warn,
  warningRows,
} from "./moderationTestKit.ts";

let env: TestEnv;
let admin: Person;
beforeAll(async () => {
  env = await createTestEnv();
  admin = await person(env, "admin", "Ada Admin");
});
afterAll(async () => {
  await env?.close();
});

const MISSING = "00000000-0000-4000-8000-000000000000";
const DAY = 86_400_000;

describe("POST /api/admin/users/:id/suspend", () => {
  it("suspends for the given days: a suspension row, the user's flags and SUSPEND_USER", async () => {
    const artist = await person(env);
    const before = Date.now();
    const res = await suspend(admin, artist.id, {
      reason: " Spam links ",
      type: "temporary",
      days: 3,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      ok: true,
      message: "User suspended.",
      suspension: {
        type: "temporary",
        reason: "Spam links",
        suspendedByName: "Ada Admin",
        suspendedByEmail: admin.email,
        tosAgreed: false,
      },
    });
    const [row] = await suspensionRows(env, artist.id);
    expect(row).toMatchObject({
      suspendedBy: admin.id,
      reason: "Spam links",
      suspensionType: "temporary",
      isActive: true,
      tosAgreed: false,
      liftedAt: null,
    });
    const until = row?.suspendedUntil?.getTime() ?? 0;
    expect(until).toBeGreaterThanOrEqual(before + 3 * DAY);
    expect(until).toBeLessThan(Date.now() + 3 * DAY + 1000);
    expect(await userRow(env, artist.id)).toMatchObject({
      isSuspended: true,
      suspensionReason: "Spam links",
      suspendedUntil: row?.suspendedUntil,
    });
    const [audit] = await auditRows(env, "SUSPEND_USER", artist.id);
    expect(audit).toMatchObject({
      actorId: admin.id,
      targetType: "user",
      details: {
        reason: "Spam links",
        type: "temporary",
        days: 3,
        until: row?.suspendedUntil?.toISOString(),
      },
    });
  });

  it(`suspends for ${SUSPENSION_DAYS.default} days when no duration is given`, async () => {
    const artist = await person(env);
    await suspend(admin, artist.id, { reason: "Spam" });
    const [row] = await suspensionRows(env, artist.id);
    const days = ((row?.suspendedUntil?.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)) / DAY;
    expect(days).toBe(SUSPENSION_DAYS.default);
  });

  it("bans (permanent): no end date, and says so", async () => {
    const artist = await person(env);
    const res = await suspend(admin, artist.id, { reason: "Fraud", type: "permanent", days: 30 });
    expect(res.json()).toMatchObject({
      message: "User permanently banned.",
      suspension: { type: "permanent", suspendedUntil: null },
    });
    expect(await userRow(env, artist.id)).toMatchObject({
      isSuspended: true,
      suspendedUntil: null,
    });
    const [audit] = await auditRows(env, "SUSPEND_USER", artist.id);
    expect(audit?.details).toEqual({ reason: "Fraud", type: "permanent", until: null });
  });

  it("refuses a missing reason and a duration outside 1-365 days, with the form's messages", async () => {
    const artist = await person(env);
    const cases: [object, string | null][] = [
      [{ reason: "   ", type: "temporary", days: 7 }, ModerationMessages.reasonRequired],
      [{ type: "permanent" }, ModerationMessages.reasonRequired],
      [{ reason: "Spam", type: "temporary", days: 0 }, ModerationMessages.daysRange],
      [{ reason: "Spam", type: "temporary", days: 366 }, ModerationMessages.daysRange],
      [{ reason: "Spam", type: "temporary", days: 2.5 }, ModerationMessages.daysRange],
      [{ reason: "Spam", type: "forever" }, null],
    ];
    for (const [body, message] of cases) {
      const res = await suspend(admin, artist.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      if (message) expect(res.json().error.message).toBe(message);
      else expect(res.json().error.fields).toHaveProperty("type");
    }
    expect(await suspensionRows(env, artist.id)).toEqual([]);
  });

  it("refuses to suspend oneself, an admin, or someone already suspended or banned", async () => {
    const self = await suspend(admin, admin.id, { reason: "Me" });
    expect(self.statusCode).toBe(403);
    expect(self.json().error.message).toBe(ModerationMessages.cannotModerateSelf);
    const other = await person(env, "admin");
    const adminTarget = await suspend(admin, other.id, { reason: "Admin" });
    expect(adminTarget.statusCode).toBe(403);
    expect(adminTarget.json().error.message).toBe(ModerationMessages.cannotModerateAdmin);

    const artist = await person(env);
    await suspend(admin, artist.id, { reason: "First" });
    const again = await suspend(admin, artist.id, { reason: "Second", type: "permanent" });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(ModerationMessages.alreadySuspended);
    const banned = await person(env);
    await suspend(admin, banned.id, { reason: "Ban", type: "permanent" });
    expect((await suspend(admin, banned.id, { reason: "Again" })).statusCode).toBe(409);
    expect(await suspensionRows(env, artist.id)).toHaveLength(1);
    expect(await auditRows(env, "SUSPEND_USER", admin.id)).toEqual([]);
  });

  it("suspends staff (only admins are exempt) and answers 404 for unknown users", async () => {
    const staff = await person(env, "staff");
    expect((await suspend(admin, staff.id, { reason: "Leaked notes" })).statusCode).toBe(200);
    const missing = await suspend(admin, MISSING, { reason: "Nobody" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(ModerationMessages.userNotFound);
  });
});

describe("POST /api/admin/users/:id/unsuspend", () => {
  it("ends the active suspension (lifted now, by whom), clears the flags, writes UNSUSPEND_USER", async () => {
    const artist = await person(env);
    await suspend(admin, artist.id, { reason: "Spam", type: "temporary", days: 5 });
    const res = await unsuspend(admin, artist.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, message: "Suspension removed." });
    const [row] = await suspensionRows(env, artist.id);
    expect(row).toMatchObject({ isActive: false, liftedBy: admin.id, tosAgreed: false });
    expect(row?.liftedAt).toBeInstanceOf(Date);
    expect(await userRow(env, artist.id)).toMatchObject({
      isSuspended: false,
      suspensionReason: null,
      suspendedUntil: null,
    });
    const [audit] = await auditRows(env, "UNSUSPEND_USER", artist.id);
    expect(audit).toMatchObject({
      actorId: admin.id,
      targetType: "user",
      details: { reason: "Spam", until: expect.any(String) },
    });
  });

  it("refuses a user who is not suspended (409) and unknown users (404)", async () => {
    const artist = await person(env);
    const res = await unsuspend(admin, artist.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(ModerationMessages.notSuspended);
    expect((await unsuspend(admin, MISSING)).statusCode).toBe(404);
    expect(await auditRows(env, "UNSUSPEND_USER", artist.id)).toEqual([]);
  });
});

describe("POST /api/admin/users/:id/warnings", () => {
  it("records the warning, counts it, notifies the user and writes WARN_USER", async () => {
    const artist = await person(env);
    const res = await warn(admin, artist.id, { reason: "Misleading metadata", expiresInDays: 30 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      ok: true,
      message: "Warning issued.",
      warning: {
        reason: "Misleading metadata",
        severity: "medium",
        warnedByName: "Ada Admin",
        warnedByEmail: admin.email,
        acknowledgedAt: null,
      },
    });
    await warn(admin, artist.id, { reason: "Again", severity: "high" });
    const rows = await warningRows(env, artist.id);
    expect(rows.map((w) => [w.reason, w.severity, w.warnedBy])).toEqual(
      expect.arrayContaining([
        ["Misleading metadata", "medium", admin.id],
        ["Again", "high", admin.id],
      ]),
    );
    const expiring = rows.find((w) => w.reason === "Misleading metadata");
    const days =
      ((expiring?.expiresAt?.getTime() ?? 0) - (expiring?.createdAt.getTime() ?? 0)) / DAY;
    expect(days).toBe(30);
    expect((await userRow(env, artist.id)).warningCount).toBe(2);
    const notes = await env.ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, artist.id));
    expect(notes.map((n) => [n.type, n.title, n.message, n.audience]).sort()).toEqual([
      ["warning", WARNING_NOTIFICATION_TITLE, "Again", "user"],
      ["warning", WARNING_NOTIFICATION_TITLE, "Misleading metadata", "user"],
    ]);
    const audits = await auditRows(env, "WARN_USER", artist.id);
    expect(audits.map((a) => a.details)).toEqual(
      expect.arrayContaining([
        { reason: "Again", severity: "high", expiresAt: null },
        {
          reason: "Misleading metadata",
          severity: "medium",
          expiresAt: expiring?.expiresAt?.toISOString(),
        },
      ]),
    );
  });

  it("names the expiry's range for an expiry that is not a whole number of days from 1 to 365", async () => {
    const artist = await person(env);
    for (const expiresInDays of ["7", 0, 366]) {
      const res = await warn(admin, artist.id, { reason: "Misleading metadata", expiresInDays });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({
        expiresInDays: "Expiry must be between 1 and 365 days.",
      });
    }
    expect(await warningRows(env, artist.id)).toEqual([]);
  });
  it("refuses a missing reason, an unknown severity, oneself, admins and unknown users", async () => {
    const artist = await person(env);
    const empty = await warn(admin, artist.id, { reason: "" });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe(ModerationMessages.reasonRequired);
    expect((await warn(admin, artist.id, { reason: "x", severity: "severe" })).statusCode).toBe(
      400,
    );
    const self = await warn(admin, admin.id, { reason: "Me" });
    expect(self.json().error.message).toBe(ModerationMessages.cannotModerateSelf);
    const other = await person(env, "admin");
    const adminTarget = await warn(admin, other.id, { reason: "Admin" });
    expect(adminTarget.statusCode).toBe(403);
    expect(adminTarget.json().error.message).toBe(ModerationMessages.cannotModerateAdmin);
    expect((await warn(admin, MISSING, { reason: "Nobody" })).statusCode).toBe(404);
    expect(await warningRows(env, artist.id)).toEqual([]);
    expect((await userRow(env, other.id)).warningCount).toBe(0);
  });
});

describe("DELETE /api/admin/artist-profiles/:id", () => {
  it("removes the alias and writes REMOVE_ARTIST_ALIAS; an unknown one is 404", async () => {
    const artist = await person(env);
    const [alias] = await env.ctx.database.db
      .insert(artistProfiles)
      .values({ userId: artist.id, name: `Alias ${artist.id}`, nameKey: `Alias ${artist.id}` })
      .returning();
    if (!alias) throw new Error("alias not inserted");
    const res = await admin.del(`/api/admin/artist-profiles/${alias.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, message: "Artist alias removed." });
    expect(
      await env.ctx.database.db
        .select()
        .from(artistProfiles)
        .where(eq(artistProfiles.id, alias.id)),
    ).toEqual([]);
    const [audit] = await auditRows(env, "REMOVE_ARTIST_ALIAS", alias.id);
    expect(audit).toMatchObject({
      actorId: admin.id,
      targetType: "artist_profile",
      details: { name: alias.name, userId: artist.id },
    });
    const again = await admin.del(`/api/admin/artist-profiles/${alias.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe(ModerationMessages.aliasNotFound);
  });
});

describe("acknowledging warnings", () => {
  it("lists my unacknowledged, unexpired warnings oldest first; I Understand removes one", async () => {
    const artist = await person(env);
    await warn(admin, artist.id, { reason: "First", severity: "low" });
    await warn(admin, artist.id, { reason: "Second", severity: "high", expiresInDays: 10 });
    await warn(admin, artist.id, { reason: "Expired" });
    await env.ctx.database.db
      .update(userWarnings)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(userWarnings.userId, artist.id), eq(userWarnings.reason, "Expired")));

    const list = await artist.get("/api/me/warnings");
    expect(list.statusCode).toBe(200);
    const warnings = list.json().warnings;
    expect(warnings.map((w: { reason: string }) => w.reason)).toEqual(["First", "Second"]);
    expect(warnings[0]).toMatchObject({
      severity: "low",
      warnedByName: "Ada Admin",
      warnedByEmail: admin.email,
    });
    expect(warnings[1].expiresAt).toEqual(expect.any(String));
    expect((await artist.get("/api/me")).json().user.unacknowledgedWarnings).toBe(2);

    const ack = await artist.post(`/api/me/warnings/${warnings[0].id}/acknowledge`);
    expect(ack.statusCode).toBe(200);
    expect(ack.json()).toEqual({ ok: true, message: "Warning acknowledged." });
    expect((await artist.post(`/api/me/warnings/${warnings[0].id}/acknowledge`)).statusCode).toBe(
      200,
    );
    const [row] = (await warningRows(env, artist.id)).filter((w) => w.reason === "First");
    expect(row?.acknowledgedAt).toBeInstanceOf(Date);
    expect((await artist.get("/api/me/warnings")).json().warnings).toHaveLength(1);
    expect((await artist.get("/api/me")).json().user.unacknowledgedWarnings).toBe(1);
    // The count of warnings ever issued (the admin's Warnings column) does not go down.
    expect((await userRow(env, artist.id)).warningCount).toBe(3);
  });

  it("answers 404 for someone else's warning and leaves it alone", async () => {
    const artist = await person(env);
    const other = await person(env);
    const { warning } = (await warn(admin, artist.id, { reason: "Yours" })).json();
    const res = await other.post(`/api/me/warnings/${warning.id}/acknowledge`);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(ModerationMessages.warningNotFound);
    const [row] = await warningRows(env, artist.id);
    expect(row?.acknowledgedAt).toBeNull();
    expect((await other.post(`/api/me/warnings/${MISSING}/acknowledge`)).statusCode).toBe(404);
  });
});
