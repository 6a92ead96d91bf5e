import { mkdirSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { type Browser, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, expect, inject } from "vitest";
import { type StoredMail, StoredMailSchema } from "../server/mail/mailer.ts";
import { violations } from "./axe.ts";
import { overlappingText } from "./overlaps.ts";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * One Chromium for a test file: launched before its tests and closed after them. Returns a
 * reader of it, for the tests and helpers that run once it is up.
 */
export function browserForFile(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error("The file's browser is not launched yet (use it inside a test).");
    return browser;
  };
}

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

/**
 * Saves a screenshot under ./screenshots (git-ignored), or E2E_SCREENSHOTS when set, to look at
 * after a run; and fails the scenario if axe finds anything on the screen it shows, or text drawn
 * over other text, so the builder's steps, dialogs, errors, refusals and phone widths are held
 * to the accessibility scan and the layout check as well.
 */
export async function snap(page: Page, name: string) {
  const dir = process.env.E2E_SCREENSHOTS || "screenshots";
  mkdirSync(dir, { recursive: true });
  await settledToasts(page);
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
  // A toast from an earlier step can reach its timeout between the wait and the scan and be
  // measured fading out (CI, 2026-11-30: an error toast at contrast 4.04 mid-fade). What axe
  // finds is looked at again once the toasts have settled: a real fault is still there.
  let found = await violations(page);
  if (found) {
    await settledToasts(page);
    found = await violations(page);
  }
  expect(found, `accessibility of ${name}`).toBe("");
  expect(await overlappingText(page), `text drawn over text in ${name}`).toBe("");
}

/**
 * Waits (up to 5 s) until no toast is fading in or out: mid-fade a toast is drawn half
 * transparent, and axe would measure that passing contrast rather than the toast's own.
 */
async function settledToasts(page: Page) {
  await page
    .waitForFunction(
      () =>
        [...document.querySelectorAll("[data-sonner-toast]")].every(
          (toast) =>
            toast.getAttribute("data-removed") !== "true" &&
            toast.getAnimations({ subtree: true }).every((a) => a.playState !== "running"),
        ),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
}

/**
 * The mails the server wrote to DATA_DIR/mail (no SMTP in the suite), read from the folder: the
 * mailbox API answers only a signed-in admin, and a test's reader should not need a session.
 */
export async function mailsTo(to: string): Promise<StoredMail[]> {
  const dir = inject("mailDir");
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith(".json"));
  const mails = await Promise.all(
    names.map(async (name) =>
      StoredMailSchema.parse(JSON.parse(await readFile(path.join(dir, name), "utf8"))),
    ),
  );
  return mails.filter((m) => m.to.toLowerCase() === to.toLowerCase());
}

/** Waits for a mail to `to` whose subject matches (mail is sent by a background job). */
export async function waitForMail(to: string, subject: RegExp): Promise<StoredMail> {
  for (let i = 0; i < 100; i++) {
    const mail = (await mailsTo(to)).find((m) => subject.test(m.subject));
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail to ${to}`);
}

/** How wide the page scrolls: more than the viewport means the reader scrolls sideways. */
export const pageWidth = (page: Page) =>
  page.evaluate(() => document.scrollingElement?.scrollWidth ?? Number.POSITIVE_INFINITY);

/** The elements that reach past the viewport's right edge, named for a failure message. */
export const widerThanPage = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll("body *")]
      .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)}`)
      .slice(0, 8)
      .join(" | "),
  );

/**
 * Starts recording whether an element with this test id and text is ever in the page, however
 * briefly: a quick state (a check that ends within a few milliseconds) can come and go between
 * two of Playwright's polls. Returns a reader of the record.
 */
export async function recordAppearance(
  page: Page,
  testId: string,
  text: string,
): Promise<() => Promise<boolean>> {
  const key = `${testId}\u0000${text}`;
  await page.evaluate(
    ({ testId, text, key }) => {
      const w = window as unknown as { __appeared?: Record<string, boolean> };
      const record = w.__appeared ?? {};
      w.__appeared = record;
      record[key] = false;
      const look = () => {
        const found = [...document.querySelectorAll(`[data-testid="${testId}"]`)].some((el) =>
          el.textContent?.includes(text),
        );
        if (!found) return;
        record[key] = true;
        observer.disconnect();
      };
      // The callback runs after each batch of DOM changes, before the next render can undo it.
      const observer = new MutationObserver(look);
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      look();
    },
    { testId, text, key },
  );
  return () =>
    page
      .evaluate(
        (key) => (window as unknown as { __appeared?: Record<string, boolean> }).__appeared?.[key],
        key,
      )
      .then((seen) => seen === true);
}
