import { type Mail, type Mailer, MailSchema } from "../mail/mailer.ts";
import type { JobDefinition } from "./queue.ts";

export const SEND_MAIL = "send-mail";

/** Mail goes through the queue so a slow or failing SMTP server never blocks a request. */
export function sendMailJob(mailer: Mailer): JobDefinition<Mail> {
  return {
    name: SEND_MAIL,
    async run(data) {
      await mailer.send(MailSchema.parse(data));
    },
  };
}
