import { CodeMessages, formatIsrc, isValidUpc } from "@common/codes.ts";
import type { DistributionSettingsView } from "@common/distributionSettings.ts";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, snap } from "./browser.ts";
import { submitRelease } from "./releaseApi.ts";
import { createConfirmedArtist, pageApi, signedInPage } from "./users.ts";

/** Issue 15 "Codes": the Distribution card, and a release's UPC and ISRC after approval. */

const baseUrl = inject("baseUrl");
const eventually = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 10_000 });
let browser: Browser;
let admin: Page;
let artist: Page;
let original: DistributionSettingsView | null = null;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  // The browser suite shares one server: put the settings back as they were.
  if (admin && original) {
    const { upcFormat: _f, upcSequenceDigits: _d, updatedAt: _u, ...settings } = original;
    await pageApi(admin, "PUT", "/api/admin/distribution-settings", settings).catch(() => null);
  }
  await browser?.close();
});

describe("release codes", () => {
  it("an admin sets the label's codes in Admin Tools > Distribution", async () => {
    admin = await signedInPage(browser, baseUrl, inject("adminEmail"), inject("adminPassword"));
    original = (await pageApi(admin, "GET", "/api/admin/distribution-settings")).settings;
    await admin.goto("/admin/tools");
    const card = admin.getByTestId("distribution-card");
    await eventually(() => card.getByLabel("GS1 company prefix").inputValue()).toBe(
      original?.gs1CompanyPrefix ?? "",
    );

    await card.getByLabel("DDEX party id (DPID)").fill("PADPIDA123");
    await card.getByLabel("ISRC prefix").fill("S1-ABC");
    await card.getByRole("button", { name: "Save" }).click();
    await eventually(() => card.textContent()).toContain(CodeMessages.dpidFormat);
    expect(await card.textContent()).toContain(CodeMessages.isrcPrefixFormat);

    await card.getByLabel("DDEX party id (DPID)").fill("PA-DPIDA-2014122301-Q");
    await card.getByLabel("GS1 company prefix").fill("7351234");
    await card.getByLabel("ISRC prefix").fill("se-xyz");
    await card.getByRole("button", { name: "Save" }).click();
    await eventually(() => card.getByTestId("distribution-saved").textContent()).toContain("Saved");
    // The server's normalised codes come back into the form, with the UPC plan.
    expect(await card.getByLabel("DDEX party id (DPID)").inputValue()).toBe("PADPIDA2014122301Q");
    expect(await card.getByLabel("ISRC prefix").inputValue()).toBe("SE-XYZ");
    expect(await card.textContent()).toContain("UPCs are EAN-13 codes");
    await card.scrollIntoViewIfNeeded();
    await snap(admin, "codes-01-distribution-card");
  });

  it("approval gives the release a UPC and its track an ISRC, shown to the artist", async () => {
    const email = `codes-${Date.now()}@example.com`;
    const password = "codes-e2e-password";
    const artistName = `Cody ${Date.now()}`;
    await createConfirmedArtist(baseUrl, { email, password, artistName });
    artist = await signedInPage(browser, baseUrl, email, password);
    const id = await submitRelease(artist, "Barcode Blues", artistName);
    await pageApi(admin, "POST", `/api/admin/releases/${id}/approve`, { notes: null });
    const { release } = await pageApi(artist, "GET", `/api/releases/${id}`);
    expect(release.upc).toMatch(/^7351234\d{6}$/);
    expect(isValidUpc(release.upc)).toBe(true);
    expect(release.tracks[0].isrc).toMatch(/^SEXYZ\d{7}$/);

    await artist.goto(`/dashboard/release/${id}`);
    await eventually(() => artist.locator("main").textContent()).toContain(release.upc);
    expect(await artist.locator("main").textContent()).toContain(
      formatIsrc(release.tracks[0].isrc),
    );
    await snap(artist, "codes-02-release-detail");
  });
});
