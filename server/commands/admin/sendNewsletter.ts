import type { NewsletterInput } from "@common/account.ts";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { AppContext } from "../../context.ts";
import { newsletterMail } from "../../mail/templates.ts";
import type { Actor } from "../../policies/user.ts";
import { writeAudit } from "../audit.ts";

/**
 * The job that sends one newsletter mail (server/jobs/sendNewsletterMail.ts). A queue of its own,
 * apart from send-mail: pg-boss hands out the oldest job first, so a newsletter's thousands of
 * mails on send-mail would hold every password reset and confirmation behind them.
 */
export const SEND_NEWSLETTER_MAIL = "send-newsletter-mail";

/**
 * One recipient's newsletter job: the user, not an address, so the send re-reads the account
 * (an address changed, marketing turned off, a ban or a deletion while the queue drains).
 */
export const NewsletterMailJobSchema = z.object({
  userId: z.uuid(),
  subject: z.string().min(1),
  body: z.string(),
});
export type NewsletterMailJob = z.infer<typeof NewsletterMailJobSchema>;

/** Recipients are read and queued this many at a time (one query and one insert per batch). */
const NEWSLETTER_BATCH = 500;
const FIRST_ID = "00000000-0000-0000-0000-000000000000";

/**
 * Who gets the newsletter, on `users u` left joined to `user_privacy_settings p`: used both to
 * pick the recipients and to re-check each one at send time, so the two never disagree. A live
 * account with a confirmed address and marketing on (no settings row: on, spec §9), not banned
 * (is_suspended with no end, common/moderation.ts accountStanding). A temporary suspension is a
 * penalty the account comes back from and "terms" is an account waiting for one click, so both
 * still get label news; a ban ends the relationship.
 */
const isRecipient = sql`u.email_verified and u.deleted_at is null
  and coalesce(p.marketing_emails, true)
  and not (u.is_suspended and u.suspended_until is null)`;

const unsubscribeUrl = (ctx: AppContext, userId: string) =>
  `${ctx.config.APP_URL}/api/account/unsubscribe?token=${encodeURIComponent(
    ctx.unsubscribeTokens.create(userId),
  )}`;

/**
 * The label newsletter (the effect of the marketing_emails setting): one send-newsletter-mail
 * job per recipient (see isRecipient). Keyset pages on users.id, so a large label is a constant
 * number of queries per 500 recipients. The jobs and the SEND_NEWSLETTER audit row are written
 * in one transaction: either every mail is queued and the sending is on record, or nothing is
 * (an admin can then simply send again). Returns the number of mails queued.
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
      const page = await tx.execute<{ id: string }>(sql`
        select u.id from users u
        left join user_privacy_settings p on p.user_id = u.id
        where ${isRecipient}
          and u.id > ${after}::uuid
        order by u.id
        limit ${batchSize}`);
      const rows = page.rows;
      await ctx.jobs.sendMany<NewsletterMailJob>(
        SEND_NEWSLETTER_MAIL,
        rows.map((r) => ({ userId: r.id, subject: input.subject, body: input.body })),
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

/**
 * Sends one queued newsletter mail if its user is still a recipient, to the address they have
 * now. Returns false, sending nothing, when they are not (deleted, unconfirmed, marketing off or
 * banned since the newsletter was queued): the job is then done, not failed.
 */
export async function sendNewsletterMail(
  ctx: AppContext,
  job: NewsletterMailJob,
): Promise<boolean> {
  const result = await ctx.database.db.execute<{ email: string }>(sql`
    select u.email from users u
    left join user_privacy_settings p on p.user_id = u.id
    where u.id = ${job.userId}::uuid and ${isRecipient}`);
  const recipient = result.rows[0];
  if (!recipient) return false;
  await ctx.mailer.send(
    newsletterMail(
      recipient.email,
      job.subject,
      job.body,
      unsubscribeUrl(ctx, job.userId),
      ctx.config.LABEL_NAME,
    ),
  );
  return true;
}
