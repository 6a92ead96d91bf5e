import { ReleaseMessages } from "@common/releases.ts";
import { ReviewMessages } from "@common/review.ts";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, snap } from "./browser.ts";
import { submitRelease } from "./releaseApi.ts";
import { enableFolderStores, waitForReleaseStatus } from "./storesApi.ts";
import { createConfirmedArtist, signedInPage } from "./users.ts";

/**
 * Issue 4's journey across three people: an artist submits; staff rejects with a reason; the
 * artist's open page hears of it without a reload, the artist fixes the release and resubmits;
 * an admin approves and marks it distributed; the artist asks for a takedown. Then the admin
 * suspends the artist, whose open page turns into the overlay, and lifts it again.
 */
const baseUrl = inject("baseUrl");
let browser: Browser;
let restoreStores: (() => Promise<void>) | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
  // Issue 15: "Mark as Distributed" delivers to the release's enabled stores.
  const admin = await signedInPage(browser, baseUrl, inject("adminEmail"), inject("adminPassword"));
  ({ restore: restoreStores } = await enableFolderStores(admin, ["spotify"]));
});
afterAll(async () => {
  await restoreStores?.();
  await browser?.close();
});

const eventually = <T>(read: () => Promise<T> | T, timeout = 12_000) =>
  expect.poll(read, { timeout });
const toast = (page: Page, text: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text });
const card = (page: Page, title: string) =>
  page.getByTestId("admin-release-card").filter({ hasText: title });

describe("a release from submission to takedown, and a suspension", () => {
  const stamp = Date.now() % 1_000_000;
  const artistEmail = `journey-artist-${stamp}@example.com`;
  const staffEmail = `journey-staff-${stamp}@example.com`;
  const password = "journey-e2e-password";
  const alias = `Harbor Lights ${stamp}`;
  const title = `First Light ${stamp}`;
  const fixedTitle = `First Light (Remaster) ${stamp}`;
  const reason = "The artwork shows a brand logo; please send artwork without it.";
  let artist: Page;
  let staff: Page;
  let admin: Page;
  let releaseId: string;

  it("the admin makes a new account staff from User Details", async () => {
    await createConfirmedArtist(baseUrl, {
      email: staffEmail,
      password,
      artistName: `Reviewer ${stamp}`,
    });
    admin = await signedInPage(browser, baseUrl, inject("adminEmail"), inject("adminPassword"));
    await admin.goto("/admin/users");
    await admin.getByLabel("Search users").fill(staffEmail);
    await eventually(() => admin.getByTestId("user-row").count()).toBe(1);
    await admin.getByRole("button", { name: `View details of Reviewer ${stamp}` }).click();
    const details = admin.getByTestId("user-details-modal");
    await details.getByLabel("Role", { exact: true }).selectOption("staff");
    await details.getByRole("button", { name: "Change Role" }).click();
    await admin.getByRole("alertdialog").getByRole("button", { name: "Change Role" }).click();
    await eventually(() => toast(admin, "is now Staff.").count()).toBe(1);
    await snap(admin, "journey-01-role-changed");
    await admin.keyboard.press("Escape");
    staff = await signedInPage(browser, baseUrl, staffEmail, password);
  });

  it("the artist submits a release and keeps the dashboard open", async () => {
    await createConfirmedArtist(baseUrl, { email: artistEmail, password, artistName: alias });
    artist = await signedInPage(browser, baseUrl, artistEmail, password);
    releaseId = await submitRelease(artist, title, alias);
    await artist.goto("/dashboard");
    await eventually(() => artist.getByTestId("dashboard-stats").count()).toBe(1);
    expect(await artist.getByTestId("bell-unread").count()).toBe(0);
  });

  it("staff rejects it with a reason; the artist's page shows the notification without reload", async () => {
    await staff.goto("/admin/releases");
    await staff.getByLabel("Search releases by title, artist or owner email").fill(title);
    await eventually(() => card(staff, title).count()).toBe(1);
    await card(staff, title).getByRole("button", { name: "Review", exact: true }).click();
    const review = staff.getByTestId("release-review-modal");
    await eventually(() => review.getByTestId("release-review").count()).toBe(1);
    await review.getByRole("button", { name: "Reject", exact: true }).click();
    const reject = staff.getByTestId("reject-release-modal");
    await reject.getByLabel("Reason for rejection").fill(reason);
    await reject.getByRole("button", { name: "Reject Release" }).click();
    await eventually(() => toast(staff, ReviewMessages.rejected).count()).toBe(1);

    // The artist's dashboard was open all along: the bell and the My Releases badge light up.
    await eventually(() => artist.getByTestId("bell-unread").count()).toBe(1);
    await eventually(() => artist.getByTestId("releases-nav-unread").count()).toBe(1);
    await artist.getByRole("button", { name: /^Notifications/ }).click();
    const item = artist.getByTestId("notification").first();
    await eventually(() => item.textContent()).toContain("Release rejected");
    expect(await item.textContent()).toContain(reason);
    await snap(artist, "journey-02-artist-notified");
    await artist.keyboard.press("Escape");
  });

  it("the artist fixes it on the edit screen and resubmits", async () => {
    await artist.goto(`/dashboard/release/${releaseId}`);
    await eventually(() => artist.getByTestId("admin-notes").textContent()).toBe(reason);
    // The artist listens to the master the reviewer heard (a signed, short-lived link).
    const track = `${title} (Main Mix)`;
    await artist.getByRole("button", { name: `Play ${track}` }).click();
    await eventually(() => artist.getByRole("button", { name: `Pause ${track}` }).count()).toBe(1);
    await artist.getByRole("button", { name: `Pause ${track}` }).click();
    // Visiting a release page marks the artist's notifications read.
    await eventually(() => artist.getByTestId("bell-unread").count()).toBe(0);
    await artist.getByRole("link", { name: "Edit Release" }).click();
    await artist.waitForURL(`**/dashboard/release/${releaseId}/edit`);
    await eventually(() => artist.getByLabel("Title").inputValue()).toBe(title);
    await artist.getByLabel("Title").fill(fixedTitle);
    await artist.getByRole("button", { name: "Save & Resubmit" }).click();
    await artist.waitForURL("**/dashboard/releases");
    await snap(artist, "journey-03-resubmitted");
  });

  it("the admin approves it in the review and marks it distributed", async () => {
    await admin.goto("/admin/releases");
    await admin.getByLabel("Search releases by title, artist or owner email").fill(fixedTitle);
    await eventually(() => card(admin, fixedTitle).count()).toBe(1);
    await card(admin, fixedTitle).getByRole("button", { name: "Review", exact: true }).click();
    const review = admin.getByTestId("release-review-modal");
    await eventually(() => review.getByTestId("release-review").count()).toBe(1);
    await review.getByRole("button", { name: "Approve", exact: true }).click();
    await eventually(() => toast(admin, ReviewMessages.approved).count()).toBe(1);

    await admin.getByLabel("Status", { exact: true }).selectOption("approved");
    await eventually(() => card(admin, fixedTitle).count()).toBe(1);
    await card(admin, fixedTitle).getByRole("button", { name: "Mark as Distributed" }).click();
    await eventually(() => toast(admin, ReviewMessages.distributed).count()).toBe(1);
    // The release turns distributed once the store has the batch (a background job).
    await waitForReleaseStatus(admin, releaseId, "distributed");
    await admin.getByLabel("Status", { exact: true }).selectOption("distributed");
    await eventually(() => card(admin, fixedTitle).count()).toBe(1);
    await snap(admin, "journey-04-distributed");
  });

  it("the artist, told live, requests a takedown of the distributed release", async () => {
    await artist.goto("/dashboard");
    await eventually(() => artist.getByTestId("dashboard-stats").count()).toBe(1);
    await artist.getByRole("button", { name: /^Notifications/ }).click();
    await eventually(() => artist.getByTestId("notification").first().textContent()).toContain(
      "Release distributed",
    );
    await artist.keyboard.press("Escape");

    await artist.goto(`/dashboard/release/${releaseId}`);
    await artist.getByRole("button", { name: "Request Takedown" }).click();
    await artist.getByLabel("Reason").fill("The label and I are re-releasing it next year.");
    await artist.getByRole("button", { name: "Submit Request" }).click();
    await eventually(() => toast(artist, ReleaseMessages.takedownSubmitted).count()).toBe(1);
    await snap(artist, "journey-05-takedown");
  });

  it("the admin suspends the artist for 7 days: the artist's open page shows the overlay", async () => {
    await artist.goto("/dashboard/releases");
    await eventually(() => artist.getByRole("heading", { name: "My Releases" }).count()).toBe(1);
    await admin.goto("/admin/users");
    await admin.getByLabel("Search users").fill(artistEmail);
    await eventually(() => admin.getByTestId("user-row").count()).toBe(1);
    await admin.getByRole("button", { name: `Suspend ${alias}` }).click();
    const modal = admin.getByTestId("suspend-user-modal");
    expect(await modal.getByLabel("Duration (days)").inputValue()).toBe("7");
    await modal.getByLabel("Reason").fill("Repeated copyright complaints.");
    await modal.getByRole("button", { name: "Suspend User" }).click();

    await eventually(() => artist.getByRole("heading", { name: "Account Suspended" }).count()).toBe(
      1,
    );
    expect(await artist.getByTestId("suspension-reason").textContent()).toBe(
      "Repeated copyright complaints.",
    );
    expect(await artist.getByText("7 days remaining").count()).toBe(1);
    // The server refuses the suspended session too, not only the page.
    const refused = await artist.request.get("/api/releases");
    expect(refused.status()).toBe(403);
    await snap(artist, "journey-06-suspended");
  });

  it("the admin removes the suspension: the artist's access returns", async () => {
    await admin.getByRole("button", { name: `Remove suspension of ${alias}` }).click();
    await admin.getByRole("button", { name: "Remove Suspension" }).click();
    await eventually(() => admin.getByTestId("user-status").textContent()).toBe("Active");
    await eventually(() => artist.getByTestId("suspension-overlay").count(), 20_000).toBe(0);
    await eventually(() => artist.getByRole("heading", { name: "My Releases" }).count()).toBe(1);
    expect((await artist.request.get("/api/releases")).status()).toBe(200);
    await snap(artist, "journey-07-back");
  });
});
