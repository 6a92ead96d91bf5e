import { mkdirSync } from "node:fs";
import { type Browser, chromium, type Page } from "playwright-core";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
}

/** Saves a screenshot under ./screenshots (git-ignored) to look at after a run. */
export async function snap(page: Page, name: string) {
  mkdirSync("screenshots", { recursive: true });
  await page.screenshot({ path: `screenshots/${name}.png`, fullPage: true });
}

interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Waits for a mail in the dev mailbox (mail is sent by a background job). */
export async function waitForMail(baseUrl: string, to: string, subject: RegExp): Promise<Mail> {
  for (let i = 0; i < 100; i++) {
    const res = await fetch(`${baseUrl}/api/dev/mailbox?to=${encodeURIComponent(to)}`);
    const { mails } = (await res.json()) as { mails: Mail[] };
    const mail = mails.find((m) => subject.test(m.subject));
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail to ${to}`);
}
