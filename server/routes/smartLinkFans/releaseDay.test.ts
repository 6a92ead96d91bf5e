import { addDays, utcToday } from "@common/releaseRules.ts";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { moveAppClock } from "../../lib/clock.ts";
import { fanCounts } from "../../smartLinks/fanCounts.ts";
import { forgetUnconfirmedFans } from "../../smartLinks/fanErasure.ts";
import { sendReleaseDayMails } from "../../smartLinks/releaseDay.ts";
import { bodyOf, errorOf } from "../../test/client.ts";
import { createTestEnv, type TestEnv, uniqueEmail, waitForMail } from "../../test/support.ts";
import { type Member, member } from "../releases/releaseTestKit.ts";
import {
  confirmedFan,
  fanRelease,
  mailsTo,
  setPrivate,
  signUp,
  signupById,
  signupOf,
  unsubscribePathIn,
} from "./fansTestKit.ts";
import * as schema from "./schema.ts";

/** Release day (issue 17): confirmed fans are mailed once, when the smart links' clock says so. */
let env: TestEnv;
let admin: Member;
let artist: Member;

beforeAll(async () => {
  env = await createTestEnv();
  admin = await member(env, "admin");
  artist = await member(env, "artist");
});
afterEach(() => moveAppClock(0));
afterAll(() => env?.close());

const settle = () => new Promise((r) => setTimeout(r, 1500));

describe("the release-day mail", () => {
  it("mails confirmed fans once when the dev clock reaches release day", async () => {
    const release = await fanRelease(env, { daysAhead: 5, title: "Tomorrow's Song" });
    const fan = await confirmedFan(env, release);
    const pending = uniqueEmail("fan");
    expect((await signUp(env, release.slug, { email: pending })).status).toBe(202);
    const quitter = await confirmedFan(env, release);
    const [quitterMail] = await mailsTo(env, quitter);
    if (!quitterMail) throw new Error("no mail");
    await env.app.inject({ method: "POST", url: unsubscribePathIn(quitterMail) });

    // Not yet: four days on, the release is still ahead.
    expect(await sendReleaseDayMails(env.ctx, addDays(utcToday(), 4))).toBe(0);

    const res = await admin.post("/api/dev/clock", { days: 5 });
    expect(res.status).toBe(200);
    expect(bodyOf(res, schema.moveClock.response[200]).today).toBe(addDays(utcToday(), 5));
    const mail = await waitForMail(env.ctx, fan, /^Out now/);
    expect(mail.subject).toBe(`Out now: "Tomorrow's Song" by ${release.artistName}`);
    expect(mail.text).toContain(`http://localhost:3000/r/${release.slug}`);
    expect(mail.text).toMatch(/Unsubscribe: http:\/\/localhost:3000\/r\/fans\/unsubscribe\?token=/);
    expect(mail.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");

    // The page is now a release page: no more signups.
    expect((await signUp(env, release.slug, { email: uniqueEmail("fan") })).status).toBe(409);

    // A second run (and the hourly one) mails nobody twice.
    expect(await sendReleaseDayMails(env.ctx)).toBe(0);
    await settle();
    expect((await mailsTo(env, fan)).filter((m) => m.subject.startsWith("Out now"))).toHaveLength(
      1,
    );
    for (const other of [pending, quitter])
      expect((await mailsTo(env, other)).filter((m) => m.subject.startsWith("Out now"))).toEqual(
        [],
      );
    expect(await fanCounts(env.ctx.database.db, release.releaseId)).toMatchObject({
      confirmed: 1,
      pending: 1,
      notified: 1,
    });
  });

  it("mails no fan of a page that is not public, until it is", async () => {
    const release = await fanRelease(env, { daysAhead: 3 });
    const fan = await confirmedFan(env, release);
    await setPrivate(env, release.userId);
    const day = addDays(utcToday(), 3);
    expect(await sendReleaseDayMails(env.ctx, day)).toBe(0);
    await env.ctx.database.db.execute(
      `update user_privacy_settings set profile_visibility = 'public' where user_id = '${release.userId}'`,
    );
    expect(await sendReleaseDayMails(env.ctx, day)).toBe(1);
    await waitForMail(env.ctx, fan, /^Out now/);
  });
});

describe("what is kept of a fan", () => {
  it("forgets a notified fan's address unless they agreed to share it with the artist", async () => {
    const release = await fanRelease(env, { daysAhead: 2 });
    const keeps = await confirmedFan(env, release);
    const shares = await confirmedFan(env, release, true);
    const keepsId = (await signupOf(env, keeps))?.id ?? "";
    expect(await sendReleaseDayMails(env.ctx, addDays(utcToday(), 2))).toBe(2);
    for (const fan of [keeps, shares]) await waitForMail(env.ctx, fan, /^Out now/);
    expect(await signupOf(env, keeps)).toBeUndefined();
    expect(await signupById(env, keepsId)).toMatchObject({
      email: `forgotten-${keepsId}@fans.invalid`,
      notifiedAt: expect.any(Date),
    });
    // The fan who shared theirs is still on the artist's list, and both still count.
    const counts = await fanCounts(env.ctx.database.db, release.releaseId);
    expect(counts).toMatchObject({ confirmed: 2, notified: 2 });
    expect(counts.shared.map((fan) => fan.email)).toEqual([shares]);
  });

  it("deletes a signup left unconfirmed for 30 days after its latest confirmation mail", async () => {
    const release = await fanRelease(env, { daysAhead: 60 });
    const db = env.ctx.database.db;
    const stale = uniqueEmail("fan");
    const askedAgain = uniqueEmail("fan");
    const confirmed = await confirmedFan(env, release);
    for (const email of [stale, askedAgain])
      expect((await signUp(env, release.slug, { email })).status).toBe(202);
    await db.execute(sql`
      update fan_signups set created_at = now() - interval '31 days'
      where email in (${stale}, ${askedAgain}, ${confirmed})`);
    // Asking again sends a new confirmation mail, and the 30 days start over.
    expect((await signUp(env, release.slug, { email: askedAgain })).status).toBe(202);

    expect(await forgetUnconfirmedFans(db)).toBeGreaterThanOrEqual(1);
    expect(await signupOf(env, stale)).toBeUndefined();
    expect(await signupOf(env, askedAgain)).toMatchObject({ confirmedAt: null });
    expect(await signupOf(env, confirmed)).toMatchObject({ confirmedAt: expect.any(Date) });
    // The confirmation mail says so.
    const mail = await waitForMail(env.ctx, stale, /^Confirm/);
    expect(mail.text).toContain(
      "without confirmation you get no more mail, and the address is deleted after 30 days.",
    );
  });
});

describe("POST /api/dev/clock", () => {
  it("is for admins only and checks the number of days", async () => {
    expect((await artist.post("/api/dev/clock", { days: 1 })).status).toBe(403);
    const anonymous = await env.app.inject({
      method: "POST",
      url: "/api/dev/clock",
      headers: { origin: "http://localhost:3000" },
      payload: { days: 1 },
    });
    expect(anonymous.statusCode).toBe(401);
    const tooFar = await admin.post("/api/dev/clock", { days: 401 });
    expect(tooFar.status).toBe(400);
    expect(errorOf(tooFar).message).toContain("Give 0 to 400 days.");
    const back = await admin.post("/api/dev/clock", { days: 0 });
    expect(bodyOf(back, schema.moveClock.response[200]).today).toBe(utcToday());
  });

  it("forgets unconfirmed fans by the moved clock, as 30 days later would", async () => {
    const release = await fanRelease(env, { daysAhead: 60 });
    const fresh = uniqueEmail("fan");
    expect((await signUp(env, release.slug, { email: fresh })).status).toBe(202);
    try {
      // The route queues the hourly job with its clock; the test's worker runs it.
      expect((await admin.post("/api/dev/clock", { days: 31 })).status).toBe(200);
      await vi.waitFor(async () => expect(await signupOf(env, fresh)).toBeUndefined(), {
        timeout: 15_000,
        interval: 250,
      });
    } finally {
      await admin.post("/api/dev/clock", { days: 0 });
    }
  });

  it("does not exist where mail goes out through SMTP (production-like servers)", async () => {
    const smtp = await createTestEnv({ SMTP_URL: "smtp://127.0.0.1:1" });
    try {
      const res = await smtp.app.inject({
        method: "POST",
        url: "/api/dev/clock",
        headers: { origin: "http://localhost:3000" },
        payload: { days: 1 },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await smtp.close();
    }
  });
});
