import { AccountMessages } from "@common/account.ts";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendNewsletter } from "../../commands/admin/sendNewsletter.ts";
import { auditLog, users } from "../../db/schema/index.ts";
import { createTestEnv, linkIn, type TestEnv, waitForMail } from "../../test/support.ts";
import { call, signedIn } from "../account/accountTestKit.ts";

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => {
  await env?.close();
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
/** The newsletter jobs queued with this subject (delivered or not). */
async function queuedTo(subject: string): Promise<string[]> {
  const result = await env.ctx.database.db.execute<{ to: string }>(sql`
    select data->>'to' as to from pgboss.job where name = 'send-mail' and data->>'subject' = ${subject}`);
  return result.rows.map((r) => r.to).sort();
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

  it("refuses an empty subject or body", async () => {
    const admin = await signedIn(env, "admin");
    const res = await call(env, "POST", "/api/admin/newsletter", {
      cookie: admin.cookie,
      payload: { subject: "  ", body: "" },
    });
    expect(res.statusCode).toBe(400);
  });
});
