import type { JobDefinition } from "../lib/jobQueue.ts";
import { type Mail, type Mailer, MailSchema, SEND_MAIL } from "../mail/mailer.ts";

/** Mail goes through the queue so a slow or failing SMTP server never blocks a request. */
export function sendMailJob(mailer: Mailer): JobDefinition<Mail> {
  return {
    name: SEND_MAIL,
    async run(data) {
      await mailer.send(MailSchema.parse(data));
    },
  };
}
