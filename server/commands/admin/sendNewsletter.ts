import type { NewsletterInput } from "@common/account.ts";
import { sql } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import { SEND_MAIL } from "../../mail/mailer.ts";
import { newsletterMail } from "../../mail/templates.ts";
import type { Actor } from "../../policies/user.ts";
import { writeAudit } from "../audit.ts";

/** Recipients are read and queued this many at a time (one query and one insert per batch). */
const NEWSLETTER_BATCH = 500;
const FIRST_ID = "00000000-0000-0000-0000-000000000000";

const unsubscribeUrl = (ctx: AppContext, userId: string) =>
  `${ctx.config.APP_URL.replace(/\/$/, "")}/api/account/unsubscribe?token=${encodeURIComponent(
    ctx.unsubscribeTokens.create(userId),
  )}`;

/**
 * The label newsletter (the effect of the marketing_emails setting): one mail per live account
 * with a confirmed address whose marketing emails are on (no settings row: on, spec §9), each
 * with its own unsubscribe link, queued through the send-mail job. Keyset pages on users.id,
 * so a large label is a constant number of queries per 500 recipients. The mails and the
 * SEND_NEWSLETTER audit row are written in one transaction: either every mail is queued and
 * the sending is on record, or nothing is (an admin can then simply send again).
 * Returns the number of mails queued.
 */
export async function sendNewsletter(
  ctx: AppContext,
  actor: Actor,
  input: NewsletterInput,
  batchSize = NEWSLETTER_BATCH,
): Promise<number> {
  return ctx.database.db.transaction(async (tx) => {
    let after = FIRST_ID;
    let queued = 0;
    for (;;) {
      const page = await tx.execute<{ id: string; email: string }>(sql`
        select u.id, u.email from users u
        left join user_privacy_settings p on p.user_id = u.id
        where u.email_verified and u.deleted_at is null
          and coalesce(p.marketing_emails, true)
          and u.id > ${after}::uuid
        order by u.id
        limit ${batchSize}`);
      const rows = page.rows;
      await ctx.jobs.sendMany(
        SEND_MAIL,
        rows.map((r) =>
          newsletterMail(
            r.email,
            input.subject,
            input.body,
            unsubscribeUrl(ctx, r.id),
            ctx.config.LABEL_NAME,
          ),
        ),
        { tx },
      );
      queued += rows.length;
      const last = rows.at(-1);
      if (!last || rows.length < batchSize) break;
      after = last.id;
    }
    await writeAudit(tx, {
      actorId: actor.id,
      action: "SEND_NEWSLETTER",
      targetType: "newsletter",
      details: { subject: input.subject, recipients: queued },
    });
    return queued;
  });
}
