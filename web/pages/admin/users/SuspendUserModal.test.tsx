import { userStatus } from "@common/userManagement.ts";
import { screen, within } from "@testing-library/react";
import { apiCalls } from "@web/test/api.ts";
import { renderInApp } from "@web/test/render.tsx";
import { describe, expect, it } from "vitest";
import { SuspendUserModal } from "./SuspendUserModal.tsx";

const sam = {
  id: "a0a0a0a0-0000-4000-8000-000000000003",
  email: "sam.artist@example.com",
  fullName: "Sam Artist",
  artistName: null,
  avatarUrl: null,
  role: "artist" as const,
  releases: 0,
  warnings: 0,
  status: userStatus("active"),
  standing: "active" as const,
  suspensionReason: null,
  suspendedUntil: null,
  createdAt: "2026-01-01T00:00:00.000Z",
};

describe("SuspendUserModal, refused", () => {
  it("puts focus on the first field it refuses, so its message is read out, and sends nothing", async () => {
    const { user } = renderInApp(<SuspendUserModal user={sam} onClose={() => undefined} />);
    const dialog = await screen.findByTestId("suspend-user-modal");
    const days = within(dialog).getByLabelText("Duration (days)");
    await user.clear(days);
    await user.type(days, "400");
    await user.click(within(dialog).getByRole("button", { name: /Suspend/ }));

    expect(days).toHaveAttribute("aria-invalid", "true");
    expect(days).toHaveFocus();
    expect(apiCalls("post", "/api/admin/users/{id}/suspend")).toHaveLength(0);

    // With the duration put right, the reason is what is missing: focus goes there.
    await user.clear(days);
    await user.type(days, "7");
    await user.click(within(dialog).getByRole("button", { name: /Suspend/ }));
    const reason = within(dialog).getByRole("textbox", { name: /Reason/ });
    expect(reason).toHaveAttribute("aria-invalid", "true");
    expect(reason).toHaveFocus();
  });
});
