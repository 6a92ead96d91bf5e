import { CopyrightMessages } from "@common/copyright.ts";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { makeWav } from "../server/test/media.ts";
import { launchBrowser, snap } from "./browser.ts";
import { submitRelease } from "./releaseApi.ts";
import { createConfirmedArtist, signedInPage } from "./users.ts";

const baseUrl = inject("baseUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const eventually = <T>(read: () => Promise<T> | T, timeout = 20_000) =>
  expect.poll(read, { timeout });
const card = (page: Page, title: string) =>
  page.getByTestId("admin-release-card").filter({ hasText: title });

describe("copyright check", () => {
  const stamp = Date.now();
  const password = "copyright-e2e-password";
  const originalTitle = `Tidal Glass ${stamp % 1000}`;
  const copyTitle = `Borrowed Light ${stamp % 1000}`;
  // One recording, uploaded by two accounts.
  const audio = makeWav({ seconds: 20, melody: stamp % 100_000 });
  let original: Page;
  let copier: Page;
  let admin: Page;
  let copyId: string;

  it("finds another account's distributed audio in a new submission: a violation", async () => {
    const originalEmail = `copyright-original-${stamp}@example.com`;
    const copierEmail = `copyright-copier-${stamp}@example.com`;
    await createConfirmedArtist(baseUrl, {
      email: originalEmail,
      password,
      artistName: `Marea ${stamp % 100_000}`,
    });
    await createConfirmedArtist(baseUrl, {
      email: copierEmail,
      password,
      artistName: `Copycat ${stamp % 100_000}`,
    });
    original = await signedInPage(browser, baseUrl, originalEmail, password);
    copier = await signedInPage(browser, baseUrl, copierEmail, password);
    admin = await signedInPage(browser, baseUrl, inject("adminEmail"), inject("adminPassword"));

    const originalId = await submitRelease(original, originalTitle, `Marea ${stamp % 100_000}`, {
      audio,
      trackTitle: originalTitle,
    });
    for (const step of ["approve", "distribute"]) {
      const res = await admin.request.post(`/api/admin/releases/${originalId}/${step}`, {
        headers: { origin: baseUrl },
        data: step === "approve" ? { notes: null } : {},
      });
      expect(res.status()).toBe(200);
    }

    copyId = await submitRelease(copier, copyTitle, `Copycat ${stamp % 100_000}`, {
      audio,
      trackTitle: copyTitle,
    });

    await admin.goto(`/admin/releases?q=${encodeURIComponent(copyTitle)}`);
    const copyCard = card(admin, copyTitle);
    await eventually(() => copyCard.count()).toBe(1);
    // The check runs in the background after the submission; the card's badge follows live.
    await eventually(() =>
      copyCard.getByTestId("copyright-badge").getAttribute("data-status"),
    ).toBe("violation");
    expect(await copyCard.getByTestId("copyright-badge").textContent()).toBe(
      "Copyright: Violation",
    );
    await snap(admin, "copyright-01-card-violation");

    await copyCard.getByRole("button", { name: "Review", exact: true }).click();
    const section = admin.getByTestId("release-review-modal").getByTestId("copyright-check");
    await eventually(() => section.getByTestId("copyright-match").count()).toBeGreaterThan(0);
    const match = section.getByTestId("copyright-match").first();
    const cells = await match.locator("td").allTextContents();
    expect(cells[0]).toContain(originalTitle);
    expect(cells[0]).toContain("Identical audio file");
    expect(cells[0]).toContain("(distributed)");
    expect(cells[3]).toContain("Exact");
    expect(cells[4]).toBe("100.0%");
    expect(cells[5]).toBe("Offbeat catalogue");
    expect(await section.getByTestId("copyright-confidence").allTextContents()).toEqual(["100.0%"]);
    expect(await section.getByTestId("copyright-checked").allTextContents()).toEqual([
      expect.stringContaining(CopyrightMessages.automatic),
    ]);
    const sources = await section.getByTestId("copyright-source").allTextContents();
    expect(sources).toContain("Offbeat catalogue: checked");
    expect(sources).toContain("MusicBrainz (recordings): off");
    await section.scrollIntoViewIfNeeded();
    await snap(admin, "copyright-02-review-violation");
  });

  it("runs again when a reviewer asks, and names who asked", async () => {
    const section = admin.getByTestId("release-review-modal").getByTestId("copyright-check");
    await section.getByRole("button", { name: CopyrightMessages.runCheck }).click();
    await eventually(() => section.getByTestId("copyright-checked").allTextContents()).not.toEqual([
      expect.stringContaining(CopyrightMessages.automatic),
    ]);
    expect((await section.getByTestId("copyright-checked").allTextContents())[0]).toMatch(/by \S/);
    expect(await section.getByTestId("copyright-badge").first().getAttribute("data-status")).toBe(
      "violation",
    );
    await snap(admin, "copyright-03-rerun");
  });

  it("is refused to artists by the server", async () => {
    const res = await copier.request.post(`/api/admin/releases/${copyId}/copyright-check`, {
      headers: { origin: baseUrl },
    });
    expect(res.status()).toBe(403);
    const report = await copier.request.get(`/api/admin/releases/${copyId}/copyright`);
    expect(report.status()).toBe(403);
  });
});
