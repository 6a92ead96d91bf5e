import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { DistributionMessages, MetadataMessages } from "@common/distribution.ts";
import type { StoreView } from "@common/stores.ts";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, snap } from "./browser.ts";
import { submitRelease } from "./releaseApi.ts";
import { enableFolderStores } from "./storesApi.ts";
import { createConfirmedArtist, signedInPage } from "./users.ts";

/**
 * Issue 15, "Staff can redeliver a distributed release after correcting its metadata": staff
 * open a distributed release's review, correct its title in Edit details, Redeliver, and the
 * store's folder receives a new message with the corrected title.
 */

const baseUrl = inject("baseUrl");
const eventually = <T>(read: () => Promise<T> | T, timeout = 15_000) =>
  expect.poll(read, { timeout, interval: 200 });
const toast = (page: Page, text: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text });

const stamp = Date.now() % 1_000_000;
const password = "edit-details-e2e-password";
const title = `Teh Typo ${stamp}`;
const corrected = `The Typo ${stamp}`;

let browser: Browser;
let admin: Page;
let staff: Page;
let releaseId: string;
let stores: StoreView[] = [];
let restoreStores: (() => Promise<void>) | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await signedInPage(browser, baseUrl, inject("adminEmail"), inject("adminPassword"));
  ({ stores, restore: restoreStores } = await enableFolderStores(admin, ["spotify"]));

  const artistEmail = `edit-details-artist-${stamp}@example.com`;
  const alias = `Eddie ${stamp}`;
  await createConfirmedArtist(baseUrl, { email: artistEmail, password, artistName: alias });
  const artist = await signedInPage(browser, baseUrl, artistEmail, password);
  releaseId = await submitRelease(artist, title, alias);
  await artist.close();

  const staffEmail = `edit-details-staff-${stamp}@example.com`;
  await createConfirmedArtist(baseUrl, { email: staffEmail, password, artistName: `Sid ${stamp}` });
  staff = await signedInPage(browser, baseUrl, staffEmail, password);
  const me = (await (await staff.request.get("/api/me")).json()) as { user: { id: string } };
  const promoted = await admin.request.patch(`/api/admin/users/${me.user.id}/role`, {
    headers: { origin: baseUrl },
    data: { role: "staff" },
  });
  expect(promoted.status()).toBe(200);

  for (const action of ["approve", "distribute"]) {
    const res = await admin.request.post(`/api/admin/releases/${releaseId}/${action}`, {
      headers: { origin: baseUrl },
      data: { notes: null },
    });
    expect(res.status(), action).toBe(200);
  }
});
afterAll(async () => {
  await restoreStores?.();
  await browser?.close();
});

/** The titles in every message the store received for the release, oldest batch first. */
async function deliveredMessages(): Promise<string[]> {
  const res = await admin.request.get(`/api/releases/${releaseId}`);
  const upc = ((await res.json()) as { release: { upc: string } }).release.upc;
  const dir = stores.find((s) => s.id === "spotify")?.directory ?? "missing";
  const batches = (await readdir(dir)).filter((name) => /^\d{17}$/.test(name)).sort();
  const messages: string[] = [];
  for (const batch of batches) {
    const xml = await readFile(path.join(dir, batch, upc, `${upc}.xml`), "utf8").catch(() => null);
    if (xml) messages.push(xml);
  }
  return messages;
}

describe("Edit details, then Redeliver", () => {
  it("staff correct a distributed release's title; the store's new message carries it", async () => {
    await eventually(async () => {
      const res = await admin.request.get(`/api/releases/${releaseId}`);
      return ((await res.json()) as { release: { status: string } }).release.status;
    }, 30_000).toBe("distributed");
    expect((await deliveredMessages()).at(-1)).toContain(`<TitleText>${title}</TitleText>`);

    await staff.goto(`/admin/releases?status=distributed&q=${encodeURIComponent(title)}`);
    const card = staff.getByTestId("admin-release-card").filter({ hasText: title });
    await eventually(() => card.count()).toBe(1);
    await card.getByRole("button", { name: "Review", exact: true }).click();
    const review = staff.getByTestId("release-review-modal");
    await review.getByRole("button", { name: "Edit details" }).click();

    const dialog = staff.getByTestId("edit-details-modal");
    await eventually(() => dialog.isVisible()).toBe(true);
    expect(await dialog.textContent()).toContain("until you Redeliver");
    // A blank title is refused with the builder's message, beside the field.
    await dialog.getByLabel("Title", { exact: true }).fill("   ");
    await dialog.getByRole("button", { name: "Save details" }).click();
    await eventually(() => dialog.textContent()).toContain("Release title is required.");
    await snap(staff, "edit-details-00-title-required");
    await dialog.getByLabel("Title", { exact: true }).fill(corrected);
    await dialog.getByLabel("Track 1 title").fill(`Fixed Song ${stamp}`);
    // Tall enough for the whole dialog, heading to buttons.
    await staff.setViewportSize({ width: 1280, height: 1300 });
    await snap(staff, "edit-details-01-dialog");
    await staff.setViewportSize({ width: 1280, height: 800 });
    await dialog.getByRole("button", { name: "Save details" }).click();
    await eventually(() => toast(staff, MetadataMessages.corrected).count()).toBe(1);
    expect(await toast(staff, MetadataMessages.corrected).textContent()).toContain("Redeliver");
    await eventually(() => dialog.count()).toBe(0);
    await eventually(() => review.locator("h3").first().textContent()).toBe(corrected);
    await snap(staff, "edit-details-02-corrected");

    const before = (await deliveredMessages()).length;
    await review.getByRole("button", { name: "Redeliver" }).click();
    const confirm = staff.getByRole("alertdialog");
    await confirm.getByRole("button", { name: "Redeliver" }).click();
    await eventually(() => toast(staff, DistributionMessages.redelivered).count()).toBe(1);
    await eventually(async () => (await deliveredMessages()).length, 30_000).toBeGreaterThan(
      before,
    );
    const latest = (await deliveredMessages()).at(-1) ?? "";
    expect(latest).toContain(`<TitleText>${corrected}</TitleText>`);
    expect(latest).toContain(`Fixed Song ${stamp}`);
    expect(latest).not.toContain(title);
  });
});
