import { gzipSync } from "node:zlib";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, pageWidth, snap, waitForMail, widerThanPage } from "./browser.ts";
import { submitRelease } from "./releaseApi.ts";
import { enableFolderStores, waitForReleaseStatus } from "./storesApi.ts";
import { createConfirmedArtist, signedInPage } from "./users.ts";

/**
 * Issue 19, "Done when": staff import a store report, the artist sees the money, withdraws it,
 * staff mark it paid, and the balance and the statement agree. The report is a DSR flat file
 * for the artist's distributed single: SEK 250.00 for 2,000 streams in Sweden, shared pro rata
 * over two usage lines of 1,000 streams. One line names the track's ISRC; the other a code the
 * catalogue does not know, so it waits in the unmatched queue until staff assign it. Each line's
 * 80% is SEK 100.00 for the artist. The month closes when the app's clock (development only) is
 * moved past its end.
 */

const baseUrl = inject("baseUrl");
const stamp = Date.now() % 1_000_000;
const password = "royalties-e2e-password";
const artistEmail = `royalty-artist-${stamp}@example.com`;
const alias = `Quill ${stamp}`;
const title = `Paper Moons ${stamp}`;
const origin = { origin: baseUrl };

let browser: Browser;
let admin: Page;
let artist: Page;
let releaseId: string;
let restoreStores: (() => Promise<void>) | undefined;

const PHONE = { width: 390, height: 844 };

/** /admin/payouts' Paid tab, whose rows carry the most: reference and date paid beside the rest. */
async function openPaidPayouts(page: Page) {
  await page.goto("/admin/payouts");
  await page.getByRole("tab", { name: "Paid" }).click();
  await page.getByTestId("payouts-table").waitFor();
}

const widthOf = async (locator: Locator) => (await locator.boundingBox())?.width ?? 0;

/** A locator's text with no-break spaces (amounts are "SEK\u00a0100.00") made plain. */
const textOf = async (locator: Locator) =>
  ((await locator.textContent()) ?? "").replace(/\s+/g, " ");

/** The single's DSR report: one summary, two blocks, two usage lines; FOOT counts every line. */
function dsrReport(
  upc: string,
  isrc: string,
  trackTitle: string,
  messageId = `MSG-E2E-${stamp}`,
): string {
  const lines = [
    `HEAD\tdsrf/basicaudio/14\tBasicAudioProfile\t1.4\t${messageId}\t2026-11-02T10:00:00Z\t1\t1\t2026-10-01\t2026-10-31\tDPID::PADPIDA0000000001X\tSpotify\tStreaming\tDPID::PADPIDA0000000002Y\tOffbeat Records\tAudio`,
    "#SY02\tSummaryRecordId\tDistributionChannel\tDistributionChannelDPID\tCommercialModel\tUseType\tTerritory\tServiceDescription\tUsages\tUsers\tCurrency\tNetRevenue",
    "SY02.03\tS1\tSpotify\tDPID::PADPIDA0000000001X\tSubscriptionModel\tOnDemandStream\tSE\tPremium\t2000\t20\tSEK\t250.00",
    `RE01.02\tB1\tR0\tDSP-R1\t\tCAT1\t${upc}\t${alias}\t\t${title}`,
    `AS02.03\tB1\tA1\tDSP-A1\t${isrc}\t${trackTitle}\t\t${alias}\t\tPT0M30S\tSoundRecording`,
    "SU02.02\tB1\tS1\tT1\tR0\tA1\tTRUE\t1000\t\t\tOnDemandStream",
    // The store sent the track again under codes the catalogue does not know (no ISRC, no UPC).
    `RE01.02\tB2\tR0\tDSP-R2\t\tCAT2\t0000000${String(stamp).padStart(6, "0")}\t${alias}\t\t${title} (Store Edit)`,
    `AS02.03\tB2\tA1\tDSP-A2\tZZXXX26${String(stamp).padStart(6, "0").slice(-5)}\t${trackTitle} (Store Edit)\t\t${alias}\t\tPT0M30S\tSoundRecording`,
    "SU02.02\tB2\tS1\tT2\tR0\tA1\tTRUE\t1000\t\t\tOnDemandStream",
  ];
  const all = [...lines, `FOOT\t${lines.length + 1}\t${lines.length + 1}\t1\t2\t2`];
  return all.map((line) => `${line}\n`).join("");
}

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await signedInPage(browser, baseUrl, inject("adminEmail"), inject("adminPassword"));
  ({ restore: restoreStores } = await enableFolderStores(admin, ["spotify"]));
  await createConfirmedArtist(baseUrl, { email: artistEmail, password, artistName: alias });
  artist = await signedInPage(browser, baseUrl, artistEmail, password);
  releaseId = await submitRelease(artist, title, alias);
});

afterAll(async () => {
  await admin?.request
    .post("/api/dev/clock", { headers: origin, data: { days: 0 } })
    .catch(() => null);
  await restoreStores?.();
  await browser?.close();
});

describe("royalties", () => {
  it("staff import a report, the artist sees the money, withdraws it, staff pay it, and the statement agrees", async () => {
    expect(
      (
        await admin.request.post(`/api/admin/releases/${releaseId}/approve`, {
          headers: origin,
          data: { notes: null },
        })
      ).status(),
    ).toBe(200);
    expect(
      (
        await admin.request.post(`/api/admin/releases/${releaseId}/distribute`, {
          headers: origin,
          data: { notes: "" },
        })
      ).status(),
    ).toBe(200);
    await waitForReleaseStatus(artist, releaseId, "distributed");
    const { release } = (await (await artist.request.get(`/api/releases/${releaseId}`)).json()) as {
      release: { upc: string; tracks: { isrc: string; title: string }[] };
    };
    const track = release.tracks[0];
    if (!track) throw new Error("the release has no track");

    // Staff: upload the report on /admin/royalties, wait for the check, preview, post.
    await admin.goto("/admin/royalties");
    await admin.getByRole("heading", { name: "Royalties", level: 1 }).waitFor();
    // The Royalties link counts the reports waiting for staff: this one from its check until its
    // last unmatched line is assigned.
    const reportsBadge = admin.getByTestId("royalties-nav-waiting");
    const reportsWaiting = async () =>
      (await reportsBadge.count()) === 0
        ? 0
        : Number(await reportsBadge.getAttribute("data-count"));
    await admin.waitForLoadState("networkidle");
    const waitingBefore = await reportsWaiting();
    const form = admin.getByTestId("report-upload-form");
    await form.locator('select[name="storeId"]').selectOption("spotify");
    await form.locator('input[name="file"]').setInputFiles({
      name: `Offbeat_Spotify_2026-10_${stamp}.tsv`,
      mimeType: "text/tab-separated-values",
      buffer: Buffer.from(dsrReport(release.upc, track.isrc, track.title)),
    });
    await form.getByRole("button", { name: "Upload report" }).click();
    const row = admin.getByTestId("report-row").filter({ hasText: `_${stamp}.tsv` });
    await expect.poll(() => row.getAttribute("data-status"), { timeout: 30_000 }).toBe("ready");
    await expect.poll(reportsWaiting).toBe(waitingBefore + 1);
    await row.click();
    await admin.getByText("SEK 125.00").first().waitFor();
    // The queue below takes in the line the preview lists as unmatched, without a reload.
    await admin
      .getByTestId("unmatched-queue")
      .getByRole("checkbox", { name: new RegExp(`_${stamp}\\.tsv`) })
      .waitFor();
    await snap(admin, "royalties-report-preview");
    await admin.getByRole("button", { name: "Post to ledger" }).click();
    await expect.poll(() => row.getAttribute("data-status"), { timeout: 20_000 }).toBe("posted");

    // The artist: the matched line's money is there, pending until the month closes, and the
    // bell said so.
    await artist.goto("/dashboard/earnings");
    await artist.getByTestId("earnings-tile-pending").getByText("SEK 100.00").waitFor();
    await artist.getByRole("button", { name: /^Notifications/ }).click();
    const notice = artist.getByTestId("notification").filter({ hasText: "New earnings" }).first();
    await expect
      .poll(() => textOf(notice))
      .toContain("Spotify's report for October 2026 added SEK 100.00 to your earnings.");
    await artist.keyboard.press("Escape");

    // Staff assign the unmatched line to the track: it is booked at once.
    await admin.reload();
    await expect.poll(reportsWaiting).toBe(waitingBefore + 1);
    const queue = admin.getByTestId("unmatched-queue");
    await queue.getByRole("checkbox", { name: new RegExp(`_${stamp}\\.tsv`) }).check();
    await queue.getByLabel("Search tracks").fill(title);
    await queue
      .getByRole("button", { name: new RegExp(title) })
      .first()
      .click();
    await queue.getByRole("button", { name: /^Assign 1 to/ }).click();
    await expect
      .poll(() => queue.getByRole("checkbox", { name: new RegExp(`_${stamp}\\.tsv`) }).count())
      .toBe(0);
    await expect.poll(reportsWaiting).toBe(waitingBefore);
    await artist.reload();
    await artist.getByTestId("earnings-tile-pending").getByText("SEK 200.00").waitFor();
    await expect
      .poll(() => textOf(artist.getByTestId("earnings-tile-available")))
      .toContain("SEK 0.00");

    // Month end: the app's clock is moved into next month and staff close the ended months.
    const today = new Date();
    const nextMonth = Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 1);
    const days = Math.ceil((nextMonth - today.getTime()) / 86_400_000);
    expect(
      (await admin.request.post("/api/dev/clock", { headers: origin, data: { days } })).status(),
    ).toBe(200);
    const closed = await admin.request.post("/api/admin/royalty-periods/close", {
      headers: origin,
      data: {},
    });
    expect(closed.status()).toBe(200);
    await waitForMail(artistEmail, /statement/i);
    await waitForMail(artistEmail, /withdraw/i);

    await artist.reload();
    await artist.getByTestId("earnings-tile-available").getByText("SEK 200.00").waitFor();
    await snap(artist, "royalties-earnings");
    // The table: the track with both lines' streams (the ISRC's and the assigned one's).
    const trackRow = artist
      .getByTestId("earnings-tracks")
      .getByRole("row")
      .filter({ hasText: title });
    expect(await textOf(trackRow)).toMatch(/2,000.*SEK 200\.00/);
    expect(await artist.getByRole("button", { name: "Show more releases" }).count()).toBe(0);
    // The release's own page shows its rows, read on their own (the table comes a page at a time).
    await artist.goto(`/dashboard/releases/${releaseId}`);
    const card = artist.getByTestId("release-earnings");
    await card.getByText("Your share in all").waitFor();
    expect(await textOf(card)).toContain("2,000 streams");
    expect(await textOf(card)).toMatch(/Your share in all ?SEK 200\.00/);
    // The dashboard shows the same money, with the way to withdraw it.
    await artist.goto("/dashboard");
    const glance = artist.getByTestId("dashboard-earnings");
    await glance.getByText("SEK 200.00").first().waitFor();
    expect(await glance.getByRole("link", { name: "Withdraw" }).getAttribute("href")).toBe(
      "/dashboard/withdraw",
    );

    // Withdraw: payout details (password asked), then the whole balance.
    await artist.goto("/dashboard/withdraw");
    // No details yet: the request card says what to do first instead of a form that would fail.
    expect(await textOf(artist.getByTestId("withdraw-needs-details"))).toContain(
      "Add your payout details first.",
    );
    await artist.getByRole("button", { name: "Add payout details" }).click();
    const details = artist.getByTestId("payout-details-form");
    await details.getByLabel("IBAN").fill("SE45 5000 0000 0583 9825 7466");
    await details.getByLabel("BIC (SWIFT)").fill("ESSESESS");
    await details.getByLabel("Account holder").fill(alias);
    await details.getByLabel("Password").fill(password);
    await details.getByRole("button", { name: "Save payout details" }).click();
    await expect.poll(() => textOf(artist.getByTestId("payout-details"))).toContain("7466");
    expect(await textOf(artist.getByTestId("payout-details"))).not.toContain("0583");
    // Whoever changes where the money goes, the owner hears of it, masked.
    const detailsMail = await waitForMail(
      artistEmail,
      /^Your Offbeat payout details were changed$/,
    );
    expect(detailsMail.text).toContain(
      "Withdrawals now go by Bank transfer to SE45 •••• •••• 7466.",
    );
    const withdraw = artist.getByTestId("withdraw-form");
    await withdraw.getByRole("button", { name: /^Use whole balance \(SEK.200\.00\)$/ }).click();
    expect(await withdraw.getByLabel("Amount").inputValue()).toBe("200.00");
    await withdraw.getByRole("button", { name: "Withdraw", exact: true }).click();
    await expect.poll(() => textOf(artist.getByTestId("available-balance"))).toContain("SEK 0.00");
    // A change of mind: until staff open it to pay it, the request can be cancelled; the whole
    // balance is back (and mailed about), and the artist withdraws it again.
    const mine = artist.getByTestId("my-withdrawals");
    await mine.getByRole("button", { name: "Cancel withdrawal" }).click();
    await artist
      .getByRole("alertdialog", { name: "Cancel this withdrawal?" })
      .getByRole("button", { name: "Cancel withdrawal" })
      .click();
    await expect
      .poll(() => textOf(artist.getByTestId("available-balance")))
      .toContain("SEK 200.00");
    await mine.getByText("Cancelled", { exact: true }).waitFor();
    await waitForMail(artistEmail, /Your withdrawal was cancelled/);
    await withdraw.getByRole("button", { name: /^Use whole balance \(SEK.200\.00\)$/ }).click();
    await withdraw.getByRole("button", { name: "Withdraw", exact: true }).click();
    await expect.poll(() => textOf(artist.getByTestId("available-balance"))).toContain("SEK 0.00");
    expect(await mine.getByRole("button", { name: "Cancel withdrawal" }).count()).toBe(1);
    // Below the minimum the form gives way to when a withdrawal becomes possible.
    await artist.getByTestId("withdraw-not-yet").waitFor();
    await snap(artist, "royalties-withdraw");

    // Staff pay it on /admin/payouts.
    await admin.goto("/admin/payouts");
    const payout = admin.getByTestId("payouts-table").locator("tr").filter({ hasText: alias });
    // The Payouts link counts the requests waiting, this one among them, and one fewer once paid.
    const waitingBadge = admin.getByTestId("payouts-nav-waiting");
    const waiting = Number(await waitingBadge.getAttribute("data-count"));
    expect(waiting).toBeGreaterThanOrEqual(1);
    await payout.getByRole("button", { name: "Mark paid" }).click();
    await admin.getByLabel("Payment reference").fill(`BANK-${stamp}`);
    await admin.getByRole("dialog").getByRole("button", { name: "Mark paid" }).click();
    await expect.poll(() => payout.count()).toBe(0);
    await expect
      .poll(async () =>
        (await waitingBadge.count()) === 0
          ? 0
          : Number(await waitingBadge.getAttribute("data-count")),
      )
      .toBe(waiting - 1);
    await waitForMail(artistEmail, /paid/i);
    // When the artist asks after it, staff find it in Paid by the bank's reference.
    await admin.getByRole("tab", { name: "Paid" }).click();
    await admin
      .getByRole("searchbox", { name: "Search payouts by artist, email or reference" })
      .fill(`bank-${stamp}`);
    const found = admin.getByTestId("payouts-table").locator("tr").filter({ hasText: alias });
    await expect.poll(() => found.count()).toBe(1);
    expect(await admin.getByTestId("payouts-table").locator("tbody tr").count()).toBe(1);
    // The artist's list says when and how, the day written as the rest of the app writes days.
    await artist.goto("/dashboard/withdraw");
    await artist.getByText(`reference BANK-${stamp}`).waitFor();
    expect(await textOf(artist.getByText(`reference BANK-${stamp}`))).toMatch(
      /^Paid on \p{L}+ \d{1,2}, \d{4} · reference /u,
    );

    // The balance and the statement agree: 100.00 earned in the closed month, all paid out.
    await artist.goto("/dashboard/earnings");
    await artist.getByTestId("earnings-tile-paid-out").getByText("SEK 200.00").waitFor();
    expect(await textOf(artist.getByTestId("earnings-tile-available"))).toContain("SEK 0.00");
    expect(await textOf(artist.getByTestId("earnings-tile-lifetime"))).toContain("SEK 200.00");
    const statements = (await (await artist.request.get("/api/earnings/statements")).json()) as {
      items: { period: string }[];
    };
    const period = statements.items[0]?.period;
    expect(period).toBeDefined();
    await artist.goto(`/dashboard/earnings/statements/${period}`);
    const figures = artist.getByTestId("statement-figures");
    await figures.waitFor();
    expect(await textOf(figures)).toContain("SEK 200.00");
    expect(await textOf(artist.getByTestId("statement-lines"))).toContain(title);
    // With the units the store reported: the matched line's and the one staff assigned.
    expect(await textOf(artist.getByTestId("statement-lines"))).toContain("Units2,000 streams");
    // Made out to the artist by the label, as a printed statement must say.
    const parties = await textOf(artist.getByTestId("statement-parties"));
    expect(parties).toContain(alias);
    expect(parties).toContain(artistEmail);
    await snap(artist, "royalties-statement");
    // On paper: the statement alone, on white up to the page's edge, each amount on one line.
    await artist.emulateMedia({ media: "print" });
    const printed = await artist.evaluate(() => ({
      scheme: getComputedStyle(document.documentElement).colorScheme,
      sidebar: getComputedStyle(document.querySelector("aside") ?? document.body).visibility,
      amounts: [...document.querySelectorAll("[data-printable-statement] td.tabular-nums")].map(
        (cell) => getComputedStyle(cell).whiteSpace,
      ),
    }));
    await artist.emulateMedia({ media: null });
    expect(printed.scheme).toBe("light");
    expect(printed.sidebar).toBe("hidden");
    expect(printed.amounts.length).toBeGreaterThan(0);
    expect(new Set(printed.amounts)).toEqual(new Set(["nowrap"]));
    const csv = await artist.request.get(`/api/earnings/statements/${period}/csv`);
    expect(csv.status()).toBe(200);
    expect(await csv.text()).toContain("200.00");
    // The year in one file, linked from the statements list: its totals and the release's row.
    await artist.goto("/dashboard/earnings");
    const yearLink = artist.getByRole("link", { name: `${period?.slice(0, 4)} statements (CSV)` });
    const yearFile = await artist.request.get((await yearLink.getAttribute("href")) ?? "");
    expect(yearFile.status()).toBe(200);
    const yearCsv = await yearFile.text();
    // (Empty streams and downloads cells on the totals: units are per track.)
    expect(yearCsv).toMatch(/"year earnings"[,;]"\d{4}"([,;]"")*[,;][,;][,;]"SEK"[,;]200[.,]00/);
    expect(yearCsv).toMatch(new RegExp(`"earnings by track and store"[,;]"\\d{4}"[,;]"${title}"`));
    // The track's row carries the units the statement showed.
    expect(yearCsv).toMatch(/"earnings by track and store"[^\r\n]*[,;]2000[,;]0[,;]"SEK"/);

    // A month with no statement says so on its first answer: a 404 is not asked again.
    const asked: string[] = [];
    artist.on("request", (request) => {
      if (request.url().includes("/api/earnings/statements/2099-01")) asked.push(request.url());
    });
    await artist.goto("/dashboard/earnings/statements/2099-01");
    await artist.getByText("Statement not found.").waitFor();
    expect(await artist.getByRole("link", { name: /Download CSV/ }).count()).toBe(0);
    await artist.waitForTimeout(1_500);
    expect(asked).toHaveLength(1);
  });

  it("fits the money pages on a 390 px phone: an artist's amounts and links in view, the admin's wide table scrolling in its card", async () => {
    const statements = (await (await artist.request.get("/api/earnings/statements")).json()) as {
      items: { period: string }[];
    };
    const period = statements.items[0]?.period;
    // [page, path, table, whether the table becomes cards on a phone]
    const pages: [Page, string, string, boolean][] = [
      [artist, "/dashboard/earnings", "earnings-statements", true],
      [artist, `/dashboard/earnings/statements/${period}`, "statement-lines", true],
      [admin, "/admin/royalties", "finance-months", false],
    ];
    for (const [page, path, table, cards] of pages) {
      const size = page.viewportSize();
      await page.setViewportSize(PHONE);
      try {
        await page.goto(path);
        await page.getByTestId(table).waitFor();
        if (cards) {
          // Each row is a card as wide as the phone allows: its last cell (a statement's links,
          // a line's amount), off to the right in the table, is seen without scrolling sideways.
          expect(await widthOf(page.getByTestId(table)), path).toBeLessThan(PHONE.width);
          const lastCell = page.getByTestId(table).locator("tbody tr").first().locator("td").last();
          const box = await lastCell.boundingBox();
          expect(box, path).not.toBeNull();
          expect((box?.x ?? 0) + (box?.width ?? 0), path).toBeLessThanOrEqual(PHONE.width);
        } else {
          // The admin's table is wider than the phone and scrolls inside its card.
          expect(await widthOf(page.getByTestId(table)), path).toBeGreaterThan(PHONE.width);
        }
        expect(await pageWidth(page), `${path}: ${await widerThanPage(page)}`).toBeLessThanOrEqual(
          PHONE.width,
        );
        await snap(page, `royalties-phone${path.replaceAll("/", "-")}`);
      } finally {
        if (size) await page.setViewportSize(size);
      }
    }

    // Staff on a phone: each payout is a card, its buttons and the masked account in view.
    const size = admin.viewportSize();
    await admin.setViewportSize(PHONE);
    try {
      await openPaidPayouts(admin);
      const card = admin
        .getByTestId("payouts-table")
        .locator("tbody tr")
        .filter({ hasText: alias });
      const details = card.getByRole("button", { name: "Show details" });
      const box = await details.boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
      expect(await pageWidth(admin), await widerThanPage(admin)).toBeLessThanOrEqual(PHONE.width);
      await snap(admin, "royalties-phone-admin-payouts");
    } finally {
      if (size) await admin.setViewportSize(size);
    }
  });

  it("fits the money pages from tablet to laptop, with seven-figure amounts", async () => {
    const statements = (await (await artist.request.get("/api/earnings/statements")).json()) as {
      items: { period: string }[];
    };
    const period = statements.items[0]?.period;
    const pages: [Page, string, string][] = [
      [artist, "/dashboard/earnings", "earnings-statements"],
      [artist, `/dashboard/earnings/statements/${period}`, "statement-lines"],
      [artist, "/dashboard/withdraw", "available-balance"],
      [admin, "/admin/royalties", "finance-overview"],
      [admin, "/admin/payouts", "payouts-table"],
    ];
    for (const [page, path, ready] of pages) {
      const size = page.viewportSize();
      try {
        if (path === "/admin/payouts") await openPaidPayouts(page);
        else await page.goto(path);
        await page.getByTestId(ready).waitFor();
        // Every amount on the page made a label's or a long career's: SEK 1,234,567.89, as
        // wide as an amount gets short of a hit record. Between a phone and a wide screen the
        // sidebar appears (at 1,024 px) and the tiles and tables have the least room.
        await page.evaluate(() => {
          const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
          const texts: Node[] = [];
          for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node);
          for (const text of texts)
            text.textContent = (text.textContent ?? "").replace(
              /SEK(\s)-?[\d,]+\.\d\d/g,
              "SEK$11,234,567.89",
            );
        });
        for (const width of [768, 900, 1024, 1100, 1280]) {
          await page.setViewportSize({ width, height: 900 });
          await expect
            .poll(() => pageWidth(page), { message: `${path} at ${width} px` })
            .toBeLessThanOrEqual(width);
        }
      } finally {
        if (size) await page.setViewportSize(size);
      }
    }
  });

  it("an admin corrects the artist's balance: the artist is told and sees the money", async () => {
    await admin.goto("/admin/royalties");
    const section = admin.getByTestId("ledger-corrections");
    await section.getByRole("heading", { name: "Corrections" }).waitFor();
    const form = section.getByTestId("correction-form");
    await form.getByLabel("Take from", { exact: true }).selectOption("label");
    await form.getByLabel("Add to", { exact: true }).selectOption("artist");
    await form.getByLabel("Artist to add to (email)").fill(artistEmail);
    await form.getByLabel(/^Amount/).fill("25");
    const reason = `Playlist bonus ${stamp}`;
    await form.getByLabel(/^Reason/).fill(reason);
    await form.getByRole("button", { name: "Post correction" }).click();
    const confirm = admin.getByRole("alertdialog");
    expect(await textOf(confirm)).toContain(`SEK 25.00 from the label's share to ${artistEmail}`);
    await confirm.getByRole("button", { name: "Post correction" }).click();
    const row = section.getByTestId("correction-row").filter({ hasText: reason });
    await row.waitFor();
    expect(await textOf(row)).toContain("SEK 25.00");
    expect(await textOf(row)).toContain(alias);
    await snap(admin, "royalties-correction");

    // Taking back more than the artist is owed is refused, and says how much that is.
    await form.getByLabel("Take from", { exact: true }).selectOption("artist");
    await form.getByLabel("Artist to take from (email)").fill(artistEmail);
    await form.getByLabel("Add to", { exact: true }).selectOption("label");
    await form.getByLabel(/^Amount/).fill("1000");
    await form.getByLabel(/^Reason/).fill("Too much");
    await form.getByRole("button", { name: "Post correction" }).click();
    await admin.getByRole("alertdialog").getByRole("button", { name: "Post correction" }).click();
    await form
      .getByText(`${alias} is owed SEK 25.00; a correction cannot take more than that.`)
      .waitFor();
    // Said at the amount, and the keyboard is there, not back on the button.
    const amountField = form.getByLabel(/^Amount/);
    expect(await amountField.getAttribute("aria-invalid")).toBe("true");
    await expect
      .poll(() => amountField.evaluate((field) => field === document.activeElement))
      .toBe(true);
    expect(
      await section.getByTestId("correction-row").filter({ hasText: "Too much" }).count(),
    ).toBe(0);

    // The artist: the notification with the reason, and the money, pending in the open month.
    // Staff run imports and payouts but do not move money by hand: no Corrections for them.
    const staffEmail = `royalty-staff-${stamp}@example.com`;
    // Artist names are one account's each: another file's staff member is "Stan" already.
    await createConfirmedArtist(baseUrl, {
      email: staffEmail,
      password,
      artistName: `Royalty Staff ${stamp}`,
    });
    const staff = await signedInPage(browser, baseUrl, staffEmail, password);
    const me = (await (await staff.request.get("/api/me")).json()) as { user: { id: string } };
    const promoted = await admin.request.patch(`/api/admin/users/${me.user.id}/role`, {
      headers: origin,
      data: { role: "staff" },
    });
    expect(promoted.status()).toBe(200);
    await staff.goto("/admin/royalties");
    await staff.getByTestId("finance-overview").waitFor();
    // The finance months download as CSV for the label's accounts: the link's file.
    const link = staff.getByRole("link", { name: "Download these months as CSV" });
    expect(await link.getAttribute("download")).not.toBeNull();
    const file = await staff.request.get((await link.getAttribute("href")) ?? "");
    expect(file.status()).toBe(200);
    expect(file.headers()["content-disposition"]).toMatch(
      /^attachment; filename="finance-\d{4}-\d{2}-to-\d{4}-\d{2}\.csv"$/,
    );
    const csv = await file.text();
    // UTF-8's byte-order mark first, so Excel reads the names as UTF-8.
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1).split("\r\n")[0]).toBe(
      "section,period,store,currency,revenue,label_share,artist_share,paid_out",
    );
    expect(csv).toContain('"store",');
    // Beside it, the withdrawals paid in those months, the artist's paid earlier in this run
    // among them with the bank's reference.
    const payoutsLink = staff.getByRole("link", {
      name: "Download the payouts paid in these months as CSV",
    });
    const payouts = await (
      await staff.request.get((await payoutsLink.getAttribute("href")) ?? "")
    ).text();
    expect(payouts.slice(1).split("\r\n")[0]).toBe(
      "booked_on,paid_on,reference,artist,email,method,currency,amount,requested_on,payout_id",
    );
    expect(payouts).toContain(
      `"BANK-${stamp}","${alias}","${artistEmail}","Bank transfer","SEK",200.00`,
    );
    expect(await staff.getByTestId("ledger-corrections").count()).toBe(0);
    await staff.context().close();

    const notices = (await (await artist.request.get("/api/notifications")).json()) as unknown;
    expect(JSON.stringify(notices)).toContain(
      `We corrected your balance by +SEK 25.00. Reason: ${reason}`,
    );
    const mail = await waitForMail(artistEmail, /Your balance was corrected/);
    expect(mail.text).toContain(`Reason: ${reason}`);
    await artist.goto("/dashboard/earnings");
    await artist.getByTestId("earnings-tile-pending").getByText("SEK 25.00").waitFor();
    expect(await textOf(artist.getByTestId("earnings-tile-lifetime"))).toContain("SEK 225.00");
  });

  it("staff map a store's CSV columns from a sample report and import one with it", async () => {
    const csv = [
      "Sales Month;Territory;ISRC;EAN;Track Title;Artist Name;Units;Currency;Net Revenue",
      `2026-10;SE;QZE2E26${String(stamp).padStart(6, "0").slice(-5)};;Night Ferry ${stamp};Harbour Choir;1200;EUR;3,45`,
    ].join("\n");
    const file = (name: string) => ({
      name,
      mimeType: "text/csv",
      buffer: Buffer.from(`${csv}\n`),
    });
    await admin.goto("/admin/royalties");
    const mapping = admin.getByTestId("csv-mapping");
    await mapping.getByText("CSV column mapping per store").click();
    await mapping.getByRole("combobox", { name: "Store" }).selectOption("napster");
    await mapping
      .getByLabel("Read the headers from a sample report (optional)")
      .setInputFiles(file(`napster-sample-${stamp}.csv`));
    expect(await textOf(mapping.getByTestId("csv-sample-headers"))).toContain(
      `9 columns in napster-sample-${stamp}.csv`,
    );
    expect(await mapping.locator('input[name="netAmount"]').inputValue()).toBe("Net Revenue");
    expect(await mapping.locator('input[name="title"]').inputValue()).toBe("Track Title");
    await mapping.getByRole("button", { name: "Save mapping" }).click();
    await admin.getByText("Column mapping saved.").waitFor();

    const form = admin.getByTestId("report-upload-form");
    await form.locator('select[name="storeId"]').selectOption("napster");
    await form.locator('input[name="file"]').setInputFiles(file(`napster-2026-10-${stamp}.csv`));
    // The report is in euros and states no rate: staff type it the Swedish way.
    await form.getByLabel("Exchange rate to SEK (optional)").fill("11,4520");
    await form.getByRole("button", { name: "Upload report" }).click();
    const row = admin.getByTestId("report-row").filter({ hasText: `napster-2026-10-${stamp}` });
    await expect.poll(() => row.getAttribute("data-status"), { timeout: 30_000 }).toBe("ready");
    await row.click();
    await admin.getByText("1 EUR = 11.4520 SEK (entered at upload)").waitFor();
    // The line names no track of the catalogue: it waits, shown by the title and artist mapped.
    await admin.getByText(`Night Ferry ${stamp} · Harbour Choir`).first().waitFor();
    await snap(admin, "royalties-csv-preview");
  });

  it("an admin reverses a report booked under the wrong store; the artist is told; it can be imported again", async () => {
    const { release } = (await (await artist.request.get(`/api/releases/${releaseId}`)).json()) as {
      release: { upc: string; tracks: { isrc: string; title: string }[] };
    };
    const track = release.tracks[0];
    if (!track) throw new Error("the release has no track");
    const fileName = `Offbeat_Deezer_2026-10_${stamp}.tsv`;
    const report = {
      name: fileName,
      mimeType: "text/tab-separated-values",
      buffer: Buffer.from(dsrReport(release.upc, track.isrc, track.title, `MSG-REV-${stamp}`)),
    };
    const lifetime = async () =>
      (
        (await (await artist.request.get("/api/earnings")).json()) as {
          summary: { lifetime: string };
        }
      ).summary.lifetime;
    const before = await lifetime();

    // Staff book it under TIDAL by mistake.
    await admin.goto("/admin/royalties");
    const form = admin.getByTestId("report-upload-form");
    await form.locator('select[name="storeId"]').selectOption("tidal");
    await form.locator('input[name="file"]').setInputFiles(report);
    await form.getByRole("button", { name: "Upload report" }).click();
    const row = admin.getByTestId("report-row").filter({ hasText: fileName }).first();
    await expect.poll(() => row.getAttribute("data-status"), { timeout: 30_000 }).toBe("ready");
    await row.click();
    const preview = admin.getByTestId("report-preview");
    await preview.getByRole("button", { name: "Post to ledger" }).click();
    await expect.poll(() => row.getAttribute("data-status"), { timeout: 20_000 }).toBe("posted");
    await expect.poll(lifetime).not.toBe(before);

    // The admin reverses it with the reason the artist will read.
    await preview.getByRole("button", { name: "Reverse posting" }).click();
    const reverse = preview.getByTestId("reverse-report-form");
    await reverse.getByRole("button", { name: "Reverse report" }).click();
    await reverse.getByText("Enter a reason for the artists (up to 500 characters).").waitFor();
    await reverse
      .getByLabel("Reason (the artists read it)")
      .fill("Booked under TIDAL; it is Deezer's report.");
    await reverse.getByRole("button", { name: "Reverse report" }).click();
    await admin
      .getByText("The report was reversed: its money is out of the ledger")
      .first()
      .waitFor();
    await expect.poll(() => row.getAttribute("data-status")).toBe("reversed");
    expect(await textOf(preview.getByTestId("report-reversed-note"))).toContain(
      "Reason: Booked under TIDAL; it is Deezer's report.",
    );
    await snap(admin, "royalties-reversed");
    await expect.poll(lifetime).toBe(before);
    const notices = JSON.stringify(await (await artist.request.get("/api/notifications")).json());
    expect(notices).toContain("The label reversed TIDAL's report for October 2026");
    expect(notices).toContain("Reason: Booked under TIDAL; it is Deezer's report.");

    // The same report, now under the right store and gzipped as stores send DSR files, is
    // accepted: once reversed it is not a duplicate, and packed or not it is the same report.
    await form.locator('select[name="storeId"]').selectOption("deezer");
    await form.locator('input[name="file"]').setInputFiles({
      name: `${fileName}.gz`,
      mimeType: "application/gzip",
      buffer: gzipSync(report.buffer),
    });
    await form.getByRole("button", { name: "Upload report" }).click();
    const again = admin.getByTestId("report-row").filter({ hasText: fileName });
    await expect.poll(() => again.count(), { timeout: 30_000 }).toBe(2);
    const packed = admin.getByTestId("report-row").filter({ hasText: `${fileName}.gz` });
    await expect.poll(() => packed.getAttribute("data-status"), { timeout: 30_000 }).toBe("ready");
    expect(await textOf(packed)).toContain("Deezer");
  });
});
