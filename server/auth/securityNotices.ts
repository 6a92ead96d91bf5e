import type { FastifyBaseLogger } from "fastify";
import type { AppContext } from "../context.ts";
import { type Mail, SEND_MAIL } from "../mail/mailer.ts";
import type { SecurityMailTo } from "../mail/securityMails.ts";

type NoticeContext = Pick<AppContext, "jobs" | "config">;

/** Settings' Security tab, where most security mails send the reader. */
const SECURITY_SETTINGS_PATH = "/dashboard/settings?tab=security";

/** The addressee of a security mail: the account's owner, its button, the label's support. */
export function securityMailTo(
  ctx: NoticeContext,
  user: { email: string; name: string },
  path = SECURITY_SETTINGS_PATH,
): SecurityMailTo {
  return {
    to: user.email,
    name: user.name,
    url: `${ctx.config.APP_URL}${path}`,
    support: ctx.config.SUPPORT_EMAIL,
  };
}

/**
 * Queues a security mail after a change better-auth has already committed (a password, two-factor
 * sign-in), where no transaction of ours can hold both. The change stands either way, so a
 * failure to queue is logged, not turned into a failed request the user would repeat.
 */
export async function sendSecurityMail(
  ctx: NoticeContext,
  log: FastifyBaseLogger,
  mail: Mail,
): Promise<void> {
  try {
    await ctx.jobs.send(SEND_MAIL, mail);
  } catch (err) {
    log.error({ err, subject: mail.subject }, "security mail not queued");
  }
}
