import { CopyrightMessages } from "@common/copyright.ts";
import { displayName } from "@common/displayName.ts";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { makeWav } from "../server/test/media.ts";
import { launchBrowser, recordAppearance, snap } from "./browser.ts";
import { submitRelease } from "./releaseApi.ts";
import { enableFolderStores, waitForReleaseStatus } from "./storesApi.ts";
import { createConfirmedArtist, signedInPage } from "./users.ts";

const baseUrl = inject("baseUrl");
let browser: Browser;
let restoreStores: (() => Promise<void>) | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
  // Issue 15: distributing delivers to the release's enabled stores; one is enough here.
  const admin = await signedInPage(browser, baseUrl, inject("adminEmail"), inject("adminPassword"));
  ({ restore: restoreStores } = await enableFolderStores(admin, ["spotify"]));
});
afterAll(async () => {
  await restoreStores?.();
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
    await waitForReleaseStatus(admin, originalId, "distributed");

    copyId = await submitRelease(copier, copyTitle, `Copycat ${stamp % 100_000}`, {
      audio,
      trackTitle: copyTitle,
    });

    await admin.goto(`/admin/releases?q=${encodeURIComponent(copyTitle)}`);
    const copyCard = card(admin, copyTitle);
    await eventually(() => copyCard.count()).toBe(1);
    // The check runs in the background after the submission; the card's badge follows live.
    await eventually(() => copyCard.getByTestId("copyright-badge").allTextContents()).toEqual([
      "Copyright: Violation",
    ]);
    await snap(admin, "copyright-01-card-violation");

    await copyCard.getByRole("button", { name: "Review", exact: true }).click();
    const section = admin.getByTestId("release-review-modal").getByTestId("copyright-check");
    await eventually(() => section.getByTestId("copyright-match").count()).toBeGreaterThan(0);
    // The release's badge, then the track's.
    expect(await section.getByTestId("copyright-badge").allTextContents()).toEqual([
      "Violation",
      "Violation",
    ]);
    const match = section.getByTestId("copyright-match").first();
    const cells = await match.locator("td").allTextContents();
    expect(cells.slice(0, 8)).toEqual([
      originalTitle,
      `Marea ${stamp % 100_000}`,
      expect.stringMatching(/^\d+\.\d%$/),
      "Exactaudio",
      "100.0%",
      "Offbeat catalogue",
      expect.stringMatching(/\d{4}/),
      "—",
    ]);
    // Which file it was: the same bytes, on a release already distributed.
    expect(await match.getByTestId("copyright-match-details").allTextContents()).toEqual([
      expect.stringMatching(/Identical audio file.*\(distributed\)/),
    ]);
    expect(await section.getByTestId("copyright-confidence").allTextContents()).toEqual(["100.0%"]);
    expect(await section.getByTestId("copyright-checked").allTextContents()).toEqual([
      expect.stringContaining(CopyrightMessages.automatic),
    ]);
    // No outside service is configured here: each says so.
    expect(await section.getByTestId("copyright-source").allTextContents()).toEqual([
      "Offbeat catalogue: checked",
      "AcoustID (audio fingerprint): off",
      "MusicBrainz (recordings): off",
      "Last.fm (scrobbles): off",
      "iTunes Search (music store): off",
      "Discogs (releases): off",
    ]);
    expect(await section.getByTestId("copyright-fingerprint").allTextContents()).toEqual([
      "Audio fingerprint made",
    ]);
    await section.getByTestId("copyright-matches").scrollIntoViewIfNeeded();
    await snap(admin, "copyright-02-review-violation");
  });

  it("runs again when a reviewer asks, and names who asked", async () => {
    const me = (await (await admin.request.get("/api/me")).json()) as {
      user: { fullName: string | null; artistName: string | null };
    };
    const section = admin.getByTestId("release-review-modal").getByTestId("copyright-check");
    const runButton = section.getByRole("button", { name: CopyrightMessages.runCheck });
    // Running: the mark says so until the result is in. A quick check can end within
    // milliseconds, so the page records the mark's appearance instead of a poll catching it.
    const sawRunning = await recordAppearance(
      admin,
      "copyright-running",
      CopyrightMessages.running,
    );
    const [accepted] = await Promise.all([
      admin.waitForResponse(
        (r) => r.url().endsWith("/copyright-check") && r.request().method() === "POST",
      ),
      runButton.click(),
    ]);
    expect(accepted.status()).toBe(202);
    const answer = (await accepted.json()) as { running: boolean };
    // When the check had already ended by the time the server answered, there is nothing to
    // show as running; otherwise the page must have shown it.
    if (answer.running) await eventually(sawRunning).toBe(true);
    console.info("check still running when accepted:", answer.running);
    await snap(admin, "copyright-03-running");
    await section.getByTestId("copyright-running").waitFor({ state: "detached", timeout: 20_000 });
    expect(await runButton.isEnabled()).toBe(true);
    // A new check row, this time asked for by the admin.
    await eventually(() => section.getByTestId("copyright-checked").allTextContents()).toEqual([
      expect.stringContaining(`by ${displayName(me.user)}`),
    ]);
    expect(await section.getByTestId("copyright-badge").allTextContents()).toEqual([
      "Violation",
      "Violation",
    ]);
    expect(await section.getByTestId("copyright-confidence").allTextContents()).toEqual(["100.0%"]);
    await section.getByTestId("copyright-matches").scrollIntoViewIfNeeded();
    await snap(admin, "copyright-04-rerun");
  });

  it("says why a release cannot be checked: the server's message", async () => {
    const draftTitle = `Unfinished ${stamp % 1000}`;
    const res = await copier.request.post("/api/releases", {
      headers: { origin: baseUrl },
      data: {
        status: "draft",
        title: draftTitle,
        artistName: `Copycat ${stamp % 100_000}`,
        releaseType: "single",
        genre: "",
        subgenre: "",
        releaseDate: "",
        description: "",
        platforms: [],
        artworkUploadId: null,
        tracks: [
          {
            title: "Demo without audio",
            audioUploadId: null,
            explicit: false,
            lyrics: "",
            isrc: "",
            credits: [],
            splits: [],
          },
        ],
      },
    });
    expect(res.status()).toBe(201);
    await admin.keyboard.press("Escape");
    await admin.goto(`/admin/releases?status=draft&q=${encodeURIComponent(draftTitle)}`);
    const draftCard = card(admin, draftTitle);
    await eventually(() => draftCard.count()).toBe(1);
    // A draft has not been checked: no copyright badge on its card.
    expect(await draftCard.getByTestId("copyright-badge").count()).toBe(0);
    await draftCard.getByRole("button", { name: "Review", exact: true }).click();
    const section = admin.getByTestId("release-review-modal").getByTestId("copyright-check");
    await eventually(() => section.getByTestId("copyright-track").allTextContents()).toEqual([
      expect.stringContaining(CopyrightMessages.noAudioTrack),
    ]);
    expect(await section.getByTestId("copyright-badge").allTextContents()).toEqual(["Pending"]);
    await section.getByRole("button", { name: CopyrightMessages.runCheck }).click();
    await eventually(() => section.getByTestId("form-error").allTextContents()).toEqual([
      CopyrightMessages.noAudio,
    ]);
    await section.scrollIntoViewIfNeeded();
    await snap(admin, "copyright-05-refused");
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
