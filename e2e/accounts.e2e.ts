import { AuthMessages } from "@common/auth.ts";
import { AuthScreenMessages } from "@web/pages/auth/messages.ts";
import { invitationForAnother } from "@web/pages/public/openInvitation.ts";
import * as OTPAuth from "otpauth";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { browserForFile, snap, waitForMail } from "./browser.ts";
import { createConfirmedArtist, signedInPage } from "./users.ts";

const baseUrl = inject("baseUrl");
const browser = browserForFile();

async function newPage(): Promise<Page> {
  const context = await browser().newContext({
    baseURL: baseUrl,
    viewport: { width: 1280, height: 800 },
  });
  return context.newPage();
}

/**
 * Codes from an independent TOTP implementation. Each step's code is accepted once, so the
 * second sign-in gives the next 30-second step's code, as an authenticator whose clock runs a
 * little ahead would: the server accepts ±1 step (server/auth/totpReplay.ts), and a step later
 * than the one spent at enrolment, so the scenario need not wait up to 30 s for the clock.
 */
const STEP_MS = 30_000;
const codeAt = (totp: OTPAuth.TOTP, offsetMs = 0) =>
  totp.generate({ timestamp: Date.now() + offsetMs });

async function signInThroughDialog(page: Page, email: string, password: string) {
  const dialog = page.getByTestId("auth-dialog");
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Password", { exact: true }).fill(password);
  await dialog.getByRole("button", { name: "Sign In", exact: true }).click();
}

describe("an artist's account", () => {
  const email = `e2e-${Date.now()}@example.com`;
  const password = "my-e2e-password";
  let totp: OTPAuth.TOTP;
  let enrolmentCode = "";
  let page: Page;

  it("signs up from the home page and is asked to confirm by mail", async () => {
    page = await newPage();
    await page.goto("/");
    await page.getByRole("button", { name: "Sign up" }).first().click();
    const dialog = page.getByTestId("auth-dialog");
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByLabel("Password", { exact: true }).fill(password);
    await dialog.getByLabel("Confirm password").fill("something else");
    await dialog.getByLabel("Full name").fill("Eva Ekdahl");
    await dialog.getByLabel("Artist name").fill("Eva E2E");
    await dialog.getByRole("button", { name: "Create Account" }).click();
    await expect
      .poll(() => dialog.getByText(AuthMessages.passwordsDoNotMatch).count())
      .toBeGreaterThan(0);

    await dialog.getByLabel("Confirm password").fill(password);
    await dialog.getByRole("button", { name: "Create Account" }).click();
    await expect
      .poll(() => dialog.getByTestId("form-success").textContent())
      .toContain(AuthMessages.signUpSuccess);
    await snap(page, "01-signed-up");
  });

  it("cannot sign in before confirming, then confirms through the mailed link and signs in", async () => {
    const refusedUnconfirmed = async () => {
      await page.goto("/");
      await page.getByRole("button", { name: "Log In" }).first().click();
      await signInThroughDialog(page, email, password);
      await expect
        .poll(() => page.getByTestId("form-error").textContent())
        .toContain("confirm your email");
      await page.keyboard.press("Escape");
    };
    await refusedUnconfirmed();

    const mail = await waitForMail(email, /Confirm/);
    const link = mail.text.match(/https?:\/\/\S+/)?.[0];
    expect(link).toBeTruthy();
    // Opened the way a mail scanner would, the link confirms nothing.
    const scanned = await page.request.get(link!, { maxRedirects: 0 });
    expect(scanned.status()).toBe(302);
    await refusedUnconfirmed();

    await page.goto(link!);
    await expect.poll(() => page.getByTestId("auth-dialog").count()).toBe(1);
    // The address is already in the form, and neither it nor the token in the address bar.
    const dialog = page.getByTestId("auth-dialog");
    await expect.poll(() => dialog.getByLabel("Email").inputValue()).toBe(email);
    expect(await dialog.getByRole("heading", { name: "Confirm your email" }).count()).toBe(1);
    await expect.poll(() => new URL(page.url()).search + new URL(page.url()).hash).toBe("");
    await snap(page, "02-confirm-by-signing-in");
    await dialog.getByLabel("Password", { exact: true }).fill(password);
    await dialog.getByRole("button", { name: "Sign In", exact: true }).click();
    await page.waitForURL("**/dashboard");
    await expect
      .poll(() => page.getByText(AuthScreenMessages.emailConfirmed).count())
      .toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId("hero-artist").textContent()).toContain("Eva E2E");
    await snap(page, "02-dashboard");
  });

  it("shows an admin the same mail in the dev mailbox: its text, then its HTML with the button", async () => {
    const admin = await signedInPage(
      browser(),
      baseUrl,
      inject("adminEmail"),
      inject("adminPassword"),
    );
    try {
      await admin.goto("/dev/mailbox");
      await admin.getByLabel("Recipient").fill(email);
      const list = admin.getByTestId("mail-list");
      await expect.poll(() => list.getByRole("button").count()).toBe(1);
      await list.getByRole("button", { name: /Confirm your Offbeat account/ }).click();
      const reader = admin.getByTestId("mail-reader");
      // The text part first, its confirmation link clickable.
      expect(await reader.getByRole("tab", { name: "Text" }).getAttribute("aria-selected")).toBe(
        "true",
      );
      const link = (await waitForMail(email, /Confirm/)).text.match(/https?:\/\/\S+/)?.[0] ?? "";
      expect(await reader.getByRole("link", { name: link, exact: true }).count()).toBe(1);
      await reader.getByRole("tab", { name: "HTML" }).click();
      // The HTML part as a mail client draws it: the greeting and the button, in a frame
      // that runs no script and whose links open in a new tab.
      const frame = admin.frameLocator("[data-testid=mail-html]");
      const greeting = frame
        .getByText("Hi Eva Ekdahl, welcome to Offbeat.")
        .filter({ visible: true });
      await expect.poll(() => greeting.count()).toBe(1);
      const button = frame.getByRole("link", { name: "Confirm my email" });
      expect(await button.isVisible()).toBe(true);
      await snap(admin, "01b-dev-mailbox-html");
      const [tab] = await Promise.all([admin.context().waitForEvent("page"), button.click()]);
      await tab.waitForLoadState();
      // The mail's own link, opened beside the mailbox (the frame stays on the mail).
      expect(tab.url().startsWith(baseUrl)).toBe(true);
      expect(new URL(tab.url()).pathname).not.toBe("/dev/mailbox");
      expect(await frame.getByRole("link", { name: "Confirm my email" }).count()).toBe(1);
      await tab.close();
    } finally {
      await admin.close();
    }
  });

  it("enables two-factor in Settings > Security with a code from an authenticator", async () => {
    await page.goto("/dashboard/settings");
    await page.getByRole("tab", { name: "Security" }).click();
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Enable Two-Factor Authentication" }).click();
    const secret = (await page.getByTestId("totp-secret").textContent())?.replace(/\s/g, "") ?? "";
    expect(secret).toMatch(/^[A-Z2-7]+=*$/);
    await expect.poll(() => page.getByTestId("totp-qr").count()).toBe(1);
    totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 });
    // Each stage takes the keyboard's focus from the form it replaced: here the code field.
    const focusedLabel = () =>
      page.evaluate(() => {
        const el = document.activeElement;
        // The page's body holds every text: nothing focused is "", not the whole page.
        if (!el || el === document.body) return "";
        return (el as HTMLInputElement).labels?.[0]?.textContent ?? el.textContent ?? "";
      });
    await expect.poll(focusedLabel).toContain("Verification code");
    enrolmentCode = codeAt(totp);
    await page.getByLabel("Verification code").fill(enrolmentCode);
    await page.getByRole("button", { name: "Verify", exact: true }).click();
    await expect
      .poll(() => page.getByTestId("backup-codes").locator("li").count())
      .toBeGreaterThan(5);
    await snap(page, "03-backup-codes");
    await expect.poll(() => focusedLabel()).not.toBe("");
    expect(
      await page.evaluate(
        () => !!document.activeElement?.closest("[data-testid=two-factor-section]"),
      ),
    ).toBe(true);
    await page.getByRole("button", { name: "I have saved my codes" }).click();
    await expect
      .poll(() => page.getByTestId("two-factor-status").textContent())
      .toContain("Enabled");
    await expect.poll(focusedLabel).toContain("Password");
  });

  it("signs out and back in with a fresh code, landing on the dashboard", async () => {
    // The sidebar's (Settings' Security tab also has "Sign out all other devices").
    await page.getByRole("button", { name: "Sign Out", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByRole("button", { name: "Log In" }).first().click();
    await signInThroughDialog(page, email, password);
    const code = page.getByLabel("Authentication code");
    await code.fill("12ab");
    expect(await code.inputValue()).toBe("12");
    const verify = page.getByRole("button", { name: "Verify Code" });
    expect(await verify.isDisabled()).toBe(true);
    await code.fill("000000");
    await verify.click();
    await expect
      .poll(() => page.getByTestId("form-error").textContent())
      .toContain(AuthMessages.invalidCode);
    // The code spent at enrolment is refused as any wrong code is (RFC 6238 §5.2).
    await code.fill(enrolmentCode);
    const [replay] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith("/api/auth/two-factor/verify")),
      verify.click(),
    ]);
    expect(replay.status()).toBe(400);
    await expect
      .poll(() => page.getByTestId("form-error").textContent())
      .toContain(AuthMessages.invalidCode);
    expect(new URL(page.url()).pathname).toBe("/");
    await code.fill(codeAt(totp, STEP_MS));
    await verify.click();
    await page.waitForURL("**/dashboard");
    await snap(page, "04-dashboard-after-two-factor");
  });

  it("keeps an artist out of the admin area", async () => {
    await page.goto("/admin");
    await page.waitForURL("**/dashboard");
    expect(new URL(page.url()).pathname).toBe("/dashboard");
  });
});

describe("route guard", () => {
  it("sends a signed-out visitor of /dashboard to the home page", async () => {
    const page = await newPage();
    await page.goto("/dashboard");
    await page.waitForURL((url) => url.pathname === "/");
    expect(new URL(page.url()).pathname).toBe("/");
  });

  it("asks a signed-out visitor of a mailed link to sign in, then opens that page", async () => {
    const email = `e2e-link-${Date.now()}@example.com`;
    const password = "my-e2e-password";
    await createConfirmedArtist(baseUrl, { email, password, artistName: "Link Follower" });
    const page = await newPage();
    await page.goto("/dashboard/settings?tab=security");
    await page.getByTestId("auth-dialog").waitFor();
    // The address bar is the home page's again; no toast: nothing ended, a sign-in is needed.
    expect(new URL(page.url()).search).toBe("");
    expect(await page.getByText(AuthScreenMessages.sessionEnded).count()).toBe(0);
    await signInThroughDialog(page, email, password);
    await page.waitForURL((url) => url.pathname === "/dashboard/settings");
    expect(new URL(page.url()).search).toBe("?tab=security");
    await page.getByRole("heading", { name: "Settings" }).waitFor();
  });

  it("says so when the session ends under the user (the password changed elsewhere) and comes back after signing in", async () => {
    const email = `e2e-ended-${Date.now()}@example.com`;
    const password = "my-e2e-password";
    const changed = "my-new-e2e-password";
    await createConfirmedArtist(baseUrl, { email, password, artistName: "Two Devices" });
    const laptop = await signedInPage(browser(), baseUrl, email, password);
    await laptop.goto("/dashboard/earnings");
    await laptop.getByRole("heading", { name: "Earnings", level: 1 }).waitFor();

    // On another device the artist changes the password: every other session ends.
    const phone = await signedInPage(browser(), baseUrl, email, password);
    const change = await phone.request.post("/api/account/password", {
      headers: { origin: baseUrl },
      data: { currentPassword: password, newPassword: changed },
    });
    expect(change.status()).toBe(200);

    // The laptop's page learns it on its own (its live connection is closed), says why, and
    // asks to sign in again, with nothing of the account left on screen.
    await laptop.getByTestId("auth-dialog").waitFor();
    await laptop.getByText(AuthScreenMessages.sessionEnded).waitFor();
    expect(new URL(laptop.url()).pathname).toBe("/");
    // The form has the address in already; only the new password is asked for.
    expect(await laptop.getByTestId("auth-dialog").getByLabel("Email").inputValue()).toBe(email);
    // ...and typing starts there: the password and Enter sign in.
    const passwordField = laptop.getByTestId("auth-dialog").getByLabel("Password", { exact: true });
    await expect
      .poll(() => passwordField.evaluate((el) => el === document.activeElement))
      .toBe(true);
    await snap(laptop, "06-session-ended");
    await laptop.keyboard.type(changed);
    await laptop.keyboard.press("Enter");
    await laptop.waitForURL((url) => url.pathname === "/dashboard/earnings");
    await laptop.getByRole("heading", { name: "Earnings", level: 1 }).waitFor();
  });

  it("leaves for the home page without asking to sign in again after signing out", async () => {
    const email = `e2e-out-${Date.now()}@example.com`;
    const password = "my-e2e-password";
    await createConfirmedArtist(baseUrl, { email, password, artistName: "Signs Out" });
    const page = await signedInPage(browser(), baseUrl, email, password);
    await page.goto("/dashboard/settings");
    await page.getByRole("heading", { name: "Settings" }).waitFor();
    // Nothing the signed-in screens showed is asked for again once signed out (each would be
    // refused with a 401 in the console).
    const refused: string[] = [];
    page.on("response", (response) => {
      if (response.status() >= 400) refused.push(`${response.status()} ${response.url()}`);
    });
    await page.getByRole("button", { name: "Sign Out" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByRole("button", { name: "Log In" }).first().waitFor();
    await page.waitForTimeout(1_000);
    expect(await page.getByTestId("auth-dialog").count()).toBe(0);
    expect(new URL(page.url()).search).toBe("");
    expect(refused).toEqual([]);
  });

  it("lets the admin created on first start into the Admin Panel", async () => {
    const page = await newPage();
    await page.goto("/");
    await page.getByRole("button", { name: "Log In" }).first().click();
    await signInThroughDialog(page, inject("adminEmail"), inject("adminPassword"));
    await page.waitForURL("**/dashboard");
    await page.goto("/admin");
    await expect.poll(() => page.getByTestId("admin-stats").textContent()).toMatch(/\d/);
    expect(new URL(page.url()).pathname).toBe("/admin");
    await snap(page, "05-admin-panel");
  });
});

describe("a forgotten password", () => {
  it("is reset through the mailed link, and only the new one signs in", async () => {
    const email = `e2e-forgot-${Date.now()}@example.com`;
    const password = "my-e2e-password";
    const chosen = "my-chosen-e2e-password";
    await createConfirmedArtist(baseUrl, { email, password, artistName: "Forgetful Fox" });
    const page = await newPage();
    await page.goto("/");
    await page.getByRole("button", { name: "Log In" }).first().click();
    const dialog = page.getByTestId("auth-dialog");
    // The address typed into the sign-in form goes along to the request form.
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByRole("button", { name: "Forgot password?" }).click();
    expect(await dialog.getByLabel("Email").inputValue()).toBe(email);
    await dialog.getByRole("button", { name: "Send reset link" }).click();
    await dialog.getByText(AuthMessages.resetRequested).waitFor();

    const mail = await waitForMail(email, /^Reset your Offbeat password$/);
    const link = mail.text.match(/https?:\/\/\S+\/reset-password\?token=\S+/)?.[0];
    expect(link).toBeTruthy();
    await page.goto(link as string);
    await page.getByRole("heading", { name: "Choose a new password" }).waitFor();
    await page.getByLabel("New password", { exact: true }).fill(chosen);
    await page.getByLabel("Confirm new password").fill(chosen);
    await page.getByRole("button", { name: "Reset Password" }).click();
    await page.getByText(AuthMessages.resetDone).waitFor();
    await snap(page, "07-password-reset");
    // The link is spent: a second use is refused with the way to ask again.
    const again = await newPage();
    await again.goto(link as string);
    await again.getByLabel("New password", { exact: true }).fill("yet-another-password");
    await again.getByLabel("Confirm new password").fill("yet-another-password");
    await again.getByRole("button", { name: "Reset Password" }).click();
    await again.getByRole("button", { name: "Request a new link" }).waitFor();

    await page.getByRole("button", { name: "Sign In" }).click();
    await signInThroughDialog(page, email, password);
    await dialog.getByText(AuthMessages.invalidCredentials).waitFor();
    await dialog.getByLabel("Password", { exact: true }).fill(chosen);
    await dialog.getByRole("button", { name: "Sign In", exact: true }).click();
    await page.waitForURL("**/dashboard");
  });
});

describe("a collaborator's royalty invitation", () => {
  it("opens Create Account with the invited address in", async () => {
    const invited = `e2e-invited+${Date.now()}@example.com`;
    const page = await newPage();
    await page.goto(`/?signup=invited#email=${encodeURIComponent(invited)}`);
    const dialog = page.getByTestId("auth-dialog");
    await dialog.getByRole("tab", { name: "Create Account", selected: true }).waitFor();
    expect(await dialog.getByLabel("Email").inputValue()).toBe(invited);
    expect(new URL(page.url()).search).toBe("");
    expect(new URL(page.url()).hash).toBe("");
    await snap(page, "08-invited-sign-up");
  });

  it("takes a signed-in owner of the address to their earnings, and tells anyone else whose it is", async () => {
    const stamp = Date.now();
    const owner = { email: `e2e-owner+${stamp}@example.com`, password: "e2e-owner-password" };
    await createConfirmedArtist(baseUrl, { ...owner, artistName: "Owner E2E" });
    const page = await signedInPage(browser(), baseUrl, owner.email, owner.password);
    // Mail programs may change the address's case; it is the same address.
    await page.goto(`/?signup=invited#email=${encodeURIComponent(owner.email.toUpperCase())}`);
    await page.waitForURL("**/dashboard/earnings");

    const someoneElse = `e2e-someone+${stamp}@example.com`;
    await page.goto(`/?signup=invited#email=${encodeURIComponent(someoneElse)}`);
    await page.getByText(invitationForAnother(someoneElse, owner.email)).waitFor();
    expect(await page.getByTestId("auth-dialog").count()).toBe(0);
    expect(new URL(page.url()).hash).toBe("");

    await snap(page, "09-invitation-for-another");
    // The toast's Sign out ends the session and opens the invitation for its address.
    await page.getByRole("button", { name: "Sign out" }).click();
    const dialog = page.getByTestId("auth-dialog");
    await dialog.getByRole("tab", { name: "Create Account", selected: true }).waitFor();
    expect(await dialog.getByLabel("Email").inputValue()).toBe(someoneElse);
    const session = await page.request.get("/api/site/session");
    expect(await session.json()).toEqual({ user: null });
  });
});
