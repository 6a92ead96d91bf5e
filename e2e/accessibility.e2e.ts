import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { violations } from "./axe.ts";
import { launchBrowser } from "./browser.ts";
import { stopsWithoutFocusIndicator } from "./focusIndicators.ts";
import { overlappingText } from "./overlaps.ts";
import { submitRelease } from "./releaseApi.ts";
import { createConfirmedArtist, pageApi, signedInPage } from "./users.ts";

/**
 * axe-core, the engine of Lighthouse's and Chrome's accessibility audits, over the signed-in
 * pages of an artist and an admin, with everything the shell can show on screen: a broadcast
 * banner, an announcement, read notifications in the bell. Its default rules (WCAG 2 A and AA,
 * and its best practices: landmarks, heading order) must find nothing. Every screen another
 * scenario photographs (`snap`) is checked the same way, where it stands in its flow. The same
 * pages, at a phone's width and a desktop's, must draw no text over other text (overlaps.ts).
 */
const baseUrl = inject("baseUrl");
let browser: Browser;
let admin: Page;
let artist: Page;

const stamp = Date.now() % 1_000_000;
const password = "a11y-e2e-password";
const email = `a11y-${stamp}@example.com`;
const posted: { broadcastId?: string; announcementId?: string } = {};

/** Opens a page and waits until its heading, the status strip and the broadcast are drawn. */
async function open(page: Page, path: string) {
  await page.goto(path, { waitUntil: "networkidle" });
  await page.locator("main h1").first().waitFor();
  await page.getByTestId("platform-status").getByText("Last updated").waitFor();
  await page.getByTestId("broadcast-banner").waitFor();
}

beforeAll(async () => {
  browser = await launchBrowser();
  await createConfirmedArtist(baseUrl, { email, password, artistName: `Ally ${stamp}` });
  artist = await signedInPage(browser, baseUrl, email, password);
  admin = await signedInPage(browser, baseUrl, inject("adminEmail"), inject("adminPassword"));
  // A release card on My Releases and All Releases.
  await submitRelease(artist, `Clear Signal ${stamp}`, `Ally ${stamp}`);
  posted.broadcastId = (
    await pageApi(admin, "POST", "/api/admin/broadcasts", {
      title: `Maintenance ${stamp}`,
      body: "Uploads pause tonight from 22:00 to 23:00 UTC.",
    })
  ).broadcast.id;
  posted.announcementId = (
    await pageApi(admin, "POST", "/api/admin/announcements", {
      title: `Statements ${stamp}`,
      message: "Monthly statements are paid within 30 days of month-end.",
    })
  ).announcement.id;
  // Read notifications are drawn apart from unread ones: both kinds must read well.
  await pageApi(artist, "POST", "/api/notifications/read-all");
  await pageApi(admin, "POST", "/api/notifications/read-all");
});
afterAll(async () => {
  // The browser suite shares one server: leave no banner or announcement behind.
  if (admin) {
    if (posted.broadcastId)
      await pageApi(admin, "DELETE", `/api/admin/broadcasts/${posted.broadcastId}`).catch(() => 0);
    if (posted.announcementId)
      await pageApi(admin, "PATCH", `/api/admin/announcements/${posted.announcementId}`, {
        isActive: false,
      }).catch(() => 0);
  }
  await browser?.close();
});

const artistPages = [
  "/dashboard",
  "/dashboard/releases",
  "/dashboard/earnings",
  "/dashboard/withdraw",
  "/dashboard/settings",
  "/dashboard/messages",
];
const adminPages = [
  "/admin",
  "/admin/users",
  "/admin/releases",
  "/admin/deliveries",
  "/admin/royalties",
  "/admin/payouts",
  "/admin/tools",
];

describe("accessibility (axe-core)", () => {
  it.each([
    { who: "the artist", reader: () => artist, paths: artistPages },
    { who: "staff and admins", reader: () => admin, paths: adminPages },
  ])("finds nothing on the pages of $who", async ({ reader, paths }) => {
    for (const path of paths) {
      await open(reader(), path);
      expect(await violations(reader()), path).toBe("");
    }
  });

  it.each([
    { who: "the artist", reader: () => artist, paths: artistPages },
    { who: "staff and admins", reader: () => admin, paths: adminPages },
  ])(
    "draws no text over other text on the pages of $who, on a phone and a desktop",
    async ({ reader, paths }) => {
      const page = reader();
      const size = page.viewportSize();
      try {
        for (const width of [390, 1280]) {
          await page.setViewportSize({ width, height: 844 });
          for (const path of paths) {
            await open(page, path);
            expect(await overlappingText(page), `${path} at ${width} px`).toBe("");
          }
        }
      } finally {
        if (size) await page.setViewportSize(size);
      }
    },
  );

  it.each([
    { who: "the artist", reader: () => artist, paths: artistPages },
    { who: "staff and admins", reader: () => admin, paths: adminPages },
  ])(
    "shows where the keyboard is at every tab stop on the pages of $who",
    async ({ reader, paths }) => {
      for (const path of paths) {
        await open(reader(), path);
        expect(await stopsWithoutFocusIndicator(reader()), path).toEqual([]);
      }
    },
  );

  it("shows where the keyboard is at every tab stop on the public pages and in the sign-in dialog", async () => {
    const context = await browser.newContext({
      baseURL: baseUrl,
      viewport: { width: 1280, height: 800 },
    });
    try {
      const visitor = await context.newPage();
      for (const path of ["/", "/services", "/pricing", "/getting-started", "/support", "/terms"]) {
        await visitor.goto(path, { waitUntil: "networkidle" });
        await visitor.locator("main h1").first().waitFor();
        expect(await stopsWithoutFocusIndicator(visitor), path).toEqual([]);
      }
      // The dialog keeps focus inside: the walk goes round its own stops.
      await visitor.getByRole("button", { name: "Log In" }).first().click();
      await visitor.getByRole("dialog").getByLabel("Email").waitFor();
      expect(await stopsWithoutFocusIndicator(visitor), "sign-in dialog").toEqual([]);
    } finally {
      await context.close();
    }
  });

  it.each([
    { who: "a visitor", reader: () => artist, path: "/about" },
    { who: "the artist", reader: () => artist, path: "/dashboard" },
    { who: "staff and admins", reader: () => admin, path: "/admin/releases" },
  ])(
    "lets $who skip the header or sidebar with the keyboard: the first Tab, then Enter",
    async ({ reader, path }) => {
      const page = reader();
      await page.goto(path, { waitUntil: "networkidle" });
      await page.locator("main h1").first().waitFor();
      await page.keyboard.press("Tab");
      const skip = page.getByRole("link", { name: "Skip to content" });
      // Hidden until focused, then drawn on top of the page.
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.textContent))
        .toBe("Skip to content");
      expect(await skip.isVisible()).toBe(true);
      // A button's size, not a bare line of text.
      expect((await skip.boundingBox())?.height).toBeGreaterThanOrEqual(36);
      await page.keyboard.press("Enter");
      await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe("MAIN");
      // The address is unchanged and the next Tab lands inside the page, past the navigation.
      expect(new URL(page.url()).pathname).toBe(path);
      expect(new URL(page.url()).hash).toBe("");
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => !!document.activeElement?.closest("main"))).toBe(true);
    },
  );

  it("names the new page to a screen reader when a sidebar link is followed", async () => {
    await open(artist, "/dashboard");
    const announcer = artist.getByTestId("route-announcer");
    // A page that was loaded is read by the browser itself; only moves are announced.
    expect(await announcer.textContent()).toBe("");
    expect(await announcer.getAttribute("aria-live")).toBe("assertive");
    const sidebar = artist.getByRole("navigation", { name: "Main" });
    await sidebar.getByRole("link", { name: "Earnings", exact: true }).click();
    await expect.poll(() => announcer.textContent()).toBe("Earnings");
    await sidebar.getByRole("link", { name: "Settings", exact: true }).click();
    await expect.poll(() => announcer.textContent()).toBe("Settings");
  });

  it("keeps the sidebar and the focus on the link when a link leads into another area", async () => {
    // Dashboard, staff and admin pages share one shell: following a link from one area to
    // another neither rebuilds the sidebar nor drops the keyboard user's place in it.
    await open(admin, "/dashboard");
    const announcer = admin.getByTestId("route-announcer");
    expect(await announcer.textContent()).toBe("");
    const sidebar = admin.getByRole("navigation", { name: "Main" });
    await sidebar.evaluate((nav) => nav.setAttribute("data-seen", "first"));
    const focused = () => admin.evaluate(() => document.activeElement?.getAttribute("href"));
    for (const [name, path, title] of [
      [/^Royalties/, "/admin/royalties", "Royalties"],
      [/^Tools/, "/admin/tools", "Admin Tools"],
      [/^Admin Panel/, "/admin", "Admin Dashboard"],
      [/^Dashboard/, "/dashboard", "Dashboard"],
    ] as const) {
      await sidebar.getByRole("link", { name }).focus();
      await admin.keyboard.press("Enter");
      await expect.poll(() => announcer.textContent()).toBe(title);
      expect(new URL(admin.url()).pathname).toBe(path);
      expect(await focused()).toBe(path);
      expect(await sidebar.getAttribute("data-seen")).toBe("first");
    }
  });

  it("opens and closes the phone's menu drawer from the keyboard, focus where the user left it", async () => {
    const size = artist.viewportSize();
    await artist.setViewportSize({ width: 390, height: 844 });
    try {
      await open(artist, "/dashboard");
      const focused = () =>
        artist.evaluate(() => {
          const el = document.activeElement;
          if (el?.matches("[data-testid=mobile-menu]")) return "the drawer";
          return el?.getAttribute("aria-label") ?? el?.textContent?.trim() ?? "";
        });
      const menu = artist.getByRole("button", { name: "Open menu" });
      await menu.focus();
      await artist.keyboard.press("Enter");
      // The drawer itself, not its first button (Sign Out, which a second Enter would press).
      await expect.poll(focused).toBe("the drawer");
      await artist.keyboard.press("Tab");
      expect(await focused()).toBe("Offbeat dashboard");
      // Escape gives focus back to the menu button, not to the page's body.
      await artist.keyboard.press("Escape");
      await expect.poll(() => artist.getByTestId("mobile-menu").count()).toBe(0);
      await expect.poll(focused).toBe("Open menu");
      expect(await artist.getByRole("button", { name: "Sign Out" }).count()).toBe(0);
    } finally {
      if (size) await artist.setViewportSize(size);
    }
  });

  it("finds nothing in the bell's and the announcements' panels", async () => {
    // The admin's bell holds the artist's submission, read.
    await open(admin, "/admin");
    await admin.getByRole("button", { name: /^Notifications/ }).click();
    await admin.getByTestId("notifications-popover").getByRole("listitem").first().waitFor();
    expect(await violations(admin), "notifications").toBe("");
    await admin.keyboard.press("Escape");

    await admin.getByTestId("announcement").click();
    await admin.getByTestId("announcements-panel").waitFor();
    expect(await violations(admin), "announcements").toBe("");
  });

  it("keeps the keyboard on the button while a form is sent, and on the field it refuses", async () => {
    // A keyboard user presses the form's button; when the server names a field, focus goes
    // there, so a screen reader reads the field's label and message. Nothing is saved here.
    const focused = () =>
      artist.evaluate(() => {
        const el = document.activeElement;
        return el?.tagName === "INPUT" ? `field ${el.getAttribute("name")}` : el?.textContent;
      });
    await open(artist, "/dashboard/withdraw");
    await artist.getByRole("button", { name: "Add payout details" }).click();
    const form = artist.getByTestId("payout-details-form");
    await form.getByLabel("IBAN").fill("SE45 5000 0000 0583 9825 7467");
    await form.getByLabel("BIC (SWIFT)").fill("ESSESESS");
    await form.getByLabel("Account holder").fill("Ally Svensson");
    await form.getByLabel("Password").fill(password);
    const save = form.getByRole("button", { name: "Save payout details" });
    // The server's answer held back a moment, to see the button while it waits.
    let answer = () => {};
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    await artist.route("**/api/payouts/details", async (route) => {
      await held;
      await route.continue();
    });
    await save.focus();
    await artist.keyboard.press("Enter");
    await expect.poll(() => save.getAttribute("aria-disabled")).toBe("true");
    expect(await focused()).toBe("Save payout details");
    answer();
    await expect.poll(focused).toBe("field iban");
    await artist.unroute("**/api/payouts/details");
    expect(await form.getByLabel("IBAN").getAttribute("aria-invalid")).toBe("true");

    await form.getByLabel("IBAN").fill("SE45 5000 0000 0583 9825 7466");
    await form.getByLabel("Password").fill("not-the-password");
    await save.focus();
    await artist.keyboard.press("Enter");
    await expect.poll(focused).toBe("field password");
    expect(await form.textContent()).toContain("Incorrect password.");

    // A react-hook-form form: the server's refusal of the current password lands there too.
    await open(artist, "/dashboard/settings");
    await artist.getByRole("tab", { name: "Security" }).click();
    const section = artist.getByTestId("change-password-section");
    await section.getByLabel("Current password").fill("not-the-password");
    await section.getByLabel("New password", { exact: true }).fill("a-new-a11y-password");
    await section.getByLabel("Confirm new password").fill("a-new-a11y-password");
    await section.getByRole("button", { name: "Update Password" }).focus();
    await artist.keyboard.press("Enter");
    await expect.poll(focused).toBe("field currentPassword");
  });
});
