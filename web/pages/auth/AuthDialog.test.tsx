import { screen, waitFor } from "@testing-library/react";
import { apiCalls, serveApi } from "@web/test/api.ts";
import { aUser } from "@web/test/fixtures.ts";
import { renderInApp } from "@web/test/render.tsx";
import { useState } from "react";
import { Route, Routes, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { AuthDialog, type AuthDialogState } from "./AuthDialog.tsx";

const STATEMENT = "/dashboard/earnings/statements/2026-10";

function WhereAmI() {
  const location = useLocation();
  return <p data-testid="landed">{location.pathname}</p>;
}

/** The dialog as the home page holds it, opened to come back to `returnTo`. */
function HomeWithDialog({ returnTo, email = "" }: { returnTo?: string; email?: string }) {
  const [state, setState] = useState<AuthDialogState | null>({
    mode: "signIn",
    email,
    returnTo,
  });
  return <AuthDialog state={state} onChange={setState} />;
}

function renderDialog(returnTo?: string, email?: string) {
  return renderInApp(
    <Routes>
      <Route path="/" element={<HomeWithDialog returnTo={returnTo} email={email} />} />
      <Route path="/dashboard/*" element={<WhereAmI />} />
    </Routes>,
  );
}

async function signIn(user: ReturnType<typeof renderInApp>["user"]) {
  await user.type(screen.getByLabelText("Email"), "nova@example.com");
  await user.type(screen.getByLabelText("Password", { exact: true }), "my-password");
  await user.click(screen.getByRole("button", { name: "Sign In" }));
}

describe("AuthDialog, coming back to a page", () => {
  it("opens the page that sent the visitor to sign in, after the two-factor step too", async () => {
    serveApi("post", "/api/auth/sign-in", {
      twoFactorRequired: true,
      emailConfirmed: false,
      user: null,
    });
    serveApi("post", "/api/auth/two-factor/verify", { user: aUser() });
    const { user } = renderDialog(STATEMENT);
    await signIn(user);
    await user.type(await screen.findByLabelText("Authentication code"), "123456");
    await user.click(screen.getByRole("button", { name: "Verify Code" }));
    expect((await screen.findByTestId("landed")).textContent).toBe(STATEMENT);
  });

  it("opens the dashboard when nothing sent the visitor", async () => {
    serveApi("post", "/api/auth/sign-in", {
      twoFactorRequired: false,
      emailConfirmed: false,
      user: aUser(),
    });
    const { user } = renderDialog();
    await signIn(user);
    expect((await screen.findByTestId("landed")).textContent).toBe("/dashboard");
  });
});

describe("AuthDialog, where typing starts", () => {
  it("starts in Email when the dialog opens empty", async () => {
    renderDialog();
    await screen.findByLabelText("Email");
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Email")));
  });

  it("starts in Password when the address came with it, and signs in with that address", async () => {
    serveApi("post", "/api/auth/sign-in", {
      twoFactorRequired: false,
      emailConfirmed: false,
      user: aUser(),
    });
    const { user } = renderDialog(STATEMENT, "nova@example.com");
    const password = await screen.findByLabelText("Password", { exact: true });
    expect(screen.getByLabelText("Email")).toHaveValue("nova@example.com");
    await waitFor(() => expect(document.activeElement).toBe(password));
    await user.keyboard("my-password{Enter}");
    expect((await screen.findByTestId("landed")).textContent).toBe(STATEMENT);
    expect(apiCalls("post", "/api/auth/sign-in")[0]?.body).toEqual({
      email: "nova@example.com",
      password: "my-password",
    });
  });
});
