import type { AdminDeletionRequest } from "@common/account.ts";
import { act, screen } from "@testing-library/react";
import { RealtimeContext } from "@web/realtime/context.ts";
import { serveApi } from "@web/test/api.ts";
import { fakeConnection } from "@web/test/fakeRealtime.ts";
import { aUser } from "@web/test/fixtures.ts";
import { renderInApp } from "@web/test/render.tsx";
import { describe, expect, it, vi } from "vitest";
import { DeletionRequestsCard } from "./DeletionRequestsCard.tsx";

const USER = "00000000-0000-4000-8000-0000000000c1";
const request = (deleted: boolean): AdminDeletionRequest => ({
  id: "00000000-0000-4000-8000-0000000000d1",
  reason: deleted ? null : "Moving on.",
  status: "completed",
  createdAt: "2026-11-20T10:00:00.000Z",
  updatedAt: "2026-11-29T10:00:00.000Z",
  user: deleted
    ? {
        id: USER,
        email: `deleted-${USER}@deleted.invalid`,
        fullName: "Deleted user",
        artistName: null,
        deleted: true,
      }
    : {
        id: USER,
        email: "lena@example.com",
        fullName: "Lena Berg",
        artistName: null,
        deleted: false,
      },
});

describe("DeletionRequestsCard", () => {
  it("shows the account as deleted when the deletion job says it has run", async () => {
    serveApi("get", "/api/me", { user: aUser({ role: "admin" }) });
    serveApi("get", "/api/admin/deletion-requests", { items: [request(false)], nextCursor: null });
    const hub = fakeConnection();
    renderInApp(
      <RealtimeContext.Provider value={hub.connection}>
        <DeletionRequestsCard />
      </RealtimeContext.Provider>,
    );
    expect(await screen.findByText("Lena Berg (lena@example.com)")).toBeInTheDocument();
    await vi.waitFor(() => expect(hub.subscribed("admins")).toBe(true));

    serveApi("get", "/api/admin/deletion-requests", { items: [request(true)], nextCursor: null });
    act(() =>
      hub.publish({ topic: "admins", event: "deletion-requests.changed", data: { userId: USER } }),
    );
    expect(await screen.findByText("Deleted account")).toBeInTheDocument();
    expect(screen.queryByText(/lena@example\.com/)).toBeNull();
  });
});
