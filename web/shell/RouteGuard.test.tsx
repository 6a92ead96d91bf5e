import { screen } from "@testing-library/react";
import { meQuery, useSignOut } from "@web/api/session.ts";
import { failApi, holdApi, serveApi } from "@web/test/api.ts";
import { aUser } from "@web/test/fixtures.ts";
import { renderInApp } from "@web/test/render.tsx";
import { Link, Route, Routes, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { RouteGuard } from "./RouteGuard.tsx";

const STATEMENT = "/dashboard/earnings/statements/2026-10";

/** The home page of the test: where the guard sent the visitor, address and query. */
function WhereAmI() {
  const location = useLocation();
  return <p data-testid="landed">{location.pathname + location.search}</p>;
}

function SignOutButton() {
  const signOut = useSignOut();
  return (
    <button type="button" onClick={() => signOut.mutate()}>
      Sign Out
    </button>
  );
}

function renderGuarded(route: string) {
  return renderInApp(
    <Routes>
      <Route path="/" element={<WhereAmI />} />
      <Route
        path="/dashboard/*"
        element={
          <RouteGuard>
            {(user) => (
              <>
                <h1>Statement for {user.email}</h1>
                <SignOutButton />
                <Link to="/dashboard/earnings">Earnings</Link>
              </>
            )}
          </RouteGuard>
        }
      />
    </Routes>,
    { route },
  );
}

const landed = async () => (await screen.findByTestId("landed")).textContent;

describe("RouteGuard, signed out", () => {
  it("sends a visitor who opens a signed-in page to sign in, then back to that page", async () => {
    failApi("get", "/api/me", 401, {
      code: "UNAUTHORIZED",
      message: "Please sign in to continue.",
    });
    renderGuarded(STATEMENT);
    expect(await landed()).toBe(`/?signin=required&next=${encodeURIComponent(STATEMENT)}`);
  });

  it("says the session ended when it ends under the user, and keeps the page and the address", async () => {
    serveApi("get", "/api/me", { user: aUser({ email: "nova@example.com" }) });
    const { queryClient } = renderGuarded(`${STATEMENT}?from=mail`);
    expect(await screen.findByRole("heading", { name: /nova@example.com/ })).toBeVisible();
    // What the app's cache does on a 401 from any call: the session is read again, and is gone.
    queryClient.setQueryData(meQuery.queryKey, null);
    // The address of the session that ended fills the sign-in form in again.
    expect(await landed()).toBe(
      `/?signin=ended&email=nova%40example.com&next=${encodeURIComponent(`${STATEMENT}?from=mail`)}`,
    );
  });

  it("still just leaves when the user moves to another page while signing out", async () => {
    serveApi("get", "/api/me", { user: aUser() });
    const signOut = holdApi("post", "/api/auth/sign-out");
    const { user } = renderGuarded(STATEMENT);
    await user.click(await screen.findByRole("button", { name: "Sign Out" }));
    await user.click(screen.getByRole("link", { name: "Earnings" }));
    signOut.release({ ok: true });
    expect(await landed()).toBe("/");
  });

  it("just leaves for the home page when the user signs out here", async () => {
    serveApi("get", "/api/me", { user: aUser() });
    serveApi("post", "/api/auth/sign-out", { ok: true });
    const { user } = renderGuarded(STATEMENT);
    await user.click(await screen.findByRole("button", { name: "Sign Out" }));
    expect(await landed()).toBe("/");
  });
});
