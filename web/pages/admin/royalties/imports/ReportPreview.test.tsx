import type { ReportPreview as Preview } from "@common/royalties/imports.ts";
import { ReportImportMessages, type ReportSummary } from "@common/royalties/imports.ts";
import { ReversalMessages } from "@common/royalties/reversal.ts";
import { useQuery } from "@tanstack/react-query";
import { screen, within } from "@testing-library/react";
import { apiCalls, failApi, holdApi, serveApi } from "@web/test/api.ts";
import { aUser, emptyFinance } from "@web/test/fixtures.ts";
import { findToast, renderInApp } from "@web/test/render.tsx";
import { useState } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { financeOverviewQuery } from "../finance/financeQuery.ts";
import { UnmatchedQueue } from "../unmatched/UnmatchedQueue.tsx";
import { ReportImports } from "./ReportImports.tsx";
import { ReportPreview } from "./ReportPreview.tsx";
import { waitingReportsQuery } from "./reportImportsApi.ts";

const ID = "00000000-0000-4000-8000-0000000000a1";
const SAME_PERIOD_MESSAGE =
  "A report for this store and month has already been imported. Post this one too?";

const preview: Preview = {
  report: {
    id: ID,
    storeId: "spotify",
    storeName: "Spotify",
    format: "dsr",
    fileName: "spotify-2025-01.tsv",
    sizeBytes: 1200,
    status: "ready",
    period: "2025-01",
    currency: "EUR",
    exchangeRate: "11.4567",
    rateSource: "staff",
    lineCount: 3,
    problemCount: 0,
    createdAt: "2025-02-03T10:00:00.000Z",
    processedAt: "2025-02-03T10:00:02.000Z",
    postedAt: null,
    reversedAt: null,
    reversalReason: null,
    problems: [],
  },
  ledgerCurrency: "SEK",
  matched: { lines: 2, amount: "94.29" },
  unmatched: { lines: 1, amount: "47.15" },
  dismissed: { lines: 0, amount: "0.00" },
  posted: { lines: 0, amount: "0.00" },
  byRelease: [
    {
      releaseId: "00000000-0000-4000-8000-0000000000b1",
      title: "First Light",
      artist: "The Offbeats",
      currency: "EUR",
      lines: 2,
      amount: "8.23",
      ledgerAmount: "94.29",
    },
  ],
  byCurrency: [{ currency: "EUR", lines: 3, amount: "12.35", ledgerAmount: "141.44" }],
  unmatchedLines: [
    {
      id: 3,
      line: 12,
      isrc: null,
      upc: "0742779654321",
      title: "Single",
      artist: "Nora N",
      currency: "EUR",
      amount: "4.12",
    },
  ],
  samePeriodReports: [
    { id: "00000000-0000-4000-8000-0000000000a2", fileName: "jan.tsv", status: "ready" },
  ],
};

const signedInAs = (role: "staff" | "admin") =>
  serveApi("get", "/api/me", { user: aUser({ role }) });
const posted = (overrides: Partial<Preview["report"]> = {}): Preview => ({
  ...preview,
  report: {
    ...preview.report,
    status: "posted",
    postedAt: "2025-02-04T09:00:00.000Z",
    ...overrides,
  },
});

beforeEach(() => signedInAs("staff"));

describe("ReportPreview", () => {
  it("reads the unmatched queue again once its report is seen checked", async () => {
    // A small report is checked before the list ever shows it "processing": the preview is
    // then the first to see it ready, beside a queue read before its lines existed.
    const queue = { items: [], nextCursor: null, count: 0, total: "0.00", currency: "SEK" };
    serveApi("get", "/api/admin/royalty-lines/unmatched", queue);
    serveApi("get", "/api/admin/royalty-reports/waiting", { count: 0 });
    function Page() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Open preview
          </button>
          {open && <ReportPreview id={ID} onClose={() => setOpen(false)} />}
          <UnmatchedQueue />
        </>
      );
    }
    const { user } = renderInApp(<Page />);
    await screen.findByText("Every report line is matched to a track.");

    serveApi("get", "/api/admin/royalty-reports/{id}", preview);
    serveApi("get", "/api/admin/royalty-lines/unmatched", {
      ...queue,
      items: [
        {
          id: "3",
          reportId: ID,
          storeId: "spotify",
          storeName: "Spotify",
          period: "2025-01",
          fileName: "spotify-2025-01.tsv",
          lineNumber: 12,
          isrc: null,
          upc: "0742779654321",
          title: "Single",
          artist: "Nora N",
          country: "SE",
          quantity: 100,
          amount: "47.15",
          originalAmount: "4.12",
          originalCurrency: "EUR",
        },
      ],
      count: 1,
      total: "47.15",
    });
    await user.click(screen.getByRole("button", { name: "Open preview" }));
    await screen.findByTestId("unmatched-total");
    await expect
      .poll(() => screen.getByTestId("unmatched-total").textContent?.replace(/\s/g, " "))
      .toBe("1 line · SEK 47.15");
    expect(screen.queryByText("Every report line is matched to a track.")).toBeNull();
  });

  it("shows the figures and asks before posting a second report of the month", async () => {
    serveApi("get", "/api/admin/royalty-reports/{id}", preview);
    failApi("post", "/api/admin/royalty-reports/{id}/post", 409, {
      code: "SAME_PERIOD",
      message: SAME_PERIOD_MESSAGE,
    });
    const { user } = renderInApp(<ReportPreview id={ID} onClose={() => undefined} />);

    expect(await screen.findByText("First Light — The Offbeats")).toBeInTheDocument();
    expect(screen.getByText("0742779654321")).toBeInTheDocument();
    expect(screen.getByTestId("report-tallies")).toHaveTextContent("Unmatched");
    // The rate reads as staff entered it: one euro in the ledger's kronor.
    expect(screen.getByTestId("report-preview")).toHaveTextContent(
      "EUR · 1 EUR = 11.4567 SEK (entered at upload)",
    );

    await user.click(screen.getByRole("button", { name: "Post to ledger" }));
    expect(await screen.findByText(SAME_PERIOD_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText("jan.tsv")).toBeInTheDocument();

    serveApi("post", "/api/admin/royalty-reports/{id}/post", {
      status: "posted",
      entries: 1,
      lines: 2,
      total: "94.29",
      currency: "SEK",
      unmatchedAgain: 0,
    });
    await user.click(screen.getByRole("button", { name: "Post anyway" }));
    await screen.findByRole("button", { name: "Post to ledger" });
    const bodies = apiCalls("post", "/api/admin/royalty-reports/{id}/post").map((c) => c.body);
    expect(bodies).toEqual([{}, { confirmSamePeriod: true }]);
  });

  it("reads the finance overview on the same page again once a report is posted", async () => {
    function Finance() {
      useQuery(financeOverviewQuery({}));
      return null;
    }
    serveApi("get", "/api/admin/royalty-reports/{id}", preview);
    serveApi("get", "/api/admin/finance", emptyFinance());
    const { user } = renderInApp(
      <>
        <ReportPreview id={ID} onClose={() => undefined} />
        <Finance />
      </>,
    );
    await screen.findByRole("button", { name: "Post to ledger" });
    expect(apiCalls("get", "/api/admin/finance")).toHaveLength(1);

    serveApi("post", "/api/admin/royalty-reports/{id}/post", {
      status: "posted",
      entries: 1,
      lines: 2,
      total: "94.29",
      currency: "SEK",
      unmatchedAgain: 0,
    });
    serveApi("get", "/api/admin/royalty-reports/{id}", posted());
    await user.click(screen.getByRole("button", { name: "Post to ledger" }));
    await findToast(ReportImportMessages.posted);
    // The money just booked shows in the overview without a reload.
    await vi.waitFor(() => expect(apiCalls("get", "/api/admin/finance")).toHaveLength(2));
  });

  it("writes a rate the report states the way DDEX reads it: one unit of the ledger's currency", async () => {
    serveApi("get", "/api/admin/royalty-reports/{id}", {
      ...preview,
      report: { ...preview.report, exchangeRate: "0.0875", rateSource: "report" },
    });
    renderInApp(<ReportPreview id={ID} onClose={() => undefined} />);
    expect(await screen.findByText(/1 SEK = 0\.0875 EUR \(from the report\)/)).toBeInTheDocument();
  });

  it("lists a failed report's problems by line", async () => {
    serveApi("get", "/api/admin/royalty-reports/{id}", {
      ...preview,
      report: {
        ...preview.report,
        status: "failed",
        problems: [
          { line: 13, message: "FOOT states NumberOfLinesInFile 99, but the file has 13." },
        ],
      },
    });
    renderInApp(<ReportPreview id={ID} onClose={() => undefined} />);
    expect(
      await screen.findByText("Line 13: FOOT states NumberOfLinesInFile 99, but the file has 13."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Post to ledger" })).toBeNull();
  });

  it("lets an admin reverse a posted report with a reason; staff do not see it", async () => {
    serveApi("get", "/api/admin/royalty-reports/{id}", posted());
    const staffView = renderInApp(<ReportPreview id={ID} onClose={() => undefined} />);
    await screen.findByText("First Light — The Offbeats");
    expect(screen.queryByRole("button", { name: "Reverse posting" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Delete report" })).toBeNull();
    staffView.unmount();

    signedInAs("admin");
    serveApi("post", "/api/admin/royalty-reports/{id}/reverse", {
      status: "reversed",
      total: "SEK 141.44",
      message: ReversalMessages.reversed,
    });
    const { user } = renderInApp(<ReportPreview id={ID} onClose={() => undefined} />);
    await user.click(await screen.findByRole("button", { name: "Reverse posting" }));
    await user.type(screen.getByLabelText("Reason (the artists read it)"), "Wrong store.");
    await user.click(screen.getByRole("button", { name: "Reverse report" }));
    await findToast(ReversalMessages.reversed);
    expect(apiCalls("post", "/api/admin/royalty-reports/{id}/reverse").map((c) => c.body)).toEqual([
      { reason: "Wrong store." },
    ]);
  });

  it("still toasts the reversal when the refetched preview takes the form away first", async () => {
    // Another admin query still loading when the preview comes back reversed: the form has
    // gone before the mutation settles (the sidebar's count is one such query in the app).
    function WaitingCount() {
      useQuery(waitingReportsQuery);
      return null;
    }
    signedInAs("admin");
    serveApi("get", "/api/admin/royalty-reports/{id}", posted());
    serveApi("get", "/api/admin/royalty-reports/waiting", { count: 1 });
    serveApi("post", "/api/admin/royalty-reports/{id}/reverse", {
      status: "reversed",
      total: "SEK 141.44",
      message: "Reversed: SEK 141.44 taken back.",
    });
    const { user } = renderInApp(
      <>
        <ReportPreview id={ID} onClose={() => undefined} />
        <WaitingCount />
      </>,
    );
    await user.click(await screen.findByRole("button", { name: "Reverse posting" }));
    await user.type(screen.getByLabelText("Reason (the artists read it)"), "Wrong store.");
    serveApi(
      "get",
      "/api/admin/royalty-reports/{id}",
      posted({ status: "reversed", reversedAt: "2025-02-10T12:00:00.000Z" }),
    );
    const waiting = holdApi("get", "/api/admin/royalty-reports/waiting");
    await user.click(screen.getByRole("button", { name: "Reverse report" }));
    await screen.findByTestId("report-reversed-note");
    expect(screen.queryByTestId("reverse-report-form")).toBeNull();
    waiting.release({ count: 0 });
    await findToast("Reversed: SEK 141.44 taken back.");
  });

  it("deletes a report and closes at once, without asking again for the deleted preview", async () => {
    serveApi("get", "/api/admin/royalty-reports/{id}", preview);
    serveApi("delete", "/api/admin/royalty-reports/{id}", {
      ok: true,
      message: ReportImportMessages.deleted,
    });
    // As on the Royalties page: closing takes the preview away.
    function Page() {
      const [open, setOpen] = useState(true);
      return open ? <ReportPreview id={ID} onClose={() => setOpen(false)} /> : <p>Closed</p>;
    }
    const { user } = renderInApp(<Page />);
    await user.click(await screen.findByRole("button", { name: "Delete report" }));
    // As the server answers once the report is gone: each retry of this held the toast back.
    failApi("get", "/api/admin/royalty-reports/{id}", 404, {
      code: "NOT_FOUND",
      message: "Report not found.",
    });
    await findToast(ReportImportMessages.deleted);
    expect(screen.getByText("Closed")).toBeInTheDocument();
    expect(apiCalls("get", "/api/admin/royalty-reports/{id}")).toHaveLength(1);
  });

  it("says when and why a reversed report was reversed, with nothing to post or delete", async () => {
    serveApi(
      "get",
      "/api/admin/royalty-reports/{id}",
      posted({
        status: "reversed",
        reversedAt: "2025-02-10T12:00:00.000Z",
        reversalReason: "Imported under the wrong store.",
      }),
    );
    signedInAs("admin");
    renderInApp(<ReportPreview id={ID} onClose={() => undefined} />);
    const note = await screen.findByTestId("report-reversed-note");
    expect(note).toHaveTextContent("Reason: Imported under the wrong store.");
    expect(screen.queryByRole("button", { name: /Post|Reverse|Delete/ })).toBeNull();
  });
});

describe("ReportImports", () => {
  it('opens another report without the first one\'s "Post anyway?" question', async () => {
    const OTHER = "00000000-0000-4000-8000-0000000000a3";
    const summary = (id: string, fileName: string): ReportSummary => {
      const { problems: _problems, ...report } = preview.report;
      return { ...report, id, fileName };
    };
    // "/api/admin/royalty-reports/{id}" also matches .../stores and .../waiting: those are
    // declared after each preview, so the latest declaration answers them.
    const servePage = (shown: Preview) => {
      serveApi("get", "/api/admin/royalty-reports/{id}", shown);
      serveApi("get", "/api/admin/royalty-reports/stores", { stores: [], ledgerCurrency: "SEK" });
      serveApi("get", "/api/admin/royalty-reports/waiting", { count: 2 });
    };
    serveApi("get", "/api/admin/royalty-reports", {
      items: [summary(ID, "spotify-2025-01.tsv"), summary(OTHER, "deezer-2025-01.tsv")],
      nextCursor: null,
    });
    serveApi("get", "/api/admin/royalty-lines/unmatched", {
      items: [],
      nextCursor: null,
      count: 0,
      total: "0.00",
      currency: "SEK",
    });
    servePage(preview);
    failApi("post", "/api/admin/royalty-reports/{id}/post", 409, {
      code: "SAME_PERIOD",
      message: SAME_PERIOD_MESSAGE,
    });
    const { user } = renderInApp(<ReportImports />, { route: `/admin/royalties?report=${ID}` });
    await user.click(await screen.findByRole("button", { name: "Post to ledger" }));
    expect(await screen.findByRole("button", { name: "Post anyway" })).toBeInTheDocument();

    servePage({
      ...preview,
      report: { ...preview.report, id: OTHER, fileName: "deezer-2025-01.tsv" },
      samePeriodReports: [],
    });
    const rows = await screen.findAllByTestId("report-row");
    const other = rows.find((row) => row.textContent?.includes("deezer-2025-01.tsv"));
    if (!other) throw new Error("the second report is not listed");
    await user.click(other);

    const opened = await screen.findByTestId("report-preview");
    await vi.waitFor(() =>
      expect(within(opened).getByRole("heading", { level: 3 })).toHaveTextContent(
        "deezer-2025-01.tsv",
      ),
    );
    expect(screen.getByRole("button", { name: "Post to ledger" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Post anyway" })).toBeNull();
    expect(screen.queryByText(SAME_PERIOD_MESSAGE)).toBeNull();
  });
});
