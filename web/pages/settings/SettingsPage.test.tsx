import { screen } from "@testing-library/react";
import { serveApi } from "@web/test/api.ts";
import { aUser } from "@web/test/fixtures.ts";
import { renderInApp } from "@web/test/render.tsx";
import { describe, expect, it } from "vitest";
import { SettingsPage } from "./SettingsPage.tsx";

function renderAt(route: string) {
  serveApi("get", "/api/me", { user: aUser() });
  serveApi("get", "/api/account/profile", {
    profile: {
      email: "nova@example.com",
      fullName: "Nova Lind",
      artistName: "Nova",
      bio: null,
      avatarUrl: null,
      socialLinks: {},
    },
  });
  serveApi("get", "/api/account/sessions", { items: [], total: 0 });
  return renderInApp(<SettingsPage />, { route });
}

describe("Settings, the tab it opens on", () => {
  it("opens on Profile Information", async () => {
    renderAt("/dashboard/settings");
    expect(await screen.findByRole("tab", { name: "Profile Information" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
  });

  it("opens on Security from the new sign-in mail's link (?tab=security)", async () => {
    renderAt("/dashboard/settings?tab=security");
    expect(await screen.findByRole("tab", { name: "Security" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    expect(await screen.findByRole("heading", { name: "Signed-in devices" })).toBeVisible();
  });

  it("opens on Profile Information for a tab it does not have", async () => {
    renderAt("/dashboard/settings?tab=billing");
    expect(await screen.findByRole("tab", { name: "Profile Information" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
  });
});
