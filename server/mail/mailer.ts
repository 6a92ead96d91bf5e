import { randomUUID } from "node:crypto";
import { mkdir, readdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { z } from "zod";

export const MailSchema = z.object({
  to: z.email(),
  subject: z.string().min(1),
  text: z.string(),
  html: z.string().optional(),
  /** Extra headers (e.g. List-Unsubscribe); nodemailer sends them as given. */
  headers: z.record(z.string(), z.string()).optional(),
});
export type Mail = z.infer<typeof MailSchema>;

export const StoredMailSchema = MailSchema.extend({
  id: z.string(),
  from: z.string(),
  sentAt: z.string(),
});
export type StoredMail = z.infer<typeof StoredMailSchema>;

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** Real delivery through SMTP_URL. */
export function smtpMailer(url: string, from: string): Mailer {
  const transport: Transporter = nodemailer.createTransport(url);
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
  };
}

/**
 * Without SMTP each mail is a JSON file in DATA_DIR/mail, read back by the local mailbox page.
 * File names start with the time so a directory listing is already in order.
 */
export function folderMailer(
  dir: string,
  from: string,
): Mailer & { list(): Promise<StoredMail[]> } {
  return {
    async send(mail) {
      await mkdir(dir, { recursive: true });
      const sentAt = new Date().toISOString();
      const id = `${sentAt.replace(/[:.]/g, "-")}-${randomUUID().slice(0, 8)}`;
      const stored: StoredMail = { id, from, sentAt, ...mail };
      // Written aside, then renamed: the mailbox never reads a half-written mail.
      const file = path.join(dir, `${id}.json`);
      await writeFile(`${file}.part`, JSON.stringify(stored, null, 2));
      await rename(`${file}.part`, file);
    },
    async list() {
      const names = await readdir(dir).catch(() => [] as string[]);
      const files = names
        .filter((n) => n.endsWith(".json"))
        .sort()
        .reverse()
        .slice(0, 200);
      const mails = await Promise.all(
        files.map(async (name) =>
          StoredMailSchema.parse(JSON.parse(await readFile(path.join(dir, name), "utf8"))),
        ),
      );
      return mails;
    },
  };
}
