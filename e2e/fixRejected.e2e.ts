import { addDays, utcToday } from "@common/releaseRules.ts";
import { ReleaseMessages } from "@common/releases.ts";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { makeImage, makeWav } from "../server/test/media.ts";
import { browserForFile, snap } from "./browser.ts";
import { submitRelease } from "./releaseApi.ts";
import { createConfirmedArtist, signedInPage } from "./users.ts";

/**
 * Issue 16, fixing a rejected release: the edit screen applies the builder's rules with the
 * messages beside the fields, and takes a new artwork and a new master with the builder's upload
 * progress and checks; the reviewer then sees the new files.
 */
const baseUrl = inject("baseUrl");
const browser = browserForFile();

const eventually = <T>(read: () => Promise<T> | T, timeout = 12_000) =>
  expect.poll(read, { timeout });
const file = (name: string, mimeType: string, buffer: Buffer) => ({ name, mimeType, buffer });

/** Holds every upload for a moment, so the progress bar can be seen before the server answers. */
async function slowUploads(page: Page) {
  await page.route("**/api/uploads?**", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
}

describe("an artist fixes a rejected release on the edit screen", () => {
  const stamp = Date.now() % 1_000_000;
  const email = `fix-artist-${stamp}@example.com`;
  const password = "fix-rejected-e2e-password";
  const alias = `Tidewater ${stamp}`;
  const title = `Low Tide ${stamp}`;
  const reason = "The master clips and the artwork is blurry: please send new files.";
  let artist: Page;
  let admin: Page;
  let releaseId: string;

  it("staff rejects the submitted release", async () => {
    await createConfirmedArtist(baseUrl, { email, password, artistName: alias });
    artist = await signedInPage(browser(), baseUrl, email, password);
    releaseId = await submitRelease(artist, title, alias);
    admin = await signedInPage(browser(), baseUrl, inject("adminEmail"), inject("adminPassword"));
    const rejected = await admin.request.post(`/api/admin/releases/${releaseId}/reject`, {
      headers: { origin: baseUrl },
      data: { notes: reason },
    });
    expect(rejected.status()).toBe(200);
  });

  it("shows the builder's messages beside the fields", async () => {
    await artist.goto(`/dashboard/release/${releaseId}/edit`);
    const form = artist.getByTestId("release-edit-form");
    await eventually(() => artist.getByLabel("Title").inputValue()).toBe(title);
    // The artist is one of the account's names, offered as a select.
    await eventually(() =>
      artist.getByLabel("Artist Name").locator("option").allTextContents(),
    ).toContain(alias);
    expect(await artist.getByLabel("Artist Name").inputValue()).toBe(alias);

    await artist.getByLabel("Release Date").fill(addDays(utcToday(), 2));
    await artist.getByRole("button", { name: "Save & Resubmit" }).click();
    const date = artist.getByLabel("Release Date");
    await eventually(() => date.getAttribute("aria-invalid")).toBe("true");
    const describedBy = (await date.getAttribute("aria-describedby")) ?? "";
    const message = artist.locator(`[id="${describedBy.split(" ")[0]}"]`);
    expect(await message.textContent()).toBe(ReleaseMessages.dateTooSoon);
    expect(artist.url()).toContain("/edit");
    await snap(artist, "fix-01-date-too-soon");

    // Fixed, the message goes.
    await date.fill(addDays(utcToday(), 40));
    await eventually(() => form.textContent()).not.toContain(ReleaseMessages.dateTooSoon);
  });

  it("replaces the artwork and the track's audio, with progress, and resubmits", async () => {
    await slowUploads(artist);
    await artist
      .getByLabel("Artwork file")
      .setInputFiles(
        file("new-cover.png", "image/png", await makeImage({ width: 900, height: 900 })),
      );
    await eventually(() =>
      artist.getByRole("progressbar", { name: /new-cover\.png/ }).count(),
    ).toBe(1);
    await snap(artist, "fix-02-artwork-uploading");
    await eventually(() => artist.getByTestId("replaced-note").count()).toBe(1);
    // The builder's pre-QC warning for small artwork (decision 8).
    await eventually(() => artist.locator("main").textContent()).toContain("new-cover.png");
    await eventually(() => artist.getByTestId("upload-warnings").first().textContent()).toContain(
      "Artwork is 900x900 px",
    );

    const track = artist.getByTestId("edit-track").first();
    await track
      .getByLabel("Track 1 audio")
      .setInputFiles(
        file("remaster.wav", "audio/wav", makeWav({ seconds: 4, melody: stamp % 100_000 })),
      );
    await eventually(() => track.getByRole("progressbar").count()).toBe(1);
    await eventually(() => track.getByTestId("audio-file").textContent()).toContain("remaster.wav");
    expect(await artist.getByTestId("replaced-note").count()).toBe(2);
    await snap(artist, "fix-03-files-replaced");

    const answer = artist.waitForResponse((r) => r.url().endsWith("/resubmit"));
    await artist.getByRole("button", { name: "Save & Resubmit" }).click();
    const resubmitted = (await (await answer).json()) as {
      release: { artwork: { id: string } };
    };
    await artist.waitForURL("**/dashboard/releases");

    // The reviewer sees the new master and the new artwork.
    await admin.goto("/admin/releases");
    await admin.getByLabel("Search releases by title, artist or owner email").fill(title);
    const card = admin.getByTestId("admin-release-card").filter({ hasText: title });
    await eventually(() => card.count()).toBe(1);
    await card.getByRole("button", { name: "Review", exact: true }).click();
    const review = admin.getByTestId("release-review");
    await eventually(() => review.textContent()).toContain("remaster.wav");
    const artwork = review.getByRole("img", { name: `Artwork for ${title}` });
    expect(await artwork.getAttribute("src")).toContain(resubmitted.release.artwork.id);
    await eventually(() =>
      artwork.evaluate((img) => (img instanceof HTMLImageElement ? img.naturalWidth : 0)),
    ).toBeGreaterThan(0);
    await snap(admin, "fix-04-review-shows-new-files");
  });
});
