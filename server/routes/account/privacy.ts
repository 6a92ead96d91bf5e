import { AccountMessages } from "@common/account.ts";
import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf, signedIn } from "../../auth/hooks.ts";
import type { AppContext } from "../../context.ts";
import { userPrivacySettings } from "../../db/schema/index.ts";
import { presentPrivacy, readPrivacy } from "../../queries/account/privacy.ts";
import * as schema from "./accountInfoSchema.ts";

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

/** A page of its own: the link is opened from a mail client, signed in or not. */
function unsubscribePageHtml(labelName: string, message: string, settingsUrl: string): string {
  const label = escapeHtml(labelName);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Newsletter · ${label}</title><meta name="robots" content="noindex"></head>
<body style="font-family:system-ui,sans-serif;background:#0b0b0f;color:#f4f4f5;display:grid;place-items:center;min-height:100vh;margin:0">
<main style="max-width:32rem;padding:2rem;text-align:center">
<h1 style="font-size:1.5rem">${label}</h1>
<p>${escapeHtml(message)}</p>
<p style="color:#a1a1aa">You can turn marketing emails back on at any time in <a style="color:#c8ff2e" href="${escapeHtml(settingsUrl)}">Settings, Account Info</a>.</p>
</main></body></html>`;
}

/**
 * Privacy settings (spec §3 "User privacy settings", §7 "select or upsert user_privacy_settings
 * by user_id") and the newsletter's one-click unsubscribe.
 */
export const privacyRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const db = ctx.database.db;

    /** Turns marketing mail off for a live account; a deleted or unknown id changes nothing. */
    async function unsubscribe(userId: string) {
      await db.execute(sql`
        insert into user_privacy_settings (user_id, marketing_emails, updated_at)
        select id, false, now() from users where id = ${userId}::uuid and deleted_at is null
        on conflict (user_id) do update set marketing_emails = false, updated_at = now()`);
    }

    app.get(
      "/api/account/privacy",
      { schema: schema.getPrivacy, onRequest: signedIn(ctx) },
      async (request) => {
        const { user } = actorOf(request);
        return { settings: await readPrivacy(db, user.id) };
      },
    );

    app.put(
      "/api/account/privacy",
      { schema: schema.putPrivacy, onRequest: signedIn(ctx) },
      async (request) => {
        const { user } = actorOf(request);
        const values = { ...request.body, updatedAt: new Date() };
        const [row] = await db
          .insert(userPrivacySettings)
          .values({ userId: user.id, ...values })
          .onConflictDoUpdate({ target: userPrivacySettings.userId, set: values })
          .returning();
        return { settings: presentPrivacy(row), message: AccountMessages.privacySaved };
      },
    );

    // RFC 8058 one-click posts `List-Unsubscribe=One-Click` as a form; nothing else here reads forms.
    app.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: 1024 },
      (_request, body, done) => done(null, body),
    );

    app.get(
      "/api/account/unsubscribe",
      { schema: schema.unsubscribePage },
      async (request, reply) => {
        const userId = ctx.unsubscribeTokens.verify(request.query.token);
        if (userId) await unsubscribe(userId);
        const settingsUrl = `${ctx.config.APP_URL}/dashboard/settings`;
        const message = userId ? AccountMessages.unsubscribed : AccountMessages.unsubscribeInvalid;
        return reply
          .status(userId ? 200 : 400)
          .type("text/html; charset=utf-8")
          .header("cache-control", "no-store")
          .send(unsubscribePageHtml(ctx.config.LABEL_NAME, message, settingsUrl));
      },
    );

    app.post(
      "/api/account/unsubscribe",
      { schema: schema.unsubscribeOneClick },
      async (request, reply) => {
        const userId = ctx.unsubscribeTokens.verify(request.query.token);
        if (!userId) {
          return reply.status(400).send({
            error: { code: "INVALID_TOKEN", message: AccountMessages.unsubscribeInvalid },
          });
        }
        await unsubscribe(userId);
        return { ok: true as const };
      },
    );
  };
