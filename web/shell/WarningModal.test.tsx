import { fireEvent, screen, within } from "@testing-library/react";
import { apiCalls, failApi, serveApi } from "@web/test/api.ts";
import { aWarning } from "@web/test/fixtures.ts";
import { findOpenDialog, renderInApp } from "@web/test/render.tsx";
import { describe, expect, it, vi } from "vitest";
import { WarningModal } from "./WarningModal.tsx";

const first = aWarning({ reason: "Spam links in your release description.", severity: "high" });
const second = aWarning({
  reason: "Artwork with a third party's logo.",
  severity: "low",
  warnedByName: null,
  warnedByEmail: null,
});

const acknowledged = { ok: true, message: "Warning acknowledged." } as const;

async function openModal() {
  const view = renderInApp(<WarningModal />);
  const dialog = await findOpenDialog("Account Warning");
  return { ...view, dialog };
}

describe("WarningModal", () => {
  it("shows the oldest warning first, with its position, severity, reason and author", async () => {
    serveApi("get", "/api/me/warnings", { warnings: [first, second] });
    const { dialog } = await openModal();

    expect(within(dialog).getByText("1 of 2 warnings")).toBeVisible();
    expect(within(dialog).getByText("High severity")).toBeVisible();
    expect(within(dialog).getByText(first.reason)).toBeVisible();
    expect(within(dialog).getByText("Ada Admin (ada@offbeat.example)")).toBeVisible();
    expect(within(dialog).queryByText(second.reason)).not.toBeInTheDocument();
  });

  it("acknowledges the warning on the server and moves on to the next one", async () => {
    serveApi("get", "/api/me/warnings", { warnings: [first, second] });
    serveApi("post", "/api/me/warnings/{id}/acknowledge", acknowledged);
    const { dialog, user } = await openModal();

    await user.click(within(dialog).getByRole("button", { name: "I Understand" }));

    expect(await within(dialog).findByText("2 of 2 warnings")).toBeVisible();
    expect(within(dialog).getByText(second.reason)).toBeVisible();
    expect(within(dialog).getByText("Low severity")).toBeVisible();
    expect(within(dialog).getByText("An administrator")).toBeVisible();
    const [call] = apiCalls("post", "/api/me/warnings/{id}/acknowledge");
    expect(call?.url.pathname).toBe(`/api/me/warnings/${first.id}/acknowledge`);
  });

  it("goes away once the last warning is acknowledged", async () => {
    serveApi("get", "/api/me/warnings", { warnings: [first] });
    serveApi("post", "/api/me/warnings/{id}/acknowledge", acknowledged);
    const { dialog, user } = await openModal();
    serveApi("get", "/api/me/warnings", { warnings: [] });

    await user.click(within(dialog).getByRole("button", { name: "I Understand" }));

    await vi.waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("cannot be dismissed without acknowledging: no close button, Escape does nothing", async () => {
    serveApi("get", "/api/me/warnings", { warnings: [first] });
    const { dialog, user } = await openModal();

    expect(
      within(dialog)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["I Understand"]);
    await user.keyboard("{Escape}");
    // The modal makes the page behind it unclickable for user-event; a press there still
    // reaches the dialog's outside-press handling.
    fireEvent.pointerDown(document.body);

    expect(screen.getByRole("dialog", { name: "Account Warning" })).toBeVisible();
  });

  it("keeps the warning and says so when the acknowledgement fails", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    serveApi("get", "/api/me/warnings", { warnings: [first, second] });
    failApi("post", "/api/me/warnings/{id}/acknowledge", 500, {
      code: "INTERNAL",
      message: "Something went wrong.",
    });
    const { dialog, user } = await openModal();

    await user.click(within(dialog).getByRole("button", { name: "I Understand" }));

    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Could not record your acknowledgement. Please try again.",
    );
    expect(within(dialog).getByText("1 of 2 warnings")).toBeVisible();
    expect(within(dialog).getByText(first.reason)).toBeVisible();
    expect(logged).toHaveBeenCalledWith("Could not acknowledge the warning", expect.anything());
    logged.mockRestore();
  });

  it("shows nothing when there is no warning to acknowledge", async () => {
    serveApi("get", "/api/me/warnings", { warnings: [] });
    renderInApp(<WarningModal />);

    await vi.waitFor(() => expect(apiCalls("get", "/api/me/warnings")).toHaveLength(1));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
