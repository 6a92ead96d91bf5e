import { addDays, utcToday } from "@common/releaseRules.ts";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { moveAppClock } from "../../lib/clock.ts";
import { fanCounts } from "../../smartLinks/fanCounts.ts";
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
