import { ModerationMessages, ModerationResults } from "@common/moderation.ts";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { browserForFile, snap } from "./browser.ts";
import { createConfirmedArtist, signedInPage } from "./users.ts";

const baseUrl = inject("baseUrl");
const browser = browserForFile();
let admin: Page;
let artist: Page;

/**
 * Live changes cross two browsers and a server. The return from a suspension rides on the
 * overlay's 10 s poll (the artist has no socket while suspended): allow it 20 s.
 */
const eventually = <T>(read: () => Promise<T> | T, timeout = 12_000) =>
  expect.poll(read, { timeout });
const count = (page: Page, testId: string) => page.getByTestId(testId).count();

const stamp = Date.now() % 1_000_000;
const email = `moderated-${stamp}@example.com`;
const password = "moderation-e2e-password";
const artistName = `Mo Derated ${stamp}`;

describe("moderating an artist from /admin/users while their dashboard is open", () => {
  it("lists the artist for the admin, searched by email", async () => {
    await createConfirmedArtist(baseUrl, { email, password, artistName, fullName: "Mo Derated" });
    artist = await signedInPage(browser(), baseUrl, email, password);
    await artist.goto("/dashboard");
    await eventually(() => count(artist, "dashboard-stats")).toBe(1);

    admin = await signedInPage(browser(), baseUrl, inject("adminEmail"), inject("adminPassword"));
    await admin.goto("/admin/users");
    await eventually(() => count(admin, "user-row")).toBeGreaterThan(0);
    await admin.getByLabel("Search users").fill(email);
    await eventually(() => count(admin, "user-row")).toBe(1);
    const row = admin.getByTestId("user-row");
    expect(await row.textContent()).toContain(artistName);
    expect(await row.getByTestId("user-status").textContent()).toBe("Active");
    await admin.getByLabel("Role").selectOption("admin");
    await eventually(() => admin.getByText("No users match these filters.").count()).toBe(1);
    await admin.getByLabel("Role").selectOption("artist");
    await eventually(() => count(admin, "user-row")).toBe(1);
    await snap(admin, "moderation-01-admin-users");
  });

  it("suspends the artist: their open page shows Account Suspended with the reason, no reload", async () => {
    await admin.getByRole("button", { name: `Suspend ${artistName}` }).click();
    const modal = admin.getByTestId("suspend-user-modal");
    expect(await modal.getByLabel("Duration (days)").inputValue()).toBe("7");
    await modal.getByRole("button", { name: "Suspend User" }).click();
    await eventually(() => modal.getByText(ModerationMessages.reasonRequired).count()).toBe(1);
    await snap(admin, "moderation-02-suspend-modal");
    await modal.getByLabel("Reason").fill("Uploading music you do not own.");
    await modal.getByRole("button", { name: "Suspend User" }).click();
    await eventually(() => admin.getByText(ModerationResults.suspended).count()).toBe(1);
    await eventually(() => admin.getByTestId("user-status").textContent()).toBe("Suspended");

    await eventually(() => artist.getByRole("heading", { name: "Account Suspended" }).count()).toBe(
      1,
    );
    await eventually(() => artist.getByTestId("suspension-reason").textContent()).toBe(
      "Uploading music you do not own.",
    );
    expect(await artist.getByText("days remaining").count()).toBe(1);
    expect(await count(artist, "dashboard-stats")).toBe(0);
    // Whatever the route, only the overlay.
    await artist.goto("/dashboard/releases");
    await eventually(() => count(artist, "suspension-overlay")).toBe(1);
    expect(await artist.getByRole("heading", { name: "My Releases" }).count()).toBe(0);
    await snap(artist, "moderation-03-artist-suspended");
  });

  it("removes the suspension: the artist's page comes back by itself", async () => {
    await admin.getByRole("button", { name: `Remove suspension of ${artistName}` }).click();
    await admin.getByRole("button", { name: "Remove Suspension" }).click();
    await eventually(() => admin.getByText(ModerationResults.unsuspended).count()).toBe(1);
    await eventually(() => admin.getByTestId("user-status").textContent()).toBe("Active");

    await eventually(() => count(artist, "suspension-overlay"), 20_000).toBe(0);
    await eventually(() => artist.getByRole("heading", { name: "My Releases" }).count()).toBe(1);
    await snap(artist, "moderation-04-artist-back");
  });

  it("warns the artist: the warning modal shows at once and only I Understand closes it", async () => {
    await admin.getByRole("button", { name: `Issue warning to ${artistName}` }).click();
    const modal = admin.getByTestId("issue-warning-modal");
    await modal.getByText("High", { exact: true }).click();
    await modal.getByLabel("Reason").fill("Misleading metadata on your latest release.");
    // "1e" is no number of days (the field reads it as empty): refused, not taken for a warning
    // that never expires.
    const expiry = modal.getByLabel("Expires after (days, optional)");
    await expiry.pressSequentially("1e");
    await modal.getByRole("button", { name: "Issue Warning" }).click();
    await modal.getByText("Expiry must be between 1 and 365 days.").waitFor();
    await expiry.clear();
    await snap(admin, "moderation-05-warning-modal-admin");
    await modal.getByRole("button", { name: "Issue Warning" }).click();
    await eventually(() => admin.getByText(ModerationResults.warned).count()).toBe(1);

    const warning = artist.getByTestId("warning-modal");
    await eventually(() => warning.count()).toBe(1);
    expect(await warning.getByTestId("warning-position").textContent()).toBe("1 of 1 warnings");
    expect(await warning.getByTestId("warning-reason").textContent()).toBe(
      "Misleading metadata on your latest release.",
    );
    expect(await warning.getByTestId("severity-badge").textContent()).toBe("High severity");
    await artist.keyboard.press("Escape");
    await artist.mouse.click(10, 10);
    expect(await warning.count()).toBe(1);
    expect(await warning.getByRole("button", { name: "Close" }).count()).toBe(0);
    await snap(artist, "moderation-06-artist-warning");
    await warning.getByRole("button", { name: "I Understand" }).click();
    await eventually(() => warning.count()).toBe(0);
    await artist.reload();
    await eventually(() => artist.getByRole("heading", { name: "My Releases" }).count()).toBe(1);
    expect(await count(artist, "warning-modal")).toBe(0);
  });

  it("shows the history in User Details", async () => {
    await admin.getByRole("button", { name: `View details of ${artistName}` }).click();
    const details = admin.getByTestId("user-details-modal");
    await eventually(() =>
      details.getByText("Misleading metadata on your latest release.").count(),
    ).toBe(1);
    expect(await details.getByText("Uploading music you do not own.").count()).toBe(1);
    expect(await details.getByText(/Acknowledged/).count()).toBe(1);
    expect(await details.getByText(/^Removed /).count()).toBe(1);
    expect(await details.getByText(artistName, { exact: true }).count()).toBeGreaterThan(0);
    await snap(admin, "moderation-07-user-details");
  });
});
