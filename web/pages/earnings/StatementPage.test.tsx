import type { StatementView } from "@common/royalties/earnings.ts";
import { screen, within } from "@testing-library/react";
import { formatReleaseDate } from "@web/lib/formatReleaseDate.ts";
import { apiCalls, failApi, serveApi } from "@web/test/api.ts";
import { aStatementHead } from "@web/test/fixtures.ts";
import { renderInApp } from "@web/test/render.tsx";
import { Route, Routes } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { StatementPage } from "./StatementPage.tsx";

const head = aStatementHead();

describe("StatementPage", () => {
  it("says at once that a month has no statement, with nothing to download or print", async () => {
    failApi("get", "/api/earnings/statements/{period}", 404, {
      code: "NOT_FOUND",
      message: "Statement not found.",
    });
    renderInApp(
      <Routes>
        <Route path="/dashboard/earnings/statements/:period" element={<StatementPage />} />
      </Routes>,
      { route: "/dashboard/earnings/statements/2099-01" },
    );
    expect(screen.getByRole("status", { name: "Loading the statement" })).toBeTruthy();
    expect(await screen.findByText("Statement not found.")).toBeTruthy();
    expect(screen.queryByRole("link", { name: /Download CSV/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /Print/ })).toBeNull();
    expect(screen.getByRole("link", { name: /Earnings/ }).getAttribute("href")).toBe(
      "/dashboard/earnings",
    );
    expect(apiCalls("get", "/api/earnings/statements/{period}")).toHaveLength(1);
    expect(document.title).toBe("Statement | Offbeat");
  });

  it("shows the month's figures and lines and prints", async () => {
    const view: StatementView = {
      head,
      parties: {
        issuer: "Offbeat",
        payee: { name: "Nova Lind", artistName: "Nova", email: "nova@example.com" },
        issuedOn: "2026-11-01",
      },
      lines: [
        {
          kind: "report_posting",
          trackId: "t1",
          releaseId: "rel1",
          storeId: "spotify",
          releaseTitle: "Night Drive",
          trackTitle: "Alpha",
          isrc: "ZZOFB2600001",
          storeName: "Spotify",
          salesPeriod: "2026-09",
          amount: "80.00",
          note: null,
          reports: [{ id: "r", fileName: "spotify-report.csv" }],
          streams: 12400,
          downloads: 3,
        },
        {
          kind: "correction",
          trackId: null,
          releaseId: null,
          storeId: null,
          releaseTitle: null,
          trackTitle: null,
          isrc: null,
          storeName: null,
          salesPeriod: null,
          amount: "-12.50",
          note: "March's Spotify earnings were booked to the wrong artist.",
          reports: [],
          streams: null,
          downloads: null,
        },
      ],
      wholeReleases: [
        {
          releaseId: "rel1",
          releaseTitle: "Night Drive",
          storeId: "spotify",
          storeName: "Spotify",
          salesPeriod: "2026-09",
          reversal: false,
          streams: 0,
          downloads: 9,
        },
      ],
      byCountry: [{ country: "SE", amount: "80.00" }],
      payouts: [{ id: "e1", date: "2026-10-14", kind: "requested", amount: "50.00" }],
    };
    serveApi("get", "/api/earnings/statements/{period}", view);
    // happy-dom has no print dialog: the page's button must call the browser's.
    const print = vi.fn();
    window.print = print;
    const { user } = renderInApp(
      <Routes>
        <Route path="/dashboard/earnings/statements/:period" element={<StatementPage />} />
      </Routes>,
      { route: "/dashboard/earnings/statements/2026-10" },
    );
    expect(await screen.findByRole("heading", { name: "October 2026" })).toBeTruthy();
    // The tab, and the file name a browser offers when the page is saved as PDF.
    expect(document.title).toBe("Statement October 2026 | Offbeat");
    expect(screen.getByTestId("statement-lines").textContent).toContain("spotify-report.csv");
    expect(screen.getByTestId("statement-lines").textContent).toContain("ZZ-OFB-26-00001");
    // A correction reads as one, with the reason the admin gave.
    expect(screen.getByTestId("statement-note").textContent).toBe(
      "March's Spotify earnings were booked to the wrong artist.",
    );
    expect(screen.getByTestId("statement-lines").textContent).toContain("Correction");
    // The units behind a line; an album sold whole on a row of its own under its release's
    // lines (before the correction), its money in the tracks' amounts.
    const rows = within(screen.getByTestId("statement-lines")).getAllByRole("row");
    expect(rows.map((row) => row.textContent)).toEqual([
      "ReleaseTrackStoreSales monthReportsUnitsAmount",
      expect.stringContaining("Units12,400 streams3 downloadsSEK 80.00"),
      expect.stringMatching(
        /^Night DriveSold as a whole release.*Units9 downloadsShared over its tracks$/,
      ),
      expect.stringContaining("Units—-SEK 12.50"),
    ]);
    expect(screen.getByText("Sweden")).toBeTruthy();
    // It names who it is from and for, and when it was drawn up; days read as elsewhere.
    expect(screen.getByTestId("statement-parties").textContent).toBe(
      `FromOffbeatToNova (Nova Lind)nova@example.comIssued${formatReleaseDate("2026-11-01")}`,
    );
    expect(screen.getByText(formatReleaseDate("2026-10-14"))).toBeTruthy();
    await user.click(screen.getByRole("button", { name: /Print/ }));
    expect(print).toHaveBeenCalledOnce();
  });
});
