import {
  type NewsletterMailJob,
  NewsletterMailJobSchema,
  SEND_NEWSLETTER_MAIL,
  sendNewsletterMail,
} from "../commands/admin/sendNewsletter.ts";
import type { AppContext } from "../context.ts";
import type { JobDefinition } from "../lib/jobQueue.ts";

/**
 * One newsletter mail, on its own queue and worker so transactional mail (send-mail) never waits
 * behind a newsletter. No retry policy of its own: pg-boss's defaults, the same as send-mail's,
 * so a failing SMTP server is retried alike.
 */
export function sendNewsletterMailJob(ctx: AppContext): JobDefinition<NewsletterMailJob> {
  return {
    name: SEND_NEWSLETTER_MAIL,
    async run(data, job) {
      const mail = NewsletterMailJobSchema.parse(data);
      if (await sendNewsletterMail(ctx, mail)) return;
      // Not an error: the user left the recipients (marketing off, banned, deleted) after the
      // newsletter was queued, which is what the re-check is for.
      ctx.log.info(
        { job: SEND_NEWSLETTER_MAIL, jobId: job.id, userId: mail.userId },
        "newsletter mail skipped: no longer a recipient",
      );
    },
  };
}
