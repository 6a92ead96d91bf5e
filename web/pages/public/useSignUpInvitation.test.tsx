import { screen, waitFor } from "@testing-library/react";
import { renderInApp } from "@web/test/render.tsx";
import { Route, Routes, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { AuthDialogProvider } from "../auth/AuthDialogProvider.tsx";
import { useSignUpInvitation } from "./useSignUpInvitation.ts";

function Home() {
  useSignUpInvitation();
  return <p data-testid="search">{useLocation().search}</p>;
}

function renderHome(route: string) {
  return renderInApp(
    <AuthDialogProvider>
      <Routes>
        <Route path="/" element={<Home />} />
      </Routes>
    </AuthDialogProvider>,
    { route },
  );
}

describe("useSignUpInvitation", () => {
  it("opens Create Account with the invited address in, and leaves the address bar", async () => {
    renderHome(`/?signup=invited&email=${encodeURIComponent("mika+co@example.com")}`);
    const tab = await screen.findByRole("tab", { name: "Create Account" });
    expect(tab).toHaveAttribute("aria-selected", "true");
    expect(screen.getByLabelText("Email")).toHaveValue("mika+co@example.com");
    expect(screen.getByLabelText("Artist name")).toHaveValue("");
    // Typing starts in Password, the first field left to fill.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByLabelText("Password", { exact: true })),
    );
    expect(screen.getByTestId("search").textContent).toBe("");
  });

  it("opens nothing on the plain home page", async () => {
    renderHome("/?utm_source=mail");
    expect(screen.getByTestId("search").textContent).toBe("?utm_source=mail");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
