import { screen, within } from "@testing-library/react";
import { apiCalls, serveApi } from "@web/test/api.ts";
import { anEarningsView, aStatementHead } from "@web/test/fixtures.ts";
import { renderInApp } from "@web/test/render.tsx";
import { describe, expect, it } from "vitest";
import { UserEarnings } from "./UserEarnings.tsx";

const USER = "00000000-0000-4000-8000-0000000000e1";
const view = anEarningsView({
  summary: { available: "1445.60", pending: "3767.83", paidOut: "200.00", lifetime: "5413.43" },
});
const plain = (text: string | null) => (text ?? "").replace(/\s+/g, " ");

describe("UserEarnings", () => {
  it("shows the user's money and statements, read with their id, each statement's CSV linked", async () => {
    serveApi("get", "/api/earnings", view);
    serveApi("get", "/api/earnings/statements", {
      items: [aStatementHead({ earnings: "1445.60", closingBalance: "1445.60" })],
      nextCursor: null,
      years: ["2026"],
    });
    renderInApp(<UserEarnings userId={USER} email="nova@example.com" />);
    const section = await screen.findByTestId("user-earnings");
    expect(plain(section.textContent)).toContain("AvailableSEK 1,445.60");
    expect(plain(section.textContent)).toContain("Paid outSEK 200.00");
    const statements = within(section).getByRole("list", { name: "Statements" });
    expect(plain(statements.textContent)).toContain("October 2026 · closing SEK 1,445.60");
    expect(within(statements).getByRole("link", { name: "CSV" })).toHaveAttribute(
      "href",
      `/api/earnings/statements/2026-10/csv?userId=${USER}`,
    );
    expect(within(section).getByRole("link", { name: "2026 statements (CSV)" })).toHaveAttribute(
      "href",
      `/api/earnings/years/2026/csv?userId=${USER}`,
    );
    for (const path of ["/api/earnings", "/api/earnings/statements"] as const)
      expect(apiCalls("get", path).map((call) => call.url.searchParams.get("userId"))).toEqual([
        USER,
      ]);
  });

  it("links to the user's withdrawals: the waiting one while one waits, else the paid ones", async () => {
    serveApi("get", "/api/earnings", view);
    serveApi("get", "/api/earnings/statements", { items: [], nextCursor: null, years: [] });
    const { unmount } = renderInApp(<UserEarnings userId={USER} email="nova+1@example.com" />);
    expect(await screen.findByRole("link", { name: "Their withdrawals" })).toHaveAttribute(
      "href",
      "/admin/payouts?q=nova%2B1%40example.com&status=paid",
    );
    unmount();
    serveApi("get", "/api/earnings", anEarningsView({ summary: { inProgress: "300.00" } }));
    renderInApp(<UserEarnings userId={USER} email="nova+1@example.com" />);
    expect(await screen.findByRole("link", { name: "Their withdrawals" })).toHaveAttribute(
      "href",
      "/admin/payouts?q=nova%2B1%40example.com",
    );
  });

  it("says when there is no statement yet", async () => {
    serveApi("get", "/api/earnings", view);
    serveApi("get", "/api/earnings/statements", { items: [], nextCursor: null, years: [] });
    renderInApp(<UserEarnings userId={USER} email="nova@example.com" />);
    expect(await screen.findByText("No statements yet.")).toBeInTheDocument();
  });
});
