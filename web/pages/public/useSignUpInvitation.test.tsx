import { screen, waitFor } from "@testing-library/react";
import { aUser } from "@web/test/fixtures.ts";
import { findToast, renderInApp } from "@web/test/render.tsx";
import { Route, Routes, useLocation } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { AuthDialogProvider } from "../auth/AuthDialogProvider.tsx";
import { setPublicSessionUser } from "./publicSession.ts";
import { useSignUpInvitation } from "./useSignUpInvitation.ts";

function Home() {
  useSignUpInvitation();
  const { search, hash } = useLocation();
  return <p data-testid="search">{search + hash}</p>;
}

/** The dialog is lazy-loaded: its first import, cold, can take Testing Library's whole second. */
const LOADING = { timeout: 10_000 };

function renderHome(route: string) {
  return renderInApp(
    <AuthDialogProvider>
      <Routes>
        <Route path="/" element={<Home />} />
        <Route path="/dashboard/earnings" element={<p>Earnings page</p>} />
      </Routes>
    </AuthDialogProvider>,
    { route },
  );
}

beforeEach(() => {
  // The public pages' session, as GET /api/site/session answered: signed out unless a test says.
  setPublicSessionUser(null);
});

describe("useSignUpInvitation", () => {
  it("opens Create Account with the invited address in, and leaves the address bar", async () => {
    renderHome(`/?signup=invited#email=${encodeURIComponent("mika+co@example.com")}`);
    const tab = await screen.findByRole("tab", { name: "Create Account" }, LOADING);
    expect(tab).toHaveAttribute("aria-selected", "true");
    expect(screen.getByLabelText("Email")).toHaveValue("mika+co@example.com");
    expect(screen.getByLabelText("Artist name")).toHaveValue("");
    // Typing starts in Password, the first field left to fill.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByLabelText("Password", { exact: true })),
    );
    expect(screen.getByTestId("search").textContent).toBe("");
  });

  it("reads the address from the query of invitations mailed before it moved to the fragment", async () => {
    renderHome(`/?signup=invited&email=${encodeURIComponent("old+mail@example.com")}&utm=x`);
    expect(await screen.findByLabelText("Email", {}, LOADING)).toHaveValue("old+mail@example.com");
    await waitFor(() => expect(screen.getByTestId("search").textContent).toBe("?utm=x"));
  });

  it("opens nothing on the plain home page", async () => {
    renderHome("/?utm_source=mail");
    expect(screen.getByTestId("search").textContent).toBe("?utm_source=mail");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("takes the invited address's owner, already signed in, to their earnings", async () => {
    setPublicSessionUser(aUser({ email: "Mika@Example.com" }));
    renderHome(`/?signup=invited#email=${encodeURIComponent("mika@example.com")}`);
    expect(await screen.findByText("Earnings page")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("tells someone signed in to another account whose invitation it is, opening no sign-up", async () => {
    setPublicSessionUser(aUser({ email: "nova@example.com" }));
    renderHome(`/?signup=invited#email=${encodeURIComponent("mika@example.com")}`);
    await findToast(
      "This invitation is for mika@example.com, and you are signed in as nova@example.com. Sign out to create an account for mika@example.com.",
    );
    expect(screen.getByRole("button", { name: "Sign out" })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId("search").textContent).toBe(""));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
