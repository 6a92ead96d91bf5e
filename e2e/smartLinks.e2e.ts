import { SmartLinkMessages, type SmartLinkView } from "@common/smartLinks.ts";
import type { StoreView } from "@common/stores.ts";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, snap, waitForMail } from "./browser.ts";
import { submitRelease } from "./releaseApi.ts";
import { acknowledgeDelivery, enableFolderStores, waitForReleaseStatus } from "./storesApi.ts";
import { createConfirmedArtist, signedInPage } from "./users.ts";

/**
 * Issue 17, "Done when": a release is distributed, its public page shows the store where it is
 * live, a fan's click on the button is counted and shows up in the artist's statistics; a fan's
 * pre-release signup is confirmed and mailed on release day, with the smart links' clock moved.
 */

const baseUrl = inject("baseUrl");
const eventually = <T>(read: () => Promise<T> | T, timeout = 20_000) =>
  expect.poll(read, { timeout, interval: 250 });

const stamp = Date.now() % 1_000_000;
const password = "smart-links-e2e-password";
const artistEmail = `smart-artist-${stamp}@example.com`;
const fanEmail = `fan-${stamp}@example.com`;
const alias = `Sable ${stamp}`;
const title = `Night Ferry ${stamp}`;
const spotifyId = `4aawyAB9vmqN3uQ7Fj${stamp}`;
/** Headless Chromium says "HeadlessChrome", which the counting rightly takes for a robot. */
const FAN_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

let browser: Browser;
let admin: Page;
let artist: Page;
let fanContext: BrowserContext;
let fan: Page;
let releaseId: string;
let stores: StoreView[] = [];
let restoreStores: (() => Promise<void>) | undefined;

async function smartLink(): Promise<SmartLinkView> {
  const res = await artist.request.get(`/api/releases/${releaseId}/smart-link`);
  expect(res.status()).toBe(200);
  return (await res.json()) as SmartLinkView;
}

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await signedInPage(browser, baseUrl, inject("adminEmail"), inject("adminPassword"));
  ({ stores, restore: restoreStores } = await enableFolderStores(admin, ["spotify", "deezer"]));
  await createConfirmedArtist(baseUrl, { email: artistEmail, password, artistName: alias });
  artist = await signedInPage(browser, baseUrl, artistEmail, password);
  releaseId = await submitRelease(artist, title, alias);

  fanContext = await browser.newContext({
    baseURL: baseUrl,
    userAgent: FAN_AGENT,
    viewport: { width: 412, height: 860 },
  });
  // The store's own site is outside the sandbox: the fan's browser gets a stand-in page.
  await fanContext.route("https://open.spotify.com/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>Spotify</title><h1>Spotify</h1>" }),
  );
  fan = await fanContext.newPage();
});

afterAll(async () => {
  await admin?.request
    .post("/api/dev/clock", { headers: { origin: baseUrl }, data: { days: 0 } })
    .catch(() => null);
  await restoreStores?.();
  await browser?.close();
});

describe("smart links", () => {
  it("a distributed release gets a page with its live store; a click shows in the artist's statistics", async () => {
    const approved = await admin.request.post(`/api/admin/releases/${releaseId}/approve`, {
      headers: { origin: baseUrl },
      data: { notes: null },
    });
    expect(approved.status()).toBe(200);
    const distributed = await admin.request.post(`/api/admin/releases/${releaseId}/distribute`, {
      headers: { origin: baseUrl },
      data: { notes: "" },
    });
    expect(distributed.status()).toBe(200);
    await waitForReleaseStatus(artist, releaseId, "distributed");

    // Spotify answers with its own id for the release; Deezer has not answered yet.
    const release = (await (await artist.request.get(`/api/releases/${releaseId}`)).json()) as {
      release: { upc: string };
    };
    await acknowledgeDelivery(stores, "spotify", release.release.upc, {
      ok: true,
      storeReleaseId: spotifyId,
    });
    await eventually(
      async () => (await smartLink()).stores.find((s) => s.storeId === "spotify")?.shown,
    ).toBe(true);
    const link = await smartLink();
    expect(link.url).toBe(`${baseUrl}/r/${link.slug}`);
    expect(link.preRelease).toBe(true);

    // A fan arrives from Instagram: the pre-release page, with the live store's button.
    await fan.goto(`/r/${link.slug}`, { referer: "https://www.instagram.com/" });
    await expect.poll(() => fan.locator("h1").textContent()).toBe(title);
    await expect.poll(() => fan.locator(".artist").textContent()).toContain(alias);
    expect(await fan.locator("#countdown").isVisible()).toBe(true);
    const buttons = fan.locator("a.store");
    expect(await buttons.count()).toBe(1);
    expect(await buttons.first().getAttribute("data-store")).toBe("spotify");
    const card = await fan.locator('meta[property="og:image"]').getAttribute("content");
    expect(card).toContain(`/r/${link.slug}/artwork/`);
    await snap(fan, "smart-link-release-page");

    await buttons.first().click();
    await fan.waitForURL(`https://open.spotify.com/album/${spotifyId}`);

    // The artist's panel: the store is shown, and the visit and click are counted (the counter
    // writes once a second; the panel is reloaded until they are there).
    await artist.goto(`/dashboard/release/${releaseId}`);
    const panel = artist.getByTestId("smart-link-panel");
    await eventually(async () => {
      await artist.reload();
      return panel.getByTestId("smart-link-totals").textContent({ timeout: 5_000 });
    }, 30_000).toMatch(/Visits1.*Clicks1/);
    expect(await panel.getByTestId("smart-link-store-clicks").textContent()).toContain("Spotify");
    expect(await panel.getByTestId("smart-link-referrers").textContent()).toContain(
      "instagram.com",
    );
    await snap(artist, "smart-link-panel");

    // On a 390 px phone each store's status sits beside or under its name, never over it.
    const size = artist.viewportSize();
    await artist.setViewportSize({ width: 390, height: 844 });
    try {
      const row = panel.getByTestId("smart-link-store-spotify");
      // The text's own extent, not its box's: a box squeezed narrower than its text lets the
      // text run on over the status.
      const name = await row.getByText("Spotify", { exact: true }).evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        const { x, y, width, height } = range.getBoundingClientRect();
        return { x, y, width, height };
      });
      const status = await row.getByText("On the page", { exact: true }).boundingBox();
      expect(name).not.toBeNull();
      expect(status).not.toBeNull();
      if (name && status) {
        const apart = name.x + name.width <= status.x || status.y >= name.y + name.height - 1;
        expect(apart, JSON.stringify({ name, status })).toBe(true);
      }
      await snap(artist, "smart-link-panel-phone");
    } finally {
      if (size) await artist.setViewportSize(size);
    }
  }, 180_000);

  it("a pre-release signup is confirmed, counted for the artist and mailed on release day", async () => {
    const { slug } = await smartLink();
    await fan.goto(`/r/${slug}`);
    await fan.getByLabel("Get an email on release day").fill(fanEmail);
    await fan.getByLabel(`Share my email address with ${alias}`).check();
    await fan.getByRole("button", { name: "Notify me" }).click();
    await expect
      .poll(() => fan.locator("#notify-status").textContent())
      .toBe(SmartLinkMessages.signupSent);

    const confirm = await waitForMail(fanEmail, /^Confirm/);
    const confirmUrl = confirm.text.match(/https?:\/\/\S+\/r\/fans\/confirm\?token=\S+/)?.[0];
    expect(confirmUrl).toBeTruthy();
    // The link shows a button (mail scanners open links too); the fan's click confirms.
    await fan.goto(confirmUrl as string);
    expect(await fan.getByRole("heading", { level: 1 }).textContent()).toBe("Confirm your email");
    expect(await fan.locator("main").textContent()).toContain(
      `You also asked to share your email address with ${alias}`,
    );
    await snap(fan, "smart-link-confirm");
    await fan.getByRole("button", { name: "Confirm my email" }).click();
    await expect
      .poll(() => fan.locator("body").textContent())
      .toContain(SmartLinkMessages.signupConfirmed);

    await artist.goto(`/dashboard/release/${releaseId}`);
    const fans = artist.getByTestId("smart-link-fans");
    await eventually(() => fans.textContent()).toContain("1 fan signed up");
    expect(await fans.textContent()).toContain(fanEmail);

    // Without JavaScript the same form posts as a plain HTML form, and answers with a page.
    const plain = await browser.newContext({ baseURL: baseUrl, javaScriptEnabled: false });
    try {
      const noScript = await plain.newPage();
      await noScript.goto(`/r/${slug}`);
      await noScript.getByLabel("Get an email on release day").fill(`plain-${fanEmail}`);
      await noScript.getByRole("button", { name: "Notify me" }).click();
      await expect
        .poll(() => noScript.locator("body").textContent())
        .toContain(SmartLinkMessages.signupSent);
      await waitForMail(`plain-${fanEmail}`, /^Confirm/);
    } finally {
      await plain.close();
    }

    // Release day comes (the release date is at least 30 days ahead when submitted).
    const moved = await admin.request.post("/api/dev/clock", {
      headers: { origin: baseUrl },
      data: { days: 60 },
    });
    expect(moved.status()).toBe(200);
    const out = await waitForMail(fanEmail, /^Out now/);
    expect(out.subject).toBe(`Out now: "${title}" by ${alias}`);
    expect(out.text).toContain(`${baseUrl}/r/${slug}`);
    expect(out.text).toMatch(/\/r\/fans\/unsubscribe\?token=/);

    // On release day the page is the release's page: no countdown, no form.
    await fan.goto(`/r/${slug}`);
    await expect.poll(() => fan.locator("a.store").count()).toBe(1);
    expect(await fan.locator("#notify").count()).toBe(0);
    await snap(fan, "smart-link-release-day");

    // The fan has heard enough: the mail's link asks first (mail scanners follow links), the
    // button unsubscribes, and the artist's list no longer has the address.
    const unsubscribeUrl = out.text.match(/https?:\/\/\S+\/r\/fans\/unsubscribe\?token=\S+/)?.[0];
    expect(unsubscribeUrl).toBeTruthy();
    await fan.goto(unsubscribeUrl as string);
    await fan.getByRole("button", { name: "Unsubscribe" }).click();
    await expect
      .poll(() => fan.locator("body").textContent())
      .toContain(SmartLinkMessages.unsubscribed);
    await snap(fan, "smart-link-unsubscribed");
    await artist.goto(`/dashboard/release/${releaseId}`);
    await eventually(() => fans.textContent()).toContain("0 fans signed up");
    // The fan without JavaScript never confirmed: not told, and 60 days on (past the 30 an
    // unconfirmed signup is kept) forgotten by the same job.
    expect(await fans.textContent()).toContain("0 fans signed up; 1 told on release day");
    expect(await fans.textContent()).not.toContain("not confirmed yet");
    expect(await fans.textContent()).not.toContain(fanEmail);
  }, 180_000);
});
