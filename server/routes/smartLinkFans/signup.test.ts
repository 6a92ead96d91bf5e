import { SmartLinkMessages } from "@common/smartLinks.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fanCounts } from "../../smartLinks/fanCounts.ts";
import { bodyOf, errorOf, nextAddress } from "../../test/client.ts";
import {
  createTestEnv,
  linkIn,
  type TestEnv,
  uniqueEmail,
  waitForMail,
} from "../../test/support.ts";
import {
  confirmedFan,
  fanRelease,
  mailsTo,
  openConfirm,
  pressConfirm,
  setEnabled,
  setPrivate,
  signUp,
  signupOf,
} from "./fansTestKit.ts";
import * as schema from "./schema.ts";

/** "Notify me" on a pre-release page (issue 17): signup, double opt-in, who may see the list. */
let env: TestEnv;

beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env?.close());

const sent = (res: Awaited<ReturnType<typeof signUp>>) => bodyOf(res, schema.signUp.response[202]);

describe("POST /api/smart-links/:slug/fans", () => {
  it("answers 202, mails a confirmation link, and the link confirms the fan", async () => {
    const release = await fanRelease(env, { title: "Night <Drive>" });
    const email = uniqueEmail("fan");
    const res = await signUp(env, release.slug, { email, shareWithArtist: false });
    expect(res.status).toBe(202);
    expect(sent(res).message).toBe(SmartLinkMessages.signupSent);
    expect((await signupOf(env, email))?.confirmedAt).toBeNull();

    const mail = await waitForMail(env.ctx, email, /^Confirm/);
    expect(mail.subject).toContain("Night <Drive>");
    expect(mail.text).toContain("Night <Drive>");
    expect(mail.html).toContain("Night &lt;Drive&gt;");
    const link = linkIn(mail.text);
    expect(link.pathname).toBe("/r/fans/confirm");
    expect(mail.text).toMatch(/Unsubscribe: http:\/\/localhost:3000\/r\/fans\/unsubscribe\?token=/);
    expect(mail.headers?.["List-Unsubscribe"]).toMatch(
      /^<http:\/\/localhost:3000\/r\/fans\/unsubscribe\?token=.+>$/,
    );
    expect(mail.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    // Only the token's hash is kept.
    const token = link.searchParams.get("token") ?? "";
    expect((await signupOf(env, email))?.confirmTokenHash).not.toContain(token);

    // Opening the link (as a mail scanner does) shows the button and confirms nothing.
    const page = await openConfirm(env, link);
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.body).toContain("Confirm your email");
    expect(page.body).toContain("when “Night &lt;Drive&gt;” by");
    expect(page.body).toContain(`<form method="post" action="/r/fans/confirm?token=${token}">`);
    expect(page.body).not.toContain("share your email address");
    expect(page.body).toContain('<meta name="robots" content="noindex" />');
    expect((await signupOf(env, email))?.confirmedAt).toBeNull();

    const pressed = await pressConfirm(env, link);
    expect(pressed.statusCode).toBe(200);
    expect(pressed.body).toContain("You’re on the list. We’ll email you on release day.");
    const confirmedAt = (await signupOf(env, email))?.confirmedAt;
    expect(confirmedAt).toBeInstanceOf(Date);
    // A second press is harmless, and the link opened again says the fan is on the list.
    expect((await pressConfirm(env, link)).statusCode).toBe(200);
    expect((await signupOf(env, email))?.confirmedAt).toEqual(confirmedAt);
    const reopened = await openConfirm(env, link);
    expect(reopened.body).toContain(SmartLinkMessages.signupConfirmed);
    expect(reopened.body).not.toContain("<form");
  });

  it("keeps one row per address; a new mail only while it is unconfirmed", async () => {
    const release = await fanRelease(env);
    const email = uniqueEmail("fan");
    expect((await signUp(env, release.slug, { email })).status).toBe(202);
    await waitForMail(env.ctx, email, /^Confirm/);
    const upper = email.toUpperCase();
    const twice = await signUp(env, release.slug, { email: upper, shareWithArtist: true });
    expect(twice.status).toBe(202);
    expect(sent(twice).message).toBe(SmartLinkMessages.signupSent);
    await expect.poll(async () => (await mailsTo(env, email)).length).toBe(2);
    // The newest link confirms; the first mail's link was replaced.
    const [newest, oldest] = await mailsTo(env, email);
    // The ticked box is in the mail the fan confirms: their consent, not only the form's.
    const sharing = `You also asked to share your email address with ${release.artistName}`;
    expect(newest?.text).toContain(sharing);
    expect(oldest?.text).toContain("Please confirm your email address.");
    expect(oldest?.text).not.toContain(sharing);
    const oldLink = linkIn(oldest?.text ?? "");
    expect((await openConfirm(env, oldLink)).statusCode).toBe(404);
    expect((await pressConfirm(env, oldLink)).statusCode).toBe(404);
    const link = linkIn(newest?.text ?? "");
    // The page repeats the consent beside the button.
    expect((await openConfirm(env, link)).body).toContain(
      `${sharing}: once you confirm, ${release.artistName} can see it.`,
    );
    expect((await pressConfirm(env, link)).statusCode).toBe(200);

    // Confirmed: the same answer, no mail, and a stranger cannot change the fan's consent.
    const third = await signUp(env, release.slug, { email, shareWithArtist: false });
    expect(third.status).toBe(202);
    expect(sent(third).message).toBe(SmartLinkMessages.signupSent);
    await new Promise((r) => setTimeout(r, 1500));
    expect(await mailsTo(env, email)).toHaveLength(2);
    const rows = await env.ctx.database.db.execute(
      `select count(*)::int as n from fan_signups where email = '${email}'`,
    );
    expect(rows.rows[0]).toEqual({ n: 1 });
    expect((await signupOf(env, email))?.shareWithArtist).toBe(true);
  });

  it("refuses a bad address with the form's message", async () => {
    const release = await fanRelease(env);
    const res = await signUp(env, release.slug, { email: "not-an-address" });
    expect(res.status).toBe(400);
    expect(errorOf(res).message).toContain("Enter a valid email address.");
  });

  it("is closed once the release is out (409) and where the page is not public (404)", async () => {
    const out = await fanRelease(env, { daysAhead: 0 });
    const closed = await signUp(env, out.slug, { email: uniqueEmail("fan") });
    expect(closed.status).toBe(409);
    expect(errorOf(closed).message).toBe(SmartLinkMessages.notifyClosed);

    const hidden = await fanRelease(env);
    await setPrivate(env, hidden.userId);
    expect((await signUp(env, hidden.slug, { email: uniqueEmail("fan") })).status).toBe(404);

    const off = await fanRelease(env);
    await setEnabled(env, off.releaseId, false);
    expect((await signUp(env, off.slug, { email: uniqueEmail("fan") })).status).toBe(404);

    const takenDown = await fanRelease(env);
    await env.ctx.database.db.execute(
      `update releases set status = 'taken_down' where id = '${takenDown.releaseId}'`,
    );
    expect((await signUp(env, takenDown.slug, { email: uniqueEmail("fan") })).status).toBe(404);
    expect((await signUp(env, "no-such-page", { email: uniqueEmail("fan") })).status).toBe(404);
  });

  it("limits signups per address (429 after 10 an hour)", async () => {
    const release = await fanRelease(env);
    const address = nextAddress();
    for (let i = 0; i < 10; i += 1) {
      const res = await signUp(env, release.slug, { email: uniqueEmail("fan") }, address);
      expect(res.status).toBe(202);
    }
    const res = await signUp(env, release.slug, { email: uniqueEmail("fan") }, address);
    expect(res.status).toBe(429);
    expect(errorOf(res).message).toMatch(/^Too many attempts/);
    // Another address is still welcome.
    expect((await signUp(env, release.slug, { email: uniqueEmail("fan") })).status).toBe(202);
  });

  it("sends one fan address at most 5 confirmation mails an hour", async () => {
    const release = await fanRelease(env);
    const email = uniqueEmail("fan");
    for (let i = 0; i < 5; i += 1)
      expect((await signUp(env, release.slug, { email })).status).toBe(202);
    const res = await signUp(env, release.slug, { email });
    expect(res.status).toBe(429);
    expect(errorOf(res).message).toMatch(/^Too many attempts/);
    await expect.poll(async () => (await mailsTo(env, email)).length).toBe(5);
  });
});

describe("POST /r/:slug/notify (the form without JavaScript)", () => {
  // As a browser set to send no referrers posts the form: `Origin: null`, with Sec-Fetch-Site
  // naming where the form was (the page's own policy gives other browsers its origin).
  const post = (slug: string, form: string, site = "same-origin") =>
    env.app.inject({
      method: "POST",
      url: `/r/${slug}/notify`,
      remoteAddress: nextAddress(),
      headers: {
        origin: "null",
        "sec-fetch-site": site,
        "content-type": "application/x-www-form-urlencoded",
      },
      payload: form,
    });

  it("signs the fan up and answers a page with the same message", async () => {
    const release = await fanRelease(env, { title: "Plain Form" });
    const email = uniqueEmail("plain");
    const res = await post(release.slug, `email=${encodeURIComponent(email)}&shareWithArtist=true`);
    expect(res.statusCode).toBe(202);
    expect(res.headers["content-type"]).toContain("text/html");
    expect(res.body).toContain(SmartLinkMessages.signupSent);
    expect(await signupOf(env, email)).toMatchObject({ shareWithArtist: true, confirmedAt: null });
    await waitForMail(env.ctx, email, /^Confirm/);
  });

  it("refuses the same form on another site and signs no one up", async () => {
    const release = await fanRelease(env, { title: "Foreign Form" });
    const email = uniqueEmail("foreign");
    const res = await post(release.slug, `email=${encodeURIComponent(email)}`, "cross-site");
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe("CROSS_ORIGIN");
    expect(await signupOf(env, email)).toBeUndefined();
  });

  it("answers the form's message on a page for a bad address or a closed list", async () => {
    const release = await fanRelease(env, { title: "Plain Errors" });
    const bad = await post(release.slug, "email=not-an-address");
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain("Enter a valid email address.");
    const unknown = await post("no-such-release", `email=${encodeURIComponent(uniqueEmail("x"))}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers["content-type"]).toContain("text/html");
  });
});

describe("fanCounts", () => {
  it("counts the list and shows only the addresses of fans who consented", async () => {
    const release = await fanRelease(env);
    const sharing = await confirmedFan(env, release, true);
    const private1 = await confirmedFan(env, release, false);
    const pendingSharer = uniqueEmail("fan");
    expect(
      (await signUp(env, release.slug, { email: pendingSharer, shareWithArtist: true })).status,
    ).toBe(202);

    const counts = await fanCounts(env.ctx.database.db, release.releaseId);
    expect(counts).toMatchObject({ confirmed: 2, pending: 1, notified: 0 });
    expect(counts.shared).toEqual([
      { email: sharing, confirmedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) },
    ]);
    const text = JSON.stringify(counts);
    expect(text).not.toContain(private1);
    expect(text).not.toContain(pendingSharer);
  });
});
