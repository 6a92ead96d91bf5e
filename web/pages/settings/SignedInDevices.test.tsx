import { type DeviceSession, DeviceSessionMessages } from "@common/deviceSessions.ts";
import { screen, within } from "@testing-library/react";
import { apiCalls, failApi, serveApi } from "@web/test/api.ts";
import { renderInApp } from "@web/test/render.tsx";
import { describe, expect, it, vi } from "vitest";
import { SignedInDevices } from "./SignedInDevices.tsx";

const session = (id: string, device: string, current = false): DeviceSession => ({
  id,
  device,
  signedInAt: "2026-12-01T09:30:00.000Z",
  current,
});
const THIS = session("5d0c6b1e-0a7f-4c1e-9a55-1f2e3d4c5b6a", "Firefox on macOS", true);
const PHONE = session("8e4f2a10-3b6c-4d7e-8f90-a1b2c3d4e5f6", "Safari on iPhone");
const LAPTOP = session("c2d3e4f5-a6b7-4c8d-9e0f-112233445566", "Chrome on Windows");

function renderDevices(items: DeviceSession[], total = items.length) {
  serveApi("get", "/api/account/sessions", { items, total });
  const onResult = vi.fn();
  return { ...renderInApp(<SignedInDevices onResult={onResult} />), onResult };
}

describe("Settings, signed-in devices", () => {
  it("lists every device, this one marked and without a sign-out of its own", async () => {
    renderDevices([THIS, PHONE, LAPTOP]);
    const list = await screen.findByRole("list");
    const rows = within(list).getAllByRole("listitem");
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining("Firefox on macOSThis device"),
      expect.stringContaining("Safari on iPhone"),
      expect.stringContaining("Chrome on Windows"),
    ]);
    expect(within(rows[0] as HTMLElement).queryByRole("button")).not.toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByRole("button")).toHaveAccessibleName(
      /^Sign out Safari on iPhone, signed in /,
    );
  });

  it("signs one device out, says so and reads the list again", async () => {
    const { user, onResult } = renderDevices([THIS, PHONE, LAPTOP]);
    serveApi("delete", "/api/account/sessions/{id}", {
      ok: true,
      message: DeviceSessionMessages.signedOutOne,
    });
    await user.click(await screen.findByRole("button", { name: /^Sign out Safari on iPhone/ }));
    await expect
      .poll(() => onResult.mock.calls)
      .toEqual([[{ tone: "success", text: "That device is signed out." }]]);
    expect(apiCalls("delete", "/api/account/sessions/{id}")[0]?.url.pathname).toBe(
      `/api/account/sessions/${PHONE.id}`,
    );
    await expect.poll(() => apiCalls("get", "/api/account/sessions").length).toBe(2);
  });

  it("shows the server's reason when a device had already signed out", async () => {
    const { user, onResult } = renderDevices([THIS, PHONE]);
    failApi("delete", "/api/account/sessions/{id}", 404, {
      code: "NOT_FOUND",
      message: DeviceSessionMessages.notFound,
    });
    await user.click(await screen.findByRole("button", { name: /^Sign out Safari on iPhone/ }));
    await expect
      .poll(() => onResult.mock.calls)
      .toEqual([[{ tone: "error", text: "That session has already ended." }]]);
  });

  it("signs out all other devices at once, and offers it only when there are others", async () => {
    const { user, onResult } = renderDevices([THIS, PHONE, LAPTOP]);
    serveApi("post", "/api/account/sessions/sign-out-others", {
      ok: true,
      ended: 2,
      message: DeviceSessionMessages.signedOutOthers(2),
    });
    await screen.findByRole("button", { name: /^Sign out Safari on iPhone/ });
    serveApi("get", "/api/account/sessions", { items: [THIS], total: 1 });
    await user.click(screen.getByRole("button", { name: "Sign out all other devices" }));
    await expect
      .poll(() => onResult.mock.calls)
      .toEqual([[{ tone: "success", text: "Signed out 2 other devices." }]]);
    await expect
      .poll(() => screen.getByRole("button", { name: "Sign out all other devices" }))
      .toBeDisabled();
    expect(screen.getAllByRole("listitem")).toHaveLength(1);
  });

  it("says when only the most recent sessions are listed", async () => {
    renderDevices([THIS, PHONE], 73);
    expect(
      await screen.findByText(
        "Showing the 2 most recent of 73 sessions; signing out all other devices ends every one of them.",
      ),
    ).toBeVisible();
  });
});
