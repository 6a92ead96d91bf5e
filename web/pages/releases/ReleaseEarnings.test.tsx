import type { EarningsTrackPage } from "@common/royalties/earnings.ts";
import { screen, within } from "@testing-library/react";
import { apiCalls, serveApi } from "@web/test/api.ts";
import { renderInApp } from "@web/test/render.tsx";
import { describe, expect, it } from "vitest";
import { ReleaseEarnings } from "./ReleaseEarnings.tsx";

const NORTHERN = "00000000-0000-4000-8000-0000000000c1";
const row = (releaseId: string, trackTitle: string, amount: string, streams: number) => ({
  trackId: `${releaseId.slice(0, -2)}${trackTitle.length}0`,
  trackTitle,
  isrc: null,
  releaseId,
  releaseTitle: "Northern Lights",
  streams,
  downloads: 0,
  amount,
});
const page = (tracks: EarningsTrackPage["tracks"]): EarningsTrackPage => ({
  currency: "SEK",
  tracks,
  wholeReleases: [],
  nextCursor: null,
});
const plain = (text: string | null) => (text ?? "").replace(/\s+/g, " ");

describe("ReleaseEarnings", () => {
  it("lists this release's tracks with streams and the owner's share, and the exact total", async () => {
    serveApi(
      "get",
      "/api/earnings/tracks",
      page([
        row(NORTHERN, "Aurora", "2308.88", 73860),
        row(NORTHERN, "Polar Night", "2904.55", 87045),
      ]),
    );
    renderInApp(<ReleaseEarnings releaseId={NORTHERN} />);
    const card = await screen.findByTestId("release-earnings");
    const items = within(card)
      .getAllByRole("listitem")
      .map((item) => plain(item.textContent));
    expect(items).toEqual([
      "Aurora73,860 streamsSEK 2,308.88",
      "Polar Night87,045 streamsSEK 2,904.55",
      "Your share in allSEK 5,213.43",
    ]);
    // The release's own rows, whichever page of the Earnings table they are on.
    expect(
      apiCalls("get", "/api/earnings/tracks").map((call) => call.url.searchParams.get("releaseId")),
    ).toEqual([NORTHERN]);
    expect(within(card).getByRole("link", { name: "All earnings" })).toHaveAttribute(
      "href",
      "/dashboard/earnings",
    );
  });

  it("says when no store has reported yet", async () => {
    serveApi("get", "/api/earnings/tracks", page([]));
    renderInApp(<ReleaseEarnings releaseId={NORTHERN} />);
    expect(
      await screen.findByText(
        "No store has reported earnings for this release yet. Stores report monthly.",
      ),
    ).toBeInTheDocument();
  });
});
