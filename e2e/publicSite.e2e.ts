import { gzipSync } from "node:zlib";
import {
  NAV_LINKS,
  PUBLIC_PAGES,
  type PublicPath,
  publicPageMeta,
  SITE_DEFAULTS,
} from "@common/site.ts";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { browserForFile, snap } from "./browser.ts";

const baseUrl = inject("baseUrl");
const adminEmail = inject("adminEmail");
const adminPassword = inject("adminPassword");
const browser = browserForFile();

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** A page that records every console error and uncaught exception it meets into `errors`. */
async function openPage(
  viewport = DESKTOP,
  errors: string[] = [],
): Promise<{ page: Page; errors: string[] }> {
  const context = await browser().newContext({ baseURL: baseUrl, viewport });
  const page = await context.newPage();
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => errors.push(`${page.url()}: ${error.message}`));
  return { page, errors };
}

/**
 * Waits until React has taken over the server-rendered page, the page's own part included (it
 * hydrates once its chunk has loaded): from then on its buttons answer clicks, and a screenshot
 * can no longer disturb the markup React is comparing.
 */
async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const heading = document.querySelector("h1");
    const ready = !!heading && Object.keys(heading).some((key) => key.startsWith("__reactFiber"));
    // ...and the header knows who is visiting (its buttons are unseen until then).
    return ready && document.querySelector('[data-session="loading"]') === null;
  });
}

const site = SITE_DEFAULTS;

/** What each public page must show (spec document 2 §1, §2, §9). */
const KEY_TEXTS: Record<PublicPath, string[]> = {
  "/": [
    "Make",
    "Music Work",
    "20+ services",
    "Royalty Splits",
    "Smart Links",
    "A&R Feedback Network",
    "Global Distribution",
    "Keep 80%",
    "Fast Release",
    "Monthly Payments",
    `Why artists choose ${site.labelName}`,
  ],
  "/services": [
    "Music Distribution",
    "Marketing & Promotion",
    "Royalty Management",
    "Artist Support",
    "How It Works",
    "Sign Up",
    "Upload Music",
    "We Distribute",
    "Get Paid",
  ],
  "/pricing": [
    "You keep 80%",
    "keeps 20%",
    "within 30 days of that month's end",
    "Bank transfer, PayPal or Swish",
    "24-48 hours",
  ],
  "/getting-started": [
    "at least 3000x3000 px",
    "At least 16-bit/44.1 kHz",
    "at least 30 days from today",
    "two-factor",
    "Artist Login",
  ],
  "/support": [
    "Email Support",
    "Response Time",
    "within 24 hours",
    "Can't find what you're looking for?",
    site.supportEmail,
  ],
  "/about": [
    "2025",
    "10K+",
    "200+",
    "50M+",
    "Artist-First Approach",
    "Global Reach",
    "Excellence in Service",
    "Community Focused",
  ],
  "/terms": ["25 February 2025", "Acceptance of Terms", "Contact Information"],
  "/portal": ["Artist Portal", "Artist Login"],
};

const TERMS_HEADINGS = [
  "Acceptance of Terms",
  "Definitions",
  "Services Provided",
  "Revenue Sharing, Royalties and Payment Terms",
  "Artist Rights, Ownership and License",
  "Representations and Warranties",
  "Copyright, IP and Indemnification",
  "Term and Termination",
  "Limitation of Liability",
  "Dispute Resolution",
  "Governing Law",
  "Modification of Terms",
  "Miscellaneous",
  "Contact Information",
];

describe("the public pages", () => {
  const errors: string[] = [];
  let page: Page;
  let phone: Page;

  beforeAll(async () => {
    page = (await openPage(DESKTOP, errors)).page;
    phone = (await openPage(PHONE, errors)).page;
  });

  it.each(PUBLIC_PAGES.map((p) => p.path))(
    "%s shows its content and title, on a desktop and on a phone",
    async (path) => {
      const { title, description } = publicPageMeta(path, site);
      for (const [viewer, size] of [
        [page, "desktop"],
        [phone, "phone"],
      ] as const) {
        await viewer.goto(path);
        await hydrated(viewer);
        // textContent: the words as written (innerText would give the CSS upper case).
        const text = (await viewer.locator("body").textContent()) ?? "";
        for (const expected of KEY_TEXTS[path]) expect(text).toContain(expected);
        expect(await viewer.locator("h1").count()).toBe(1);
        expect(await viewer.title()).toBe(title);
        expect(await viewer.locator('meta[name="description"]').getAttribute("content")).toBe(
          description,
        );
        await snap(viewer, `public-${size}-${path === "/" ? "home" : path.slice(1)}`);
      }
    },
  );

  it("sends each page's title, description and Open Graph tags in the HTML itself", async () => {
    for (const { path } of PUBLIC_PAGES) {
      const html = await (await fetch(`${baseUrl}${path}`)).text();
      const { title } = publicPageMeta(path, site);
      expect(html).toContain(`<title>${title.replaceAll("&", "&amp;")}</title>`);
      expect(html).toContain('<meta property="og:title"');
      expect(html).toContain('<meta property="og:description"');
      expect(html).toContain(`<meta property="og:url" content="${baseUrl}${path}" />`);
      // The page itself comes rendered, for crawlers and for the first paint.
      expect(html).toMatch(/<div id="root"><.+<h1/s);
    }
  });

  it("keeps the title in step on client navigation", async () => {
    await page.goto("/");
    await hydrated(page);
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Pricing" })
      .click();
    await page.waitForURL("**/pricing");
    await expect.poll(() => page.title()).toBe(publicPageMeta("/pricing", site).title);
    await page.getByRole("link", { name: "Terms of Service" }).click();
    await expect.poll(() => page.title()).toBe(publicPageMeta("/terms", site).title);
  });

  it("puts calls to action to Getting Started and Pricing on the home page", async () => {
    await page.goto("/");
    const main = page.getByRole("main");
    expect(await main.locator('a[href="/getting-started"]').count()).toBeGreaterThan(0);
    expect(await main.locator('a[href="/pricing"]').count()).toBeGreaterThan(0);
  });

  it("lists the terms' fourteen sections in the spec's order", async () => {
    await page.goto("/terms");
    const headings = await page.getByRole("main").locator("h2").allInnerTexts();
    const sections = headings.map((h) => h.replace(/^\d+\.\s*/, "").trim());
    expect(sections.filter((h) => TERMS_HEADINGS.includes(h))).toEqual(TERMS_HEADINGS);
  });

  it("opens /terms#<section> at that section", async () => {
    const fresh = await openPage(DESKTOP, errors);
    await fresh.page.goto("/terms#governing-law");
    await hydrated(fresh.page);
    const heading = fresh.page.getByRole("heading", { name: /Governing Law/ });
    await expect
      .poll(async () => {
        const box = await heading.boundingBox();
        return box !== null && box.y >= 0 && box.y < DESKTOP.height / 2;
      })
      .toBe(true);
    await fresh.page.context().close();
  });

  it("opens the support FAQ's answers and offers a Contact Support mail link", async () => {
    await page.goto("/support");
    await hydrated(page);
    const question = page.locator("summary").first();
    const details = page.locator("details").first();
    expect(await details.getAttribute("open")).toBeNull();
    await question.click();
    expect(await details.getAttribute("open")).not.toBeNull();
    const contact = page.getByRole("link", { name: "Contact Support" });
    expect(await contact.getAttribute("href")).toBe(`mailto:${site.supportEmail}`);
  });

  it("keeps /portal outside the shared header and footer", async () => {
    await page.goto("/portal");
    expect(await page.getByRole("navigation", { name: "Main" }).count()).toBe(0);
    expect(await page.locator("footer").count()).toBe(0);
    expect(await page.getByRole("heading", { level: 1, name: "Artist Login" }).count()).toBe(1);
  });

  it("logs no console error on any page", () => {
    expect(errors).toEqual([]);
  });

  afterAll(async () => {
    await page?.context().close();
    await phone?.context().close();
  });
});

describe("the header", () => {
  it("offers Log In and Sign up to a visitor, each opening the dialog in its mode", async () => {
    const { page, errors } = await openPage();
    await page.goto("/services");
    await hydrated(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    expect(await nav.getByRole("link").allInnerTexts()).toEqual(NAV_LINKS.map((l) => l.label));
    const account = page.getByTestId("header-account");
    await account.getByRole("button", { name: "Sign up" }).click();
    const dialog = page.getByTestId("auth-dialog");
    await dialog.waitFor();
    expect(
      await dialog.getByRole("tab", { name: "Create Account" }).getAttribute("aria-selected"),
    ).toBe("true");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    await account.getByRole("button", { name: "Log In" }).click();
    await dialog.waitFor();
    expect(await dialog.getByRole("tab", { name: "Sign In" }).getAttribute("aria-selected")).toBe(
      "true",
    );
    await snap(page, "public-header-dialog");
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("welcomes a signed-in user by name and links to the dashboard", async () => {
    const { page, errors } = await openPage();
    const res = await page.request.post("/api/auth/sign-in", {
      data: { email: adminEmail, password: adminPassword },
      headers: { origin: baseUrl },
    });
    expect(res.ok()).toBe(true);
    await page.goto("/about");
    await hydrated(page);
    const account = page.getByTestId("header-account");
    await expect
      .poll(() => account.getByTestId("welcome").innerText())
      .toBe("Welcome, Offbeat Admin");
    expect(await account.getByRole("button", { name: "Log In" }).count()).toBe(0);
    await snap(page, "public-header-signed-in");
    await account.getByRole("link", { name: "Dashboard" }).click();
    await page.waitForURL("**/dashboard");
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe("the mobile menu", () => {
  it("mirrors the header at a phone's width and closes after choosing a page", async () => {
    const { page, errors } = await openPage(PHONE);
    await page.goto("/");
    await hydrated(page);
    expect(await page.getByRole("navigation", { name: "Main" }).isVisible()).toBe(false);
    const toggle = page.getByRole("button", { name: "Open menu" });
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    await toggle.click();
    const menu = page.getByTestId("mobile-menu");
    await menu.getByRole("navigation", { name: "Mobile" }).waitFor();
    expect(await menu.getByRole("link").allInnerTexts()).toEqual(NAV_LINKS.map((l) => l.label));
    expect(await menu.getByRole("button", { name: "Log In" }).isVisible()).toBe(true);
    expect(await menu.getByRole("button", { name: "Sign up" }).isVisible()).toBe(true);
    expect(
      await page.getByRole("button", { name: "Close menu" }).getAttribute("aria-expanded"),
    ).toBe("true");
    await snap(page, "public-phone-menu-open");

    await menu.getByRole("link", { name: "Getting Started" }).click();
    await page.waitForURL("**/getting-started");
    // It closes as the new page shows, once that page's code has arrived.
    await expect.poll(() => menu.isVisible()).toBe(false);

    await page.getByRole("button", { name: "Open menu" }).click();
    await page.keyboard.press("Escape");
    expect(await menu.isVisible()).toBe(false);

    await page.getByRole("button", { name: "Open menu" }).click();
    await menu.getByRole("button", { name: "Sign up" }).click();
    await page.getByTestId("auth-dialog").waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe("the Getting Started artist login", () => {
  it("says what is wrong with a bad password", async () => {
    const { page } = await openPage();
    await page.goto("/getting-started");
    await hydrated(page);
    const form = page.getByRole("form", { name: "Artist login" });
    await form.getByLabel("Email").fill(adminEmail);
    await form.getByLabel("Password").fill("not-the-password");
    await form.getByRole("button", { name: "Log In" }).click();
    await expect.poll(() => form.getByTestId("form-error").innerText()).toContain("Invalid");
    expect(page.url()).toContain("/getting-started");
    await page.context().close();
  });

  it("signs in for real and lands on the dashboard", async () => {
    const { page, errors } = await openPage();
    await page.goto("/getting-started");
    await hydrated(page);
    const form = page.getByRole("form", { name: "Artist login" });
    await form.getByLabel("Email").fill(adminEmail);
    await form.getByLabel("Password").fill(adminPassword);
    await form.getByRole("button", { name: "Log In" }).click();
    await page.waitForURL("**/dashboard");
    // The shell first (the public page's own heading may still be up until then), then the
    // dashboard's heading inside it.
    await page.getByTestId("platform-status").waitFor();
    await page.locator("main h1").first().waitFor();
    const me = await page.request.get("/api/me");
    expect(me.status()).toBe(200);
    expect((await me.json()).user.email).toBe(adminEmail);
    // The tab no longer keeps the public page's title, and follows the pages after it.
    // (After the admin's unread count, if any: "(2) Dashboard | Offbeat".)
    const unread = String.raw`(\(\d+\+?\) )?`;
    await expect
      .poll(() => page.title())
      .toMatch(new RegExp(`^${unread}Dashboard \\| ${site.labelName}$`));
    await page.getByRole("link", { name: "Settings", exact: true }).first().click();
    await page.waitForURL("**/dashboard/settings");
    await expect
      .poll(() => page.title())
      .toMatch(new RegExp(`^${unread}Settings \\| ${site.labelName}$`));
    await page.getByRole("link", { name: "Dashboard", exact: true }).first().click();
    await page.waitForURL("**/dashboard");
    await page.getByTestId("hero-artist").waitFor();
    await snap(page, "public-login-dashboard");
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe("the bundle", () => {
  it("is the production build users get from npm start, not React's development build", async () => {
    const html = await (await fetch(`${baseUrl}/`)).text();
    const entry = html.match(/<script type="module"[^>]*src="([^"]+)"/)?.[1];
    expect(entry).toMatch(/^\/assets\/index-.+\.js$/);
    const code = await (await fetch(`${baseUrl}${entry}`)).text();
    // A sentence only React's development build prints, on every page load.
    expect(code).not.toContain("Download the React DevTools");
    // And one of React Router's development warnings (vite.config.ts: its production build).
    expect(code).not.toContain("You rendered descendant <Routes>");
  });

  it("keeps the home page's own JavaScript within 100 KB gzip, as the lighthouse bench counts it", async () => {
    const { page } = await openPage(PHONE);
    const scripts = new Set<string>();
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.add(new URL(request.url()).pathname);
    });
    await page.goto("/", { waitUntil: "networkidle" });
    await page.context().close();
    let bytes = 0;
    for (const file of scripts) {
      const code = Buffer.from(await (await fetch(`${baseUrl}${file}`)).arrayBuffer());
      bytes += gzipSync(code, { level: 9 }).length;
    }
    expect(scripts.size).toBeGreaterThan(1);
    expect(Math.round((bytes / 1024) * 10) / 10).toBeLessThanOrEqual(100);
  });
});

describe("files for crawlers", () => {
  it("answers an unknown address with status 404 and the app's not-found page", async () => {
    const missing = await fetch(`${baseUrl}/no-such-page`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get("content-type")).toContain("text/html");
    expect((await fetch(`${baseUrl}/terms`)).status).toBe(200);
    expect((await fetch(`${baseUrl}/dashboard/settings`)).status).toBe(200);
    const { page } = await openPage();
    await page.goto("/no-such-page");
    await page.getByRole("heading", { name: "Page not found" }).waitFor();
    await expect.poll(() => page.title()).toBe(`Page not found | ${site.labelName}`);
    await page.context().close();
  });

  it("serves robots.txt and a sitemap of every public page at its absolute address", async () => {
    const robots = await fetch(`${baseUrl}/robots.txt`);
    expect(robots.status).toBe(200);
    const text = await robots.text();
    expect(text).toContain("User-agent: *");
    expect(text).toContain(`Sitemap: ${baseUrl}/sitemap.xml`);

    const sitemap = await fetch(`${baseUrl}/sitemap.xml`);
    expect(sitemap.headers.get("content-type")).toMatch(/xml/);
    const xml = await sitemap.text();
    for (const { path } of PUBLIC_PAGES)
      expect(xml).toContain(`<loc>${new URL(path, baseUrl).href}</loc>`);
  });
});
