import { readFile } from "node:fs/promises";
import { AccountMessages, exportFileName } from "@common/account.ts";
import { AuthMessages } from "@common/auth.ts";
import { DeviceSessionMessages } from "@common/deviceSessions.ts";
import { ProfileMessages } from "@common/profile.ts";
import { RealtimeMessages } from "@common/realtime.ts";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect, inject, it } from "vitest";
import { violations } from "./axe.ts";
import { browserForFile, mailsTo, snap, waitForMail } from "./browser.ts";
import { createConfirmedArtist, signedInPage } from "./users.ts";

const baseUrl = inject("baseUrl");
const browser = browserForFile();

const eventually = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 10_000 });
const button = (page: Page, name: string) => page.getByRole("button", { name, exact: true });
/** The settings banner (spec §8, 5 seconds). */
const banner = (page: Page) =>
  page.locator("[data-testid=form-success], [data-testid=form-error]").first().textContent();

describe("an artist's settings: profile, avatar, password, privacy, export, termination", () => {
  const stamp = Date.now();
  const email = `settings-${stamp}@example.com`;
  const password = "settings-e2e-password";
  const newPassword = "settings-e2e-password-2";
  let page: Page;
  let userId = "";

  it("edits the profile information", async () => {
    await createConfirmedArtist(baseUrl, { email, password, artistName: "Sam Settings" });
    page = await signedInPage(browser(), baseUrl, email, password, { acceptDownloads: true });
    userId = ((await (await page.request.get("/api/me")).json()) as { user: { id: string } }).user
      .id;
    await page.goto("/dashboard/settings");
    await eventually(() => page.getByLabel("Full name").inputValue()).toBe("Mia Messenger");
    expect(await page.getByLabel("Email").isDisabled()).toBe(true);
    await page.getByLabel("Full name").fill("Sam Sorensen");
    await page.getByLabel("Artist name").fill("Sam & The Settings");
    await page.getByLabel("Bio").fill("Synth pop from Gothenburg.");
    await button(page, "Save Changes").click();
    await eventually(() => banner(page)).toContain(ProfileMessages.profileUpdated);
  });

  it("uploads a profile picture", async () => {
    const picture = await sharp({
      create: { width: 320, height: 240, channels: 3, background: "#7c3aed" },
    })
      .png()
      .toBuffer();
    await page
      .getByLabel("Change picture")
      .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: picture });
    await eventually(() => banner(page)).toContain(ProfileMessages.avatarUpdated);
    const avatar = page.getByTestId("avatar-image");
    await eventually(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(256);
    // The sidebar's user card shows the new picture too.
    const cardPicture = page.getByTestId("user-card-avatar");
    await eventually(() => cardPicture.count()).toBe(1);
    await eventually(() => cardPicture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(
      256,
    );
    await snap(page, "settings-01-profile");
  });

  it("changes the password and signs in with the new one", async () => {
    await page.getByRole("tab", { name: "Security" }).click();
    const form = page.getByTestId("change-password-section");
    await form.getByLabel("Current password").fill(password);
    await form.getByLabel("New password", { exact: true }).fill(newPassword);
    await form.getByLabel("Confirm new password").fill("something else entirely");
    await button(page, "Update Password").click();
    await eventually(() => form.textContent()).toContain(ProfileMessages.newPasswordsDoNotMatch);
    await form.getByLabel("Confirm new password").fill(newPassword);
    await button(page, "Update Password").click();
    await eventually(() => banner(page)).toContain(ProfileMessages.passwordUpdated);
    // The owner is told by mail, in case it was not them.
    const told = await waitForMail(email, /^Your Offbeat password was changed$/);
    expect(told.text).toContain("Every other device was signed out.");

    // A fresh browser: the old password is refused, the new one lets the artist in.
    const context = await browser().newContext({
      baseURL: baseUrl,
      viewport: { width: 1280, height: 800 },
    });
    const fresh = await context.newPage();
    await fresh.goto("/");
    await fresh.getByRole("button", { name: "Log In" }).first().click();
    const dialog = fresh.getByTestId("auth-dialog");
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByLabel("Password", { exact: true }).fill(password);
    await dialog.getByRole("button", { name: "Sign In", exact: true }).click();
    await eventually(() => dialog.getByTestId("form-error").textContent()).toContain(
      AuthMessages.invalidCredentials,
    );
    await dialog.getByLabel("Password", { exact: true }).fill(newPassword);
    await dialog.getByRole("button", { name: "Sign In", exact: true }).click();
    await fresh.waitForURL("**/dashboard");
    await context.close();
  });

  it("signs out a phone from the list of signed-in devices; the phone's open page is told at once", async () => {
    const phone = await browser().newContext({
      baseURL: baseUrl,
      viewport: { width: 390, height: 844 },
      userAgent:
        "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
    });
    const phonePage = await phone.newPage();
    const signedIn = await phonePage.request.post("/api/auth/sign-in", {
      headers: { origin: baseUrl },
      data: { email, password: newPassword },
    });
    expect(signedIn.status()).toBe(200);
    // A browser this account had not signed in from: its owner is mailed.
    await eventually(async () =>
      (await mailsTo(email)).some(
        (m) =>
          m.subject === "New sign-in to your Offbeat account" &&
          m.text.includes("Safari on iPhone"),
      ),
    ).toBe(true);
    await phonePage.goto("/dashboard/messages");
    await eventually(() => phonePage.getByRole("heading", { name: "Messages" }).count()).toBe(1);

    // The list is read each time the tab opens.
    await page.getByRole("tab", { name: "Profile Information" }).click();
    await page.getByRole("tab", { name: "Security" }).click();
    const devices = page.getByTestId("signed-in-devices");
    const rows = devices.getByRole("listitem");
    // This browser, the one that signed in with the new password above, and the phone.
    await eventually(() => rows.allInnerTexts()).toEqual([
      expect.stringMatching(/^Chrome on Linux\s*This device\s*Signed in /),
      expect.stringMatching(/^Safari on iPhone\s*Signed in .*Sign out$/s),
      expect.stringMatching(/^Chrome on Linux\s*Signed in .*Sign out$/s),
    ]);
    expect(await violations(page)).toBe("");
    await snap(page, "settings-02-signed-in-devices");
    await devices.getByRole("button", { name: /^Sign out Safari on iPhone/ }).click();
    await eventually(() => banner(page)).toContain(DeviceSessionMessages.signedOutOne);
    await eventually(() => rows.count()).toBe(2);
    // The phone's socket closed with its session: its page says so and offers to sign in.
    await eventually(() => phonePage.getByText(RealtimeMessages.sessionEnded).count()).toBe(1);
    expect((await phonePage.request.get("/api/me")).status()).toBe(401);

    await button(page, "Sign out all other devices").click();
    await eventually(() => banner(page)).toContain("Signed out 1 other device.");
    await eventually(() => rows.count()).toBe(1);
    expect(await button(page, "Sign out all other devices").isDisabled()).toBe(true);
    expect((await page.request.get("/api/me")).status()).toBe(200);
    await phone.close();
  });

  it("starts two-factor, cancels, and on starting again is told the first enrolment is reused", async () => {
    const section = page.getByTestId("two-factor-section");
    const start = async () => {
      await section.getByLabel("Password", { exact: true }).fill(newPassword);
      await section.getByRole("button", { name: "Enable Two-Factor Authentication" }).click();
      await eventually(() => section.getByTestId("two-factor-enrolment").count()).toBe(1);
      return section.getByTestId("totp-secret").textContent();
    };
    const firstSecret = await start();
    expect(await section.getByTestId("enrolment-message").count()).toBe(0);
    await section.getByRole("button", { name: "Cancel" }).click();
    const secondSecret = await start();
    expect(secondSecret).toBe(firstSecret);
    expect(await section.getByTestId("enrolment-message").textContent()).toBe(
      AuthMessages.twoFactorFactorExists,
    );
    await snap(page, "settings-02-two-factor-reused");
    await section.getByRole("button", { name: "Cancel" }).click();
  });

  it("saves privacy settings, which stay saved", async () => {
    await page.getByRole("tab", { name: "Account Info" }).click();
    const privacy = page.getByTestId("privacy-settings");
    await eventually(() => privacy.count()).toBe(1);
    // Spec §9 defaults: public, marketing on, sharing off.
    expect(await page.getByRole("radio", { name: "Public" }).getAttribute("aria-checked")).toBe(
      "true",
    );
    const marketing = page.getByRole("switch", { name: "Marketing emails" });
    const sharing = page.getByRole("switch", { name: "Data sharing" });
    expect(await marketing.getAttribute("aria-checked")).toBe("true");
    expect(await sharing.getAttribute("aria-checked")).toBe("false");

    await page.getByRole("radio", { name: "Private" }).click();
    await marketing.click();
    await sharing.click();
    await button(page, "Save Privacy Settings").click();
    await eventually(() => banner(page)).toContain(AccountMessages.privacySaved);
    await snap(page, "settings-02-account-info");

    await page.reload();
    await page.getByRole("tab", { name: "Account Info" }).click();
    await eventually(() =>
      page.getByRole("radio", { name: "Private" }).getAttribute("aria-checked"),
    ).toBe("true");
    expect(
      await page.getByRole("switch", { name: "Marketing emails" }).getAttribute("aria-checked"),
    ).toBe("false");
    expect(
      await page.getByRole("switch", { name: "Data sharing" }).getAttribute("aria-checked"),
    ).toBe("true");
  });

  it("exports the data as a JSON file named with the user id, and reads it", async () => {
    const downloading = page.waitForEvent("download");
    await button(page, "Export My Data").click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(exportFileName(userId));
    const file = JSON.parse(await readFile(await download.path(), "utf8"));
    expect(file.exported_at).toEqual(expect.any(String));
    expect(file.user).toMatchObject({
      id: userId,
      email,
      full_name: "Sam Sorensen",
      artist_name: "Sam & The Settings",
      bio: "Synth pop from Gothenburg.",
    });
    expect(file.privacy_settings).toMatchObject({
      profile_visibility: "private",
      marketing_emails: false,
      data_sharing_opt_in: true,
    });
    for (const key of [
      "releases",
      "tracks",
      "warnings",
      "suspensions",
      "messages",
      "royalty_splits",
    ])
      expect(Array.isArray(file[key])).toBe(true);
    expect(JSON.stringify(file)).not.toContain(newPassword);
    await eventually(() => banner(page)).toContain(AccountMessages.exportDownloaded);
  });

  it("asks for termination in a confirmation dialog and shows the request's status", async () => {
    const section = page.getByTestId("termination-section");
    expect(await section.textContent()).toContain("30 days");
    await button(page, "Terminate Account").click();
    const dialog = page.getByTestId("termination-dialog");
    await eventually(() => dialog.count()).toBe(1);
    expect(await dialog.textContent()).toContain("up to 30 days");
    await dialog.getByLabel("Reason (optional)").fill("Taking a break from music.");
    await snap(page, "settings-03-termination-dialog");
    await button(page, "Submit Termination Request").click();
    await eventually(() => banner(page)).toContain(AccountMessages.terminationSubmitted);
    await eventually(() => page.getByTestId("termination-status").textContent()).toContain(
      "Pending",
    );
    expect(await button(page, "Terminate Account").isDisabled()).toBe(true);
    await snap(page, "settings-04-termination-pending");
  });

  it("shows the request to an admin, who moves it along; the artist sees the new status", async () => {
    const admin = await signedInPage(
      browser(),
      baseUrl,
      inject("adminEmail"),
      inject("adminPassword"),
    );
    await admin.goto("/admin/tools");
    const card = admin.getByTestId("deletion-requests-card");
    const row = card.getByTestId("deletion-request").filter({ hasText: email });
    await eventually(() => row.count()).toBe(1);
    expect(await row.textContent()).toContain("Taking a break from music.");
    await row.getByRole("combobox").selectOption("in_progress");
    await eventually(() => row.getByRole("combobox").inputValue()).toBe("in_progress");
    await snap(admin, "settings-05-admin-panel");

    // The newsletter goes to users with marketing emails on; this artist turned them off.
    const newsletter = admin.getByTestId("newsletter-card");
    await newsletter.getByLabel("Subject").fill(`News ${stamp}`);
    await newsletter.getByLabel("Message").fill("New releases this month.");
    await newsletter.getByRole("button", { name: "Send", exact: true }).click();
    await eventually(() => newsletter.getByTestId("newsletter-result").textContent()).toMatch(
      /^Newsletter queued for \d+ recipients?\.$/,
    );
    // The admin (marketing on by default) gets it, with its unsubscribe link; the artist does not.
    const received = await waitForMail(inject("adminEmail"), new RegExp(`News ${stamp}`));
    expect(received.text).toContain("/api/account/unsubscribe?token=");
    expect(JSON.stringify(await mailsTo(email))).not.toContain(`News ${stamp}`);

    await page.reload();
    await page.getByRole("tab", { name: "Account Info" }).click();
    await eventually(() => page.getByTestId("termination-status").textContent()).toContain(
      "In progress",
    );
    await admin.context().close();
  });
});
