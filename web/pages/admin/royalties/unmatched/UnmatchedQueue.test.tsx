import { screen } from "@testing-library/react";
import { serveApi } from "@web/test/api.ts";
import { renderInApp } from "@web/test/render.tsx";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { useRecountWhenChecked } from "../imports/reportImportsApi.ts";
import { UnmatchedQueue } from "./UnmatchedQueue.tsx";

const empty = { items: [], nextCursor: null, count: 0, total: "0.00", currency: "SEK" };
const line = {
  id: "9",
  reportId: "0d0c1f0e-7a2b-4c3d-9e8f-112233445566",
  storeId: "spotify",
  storeName: "Spotify",
  period: "2026-10",
  fileName: "Offbeat_Spotify_2026-10.tsv",
  lineNumber: 9,
  isrc: "ZZXXX2670148",
  upc: null,
  title: "Paper Moons",
  artist: "Quill",
  country: "SE",
  quantity: 1200,
  amount: "125.00",
  originalAmount: "125.00",
  originalCurrency: "SEK",
};

/** The Royalties page: the report list's count of reports being checked, and the queue. */
function Page() {
  const [processing, setProcessing] = useState(1);
  useRecountWhenChecked(processing);
  return (
    <>
      <button type="button" onClick={() => setProcessing(0)}>
        Check ends
      </button>
      <UnmatchedQueue />
    </>
  );
}

describe("UnmatchedQueue", () => {
  it("takes in a report's unmatched lines when its check ends on the page", async () => {
    serveApi("get", "/api/admin/royalty-lines/unmatched", empty);
    serveApi("get", "/api/admin/royalty-reports/waiting", { count: 0 });
    const { user } = renderInApp(<Page />);
    expect(await screen.findByText("Every report line is matched to a track.")).toBeTruthy();

    serveApi("get", "/api/admin/royalty-lines/unmatched", {
      ...empty,
      items: [line],
      count: 1,
      total: "125.00",
    });
    await user.click(screen.getByRole("button", { name: "Check ends" }));
    expect(await screen.findByText("ZZXXX2670148")).toBeTruthy();
    // Counts are grouped as the reports' and the earnings' pages group them.
    // (The cell carries its column's name for the phone's card layout, hidden from md up.)
    expect(screen.getByRole("cell", { name: "Quantity 1,200" })).toBeTruthy();
    expect(screen.getByTestId("unmatched-total").textContent?.replace(/\s/g, " ")).toBe(
      "1 line · SEK 125.00",
    );
    expect(screen.queryByText("Every report line is matched to a track.")).toBeNull();
  });
});
