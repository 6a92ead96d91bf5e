import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PageLoadingBar } from "@web/components/PageLoadingBar.tsx";
import { lazy, Suspense } from "react";
import { Link, Route, Routes } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { PendingRouter, usePendingPath } from "./PendingRouter.tsx";

/** A page whose code arrives when the test says so, as a chunk on a slow connection. */
function slowPage() {
  let arrive = () => {};
  const Page = lazy(
    () =>
      new Promise<{ default: () => React.JSX.Element }>((resolve) => {
        arrive = () => resolve({ default: () => <h1>Earnings</h1> });
      }),
  );
  return { Page, arrive: () => arrive() };
}

function PendingPath() {
  return <p data-testid="pending-path">{usePendingPath() ?? "none"}</p>;
}

afterEach(() => window.history.replaceState(null, "", "/"));

describe("PendingRouter", () => {
  it("keeps the page up while the next one loads, naming the address on its way", async () => {
    const { Page, arrive } = slowPage();
    render(
      <PendingRouter>
        <PageLoadingBar />
        <PendingPath />
        <Link to="/earnings">Earnings</Link>
        <Suspense fallback={<p>Spinner</p>}>
          <Routes>
            <Route path="/" element={<h1>Dashboard</h1>} />
            <Route path="/earnings" element={<Page />} />
          </Routes>
        </Suspense>
      </PendingRouter>,
    );
    expect(screen.getByTestId("pending-path").textContent).toBe("none");
    expect(screen.queryByRole("progressbar")).toBeNull();

    await userEvent.click(screen.getByRole("link", { name: "Earnings" }));
    // The address changed at once; the dashboard stays (no fallback) while the page loads.
    expect(window.location.pathname).toBe("/earnings");
    expect(screen.getByRole("heading").textContent).toBe("Dashboard");
    expect(screen.queryByText("Spinner")).toBeNull();
    expect(screen.getByTestId("pending-path").textContent).toBe("/earnings");
    expect(screen.getByRole("progressbar", { name: "Loading the page" })).toBeTruthy();

    await act(async () => arrive());
    expect(await screen.findByRole("heading", { name: "Earnings" })).toBeTruthy();
    expect(screen.getByTestId("pending-path").textContent).toBe("none");
    expect(screen.queryByRole("progressbar")).toBeNull();
  });

  it("follows the browser's Back like BrowserRouter", async () => {
    render(
      <PendingRouter>
        <Link to="/settings">Settings</Link>
        <Routes>
          <Route path="/" element={<h1>Dashboard</h1>} />
          <Route path="/settings" element={<h1>Settings</h1>} />
        </Routes>
      </PendingRouter>,
    );
    await userEvent.click(screen.getByRole("link", { name: "Settings" }));
    expect(await screen.findByRole("heading", { name: "Settings" })).toBeTruthy();
    await act(async () => {
      const popped = new Promise((resolve) =>
        window.addEventListener("popstate", resolve, { once: true }),
      );
      window.history.back();
      await popped;
    });
    expect(await screen.findByRole("heading", { name: "Dashboard" })).toBeTruthy();
  });
});
