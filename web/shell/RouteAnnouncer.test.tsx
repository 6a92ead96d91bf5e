import { screen, waitFor } from "@testing-library/react";
import { usePageTitle } from "@web/lib/usePageTitle.ts";
import { renderInApp } from "@web/test/render.tsx";
import { Link, Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { RouteAnnouncer } from "./RouteAnnouncer.tsx";

function Page({ title }: { title: string }) {
  usePageTitle(title);
  return (
    <nav>
      <Link to="/dashboard">Dashboard</Link>
      <Link to="/dashboard/earnings">Earnings</Link>
    </nav>
  );
}

describe("RouteAnnouncer", () => {
  it("says nothing for the first page, then names each page the user moves to", async () => {
    const { user } = renderInApp(
      <>
        <RouteAnnouncer />
        <Routes>
          <Route path="/dashboard" element={<Page title="Dashboard" />} />
          <Route path="/dashboard/earnings" element={<Page title="Earnings" />} />
        </Routes>
      </>,
      { route: "/dashboard" },
    );
    const announcer = screen.getByTestId("route-announcer");
    expect(announcer).toHaveAttribute("aria-live", "assertive");
    // Past the time a move takes to be announced: still nothing.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(announcer.textContent).toBe("");

    await user.click(screen.getByRole("link", { name: "Earnings" }));
    await waitFor(() => expect(announcer.textContent).toBe("Earnings"));
    await user.click(screen.getByRole("link", { name: "Dashboard" }));
    await waitFor(() => expect(announcer.textContent).toBe("Dashboard"));
  });
});
