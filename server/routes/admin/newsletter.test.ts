import { AccountMessages } from "@common/account.ts";
import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { SEND_NEWSLETTER_MAIL, sendNewsletter } from "../../commands/admin/sendNewsletter.ts";
import { auditLog, users } from "../../db/schema/index.ts";
import type { Mail } from "../../mail/mailer.ts";
import { createTestEnv, linkIn, type TestEnv, waitForMail } from "../../test/support.ts";
import { call, signedIn } from "../account/accountTestKit.ts";

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => {
  await env?.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const newsletter = (cookie: string | undefined, subject: string) =>
  call(env, "POST", "/api/admin/newsletter", {
    cookie,
    payload: { subject, body: "New releases this month.\n\nSee you on tour!" },
  });
const marketing = (cookie: string, on: boolean) =>
  call(env, "PUT", "/api/account/privacy", {
    cookie,
    payload: { profileVisibility: "public", marketingEmails: on, dataSharingOptIn: false },
  });
/** The addresses of the newsletter jobs queued with this subject (delivered or not). */
async function queuedTo(subject: string): Promise<string[]> {
  const result = await env.ctx.database.db.execute<{ to: string }>(sql`
    select u.email as to from pgboss.job j join users u on u.id = (j.data->>'userId')::uuid
    where j.name = ${SEND_NEWSLETTER_MAIL} and j.data->>'subject' = ${subject}`);
  return result.rows.map((r) => r.to).sort();
}
/** Waits until every newsletter job with this subject has run to completion. */
async function drained(subject: string, timeoutMs = 10_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const result = await env.ctx.database.db.execute<{ open: number }>(sql`
      select count(*)::int as open from pgboss.job
      where name = ${SEND_NEWSLETTER_MAIL} and data->>'subject' = ${subject} and state <> 'completed'`);
    if (result.rows[0]?.open === 0) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`newsletter "${subject}" not drained`);
}
/**
 * Holds every mail with this subject at the mailer until the returned release is called: the
 * worker sending it is busy meanwhile, as it would be with a slow SMTP server and a big label.
 */
function holdMails(subject: string): () => void {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const send = env.ctx.mailer.send.bind(env.ctx.mailer);
  vi.spyOn(env.ctx.mailer, "send").mockImplementation(async (mail: Mail) => {
    if (mail.subject === subject) await gate;
    await send(mail);
  });
  return release;
}
/** The mails in the local mailbox to this address with this subject. */
async function mailsTo(to: string, subject: string) {
  const mails = (await env.ctx.mailbox?.list()) ?? [];
  return mails.filter((m) => m.to === to && m.subject === subject);
}

describe("POST /api/admin/newsletter (the effect of marketing_emails)", () => {
  it("is for admins only", async () => {
    expect((await newsletter(undefined, "x")).statusCode).toBe(401);
    const artist = await signedIn(env);
    expect((await newsletter(artist.cookie, "x")).statusCode).toBe(403);
    const staff = await signedIn(env, "staff");
    expect((await newsletter(staff.cookie, "x")).statusCode).toBe(403);
    expect(await queuedTo("x")).toEqual([]);
  });

  it("mails every confirmed account with marketing on, nobody with it off, each with its own unsubscribe link", async () => {
    const admin = await signedIn(env, "admin");
    const subscribed = await signedIn(env); // no settings row: on by default (spec §9)
    const optedOut = await signedIn(env);
    expect((await marketing(optedOut.cookie, false)).statusCode).toBe(200);
    const unconfirmed = await signedIn(env);
    await env.ctx.database.db
      .update(users)
      .set({ emailVerified: false })
      .where(eq(users.id, unconfirmed.user.id));

    const res = await newsletter(admin.cookie, "Spring news");
    expect(res.statusCode).toBe(200);
    const everyone = await env.ctx.database.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.emailVerified, true));
    const expected = everyone
      .map((u) => u.email)
      .filter((e) => e !== optedOut.user.email)
      .sort();
    expect(res.json().queued).toBe(expected.length);
    expect(await queuedTo("Spring news")).toEqual(expected);
    expect(expected).toContain(subscribed.user.email);
    expect(expected).not.toContain(unconfirmed.user.email);

    const mail = await waitForMail(env.ctx, subscribed.user.email, /Spring news/);
    expect(mail.text).toContain("See you on tour!");
    const link = linkIn(mail.text);
    expect(link.pathname).toBe("/api/account/unsubscribe");
    expect(mail.headers?.["List-Unsubscribe"]).toBe(`<${link.toString()}>`);
    expect(mail.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");

    const [audit] = await env.ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "SEND_NEWSLETTER"));
    expect(audit).toMatchObject({ actorId: admin.user.id, details: { subject: "Spring news" } });
  });

  it("unsubscribes in one click from the mailed link, and the next newsletter skips them", async () => {
    const admin = await signedIn(env, "admin");
    const reader = await signedIn(env);
    await newsletter(admin.cookie, "Summer news");
    const link = linkIn((await waitForMail(env.ctx, reader.user.email, /Summer news/)).text);

    const page = await env.app.inject({ method: "GET", url: `${link.pathname}${link.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.body).toContain(AccountMessages.unsubscribed);
    const settings = await call(env, "GET", "/api/account/privacy", { cookie: reader.cookie });
    expect(settings.json().settings.marketingEmails).toBe(false);

    await newsletter(admin.cookie, "Autumn news");
    expect(await queuedTo("Autumn news")).not.toContain(reader.user.email);
  });

  it("accepts the RFC 8058 one-click POST a mail client sends", async () => {
    const reader = await signedIn(env);
    const token = env.ctx.unsubscribeTokens.create(reader.user.id);
    const res = await env.app.inject({
      method: "POST",
      url: `/api/account/unsubscribe?token=${encodeURIComponent(token)}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(res.statusCode).toBe(200);
    const settings = await call(env, "GET", "/api/account/privacy", { cookie: reader.cookie });
    expect(settings.json().settings.marketingEmails).toBe(false);
  });

  it("refuses a forged or altered token and changes nothing", async () => {
    const victim = await signedIn(env);
    const attacker = await signedIn(env);
    const mine = env.ctx.unsubscribeTokens.create(attacker.user.id);
    const forged = `${victim.user.id}.${mine.split(".")[1]}`;
    for (const token of [forged, victim.user.id, "nonsense", `${victim.user.id}.`]) {
      const res = await env.app.inject({
        method: "GET",
        url: `/api/account/unsubscribe?token=${encodeURIComponent(token)}`,
      });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain(AccountMessages.unsubscribeInvalid);
    }
    const settings = await call(env, "GET", "/api/account/privacy", { cookie: victim.cookie });
    expect(settings.json().settings.marketingEmails).toBe(true);
  });

  it("reads recipients in pages and reaches each exactly once", async () => {
    const admin = await signedIn(env, "admin");
    const subject = "Paged news";
    const queued = await sendNewsletter(env.ctx, admin.user, { subject, body: "Hi" }, 2);
    const to = await queuedTo(subject);
    expect(to).toHaveLength(queued);
    expect(new Set(to).size).toBe(queued);
    expect(queued).toBeGreaterThan(4);
  });

  it("never holds transactional mail behind a newsletter's mails", async () => {
    const admin = await signedIn(env, "admin");
    const forgetful = await signedIn(env);
    // The newsletter's worker is stuck on its first mail for the whole test.
    const release = holdMails("Backlog news");
    try {
      expect((await newsletter(admin.cookie, "Backlog news")).json().queued).toBeGreaterThan(2);
      const res = await call(env, "POST", "/api/auth/forgot-password", {
        payload: { email: forgetful.user.email },
      });
      expect(res.statusCode).toBe(200);
      await waitForMail(env.ctx, forgetful.user.email, /Reset/, 5000);
      expect(await mailsTo(forgetful.user.email, "Backlog news")).toEqual([]);
    } finally {
      release();
    }
    await drained("Backlog news");
  });

  it("leaves banned accounts out; a temporary suspension still gets it", async () => {
    const admin = await signedIn(env, "admin");
    const banned = await signedIn(env);
    const suspended = await signedIn(env);
    const ban = (id: string, type: "permanent" | "temporary") =>
      call(env, "POST", `/api/admin/users/${id}/suspend`, {
        cookie: admin.cookie,
        payload: { reason: "Fraud", type, days: 7 },
      });
    expect((await ban(banned.user.id, "permanent")).statusCode).toBe(200);
    expect((await ban(suspended.user.id, "temporary")).statusCode).toBe(200);

    expect((await newsletter(admin.cookie, "Banned news")).statusCode).toBe(200);
    const to = await queuedTo("Banned news");
    expect(to).not.toContain(banned.user.email);
    expect(to).toContain(suspended.user.email);
    await drained("Banned news");
    expect(await mailsTo(banned.user.email, "Banned news")).toEqual([]);
  });

  it("re-checks each recipient when their mail is sent, not only when it was queued", async () => {
    const admin = await signedIn(env, "admin");
    const stays = await signedIn(env);
    const optsOut = await signedIn(env);
    const getsBanned = await signedIn(env);
    const leaves = await signedIn(env);
    // An earlier newsletter keeps the worker busy, so "Winter news" is still queued while the
    // recipients change their minds.
    const release = holdMails("Plug news");
    try {
      await newsletter(admin.cookie, "Plug news");
      await newsletter(admin.cookie, "Winter news");
      expect(await queuedTo("Winter news")).toEqual(
        expect.arrayContaining([stays, optsOut, getsBanned, leaves].map((p) => p.user.email)),
      );
      expect((await marketing(optsOut.cookie, false)).statusCode).toBe(200);
      const ban = await call(env, "POST", `/api/admin/users/${getsBanned.user.id}/suspend`, {
        cookie: admin.cookie,
        payload: { reason: "Fraud", type: "permanent" },
      });
      expect(ban.statusCode).toBe(200);
      // Deleted as the deletion job leaves it: a tombstone, unconfirmed, under another address.
      await env.ctx.database.db
        .update(users)
        .set({ deletedAt: new Date(), emailVerified: false })
        .where(eq(users.id, leaves.user.id));
    } finally {
      release();
    }
    await waitForMail(env.ctx, stays.user.email, /Winter news/);
    await drained("Winter news");
    for (const gone of [optsOut, getsBanned, leaves])
      expect(await mailsTo(gone.user.email, "Winter news")).toEqual([]);
  });

  it("refuses an empty subject or body", async () => {
    const admin = await signedIn(env, "admin");
    const res = await call(env, "POST", "/api/admin/newsletter", {
      cookie: admin.cookie,
      payload: { subject: "  ", body: "" },
    });
    expect(res.statusCode).toBe(400);
  });
});
