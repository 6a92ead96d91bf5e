import { randomUUID } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { type DestinationStream, pino } from "pino";
import { z } from "zod";
import type { Config } from "../config.ts";

/** The job that sends a Mail (server/jobs/sendMail.ts): named here, so queuing needs no job code. */
export const SEND_MAIL = "send-mail";

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

/** Where the folder mailer announces each mail (a pino logger fits). */
export interface MailAnnouncer {
  info(fields: object, message: string): void;
}

/**
 * The console announcer for the folder mailer: outside production only, where a mail's links
 * are for its recipient's eyes alone (and SMTP is the way to deliver them).
 */
export function mailAnnouncer(
  config: Pick<Config, "NODE_ENV" | "LOG_LEVEL">,
  destination?: DestinationStream,
): MailAnnouncer | undefined {
  if (config.NODE_ENV === "production") return undefined;
  const options = { level: config.LOG_LEVEL, name: "mail" };
  return destination ? pino(options, destination) : pino(options);
}

/** The web addresses in a mail's text, in order: confirmation and reset links among them. */
function linksIn(text: string): string[] {
  return text.match(/https?:\/\/[^\s<>"']+/g) ?? [];
}

/** A stored mail, or null for a file that is not one (damaged, or not written by us). */
async function readStored(file: string): Promise<StoredMail | null> {
  try {
    const parsed = StoredMailSchema.safeParse(JSON.parse(await readFile(file, "utf8")));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Without SMTP each mail is a JSON file in DATA_DIR/mail, read back by the local mailbox page.
 * File names start with the time so a directory listing is already in order. With `announce`
 * (outside production) each mail's recipient, subject and links are also logged: the mailbox
 * page is for admins only, so the first user confirms their address from the server's console.
 * `forget` removes every mail to an address: a deleted account's mails (links, names, amounts)
 * do not stay on disk after it.
 */
export function folderMailer(
  dir: string,
  from: string,
  announce?: MailAnnouncer,
): Mailer & { list(): Promise<StoredMail[]>; forget(address: string): Promise<number> } {
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
      if (announce) {
        const links = linksIn(mail.text);
        // One line, links last: whole and easy to copy from a JSON log line or a terminal.
        const message = [`Mail to ${mail.to}: "${mail.subject}"`, ...links].join(" ");
        announce.info({ to: mail.to, subject: mail.subject, links }, message);
      }
    },
    async list() {
      const names = await readdir(dir).catch(() => [] as string[]);
      const files = names
        .filter((n) => n.endsWith(".json"))
        .sort()
        .reverse()
        .slice(0, 200);
      const mails = await Promise.all(files.map((name) => readStored(path.join(dir, name))));
      return mails.filter((mail): mail is StoredMail => mail !== null);
    },
    async forget(address) {
      const wanted = address.trim().toLowerCase();
      const names = await readdir(dir).catch(() => [] as string[]);
      let removed = 0;
      for (const name of names.filter((n) => n.endsWith(".json"))) {
        const file = path.join(dir, name);
        const mail = await readStored(file);
        if (mail?.to.trim().toLowerCase() !== wanted) continue;
        await rm(file, { force: true });
        removed += 1;
      }
      return removed;
    },
  };
}
