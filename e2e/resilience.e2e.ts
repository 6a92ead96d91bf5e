import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, snap } from "./browser.ts";
import { createConfirmedArtist, signedInPage } from "./users.ts";

/**
 * When a page's code cannot be fetched (the connection dropped, or a new release replaced the
 * files), the signed-in shell stays: the message takes the page's place, and the sidebar still
 * leads elsewhere once the connection is back.
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
  it("fails inside the shell, which still leads to the other pages", async () => {
    const stamp = Date.now() % 1_000_000;
    const email = `offline-${stamp}@example.com`;
    const password = "offline-e2e-password";
    await createConfirmedArtist(baseUrl, { email, password, artistName: `Offline ${stamp}` });
    const page = await signedInPage(browser, baseUrl, email, password);
    await page.goto("/dashboard");
    await page.getByTestId("hero-artist").waitFor();

    // Offline, the Earnings page's code (not fetched yet) cannot be loaded.
    await page.context().setOffline(true);
    await page.getByRole("link", { name: "Earnings", exact: true }).click();
    const failed = page.getByTestId("page-error");
    await expect.poll(() => failed.count(), { timeout: 15_000 }).toBe(1);
    expect(await failed.getByRole("heading").textContent()).toBe("Something went wrong");
    expect(await failed.textContent()).toContain("Reloading usually fixes it.");
    expect(await failed.getByRole("button", { name: "Reload" }).isVisible()).toBe(true);
    // The shell is still there: the sidebar and the top bar.
    const sidebar = page.getByRole("link", { name: "Messages", exact: true });
    expect(await sidebar.isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: /^Notifications/ }).isVisible()).toBe(true);
    // The status strip no longer claims the last answer it had.
    const status = page.getByTestId("platform-status");
    await expect.poll(() => status.textContent()).toContain("Platform Status: You are offline");
    await snap(page, "resilience-01-page-not-loaded");

    // Back online, another page opens from the sidebar without a reload.
    await page.context().setOffline(false);
    await expect.poll(() => status.textContent()).toContain("All systems operational");
    await sidebar.click();
    await page.waitForURL("**/dashboard/messages");
    await expect.poll(() => page.getByRole("heading", { name: "Conversations" }).count()).toBe(1);
    expect(await failed.count()).toBe(0);
    // Reload brings the failed page back.
    await page.goto("/dashboard/earnings");
    await expect.poll(() => page.locator("main h1").first().textContent()).toBe("Earnings");
  });

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
    await snap(page, "resilience-02-offline-save");

    await page.context().setOffline(false);
    await form.getByRole("button", { name: "Save payout details" }).click();
    await expect.poll(() => page.getByTestId("payout-details").textContent()).toContain("7466");
  });
});
