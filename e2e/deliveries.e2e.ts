import { DistributionMessages, TakedownMessages } from "@common/distribution.ts";
import type { PlatformId } from "@common/platforms.ts";
import { ReviewMessages } from "@common/review.ts";
import type { StoreView } from "@common/stores.ts";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, snap } from "./browser.ts";
import { submitRelease } from "./releaseApi.ts";
import { acknowledgeDelivery, enableFolderStores } from "./storesApi.ts";
import { createConfirmedArtist, signedInPage } from "./users.ts";

/**
 * Issue 15, "Stores and delivery" and "Takedowns": staff distribute a release to two folder
 * stores, the artist's open release page follows each store's state, a store's acknowledgement
 * turns it live ("Live on 1 of 2 stores"), a refusal shows on /admin/deliveries where staff
 * retry it and mark it live, and an approved takedown leaves the release "Taken down".
 */

const baseUrl = inject("baseUrl");
const eventually = <T>(read: () => Promise<T> | T, timeout = 15_000) =>
  expect.poll(read, { timeout, interval: 200 });
const toast = (page: Page, text: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text });

const stamp = Date.now() % 1_000_000;
const password = "deliveries-e2e-password";
const artistEmail = `deliveries-artist-${stamp}@example.com`;
const staffEmail = `deliveries-staff-${stamp}@example.com`;
const alias = `Delia ${stamp}`;
const title = `Harbour Lights ${stamp}`;
const refusal = "Artwork is below 3000 x 3000 pixels.";

let browser: Browser;
let admin: Page;
let staff: Page;
let artist: Page;
let releaseId: string;
let stores: StoreView[] = [];
let restoreStores: (() => Promise<void>) | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await signedInPage(browser, baseUrl, inject("adminEmail"), inject("adminPassword"));
  ({ stores, restore: restoreStores } = await enableFolderStores(admin, [
    "spotify",
    "apple_music",
  ]));

  await createConfirmedArtist(baseUrl, { email: artistEmail, password, artistName: alias });
  artist = await signedInPage(browser, baseUrl, artistEmail, password);
  releaseId = await submitRelease(artist, title, alias);

  await createConfirmedArtist(baseUrl, { email: staffEmail, password, artistName: "Stan" });
  staff = await signedInPage(browser, baseUrl, staffEmail, password);
  const me = (await (await staff.request.get("/api/me")).json()) as { user: { id: string } };
  const promoted = await admin.request.patch(`/api/admin/users/${me.user.id}/role`, {
    headers: { origin: baseUrl },
    data: { role: "staff" },
  });
  expect(promoted.status()).toBe(200);
});
afterAll(async () => {
  await restoreStores?.();
  await browser?.close();
});

/** Writes the store's acknowledgement of the release's newest message, as the store would. */
async function acknowledge(storeId: PlatformId, ok: boolean, reason?: string) {
  await acknowledgeDelivery(stores, storeId, await releaseUpc(), { ok, reason });
}

async function releaseUpc(): Promise<string> {
  const res = await artist.request.get(`/api/releases/${releaseId}`);
  const { release } = (await res.json()) as { release: { upc: string | null } };
  if (!release.upc) throw new Error("the release has no UPC");
  return release.upc;
}

const storeRow = (page: Page, storeId: string) =>
  page.getByTestId("distribution-section").getByTestId(`delivery-${storeId}`);
const rowState = (page: Page, storeId: string) =>
  storeRow(page, storeId)
    .getByTestId("delivery-state")
    .getAttribute("data-state", { timeout: 1000 })
    .catch(() => null);
const statusOf = (page: Page) =>
  page
    .getByTestId("release-detail")
    .getByTestId("status-badge")
    .first()
    .getAttribute("data-status");

describe("delivery to stores", () => {
  it("staff distribute a release; the artist's open page follows each store", async () => {
    const approved = await admin.request.post(`/api/admin/releases/${releaseId}/approve`, {
      headers: { origin: baseUrl },
      data: { notes: null },
    });
    expect(approved.status()).toBe(200);

    await artist.goto(`/dashboard/release/${releaseId}`);
    await eventually(() => artist.getByTestId("distribution-empty").textContent()).toBe(
      DistributionMessages.notDelivered,
    );

    await staff.goto("/admin/releases?status=approved");
    const card = staff.getByTestId("admin-release-card").filter({ hasText: title });
    await eventually(() => card.count()).toBe(1);
    await card.getByRole("button", { name: "Mark as Distributed", exact: true }).click();
    await eventually(() => toast(staff, ReviewMessages.distributed).count()).toBe(1);

    // The artist's page, left open, shows each store move on (polled, and live events).
    const seen = new Set<string>();
    let shot = false;
    await eventually(async () => {
      const states = [await rowState(artist, "spotify"), await rowState(artist, "apple_music")];
      for (const state of states) if (state) seen.add(state);
      if (!shot && states.some((s) => s === "queued" || s === "uploading")) {
        shot = true;
        await snap(artist, "deliveries-01-artist-in-flight");
      }
      return states;
    }, 30_000).toEqual(["delivered", "delivered"]);
    expect(seen.has("delivered")).toBe(true);
    console.info("states seen on the artist's page:", [...seen].join(", "));
    await eventually(() => statusOf(artist)).toBe("distributed");
    expect(await artist.getByTestId("distribution-summary").textContent()).toBe(
      DistributionMessages.liveOn(0, 2),
    );
    await snap(artist, "deliveries-02-artist-delivered");
  });

  it("a store's acknowledgement turns it live; My Releases counts it", async () => {
    await acknowledge("spotify", true);
    await eventually(() => rowState(artist, "spotify"), 30_000).toBe("live");
    expect(await storeRow(artist, "spotify").textContent()).toContain("Live since");
    expect(await rowState(artist, "apple_music")).toBe("delivered");

    await artist.goto("/dashboard/releases");
    const card = artist.getByTestId("release-card").filter({ hasText: title });
    await eventually(() => card.getByTestId("release-card-stores").textContent()).toBe(
      "Live on 1 of 2 stores",
    );
    await snap(artist, "deliveries-03-my-releases");
  });

  it("a refusal shows on /admin/deliveries, where staff retry it and mark it live", async () => {
    await artist.goto(`/dashboard/release/${releaseId}`);
    await acknowledge("apple_music", false, refusal);
    await eventually(() => rowState(artist, "apple_music"), 30_000).toBe("failed");
    expect(
      await storeRow(artist, "apple_music").getByTestId("delivery-reason").textContent(),
    ).toContain(refusal);
    await snap(artist, "deliveries-04-artist-failed");

    await staff.goto("/admin/deliveries");
    await eventually(() => staff.getByRole("heading", { name: "Deliveries" }).count()).toBe(1);
    expect(await staff.getByRole("link", { name: "Deliveries" }).count()).toBe(1);
    const counts = staff.getByTestId("store-counts");
    await eventually(() => counts.getByTestId("store-count-apple_music").textContent()).toContain(
      "failed",
    );
    // Failures first.
    await eventually(() =>
      staff.getByTestId("delivery-row").first().getAttribute("data-state"),
    ).toBe("failed");
    const row = (store: string) =>
      staff.locator(`[data-testid=delivery-row][data-store=${store}]`).filter({ hasText: title });
    expect(await row("apple_music").getByTestId("delivery-reason").textContent()).toContain(
      refusal,
    );
    await snap(staff, "deliveries-05-admin-list");
    await staff.setViewportSize({ width: 390, height: 844 });
    await snap(staff, "deliveries-05b-admin-list-phone");
    await staff.setViewportSize({ width: 1280, height: 800 });

    // A store's tile filters the list to that store.
    await counts.getByTestId("store-count-apple_music").click();
    await staff.waitForURL(/store=apple_music/);
    await eventually(async () => {
      const stores = await staff
        .getByTestId("delivery-row")
        .evaluateAll((rows) => rows.map((r) => r.getAttribute("data-store")));
      return [...new Set(stores)];
    }).toEqual(["apple_music"]);

    await row("apple_music")
      .getByRole("button", { name: /^Retry/ })
      .click();
    await eventually(() => toast(staff, DistributionMessages.retried).count()).toBe(1);
    await eventually(() => row("apple_music").getAttribute("data-state"), 30_000).toBe("delivered");

    await row("apple_music")
      .getByRole("button", { name: /^Mark live: .* on / })
      .click();
    const confirm = staff.getByRole("alertdialog");
    await eventually(() => confirm.textContent()).toContain("no acknowledgement");
    await snap(staff, "deliveries-06-mark-live-confirm");
    await confirm.getByRole("button", { name: "Mark live" }).click();
    await eventually(() => toast(staff, DistributionMessages.markedLive).count()).toBe(1);
    await eventually(() => row("apple_music").getAttribute("data-state")).toBe("live");

    await eventually(() => rowState(artist, "apple_music"), 30_000).toBe("live");
    expect(await artist.getByTestId("distribution-summary").textContent()).toBe(
      "Live on 2 of 2 stores",
    );
  });

  it("staff redeliver the distributed release from its review", async () => {
    await staff.goto(`/admin/releases?status=distributed&q=${encodeURIComponent(title)}`);
    const card = staff.getByTestId("admin-release-card").filter({ hasText: title });
    await eventually(() => card.getByTestId("admin-release-stores").textContent()).toBe(
      "Live on 2 of 2 stores",
    );
    await card.getByRole("button", { name: "Review", exact: true }).click();
    const review = staff.getByTestId("release-review-modal");
    const section = review.getByTestId("distribution-section");
    await eventually(() => section.getByTestId("delivery-state").count()).toBe(2);
    await review.getByRole("button", { name: "Redeliver" }).click();
    const confirm = staff.getByRole("alertdialog");
    await eventually(() => confirm.textContent()).toContain("full new message");
    await confirm.getByRole("button", { name: "Redeliver" }).click();
    await eventually(() => toast(staff, DistributionMessages.redelivered).count()).toBe(1);
    await eventually(
      () =>
        section
          .getByTestId("delivery-state")
          .evaluateAll((badges) => badges.map((b) => b.getAttribute("data-state"))),
      30_000,
    ).toEqual(["delivered", "delivered"]);
    await snap(staff, "deliveries-07-review-redelivered");
    await staff.keyboard.press("Escape");
  });

  it("an artist cannot open /admin/deliveries", async () => {
    await artist.goto("/admin/deliveries");
    await artist.waitForURL(/\/dashboard$/);
  });

  it("staff approve the artist's takedown: every store takes it down", async () => {
    const requested = await artist.request.post(`/api/releases/${releaseId}/takedown`, {
      headers: { origin: baseUrl },
      data: { reason: "The sample in the intro was not cleared." },
    });
    expect(requested.status()).toBeLessThan(300);

    await staff.goto("/admin/deliveries");
    const request = staff.getByTestId("takedown-request").filter({ hasText: title });
    await eventually(() => request.getAttribute("data-status")).toBe("pending");
    expect(await request.textContent()).toContain("The sample in the intro was not cleared.");
    expect(await request.getByTestId("takedown-stores").textContent()).toBe("0 of 2 stores done");
    await request.scrollIntoViewIfNeeded();
    await snap(staff, "deliveries-08-takedown-queue");

    // Rejecting needs a reason.
    await request.getByRole("button", { name: "Reject" }).click();
    const reject = staff.getByTestId("reject-takedown-modal");
    await eventually(() => reject.isVisible()).toBe(true);
    expect(await reject.textContent()).toContain("*");
    await reject.getByRole("button", { name: "Reject Takedown" }).click();
    await eventually(() => reject.getByRole("alert").textContent()).toBe(
      TakedownMessages.rejectReasonRequired,
    );
    await snap(staff, "deliveries-09-reject-reason-required");
    await reject.getByRole("button", { name: "Cancel" }).click();
    await eventually(() => reject.count()).toBe(0);

    await request.getByRole("button", { name: "Approve" }).click();
    const approve = staff.getByTestId("approve-takedown-modal");
    await approve.getByLabel("Note").fill("Removed at the artist's request.");
    await snap(staff, "deliveries-10-approve-takedown");
    await approve.getByRole("button", { name: "Approve Takedown" }).click();
    await eventually(() => toast(staff, TakedownMessages.approved).count()).toBe(1);

    await artist.goto(`/dashboard/release/${releaseId}`);
    await eventually(() => statusOf(artist), 30_000).toBe("taken_down");
    const badge = artist.getByTestId("release-detail").getByTestId("status-badge").first();
    expect(await badge.textContent()).toBe("Taken down");
    expect(await badge.getAttribute("data-colour")).toBe("purple");
    expect([await rowState(artist, "spotify"), await rowState(artist, "apple_music")]).toEqual([
      "taken_down",
      "taken_down",
    ]);
    await snap(artist, "deliveries-11-taken-down");

    // Done: the queue holds only requests still to decide or to finish.
    await staff.reload();
    const queue = staff.getByTestId("takedown-queue");
    await eventually(() => queue.count()).toBe(1);
    const loading = queue.getByRole("status", { name: "Loading takedown requests" });
    await eventually(() => loading.count()).toBe(0);
    expect(await staff.getByTestId("takedown-request").filter({ hasText: title }).count()).toBe(0);
  });
});
