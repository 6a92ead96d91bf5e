import { ModerationFailures, ModerationMessages } from "@common/moderation.ts";
import { screen, within } from "@testing-library/react";
import { formatDateTime } from "@web/lib/formatTime.ts";
import { apiCalls, failApi, holdApi, serveApi } from "@web/test/api.ts";
import { aSuspension, aUser } from "@web/test/fixtures.ts";
import { renderInApp } from "@web/test/render.tsx";
import { describe, expect, it, vi } from "vitest";
import { SuspensionOverlay } from "./SuspensionOverlay.tsx";

const SUPPORT = "help@offbeat.example";
const DAY = 86_400_000;

/** The overlay keeps asking for the session (GET /api/me); it still says the same. */
function serveSession(standing: "suspended" | "banned" | "terms") {
  serveApi("get", "/api/me", { user: aUser({ standing }) });
}

const overlay = (name: string) => screen.findByRole("alertdialog", { name });

describe("SuspensionOverlay, suspended", () => {
  it("shows the reason, the end date with the days left, who acted and where to write", async () => {
    const until = new Date(Date.now() + 3 * DAY - 60_000).toISOString();
    serveSession("suspended");
    serveApi("get", "/api/me/suspension", {
      standing: "suspended",
      suspension: aSuspension({
        reason: "Uploaded another label's masters.",
        suspendedUntil: until,
      }),
      supportEmail: SUPPORT,
    });
    renderInApp(<SuspensionOverlay standing="suspended" />);

    const dialog = await overlay(ModerationMessages.suspendedTitle);
    // Keyboard and screen reader users land in the overlay, not on the page behind it.
    expect(dialog).toHaveFocus();
    expect(await within(dialog).findByText("Uploaded another label's masters.")).toBeVisible();
    expect(within(dialog).getByText(`${formatDateTime(until)} (3 days remaining)`)).toBeVisible();
    expect(within(dialog).getByText("Ada Admin (ada@offbeat.example)")).toBeVisible();
    expect(within(dialog).getByRole("link", { name: SUPPORT })).toHaveAttribute(
      "href",
      `mailto:${SUPPORT}`,
    );
    expect(within(dialog).getByRole("button", { name: "Sign Out" })).toBeEnabled();
  });

  it("says 1 day, not 1 days, on the last day", async () => {
    const until = new Date(Date.now() + DAY / 2).toISOString();
    serveSession("suspended");
    serveApi("get", "/api/me/suspension", {
      standing: "suspended",
      suspension: aSuspension({ suspendedUntil: until, suspendedByName: null }),
      supportEmail: SUPPORT,
    });
    renderInApp(<SuspensionOverlay standing="suspended" />);

    const dialog = await overlay(ModerationMessages.suspendedTitle);
    expect(
      await within(dialog).findByText(`${formatDateTime(until)} (1 day remaining)`),
    ).toBeVisible();
    expect(within(dialog).getByText("ada@offbeat.example")).toBeVisible();
  });

  it("shows the server's message when the details cannot be loaded", async () => {
    serveSession("suspended");
    failApi("get", "/api/me/suspension", 403, {
      code: "FORBIDDEN",
      message: "You cannot see this suspension.",
    });
    renderInApp(<SuspensionOverlay standing="suspended" />);

    const dialog = await overlay(ModerationMessages.suspendedTitle);
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "You cannot see this suspension.",
    );
    expect(within(dialog).getByRole("button", { name: "Sign Out" })).toBeEnabled();
  });

  it("signs out from the overlay", async () => {
    serveSession("suspended");
    serveApi("get", "/api/me/suspension", {
      standing: "suspended",
      suspension: aSuspension(),
      supportEmail: SUPPORT,
    });
    serveApi("post", "/api/auth/sign-out", { ok: true });
    const { user, queryClient } = renderInApp(<SuspensionOverlay standing="suspended" />);
    const dialog = await overlay(ModerationMessages.suspendedTitle);

    await user.click(within(dialog).getByRole("button", { name: "Sign Out" }));

    await vi.waitFor(() => expect(apiCalls("post", "/api/auth/sign-out")).toHaveLength(1));
    await vi.waitFor(() => expect(queryClient.getQueryData(["session", "me"])).toBeNull());
  });
});

describe("SuspensionOverlay, banned", () => {
  it("says the ban is permanent and shows no end date", async () => {
    serveSession("banned");
    serveApi("get", "/api/me/suspension", {
      standing: "banned",
      suspension: aSuspension({ type: "permanent", reason: "Fraudulent streams." }),
      supportEmail: SUPPORT,
    });
    renderInApp(<SuspensionOverlay standing="banned" />);

    const dialog = await overlay(ModerationMessages.bannedTitle);
    expect(
      within(dialog).getByText(
        "Your account has been permanently banned. You can no longer use the platform.",
      ),
    ).toBeVisible();
    expect(await within(dialog).findByText("Fraudulent streams.")).toBeVisible();
    expect(within(dialog).queryByText("Suspended until")).not.toBeInTheDocument();
  });
});

describe("SuspensionOverlay, terms to agree to", () => {
  it("keeps Agree and Continue disabled until the terms box is ticked", async () => {
    serveSession("terms");
    const { user } = renderInApp(<SuspensionOverlay standing="terms" />);
    const dialog = await overlay(ModerationMessages.termsTitle);
    const agree = within(dialog).getByRole("button", { name: "Agree and Continue" });

    expect(agree).toBeDisabled();
    await user.click(within(dialog).getByRole("checkbox", { name: /I have read and agree/ }));
    expect(agree).toBeEnabled();
    await user.click(within(dialog).getByRole("checkbox", { name: /I have read and agree/ }));
    expect(agree).toBeDisabled();
  });

  it("sends the agreement and waits for the server while it is saved", async () => {
    serveSession("terms");
    const saved = holdApi("post", "/api/me/terms");
    const { user } = renderInApp(<SuspensionOverlay standing="terms" />);
    const dialog = await overlay(ModerationMessages.termsTitle);

    await user.click(within(dialog).getByRole("checkbox", { name: /I have read and agree/ }));
    await user.click(within(dialog).getByRole("button", { name: "Agree and Continue" }));

    // Busy while it is saved: a second press sends nothing more.
    const agree = within(dialog).getByRole("button", { name: "Agree and Continue" });
    await vi.waitFor(() => expect(agree).toHaveAttribute("aria-disabled", "true"));
    await user.click(agree);
    expect(apiCalls("post", "/api/me/terms").map((call) => call.body)).toEqual([{ agree: true }]);
    saved.release({ ok: true, message: "Thank you. Your account is active again." });
    await vi.waitFor(() => expect(apiCalls("get", "/api/me").length).toBeGreaterThan(1));
  });

  it("shows the terms failure when the agreement is not recorded", async () => {
    serveSession("terms");
    failApi("post", "/api/me/terms", 500, { code: "INTERNAL", message: "Database down" });
    const { user } = renderInApp(<SuspensionOverlay standing="terms" />);
    const dialog = await overlay(ModerationMessages.termsTitle);

    await user.click(within(dialog).getByRole("checkbox", { name: /I have read and agree/ }));
    await user.click(within(dialog).getByRole("button", { name: "Agree and Continue" }));

    expect(await within(dialog).findByRole("alert")).toHaveTextContent(ModerationFailures.terms);
    expect(within(dialog).getByRole("button", { name: "Agree and Continue" })).toBeEnabled();
  });
});
