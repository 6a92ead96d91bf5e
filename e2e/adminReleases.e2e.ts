import { ReviewMessages } from "@common/review.ts";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, snap } from "./browser.ts";
import { submitRelease } from "./releaseApi.ts";
import { enableFolderStores, waitForReleaseStatus } from "./storesApi.ts";
import { createConfirmedArtist, signedInPage } from "./users.ts";

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

const eventually = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 10_000 });
const button = (scope: Page | ReturnType<Page["getByTestId"]>, name: string) =>
  scope.getByRole("button", { name, exact: true });
const toast = (page: Page, text: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text });
const card = (page: Page, title: string) =>
  page.getByTestId("admin-release-card").filter({ hasText: title });

describe("release review by staff and admins", () => {
  const stamp = Date.now();
  const artistEmail = `review-artist-${stamp}@example.com`;
  const staffEmail = `review-staff-${stamp}@example.com`;
  const password = "review-e2e-password";
  const alias = `Lumen ${stamp % 100_000}`;
  const rejectTitle = `Glass Hours ${stamp % 1000}`;
  const approveTitle = `Salt Lines ${stamp % 1000}`;
  const reason = "The master clips in the chorus; please send a quieter mix.";
  let artist: Page;
  let staff: Page;
  let admin: Page;
  let rejectId: string;
  let approveId: string;

  it("prepares an artist with two submitted releases and a staff member", async () => {
    await createConfirmedArtist(baseUrl, { email: artistEmail, password, artistName: alias });
    artist = await signedInPage(browser, baseUrl, artistEmail, password);
    rejectId = await submitRelease(artist, rejectTitle, alias);
    approveId = await submitRelease(artist, approveTitle, alias);

    await createConfirmedArtist(baseUrl, { email: staffEmail, password, artistName: "Staff" });
    staff = await signedInPage(browser, baseUrl, staffEmail, password);
    const me = (await (await staff.request.get("/api/me")).json()) as { user: { id: string } };
    admin = await signedInPage(browser, baseUrl, inject("adminEmail"), inject("adminPassword"));
    const promoted = await admin.request.patch(`/api/admin/users/${me.user.id}/role`, {
      headers: { origin: baseUrl },
      data: { role: "staff" },
    });
    expect(promoted.status()).toBe(200);
  });

  it("lets staff find a submitted release, play it in the bar and open its review", async () => {
    await staff.goto("/admin/releases");
    await eventually(() => staff.getByRole("heading", { name: "All Releases" }).count()).toBe(1);
    expect(await staff.getByLabel("Status", { exact: true }).inputValue()).toBe("submitted");
    const search = staff.getByLabel("Search releases by title, artist or owner email");
    // The spec's label stays; the codes it also finds are its description.
    const describedBy = (await search.getAttribute("aria-describedby")) ?? "";
    expect(await staff.locator(`[id="${describedBy}"]`).textContent()).toBe(
      "Also finds a release by its UPC, or by a track's ISRC.",
    );
    await search.fill(rejectTitle);
    await eventually(() => staff.getByTestId("admin-release-card").count()).toBe(1);
    await snap(staff, "admin-releases-01-staff-search");

    // The owner's email finds it too.
    await staff.getByLabel("Search releases by title, artist or owner email").fill(artistEmail);
    await eventually(() => staff.getByTestId("admin-release-card").count()).toBe(2);

    await card(staff, rejectTitle)
      .getByRole("button", { name: `Play ${rejectTitle} (Main Mix)` })
      .click();
    const bar = staff.getByTestId("now-playing-bar");
    await eventually(() => bar.isVisible()).toBe(true);
    expect(await bar.getByTestId("now-playing-title").textContent()).toContain(rejectTitle);
    expect(await bar.getByTestId("now-playing-volume").inputValue()).toBe("0.7");
    await eventually(() => bar.getByRole("button", { name: "Pause" }).count()).toBe(1);
    await bar.getByRole("button", { name: "Forward 10 seconds" }).click();
    await bar.getByRole("button", { name: "Pause" }).click();
    await snap(staff, "admin-releases-02-now-playing");

    await button(card(staff, rejectTitle), "Review").click();
    const review = staff.getByTestId("release-review-modal");
    await eventually(() => review.getByTestId("release-review").count()).toBe(1);
    const text = (await review.textContent()) ?? "";
    for (const part of [rejectTitle, alias, "Single", "Electronic", "Recorded live in one take."])
      expect(text).toContain(part);
    expect(text).toContain("Submitted");
    expect(text).toContain("User ID");
    expect(await review.getByTestId("qc-warnings").count()).toBe(1);
    expect(await review.getByRole("link", { name: "Download Full Metadata" }).count()).toBe(1);
    await snap(staff, "admin-releases-03-review-modal");
  });

  it("lets staff reject with a required reason, which the artist then reads", async () => {
    const review = staff.getByTestId("release-review-modal");
    await button(review, "Reject").click();
    const reject = staff.getByTestId("reject-release-modal");
    await eventually(() => reject.isVisible()).toBe(true);
    expect(await reject.textContent()).toContain("*");
    await button(reject, "Reject Release").click();
    await eventually(() => reject.getByRole("alert").textContent()).toBe(
      ReviewMessages.rejectReasonRequired,
    );
    await snap(staff, "admin-releases-04-reject-required");
    await reject.getByLabel("Reason for rejection").fill(reason);
    await button(reject, "Reject Release").click();
    await eventually(() => toast(staff, "Release rejected").count()).toBe(1);
    await eventually(() => staff.getByTestId("release-review-modal").count()).toBe(0);
    await eventually(() => card(staff, rejectTitle).count()).toBe(0);
    // The card the review was opened from is gone: focus is on the Review of the card now in
    // its place (the artist's other release), not on the page's body.
    await eventually(() =>
      staff.evaluate(() => {
        const focused = document.activeElement;
        const inCard = focused?.closest("[data-testid=admin-release-card]");
        return inCard
          ? `${focused?.textContent?.trim()} in ${inCard.textContent}`
          : `elsewhere (${focused?.tagName})`;
      }),
    ).toMatch(new RegExp(`^Review in .*${approveTitle}`));
    await snap(staff, "admin-releases-05-rejected");

    // The admin dashboard is for admins only (decision 2).
    await staff.goto("/admin");
    await staff.waitForURL(/\/dashboard$/);

    await artist.goto(`/dashboard/release/${rejectId}`);
    await eventually(() => artist.getByTestId("admin-notes").textContent()).toBe(reason);
  });

  it("lets an admin approve from the dashboard and mark the release distributed", async () => {
    await admin.goto("/admin");
    await eventually(() => admin.getByRole("heading", { name: "Admin Dashboard" }).count()).toBe(1);
    const row = admin.getByTestId("pending-review").filter({ hasText: approveTitle });
    await eventually(() => row.count()).toBe(1);
    expect(await row.textContent()).toContain("1 track");
    expect(await admin.getByTestId("recent-users").textContent()).toContain(staffEmail);
    await snap(admin, "admin-releases-06-dashboard");

    // By keyboard: once the release leaves the list, focus is on the next one's Approve, or on
    // the emptied list, not on the page's body.
    await button(row, "Approve").focus();
    await admin.keyboard.press("Enter");
    await eventually(() => toast(admin, "Release approved").count()).toBe(1);
    await eventually(() => row.count()).toBe(0);
    await eventually(() =>
      admin.evaluate(() => {
        const focused = document.activeElement;
        if (focused?.matches("[data-testid=pending-reviews]")) return "the list";
        return focused?.closest("[data-testid=pending-review]") ? focused.textContent : "elsewhere";
      }),
    ).toMatch(/^(the list|Approve)$/);

    await admin.goto("/admin/releases?status=approved");
    await eventually(() => card(admin, approveTitle).count()).toBe(1);
    await snap(admin, "admin-releases-07-approved");
    await button(card(admin, approveTitle), "Mark as Distributed").click();
    await eventually(() => toast(admin, ReviewMessages.distributed).count()).toBe(1);
    // Delivery has started: the card no longer offers the button; the release turns distributed
    // once the stores have the batch, and leaves the Approved list. That can happen before the
    // list is read again (a full clean run once found the card gone at the first look).
    await eventually(() =>
      card(admin, approveTitle).getByRole("button", { name: "Mark as Distributed" }).count(),
    ).toBe(0);
    await waitForReleaseStatus(admin, approveId, "distributed");
    await eventually(() => card(admin, approveTitle).count()).toBe(0);

    await admin.getByLabel("Status", { exact: true }).selectOption("distributed");
    await eventually(() => card(admin, approveTitle).count()).toBe(1);
    await snap(admin, "admin-releases-08-distributed");
  });
});
