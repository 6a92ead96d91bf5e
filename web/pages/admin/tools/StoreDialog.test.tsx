import type { StoreView } from "@common/stores.ts";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { apiCalls, serveApi } from "@web/test/api.ts";
import { renderInApp } from "@web/test/render.tsx";
import { describe, expect, it, vi } from "vitest";
import { StoreDialog } from "./StoreDialog.tsx";

const tidal: StoreView = {
  id: "tidal",
  displayName: "TIDAL",
  dpid: "PADPIDA2014122301Q",
  enabled: false,
  transport: "sftp",
  folderPath: null,
  directory: "/srv/offbeat/deliveries/tidal",
  sftp: { host: "sftp.tidal.example", port: 2222, username: "offbeat", remoteDirectory: "/ddex" },
  hasPrivateKey: true,
  hasPassphrase: false,
  hasPassword: false,
  updatedAt: "2026-11-20T10:00:00.000Z",
};

const typePort = async (port: string) => {
  const field = screen.getByLabelText("Port");
  await userEvent.clear(field);
  if (port) await userEvent.type(field, port);
  await userEvent.click(screen.getByRole("button", { name: "Save" }));
};

describe("StoreDialog", () => {
  it("refuses a port that is not a number from 1 to 65535, instead of saving 22", async () => {
    const onClose = vi.fn();
    renderInApp(<StoreDialog store={tidal} onClose={onClose} />);
    for (const typed of ["22a", "0", "70000"]) {
      await typePort(typed);
      expect(await screen.findByText("Enter a port from 1 to 65535.")).toBeVisible();
      expect(screen.getByLabelText("Port")).toHaveFocus();
    }
    expect(apiCalls("put", "/api/admin/stores/{id}")).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });

  it("sends the port as typed, and SSH's own port when the field is left empty", async () => {
    serveApi("put", "/api/admin/stores/{id}", { store: tidal });
    renderInApp(<StoreDialog store={tidal} onClose={vi.fn()} />);
    await typePort(" 2200 ");
    await vi.waitFor(() => expect(apiCalls("put", "/api/admin/stores/{id}")).toHaveLength(1));
    await typePort("");
    await vi.waitFor(() => expect(apiCalls("put", "/api/admin/stores/{id}")).toHaveLength(2));
    const ports = apiCalls("put", "/api/admin/stores/{id}").map(
      (call) => (call.body as { sftp: { port: number } }).sftp.port,
    );
    expect(ports).toEqual([2200, 22]);
  });
});
