import { readFile } from "node:fs/promises";
import { earliestReleaseDate } from "@common/releaseRules.ts";
import { ReleaseMessages } from "@common/releases.ts";
import type { Locator, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { makeImage, makeMp3, makeWav } from "../server/test/media.ts";
import { browserForFile, snap } from "./browser.ts";
import { createConfirmedArtist, signedInPage } from "./users.ts";

const baseUrl = inject("baseUrl");
const browser = browserForFile();

const eventually = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 10_000 });
const stepErrors = (page: Page) => page.getByTestId("step-errors").textContent();
const button = (page: Page, name: string) => page.getByRole("button", { name, exact: true });
const toast = (page: Page, text: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text });

async function next(page: Page) {
  await button(page, "Next").click();
}

/** A file for an <input type=file>, made in memory. */
const file = (name: string, mimeType: string, buffer: Buffer) => ({ name, mimeType, buffer });

describe("an artist builds, saves, edits and submits an EP", () => {
  const stamp = Date.now();
  const email = `builder-${stamp}@example.com`;
  const password = "builder-e2e-password";
  const alias = `Nova Lines ${stamp % 100_000}`;
  const title = `Night Drive (${stamp % 1000})`;
  let page: Page;

  it("offers the sign-up artist name at once, walks step 1 and creates another alias", async () => {
    await createConfirmedArtist(baseUrl, { email, password, artistName: alias });
    page = await signedInPage(browser(), baseUrl, email, password, { acceptDownloads: true });
    await page.goto("/dashboard/release/new");
    await expect.poll(() => page.getByLabel("Release title").count()).toBe(1);

    // The artist name given at sign-up is the account's first artist name (issue 16): the
    // builder offers it at once, selected.
    const artist = page.getByLabel("Artist", { exact: true });
    await eventually(() => artist.inputValue()).toBe(alias);
    expect(await page.getByText("You have no artist names yet").count()).toBe(0);

    // The rest of step 1 is empty: Next is refused and the spec's messages are listed.
    expect(await button(page, "Next").isDisabled()).toBe(true);
    const errors = await stepErrors(page);
    expect(errors).toContain(ReleaseMessages.titleRequired);
    expect(errors).not.toContain(ReleaseMessages.artistRequired);
    expect(errors).toContain(ReleaseMessages.genreRequired);
    expect(errors).toContain(ReleaseMessages.dateRequired);
    await snap(page, "releases-01-step1-empty");

    // Create Artist: a blank name does nothing; the sign-up name is already the account's; a
    // new trimmed name becomes the selected alias.
    await button(page, "Create Artist").click();
    const dialog = page.getByTestId("create-artist");
    await dialog.getByRole("button", { name: "Create", exact: true }).click();
    expect(await dialog.isVisible()).toBe(true);
    await dialog.getByLabel("Artist name").fill(`  ${alias.toUpperCase()}  `);
    await dialog.getByRole("button", { name: "Create", exact: true }).click();
    await eventually(() => dialog.textContent()).toContain(ReleaseMessages.artistCreateFailed);
    await dialog.getByLabel("Artist name").fill(`  ${alias} Duo  `);
    await dialog.getByRole("button", { name: "Create", exact: true }).click();
    await eventually(() => dialog.count()).toBe(0);
    await eventually(() => artist.inputValue()).toBe(`${alias} Duo`);
    // This release goes out under the sign-up name.
    await artist.selectOption(alias);

    await page.getByLabel("Release title").fill(title);
    // Unsaved work: following a link inside the app asks first; staying keeps everything.
    await page.getByRole("link", { name: "Dashboard", exact: true }).click();
    const leave = page.getByRole("alertdialog", { name: "Leave without saving?" });
    await eventually(() => leave.count()).toBe(1);
    await leave.getByRole("button", { name: "Cancel" }).click();
    await eventually(() => leave.count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe("/dashboard/release/new");
    expect(await page.getByLabel("Release title").inputValue()).toBe(title);
    await page.getByLabel("Release type").selectOption("ep");
    await page.getByLabel("Genre", { exact: true }).selectOption("Electronic");
    await page.getByLabel("Subgenre").fill("Synthwave");
    // One day too soon, then the first allowed day (calendar days in UTC, decision 11).
    const earliest = earliestReleaseDate();
    const dayBefore = new Date(`${earliest}T00:00:00Z`);
    dayBefore.setUTCDate(dayBefore.getUTCDate() - 1);
    await page.getByLabel("Release date").fill(dayBefore.toISOString().slice(0, 10));
    await eventually(() => stepErrors(page)).toContain(ReleaseMessages.dateTooSoon);
    await page.getByLabel("Release date").fill(earliest);
    await page.getByLabel("Description").fill("Four minutes of neon after midnight.");
    await eventually(() => button(page, "Next").isDisabled()).toBe(false);
    await snap(page, "releases-02-step1-filled");
    await next(page);
  });

  it("adds two tracks with generated audio; the file name fills an empty title", async () => {
    await eventually(() => page.getByRole("region", { name: "Track 1", exact: true }).count()).toBe(
      1,
    );
    const track = (n: number): Locator =>
      page.getByRole("region", { name: `Track ${n}`, exact: true });
    expect(await stepErrors(page)).toContain(ReleaseMessages.trackAudioRequired(1));
    // No tracks at all: the step says one is needed.
    await button(page, "Remove Track 1").click();
    await eventually(() => stepErrors(page)).toContain(ReleaseMessages.trackRequired);
    await button(page, "Add Track").click();
    await eventually(() => track(1).count()).toBe(1);

    // A file the server refuses (not audio inside) leaves the empty title empty (issue 16).
    await track(1)
      .getByLabel("Track 1 audio")
      .setInputFiles(file("Broken Take.wav", "audio/wav", Buffer.from("not audio at all")));
    await eventually(() =>
      toast(page, ReleaseMessages.uploadAudioFailed("Broken Take")).count(),
    ).toBe(1);
    expect(await page.getByLabel("Track 1 title").inputValue()).toBe("");

    await track(1)
      .getByLabel("Track 1 audio")
      .setInputFiles(
        file(
          "Neon Skyline.wav",
          "audio/wav",
          makeWav({ seconds: 3, bitDepth: 24, sampleRate: 48_000 }),
        ),
      );
    await eventually(() => page.getByLabel("Track 1 title").inputValue()).toBe("Neon Skyline");
    await eventually(() => track(1).getByTestId("audio-file").textContent()).toContain("24-bit");

    await button(page, "Add Track").click();
    await page.getByLabel("Track 2 title").fill("Afterglow");
    await track(2)
      .getByLabel("Track 2 audio")
      .setInputFiles(
        file("afterglow-demo.mp3", "audio/mpeg", makeMp3({ seconds: 2, frequency: 660 })),
      );
    // The title was typed, so the file name does not replace it.
    await eventually(() => track(2).getByTestId("audio-file").textContent()).toContain("MP3");
    expect(await page.getByLabel("Track 2 title").inputValue()).toBe("Afterglow");
    // A lossy file is accepted with a quality warning (decision 7).
    expect(await track(2).textContent()).toContain("Lossy audio");
    // A malformed ISRC: the message names the track beside the field and in the list; Next waits.
    const badIsrc = ReleaseMessages.trackIsrcInvalid(1, "Neon Skyline");
    await page.getByLabel("Track 1 ISRC").fill("SE-ABC-26-0001");
    await page.getByLabel("Track 1 ISRC").blur();
    await eventually(() => track(1).textContent()).toContain(badIsrc);
    expect(await stepErrors(page)).toContain(badIsrc);
    expect(await button(page, "Next").isDisabled()).toBe(true);
    await snap(page, "releases-03a-bad-isrc");
    await page.getByLabel("Track 1 ISRC").fill("SE-ABC-26-00001");
    expect(await track(1).textContent()).not.toContain(badIsrc);
    const credits = page.getByRole("group", { name: "Track 1 credits" });
    await credits.getByLabel("Credit name").fill("Sam Producer");
    await credits.getByLabel("Credit role").fill("Producer");
    await page.getByLabel("Track 2 explicit").check();
    await eventually(() => button(page, "Next").isDisabled()).toBe(false);
    await snap(page, "releases-03-tracks");
    await next(page);
  });

  it("keeps the six default platforms and takes artwork that gets warnings", async () => {
    const checked = page.getByRole("checkbox", { checked: true });
    await eventually(() => checked.count()).toBe(6);
    const defaults = ["Spotify", "Apple Music", "YouTube Music", "Amazon Music", "Deezer", "TIDAL"];
    // None selected: the step says so and Next waits.
    for (const name of defaults) await page.getByRole("checkbox", { name, exact: true }).uncheck();
    await eventually(() => stepErrors(page)).toContain(ReleaseMessages.platformRequired);
    expect(await button(page, "Next").isDisabled()).toBe(true);
    for (const name of defaults) await page.getByRole("checkbox", { name, exact: true }).check();
    await eventually(() => checked.count()).toBe(6);
    await next(page);

    expect(await stepErrors(page)).toContain(ReleaseMessages.artworkRequired);
    await page
      .getByLabel("Artwork file")
      .setInputFiles(file("cover.png", "image/png", await makeImage({ width: 1200, height: 900 })));
    await eventually(() => page.getByTestId("artwork-preview").count()).toBe(1);
    await eventually(() => page.locator("main").textContent()).toContain("not square");
    await snap(page, "releases-04-artwork");
    await next(page);
  });

  it("checks the splits: at most 100 % per track, and a total of 100 % to go on", async () => {
    const splits = (n: number) => page.getByRole("group", { name: `Track ${n} splits` });
    // Each track starts with one row: the release's artist at 100 % (issue 16).
    expect(await splits(1).getByLabel("Collaborator name").inputValue()).toBe(alias);
    expect(await splits(1).getByLabel("Percentage").inputValue()).toBe("100");
    expect(await splits(1).getByTestId("split-total").textContent()).toBe("Total: 100%");
    expect(await page.getByTestId("step-errors").count()).toBe(0);
    await splits(1).getByLabel("Percentage").fill("60");
    await splits(1).getByLabel("Percentage").blur();
    await eventually(() => stepErrors(page)).toContain(ReleaseMessages.splitTotal(1, "60"));
    await splits(1)
      .getByRole("button", { name: /Add Collaborator/i })
      .click();
    await splits(1).getByLabel("Collaborator name").nth(1).fill("Sam Producer");
    // 55 would pass 100: it is clamped to the 40 left.
    await splits(1).getByLabel("Percentage").nth(1).fill("55");
    await splits(1).getByLabel("Percentage").nth(1).blur();
    await eventually(() => splits(1).getByLabel("Percentage").nth(1).inputValue()).toBe("40");
    expect(await splits(2).getByLabel("Collaborator name").inputValue()).toBe(alias);

    // A malformed email: named beside the field and in the list, and Next waits...
    const badEmail = ReleaseMessages.splitEmailInvalid(1, "Neon Skyline", "Sam Producer", 2);
    const email = splits(1).getByLabel("Collaborator email (optional)").nth(1);
    await email.fill("sam@example");
    await email.blur();
    await eventually(() => splits(1).getByTestId("split-email-error").textContent()).toBe(badEmail);
    expect(await stepErrors(page)).toContain(badEmail);
    expect(await button(page, "Next").isDisabled()).toBe(true);
    await snap(page, "releases-05-splits-bad-email");
    // ...but Save Draft keeps the work, email as typed (a draft does not need it).
    await button(page, "Save Draft").click();
    await eventually(() => toast(page, ReleaseMessages.savedDraft).count()).toBe(1);
    await page.waitForURL("**/dashboard/releases");
    const card = page.getByTestId("release-card").filter({ hasText: title });
    await card.getByRole("link", { name: "Edit Draft" }).click();
    await page.waitForURL(/\/dashboard\/release\/new\?editId=/);
    await eventually(() => page.getByLabel("Release title").inputValue()).toBe(title);
    await page.getByRole("button", { name: /Splits/ }).click();
    await eventually(() => splits(1).getByTestId("split-email-error").textContent()).toBe(badEmail);
    expect(await email.inputValue()).toBe("sam@example");
    await email.fill("sam@example.com");
    await eventually(() => button(page, "Next").isDisabled()).toBe(false);
    // The review saves again and counts its own toast: this one must be gone by then.
    await eventually(() => toast(page, ReleaseMessages.savedDraft).count()).toBe(0);
    await snap(page, "releases-05-splits");

    // On a 390 px phone a collaborator's fields stack without the column headings: each
    // field shows its caption, and nothing is drawn over anything (snap checks).
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      const row = splits(1);
      // Two collaborators, so each caption shows twice; the headings' copy is hidden.
      for (const caption of ["Collaborator", "Email (optional)", "Role", "Share"]) {
        const shown = row.getByText(caption, { exact: true }).filter({ visible: true });
        await eventually(() => shown.count()).toBe(2);
      }
      expect(await row.getByRole("button", { name: "Remove collaborator 2" }).textContent()).toBe(
        "Remove",
      );
      await snap(page, "releases-05-splits-390");
    } finally {
      await page.setViewportSize({ width: 1280, height: 800 });
    }
    // From sm the column headings name the fields once, and the captions are hidden.
    const roles = splits(1).getByText("Role", { exact: true }).filter({ visible: true });
    await eventually(() => roles.count()).toBe(1);
    await next(page);
  });

  it("reviews everything with the pre-QC warnings and saves a draft", async () => {
    const review = page.locator("main");
    await eventually(() => review.textContent()).toContain("Pre-QC");
    const text = (await review.textContent()) ?? "";
    for (const expected of [
      title,
      alias,
      "Neon Skyline",
      "Afterglow",
      "Sam Producer",
      "Synthwave",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toContain("Artwork is 1200x900 px");
    expect(text).toContain("Track 2: Lossy audio");
    expect(text).toContain("SE-ABC-26-00001");
    // The date as people read it ("23 December 2026"), as on the release's other pages; not ISO.
    const info = (await page.getByRole("region", { name: "Release Info" }).textContent()) ?? "";
    const day = new Date(`${earliestReleaseDate()}T00:00:00Z`);
    const month = day.toLocaleString("en", { month: "long", timeZone: "UTC" });
    expect(info).toContain(month);
    expect(info).toContain(String(day.getUTCFullYear()));
    expect(info).not.toContain(earliestReleaseDate());
    expect(await button(page, "Submit for Review").isDisabled()).toBe(false);
    await snap(page, "releases-06-review");

    await button(page, "Save Draft").click();
    await eventually(() => toast(page, ReleaseMessages.savedDraft).count()).toBe(1);
    await page.waitForURL("**/dashboard/releases");
    const card = page.getByTestId("release-card").filter({ hasText: title });
    await eventually(() => card.count()).toBe(1);
    expect(await card.textContent()).toContain("Draft");
    await snap(page, "releases-07-saved-draft");
  });

  it("reopens the draft with editId, removes a track and submits", async () => {
    const card = page.getByTestId("release-card").filter({ hasText: title });
    await card.getByRole("link", { name: "Edit Draft" }).click();
    await page.waitForURL(/\/dashboard\/release\/new\?editId=/);
    await eventually(() => page.getByLabel("Release title").inputValue()).toBe(title);
    await next(page);
    await eventually(() => page.getByLabel("Track 2 title").inputValue()).toBe("Afterglow");
    await button(page, "Remove Track 2").click();
    await eventually(() => page.getByLabel("Track 2 title").count()).toBe(0);
    // Jump to the review through the step list (every step before it is valid).
    await page.getByRole("button", { name: /Review/ }).click();
    await eventually(() => button(page, "Submit for Review").isDisabled()).toBe(false);
    await button(page, "Submit for Review").click();
    await eventually(() => toast(page, ReleaseMessages.submitted).count()).toBe(1);
    await page.waitForURL("**/dashboard/releases");
    await snap(page, "releases-08-submitted");
  });

  it("finds it in My Releases as submitted, opens it and downloads its metadata", async () => {
    await page.getByLabel("Status", { exact: true }).selectOption("submitted");
    await page
      .getByLabel("Search releases by title or artist")
      .fill(title.slice(0, 8).toUpperCase());
    const card = page.getByTestId("release-card").filter({ hasText: title });
    await eventually(() => card.count()).toBe(1);
    expect(await card.textContent()).toContain("Submitted");
    // No Edit Draft once submitted.
    expect(await card.getByRole("link", { name: "Edit Draft" }).count()).toBe(0);

    await card.getByRole("link", { name: title }).first().click();
    await page.waitForURL(/\/dashboard\/releases?\/[0-9a-f-]{36}$/);
    await eventually(() => page.getByTestId("track").count()).toBe(1);
    const info = (await page.getByTestId("release-info").textContent()) ?? "";
    expect(info).toContain("Submitted");
    expect(info).toContain("EP");
    expect(info).toContain("Electronic");
    expect(info).toContain("Synthwave");
    const trackText = (await page.getByTestId("track").textContent()) ?? "";
    expect(trackText).toContain("Neon Skyline");
    expect(trackText).toContain("0:03");
    expect(trackText).toContain("SE-ABC-26-00001");
    // The player's source is a short-lived signed link that serves the audio.
    const src = await page.locator("audio").first().getAttribute("src");
    expect(src).toMatch(/^\/api\/files\/uploads\/.+\?exp=\d+&sig=/);
    const audio = await page.request.get(src as string);
    expect(audio.status()).toBe(200);
    expect(audio.headers()["content-type"]).toBe("audio/wav");
    await snap(page, "releases-09-detail");

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByTestId("release-actions").getByRole("link", { name: "Download Metadata" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(
      `${title.replace(/[^a-zA-Z0-9]/g, "_")}_metadata.json`,
    );
    const metadata = JSON.parse(await readFile((await download.path()) as string, "utf8"));
    expect(metadata.release.title).toBe(title);
    expect(metadata.release.status).toBe("submitted");
    expect(metadata.tracks).toHaveLength(1);
    expect(
      metadata.tracks[0].royalty_splits.map((s: { percentage: number }) => s.percentage),
    ).toEqual([60, 40]);
    expect(metadata.tracks[0].credits).toEqual([{ name: "Sam Producer", role: "Producer" }]);
    expect(trackText).toContain("Sam Producer - Producer");
  });
});
