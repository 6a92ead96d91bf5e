import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, snap } from "./browser.ts";
import { createConfirmedArtist, signedInPage } from "./users.ts";

/**
 * The app with the connection gone. Offline, a page whose code was not fetched yet waits in the
 * shell and appears once the browser is back online; a page whose code is gone (a new release
 * replaced the files) fails in the page's place, the sidebar still leading elsewhere; a save
 * fails at once with the connection's message and keeps what was typed.
 */
const baseUrl = inject("baseUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("a page that cannot be loaded", () => {
  it("offline, waits in the shell and appears once the connection is back", async () => {
    const stamp = Date.now() % 1_000_000;
    const email = `offline-${stamp}@example.com`;
    const password = "offline-e2e-password";
    await createConfirmedArtist(baseUrl, { email, password, artistName: `Offline ${stamp}` });
    const page = await signedInPage(browser, baseUrl, email, password);
    await page.goto("/dashboard");
    await page.getByTestId("hero-artist").waitFor();

    // Offline, the Earnings page's code (not fetched yet) cannot be loaded: the shell stays,
    // the page waits, and the status strip says why.
    await page.context().setOffline(true);
    await page.getByRole("link", { name: "Earnings", exact: true }).click();
    const status = page.getByTestId("platform-status");
    await expect.poll(() => status.textContent()).toContain("Platform Status: You are offline");
    await page.waitForTimeout(1_500);
    expect(await page.getByTestId("page-error").count()).toBe(0);
    expect(await page.getByRole("link", { name: "Messages", exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: /^Notifications/ }).isVisible()).toBe(true);
    await snap(page, "resilience-01-offline-waiting");

    // Back online, the page appears by itself, without a reload.
    await page.context().setOffline(false);
    await expect.poll(() => page.locator("main h1").first().textContent()).toBe("Earnings");
    await expect.poll(() => status.textContent()).toContain("All systems operational");
  });

  it("fails inside the shell when its code is gone, and the sidebar still leads elsewhere", async () => {
    const stamp = Date.now() % 1_000_000;
    const email = `missing-${stamp}@example.com`;
    const password = "offline-e2e-password";
    await createConfirmedArtist(baseUrl, { email, password, artistName: `Missing ${stamp}` });
    const page = await signedInPage(browser, baseUrl, email, password);
    await page.goto("/dashboard");
    await page.getByTestId("hero-artist").waitFor();

    // As after a deploy that replaced the hashed files: the Earnings chunk no longer exists.
    await page.route(/\/assets\/EarningsPage-[^/]*\.js$/, (route) =>
      route.fulfill({ status: 404, body: "Not Found" }),
    );
    await page.getByRole("link", { name: "Earnings", exact: true }).click();
    const failed = page.getByTestId("page-error");
    await expect.poll(() => failed.count(), { timeout: 15_000 }).toBe(1);
    expect(await failed.getByRole("heading").textContent()).toBe("Something went wrong");
    expect(await failed.textContent()).toContain("Reloading usually fixes it.");
    expect(await failed.getByRole("button", { name: "Reload" }).isVisible()).toBe(true);
    // The shell is still there.
    const messages = page.getByRole("link", { name: "Messages", exact: true });
    expect(await messages.isVisible()).toBe(true);
    await snap(page, "resilience-02-page-not-loaded");

    await messages.click();
    await page.waitForURL("**/dashboard/messages");
    await expect.poll(() => page.getByRole("heading", { name: "Conversations" }).count()).toBe(1);
    expect(await failed.count()).toBe(0);
    // Reload (the new files now being there) brings the failed page back.
    await page.unroute(/\/assets\/EarningsPage-[^/]*\.js$/);
    await page.goto("/dashboard/earnings");
    await expect.poll(() => page.locator("main h1").first().textContent()).toBe("Earnings");
  });
});

describe("saving while offline", () => {
  it("refuses a save at once while offline, keeping what was typed, and saves once back", async () => {
    const stamp = Date.now() % 1_000_000;
    const email = `offline-save-${stamp}@example.com`;
    const password = "offline-e2e-password";
    await createConfirmedArtist(baseUrl, { email, password, artistName: `Saver ${stamp}` });
    const page = await signedInPage(browser, baseUrl, email, password);
    await page.goto("/dashboard/withdraw");
    await page.getByRole("button", { name: "Add payout details" }).click();
    const form = page.getByTestId("payout-details-form");
    await form.getByLabel("IBAN").fill("SE45 5000 0000 0583 9825 7466");
    await form.getByLabel("BIC (SWIFT)").fill("ESSESESS");
    await form.getByLabel("Account holder").fill("Saver Svensson");
    await form.getByLabel("Password").fill(password);

    await page.context().setOffline(true);
    await form.getByRole("button", { name: "Save payout details" }).click();
    // Not a spinner waiting for the connection: the reason, at once.
    await expect
      .poll(() => form.textContent(), { timeout: 5_000 })
      .toContain("Could not reach Offbeat. Check your connection and try again.");
    expect(await form.getByRole("button", { name: "Save payout details" }).isEnabled()).toBe(true);
    expect(await form.getByLabel("IBAN").inputValue()).toBe("SE45 5000 0000 0583 9825 7466");
    await snap(page, "resilience-03-offline-save");

    await page.context().setOffline(false);
    await form.getByRole("button", { name: "Save payout details" }).click();
    await expect.poll(() => page.getByTestId("payout-details").textContent()).toContain("7466");
  });
});
