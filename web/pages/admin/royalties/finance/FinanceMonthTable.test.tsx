import type { FinanceOverview } from "@common/royalties/finance.ts";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FinanceMonthTable } from "./FinanceMonthTable.tsx";

const zero = { revenue: "0.00", labelShare: "0.00", artistShare: "0.00", paidOut: "0.00" };
const data: FinanceOverview = {
  currency: "SEK",
  from: "2026-02",
  to: "2026-03",
  totals: {
    storeReceivable: "1250.00",
    labelShare: "250.00",
    owedToArtists: "1000.00",
    heldForInvites: "0.00",
    payoutsInProgress: "0.00",
    payoutsRequested: 0,
    paidOut: "0.00",
  },
  range: { revenue: "1250.00", labelShare: "250.00", paidOut: "0.00" },
  months: [
    { period: "2026-02", ...zero },
    {
      period: "2026-03",
      revenue: "1250.00",
      labelShare: "250.00",
      artistShare: "1000.00",
      paidOut: "0.00",
    },
  ],
  stores: [
    { period: "2026-03", storeId: "spotify", storeName: "Spotify", revenue: "1000.00" },
    { period: "2026-03", storeId: "deezer", storeName: "Deezer", revenue: "250.00" },
  ],
  check: { balanced: true, difference: "0.00", message: "Balanced" },
};

describe("FinanceMonthTable", () => {
  it("shows a row per month, newest first, and a column per store with revenue", () => {
    render(<FinanceMonthTable data={data} />);
    const headers = screen.getAllByRole("columnheader").map((th) => th.textContent);
    expect(headers).toEqual([
      "Month",
      "Deezer",
      "Spotify",
      "Revenue",
      "Label share",
      "Artists",
      "Paid out",
    ]);
    const [march, february] = screen.getAllByRole("row").slice(1);
    if (!march || !february) throw new Error("two month rows expected");
    expect(within(march).getByRole("rowheader")).toHaveTextContent("Mar 2026");
    expect(march).toHaveTextContent(/SEK\s1,000\.00/);
    expect(march).toHaveTextContent(/SEK\s1,250\.00/);
    expect(within(february).getByRole("rowheader")).toHaveTextContent("Feb 2026");
    expect(within(february).getAllByText("—")).toHaveLength(2);
  });
});
