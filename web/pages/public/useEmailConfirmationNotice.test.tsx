import { screen, waitFor } from "@testing-library/react";
import { apiCalls, serveApi } from "@web/test/api.ts";
import { aUser } from "@web/test/fixtures.ts";
import { findOpenDialog, findToast, renderInApp } from "@web/test/render.tsx";
import { Route, Routes, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { AuthDialogProvider } from "../auth/AuthDialogProvider.tsx";
import { AuthScreenMessages } from "../auth/messages.ts";
import { useEmailConfirmationNotice } from "./useEmailConfirmationNotice.ts";

function Home() {
  useEmailConfirmationNotice();
  const { search, hash } = useLocation();
  return <p data-testid="address">{search + hash}</p>;
}

function renderHome(route: string) {
  return renderInApp(
    <AuthDialogProvider>
      <Routes>
        <Route path="/" element={<Home />} />
        <Route path="/dashboard" element={<p data-testid="dashboard">Dashboard</p>} />
      </Routes>
    </AuthDialogProvider>,
    { route },
  );
}

/** The dialog is lazy-loaded: its first import, cold, can take Testing Library's whole second. */
const LOADING = { timeout: 10_000 };

/** The home page opened from a confirmation link; the server's sign-in answers `emailConfirmed`. */
function openLink(route: string, emailConfirmed: boolean) {
  serveApi("post", "/api/auth/sign-in", {
    twoFactorRequired: false,
    emailConfirmed,
    user: aUser(),
  });
  return renderHome(route);
}

describe("useEmailConfirmationNotice", () => {
  // First: sonner keeps its toasts between the tests of a file.
  it("thanks for nothing when the link was spent on an address already confirmed", async () => {
    const { user } = openLink("/?confirm=1#email=mia%40example.com&token=spent.tok.en", false);
    await findOpenDialog("Confirm your email", LOADING);
    await user.type(screen.getByLabelText("Password", { exact: true }), "my-password{Enter}");
    await screen.findByTestId("dashboard");
    expect(screen.queryByText(AuthScreenMessages.emailConfirmed)).not.toBeInTheDocument();
  });

  it("opens sign-in from the confirmation link, and signing in sends the link's token", async () => {
    const { user } = openLink("/?confirm=1#email=mia%2Bdemo%40example.com&token=t0k.en.sig", true);
    await findOpenDialog("Confirm your email", LOADING);
    expect(screen.getByLabelText("Email")).toHaveValue("mia+demo@example.com");
    // Address and token leave the address bar.
    await waitFor(() => expect(screen.getByTestId("address").textContent).toBe(""));
    await user.type(screen.getByLabelText("Password", { exact: true }), "my-password{Enter}");
    await screen.findByTestId("dashboard");
    expect(apiCalls("post", "/api/auth/sign-in")[0]?.body).toEqual({
      email: "mia+demo@example.com",
      password: "my-password",
      confirmToken: "t0k.en.sig",
    });
    await findToast(AuthScreenMessages.emailConfirmed);
  });

  it("says an invalid link is invalid and opens the resend form", async () => {
    renderHome("/?confirmed=0");
    expect(
      await screen.findByRole("heading", { name: "Confirm your email" }, LOADING),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /send/i })).toBeInTheDocument();
    await findToast(AuthScreenMessages.confirmationLinkInvalid);
    expect(screen.getByTestId("address").textContent).toBe("");
  });
});
