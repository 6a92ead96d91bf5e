import type { ReportPreview as Preview } from "@common/royalties/imports.ts";
import { ReversalMessages } from "@common/royalties/reversal.ts";
import { screen } from "@testing-library/react";
import { apiCalls, failApi, serveApi } from "@web/test/api.ts";
import { aUser } from "@web/test/fixtures.ts";
import { findToast, renderInApp } from "@web/test/render.tsx";
import { beforeEach, describe, expect, it } from "vitest";
import { ReportPreview } from "./ReportPreview.tsx";

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
