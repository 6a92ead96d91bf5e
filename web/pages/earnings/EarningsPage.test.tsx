import { screen, within } from "@testing-library/react";
import { apiCalls, failApi, serveApi } from "@web/test/api.ts";
import { anEarningsView, aStatementHead } from "@web/test/fixtures.ts";
import { renderInApp } from "@web/test/render.tsx";
import { describe, expect, it } from "vitest";
import { EarningsPage } from "./EarningsPage.tsx";

const nothing = anEarningsView();
const head = aStatementHead();

describe("EarningsPage", () => {
  it("tells a new artist there is nothing yet and when money appears", async () => {
    serveApi("get", "/api/earnings", nothing);
    serveApi("get", "/api/earnings/statements", { items: [], nextCursor: null, years: [] });
    renderInApp(<EarningsPage />);
    expect(await screen.findByText("No earnings yet")).toBeTruthy();
    expect(screen.getByText(/once a store reports/)).toBeTruthy();
    // Nothing to withdraw yet: the way to the payout details, and when withdrawing opens.
    expect(screen.queryByRole("link", { name: /Withdraw/ })).toBeNull();
    expect(screen.getByRole("link", { name: "Payout details" }).getAttribute("href")).toBe(
      "/dashboard/withdraw",
    );
    expect(
      screen.getByText(
        "You can request a withdrawal once your available balance reaches SEK 100.00. We email you when it does.",
      ),
    ).toBeTruthy();
  });

  it("says withdrawals are paused and offers no Withdraw while they are", async () => {
    serveApi("get", "/api/earnings", {
      ...nothing,
      summary: { ...nothing.summary, available: "500.00", withdrawalsPaused: true },
    });
    serveApi("get", "/api/earnings/statements", { items: [], nextCursor: null, years: [] });
    renderInApp(<EarningsPage />);
    expect(
      await screen.findByText("Withdrawals are paused at the moment. Your balance stays safe."),
    ).toBeTruthy();
    expect(screen.queryByRole("link", { name: /Withdraw/ })).toBeNull();
  });

  it("shows the balance, the track table and the statements with their downloads", async () => {
    serveApi("get", "/api/earnings", {
      summary: { ...nothing.summary, available: "190.00", lifetime: "190.00" },
      byMonth: [{ period: "2026-08", amount: "90.00" }],
      byStore: [{ storeId: "spotify", storeName: "Spotify", amount: "90.00" }],
      byCountry: [{ country: "SE", amount: "90.00" }],
      tracks: [
        {
          trackId: "t1",
          trackTitle: "Alpha",
          isrc: "ZZOFB2600001",
          releaseId: "r1",
          releaseTitle: "Night Drive",
          streams: 1500,
          downloads: 10,
          amount: "90.00",
        },
      ],
      // Night Drive also sold 4 times as an album (by UPC): counted once, under its tracks.
      wholeReleases: [{ releaseId: "r1", streams: 0, downloads: 4 }],
      byTrack: [{ label: "Alpha", amount: "90.00" }],
      byTrackRest: null,
      tracksNextCursor: null,
    });
    serveApi("get", "/api/earnings/statements", {
      items: [head],
      nextCursor: null,
      years: ["2026"],
    });
    renderInApp(<EarningsPage />);
    const available = await screen.findByTestId("earnings-tile-available");
    expect(available.textContent?.replace(/\s/g, " ")).toContain("SEK 190.00");
    expect(screen.getByRole("link", { name: "Withdraw" }).getAttribute("href")).toBe(
      "/dashboard/withdraw",
    );
    expect(screen.getByText("Minimum withdrawal SEK 100.00.")).toBeTruthy();
    expect(screen.getByTestId("earnings-tracks").textContent).toContain("1,500");
    // The ISRC reads as on the release's page; the CSV keeps the 12-character code.
    expect(screen.getByTestId("earnings-tracks").textContent).toContain("ZZ-OFB-26-00001");
    const album = screen.getByTestId("earnings-whole-release");
    expect(album).toHaveTextContent("Sold as a whole release");
    expect(album).toHaveTextContent("Downloads4");
    expect(album).toHaveTextContent("Shared over its tracks");
    // The month chart says it counts the month of listening, not the statement's month.
    expect(screen.getByTestId("earnings-chart-month").textContent).toContain(
      "The month your music was played or bought.",
    );
    expect((await screen.findByRole("link", { name: /Download CSV/ })).getAttribute("href")).toBe(
      "/api/earnings/statements/2026-10/csv",
    );
    expect(screen.getByRole("link", { name: /Printable/ }).getAttribute("href")).toBe(
      "/dashboard/earnings/statements/2026-10",
    );
    expect(screen.getByRole("link", { name: "2026 statements (CSV)" }).getAttribute("href")).toBe(
      "/api/earnings/years/2026/csv",
    );
  });

  it("draws the nine largest countries and the rest as one bar, added up exactly", async () => {
    const countries = ["SE", "NO", "DK", "FI", "DE", "FR", "GB", "US", "NL", "BE", "ES", "IT"];
    serveApi("get", "/api/earnings", {
      ...nothing,
      summary: { ...nothing.summary, lifetime: "78.60" },
      // Largest first as the server sends them: 12.00, 11.00 … 2.10, 1.10, 0.40.
      byCountry: countries.map((country, i) => ({
        country,
        amount: i < 9 ? `${12 - i}.00` : (["2.10", "1.10", "0.40"][i - 9] ?? "0"),
      })),
    });
    serveApi("get", "/api/earnings/statements", { items: [], nextCursor: null, years: [] });
    renderInApp(<EarningsPage />);
    const chart = await screen.findByTestId("earnings-chart-country");
    const rows = within(chart).getAllByRole("row", { hidden: true });
    expect(rows).toHaveLength(10);
    expect(rows[0]).toHaveTextContent("SwedenSEK 12.00");
    expect(rows.at(-1)).toHaveTextContent("3 more countriesSEK 3.60");
  });

  it("draws the track chart's bars as the server sent them, the rest as one", async () => {
    serveApi("get", "/api/earnings", {
      ...nothing,
      summary: { ...nothing.summary, lifetime: "50.00" },
      byTrack: [
        { label: "Intro (Night Drive)", amount: "30.00" },
        { label: "Alpha", amount: "12.00" },
      ],
      byTrackRest: { tracks: 14, amount: "8.00" },
    });
    serveApi("get", "/api/earnings/statements", { items: [], nextCursor: null, years: [] });
    renderInApp(<EarningsPage />);
    const chart = await screen.findByTestId("earnings-chart-track");
    const rows = within(chart).getAllByRole("row", { hidden: true });
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent("Intro (Night Drive)SEK 30.00");
    expect(rows[1]).toHaveTextContent("AlphaSEK 12.00");
    expect(rows[2]).toHaveTextContent("14 more tracksSEK 8.00");
  });

  it("shows more releases a page at a time, from the cursor the earnings came with", async () => {
    const track = (releaseId: string, title: string, amount: string) => ({
      trackId: `t-${title}`,
      trackTitle: title,
      isrc: null,
      releaseId,
      releaseTitle: `Release ${releaseId}`,
      streams: 10,
      downloads: 0,
      amount,
    });
    serveApi("get", "/api/earnings", {
      ...nothing,
      summary: { ...nothing.summary, lifetime: "6.00" },
      tracks: [track("r1", "One", "1.00")],
      tracksNextCursor: "after-r1",
    });
    serveApi("get", "/api/earnings/statements", { items: [], nextCursor: null, years: [] });
    serveApi("get", "/api/earnings/tracks", {
      currency: "SEK",
      tracks: [track("r2", "Two", "2.00")],
      wholeReleases: [{ releaseId: "r2", streams: 0, downloads: 3 }],
      nextCursor: "after-r2",
    });
    const { user } = renderInApp(<EarningsPage />);
    const table = await screen.findByTestId("earnings-tracks");
    const titles = () =>
      within(table)
        .getAllByRole("row")
        .slice(1)
        .map((row) => row.textContent?.match(/One|Two|Three|Sold as a whole release/)?.[0]);
    expect(titles()).toEqual(["One"]);
    // Nothing more is asked for until the button is pressed.
    expect(apiCalls("get", "/api/earnings/tracks")).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Show more releases" }));
    expect(await within(table).findByText("Two")).toBeTruthy();
    expect(titles()).toEqual(["One", "Two", "Sold as a whole release"]);
    serveApi("get", "/api/earnings/tracks", {
      currency: "SEK",
      tracks: [track("r3", "Three", "3.00")],
      wholeReleases: [],
      nextCursor: null,
    });
    await user.click(screen.getByRole("button", { name: "Show more releases" }));
    expect(await within(table).findByText("Three")).toBeTruthy();
    expect(titles()).toEqual(["One", "Two", "Sold as a whole release", "Three"]);
    expect(screen.queryByRole("button", { name: "Show more releases" })).toBeNull();
    expect(
      apiCalls("get", "/api/earnings/tracks").map((call) => call.url.searchParams.get("cursor")),
    ).toEqual(["after-r1", "after-r2"]);
  });

  it("says so when more releases cannot be loaded, keeps the rows shown and asks again", async () => {
    serveApi("get", "/api/earnings", {
      ...nothing,
      summary: { ...nothing.summary, lifetime: "1.00" },
      tracks: [
        {
          trackId: "t1",
          trackTitle: "One",
          isrc: null,
          releaseId: "r1",
          releaseTitle: "First",
          streams: 1,
          downloads: 0,
          amount: "1.00",
        },
      ],
      tracksNextCursor: "gone",
    });
    serveApi("get", "/api/earnings/statements", { items: [], nextCursor: null, years: [] });
    failApi("get", "/api/earnings/tracks", 400, {
      code: "BAD_REQUEST",
      message: "This list has changed. Reload the page.",
    });
    const { user } = renderInApp(<EarningsPage />);
    await user.click(await screen.findByRole("button", { name: "Show more releases" }));
    expect(await screen.findByText("This list has changed. Reload the page.")).toBeTruthy();
    expect(screen.getByTestId("earnings-tracks")).toHaveTextContent("One");
    // The button stays, and asks again.
    serveApi("get", "/api/earnings/tracks", {
      currency: "SEK",
      tracks: [
        {
          trackId: "t2",
          trackTitle: "Two",
          isrc: null,
          releaseId: "r2",
          releaseTitle: "Second",
          streams: 2,
          downloads: 0,
          amount: "2.00",
        },
      ],
      wholeReleases: [],
      nextCursor: null,
    });
    await user.click(screen.getByRole("button", { name: "Show more releases" }));
    expect(await within(screen.getByTestId("earnings-tracks")).findByText("Two")).toBeTruthy();
    expect(screen.queryByText("This list has changed. Reload the page.")).toBeNull();
    expect(screen.queryByRole("button", { name: "Show more releases" })).toBeNull();
  });

  it("shows a year's statements, older ones on asking, and every year's file at once", async () => {
    serveApi("get", "/api/earnings", nothing);
    serveApi("get", "/api/earnings/statements", {
      items: [
        { ...head, period: "2026-01" },
        { ...head, period: "2025-12" },
      ],
      nextCursor: "2025-12",
      years: ["2026", "2025", "2024"],
    });
    const { user } = renderInApp(<EarningsPage />);
    const more = await screen.findByRole("button", { name: "Show older statements" });
    // The years come with the first page, newest first, 2024's before its months are paged in.
    expect(
      screen.getAllByRole("link", { name: /statements \(CSV\)$/ }).map((link) => link.textContent),
    ).toEqual(["2026 statements (CSV)", "2025 statements (CSV)", "2024 statements (CSV)"]);
    serveApi("get", "/api/earnings/statements", {
      items: [{ ...head, period: "2025-11" }],
      nextCursor: null,
      years: ["2026", "2025", "2024"],
    });
    await user.click(more);
    const table = screen.getByTestId("earnings-statements");
    await within(table).findByText("November 2025");
    expect(within(table).getByText("January 2026")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Show older statements" })).toBeNull();
    expect(
      apiCalls("get", "/api/earnings/statements").map((call) => [
        call.url.searchParams.get("before"),
        call.url.searchParams.get("limit"),
      ]),
    ).toEqual([
      [null, "12"],
      ["2025-12", "12"],
    ]);
  });
});
