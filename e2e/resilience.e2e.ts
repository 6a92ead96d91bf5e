import { describe, expect, inject, it } from "vitest";
import { browserForFile, snap } from "./browser.ts";
import { createConfirmedArtist, signedInPage } from "./users.ts";

/**
 * The app with the connection gone or slow. Offline, a page whose code was not fetched yet waits
 * in the shell, with the loading bar, and appears once the browser is back online; on a slow
 * connection the bar and the link's spinner say the page is coming; a page whose code is gone
 * (a new release replaced the files) fails in the page's place, the sidebar still leading
 * elsewhere; a save fails at once with the connection's message and keeps what was typed.
 */
const baseUrl = inject("baseUrl");
const browser = browserForFile();

/** A new confirmed artist of this file, signed in on a page of its own. */
async function newArtistPage(prefix: string, artistName: string) {
  const stamp = Date.now() % 1_000_000;
  const email = `${prefix}-${stamp}@example.com`;
  const password = "offline-e2e-password";
  await createConfirmedArtist(baseUrl, { email, password, artistName: `${artistName} ${stamp}` });
  return { page: await signedInPage(browser(), baseUrl, email, password), password };
}

describe("a page that cannot be loaded", () => {
  it("offline, waits in the shell and appears once the connection is back", async () => {
    const { page } = await newArtistPage("offline", "Offline");
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
    // Something is on its way: the bar across the top and a spinner on the link followed.
    const loading = page.getByRole("progressbar", { name: "Loading the page" });
    expect(await loading.isVisible()).toBe(true);
    const earningsLink = page.getByRole("link", { name: "Earnings", exact: true });
    expect(await earningsLink.getByTestId("nav-pending").isVisible()).toBe(true);
    await snap(page, "resilience-01-offline-waiting");

    // Back online, the page appears by itself, without a reload.
    await page.context().setOffline(false);
    await expect.poll(() => page.locator("main h1").first().textContent()).toBe("Earnings");
    await expect.poll(() => status.textContent()).toContain("All systems operational");
    expect(await loading.count()).toBe(0);
    expect(await earningsLink.getByTestId("nav-pending").count()).toBe(0);
  });

  it("on a slow connection, shows the page is on its way while its code loads", async () => {
    const { page } = await newArtistPage("slow", "Slow");
    await page.goto("/dashboard");
    await page.getByTestId("hero-artist").waitFor();

    // The Settings page's code takes three seconds to arrive.
    await page.route(/\/assets\/SettingsPage-[^/]*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      await route.continue();
    });
    const settingsLink = page.getByRole("link", { name: "Settings", exact: true });
    await settingsLink.click();
    // The dashboard stays while it loads, with the bar and the link's spinner after a moment.
    const loading = page.getByRole("progressbar", { name: "Loading the page" });
    await expect.poll(() => loading.isVisible()).toBe(true);
    expect(await settingsLink.getByTestId("nav-pending").isVisible()).toBe(true);
    expect(await page.getByTestId("hero-artist").isVisible()).toBe(true);

    await expect
      .poll(() => page.locator("main h1").first().textContent(), { timeout: 10_000 })
      .toBe("Settings");
    expect(await loading.count()).toBe(0);
    expect(await settingsLink.getByTestId("nav-pending").count()).toBe(0);
  });

  it("fails inside the shell when its code is gone, and the sidebar still leads elsewhere", async () => {
    const { page } = await newArtistPage("missing", "Missing");
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

describe("a page fetched ahead", () => {
  it("fetches a sidebar page's code when its link is pointed at, before the click", async () => {
    const { page } = await newArtistPage("ahead", "Ahead");
    await page.goto("/dashboard");
    await page.getByTestId("hero-artist").waitFor();
    const messagesLink = page.getByRole("link", { name: "Messages", exact: true });

    const fetched = page.waitForResponse(/\/assets\/MessagesPage-[^/]*\.js$/);
    await messagesLink.hover();
    expect((await fetched).status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe("/dashboard");

    // Then offline: the page opens all the same, its code being already here.
    await page.context().setOffline(true);
    await messagesLink.click();
    await expect.poll(() => page.locator("main h1").first().textContent()).toBe("Messages");
    await page.context().setOffline(false);
  });

  it("fetches the dashboard's code while the sign-in dialog is open, before Sign In", async () => {
    const stamp = Date.now() % 1_000_000;
    const email = `dialog-${stamp}@example.com`;
    const password = "dialog-e2e-password";
    await createConfirmedArtist(baseUrl, { email, password, artistName: `Dialog ${stamp}` });
    const context = await browser().newContext({ baseURL: baseUrl });
    const page = await context.newPage();
    const dashboardChunks: string[] = [];
    page.on("request", (request) => {
      const chunk = /\/assets\/(SignedInLayout|areas|DashboardHomePage)-[^/]*\.js$/.exec(
        request.url(),
      );
      if (chunk?.[1]) dashboardChunks.push(chunk[1]);
    });
    await page.goto("/");
    await page.getByRole("button", { name: "Log In" }).first().click();
    const dialog = page.getByTestId("auth-dialog");
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByLabel("Password", { exact: true }).fill(password);
    // While the visitor types, the dashboard's three chunks arrive.
    await expect
      .poll(() => [...dashboardChunks].sort())
      .toEqual(["DashboardHomePage", "SignedInLayout", "areas"]);
    // Signing in then opens the dashboard without fetching any of them again.
    await dialog.getByRole("button", { name: "Sign In", exact: true }).click();
    await page.waitForURL("**/dashboard");
    await page.getByRole("link", { name: "My Releases", exact: true }).waitFor();
    expect(dashboardChunks).toHaveLength(3);
    await context.close();
  });
});

describe("the first signed-in page", () => {
  it("fetches the page's code alongside the shell's, not after it", async () => {
    const { page } = await newArtistPage("first", "First");
    // The shell's chunk takes a second and a half to arrive.
    let shellArrived = false;
    await page.route(/\/assets\/SignedInLayout-[^/]*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
      shellArrived = true;
    });
    // A page of the sidebar, and two opened from mails: a monthly statement (this new artist
    // has none for the month, which the statement page says), the withdraw page.
    for (const [path, chunk, shown] of [
      ["/dashboard/earnings", "EarningsPage", "Monthly statements"],
      ["/dashboard/earnings/statements/2026-10", "StatementPage", "Statement not found."],
      ["/dashboard/withdraw", "WithdrawPage", "Payout details"],
    ] as const) {
      shellArrived = false;
      const pageRequested = page
        .waitForRequest(new RegExp(`/assets/${chunk}-[^/]*\\.js$`))
        .then(() => shellArrived);
      await page.goto(path);
      // Asked for while the shell was still on its way.
      expect(await pageRequested).toBe(false);
      await page.locator("main").getByText(shown).first().waitFor();
    }
  });

  it("draws the shell and the page together once their code is here, not the shell first", async () => {
    const { page } = await newArtistPage("whole", "Whole");
    // Every state of the page from its first byte: whether the sidebar and the page's heading
    // are on screen.
    await page.addInitScript(() => {
      const states: string[] = [];
      Object.assign(window, { pageStates: states });
      new MutationObserver(() => {
        const sidebar = document.querySelector("nav") ? "sidebar" : "";
        const heading = document.querySelector("main h1")?.textContent ?? "";
        const state = [sidebar, heading].filter(Boolean).join(", ");
        if (state && states.at(-1) !== state) states.push(state);
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto("/dashboard/earnings");
    await expect.poll(() => page.locator("main h1").first().textContent()).toBe("Earnings");
    // A reload, the code in the browser's cache. The shell used to come first, with a spinner
    // where the page goes, and the page 300 ms later (React holds back what replaces a fallback).
    await page.reload();
    await expect.poll(() => page.locator("main h1").first().textContent()).toBe("Earnings");
    const states = await page.evaluate(
      () => (window as unknown as { pageStates: string[] }).pageStates,
    );
    expect(states.find((state) => state.startsWith("sidebar"))).toBe("sidebar, Earnings");
  });
});

describe("saving while offline", () => {
  it("refuses a save at once while offline, keeping what was typed, and saves once back", async () => {
    const { page, password } = await newArtistPage("offline-save", "Saver");
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
