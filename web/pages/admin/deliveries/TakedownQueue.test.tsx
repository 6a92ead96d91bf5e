import type { TakedownRequest } from "@common/distribution.ts";
import { screen, within } from "@testing-library/react";
import { apiCalls, serveApi } from "@web/test/api.ts";
import { renderInApp } from "@web/test/render.tsx";
import { describe, expect, it } from "vitest";
import { TakedownQueue } from "./TakedownQueue.tsx";

const request = (n: number, status: TakedownRequest["status"]): TakedownRequest => ({
  id: `00000000-0000-4000-8000-0000000000${String(n).padStart(2, "0")}`,
  releaseId: "00000000-0000-4000-8000-0000000000f1",
  releaseTitle: `Release ${n}`,
  artistName: "Nova Lind",
  requestedBy: "Nova Lind",
  reason: "Rights ended.",
  status,
  createdAt: "2026-11-30T16:17:00.000000Z",
  stores: { live: 0, total: 3 },
});

describe("TakedownQueue", () => {
  it("counts every pending request and loads the rest of the queue on demand", async () => {
    serveApi("get", "/api/admin/takedowns", {
      items: [request(1, "approved"), request(2, "pending")],
      nextCursor: "after-two",
      pending: 30,
    });
    const { user } = renderInApp(<TakedownQueue />);
    const list = await screen.findByRole("list", { name: "Takedown requests" });
    expect(within(list).getAllByTestId("takedown-request")).toHaveLength(2);
    // The heading counts all 30 pending, not the one on this page.
    expect(screen.getByTestId("takedowns-pending")).toHaveTextContent("30 pending");

    serveApi("get", "/api/admin/takedowns", {
      items: [request(3, "pending")],
      nextCursor: null,
      pending: 30,
    });
    await user.click(screen.getByRole("button", { name: "Load more" }));

    await screen.findByText("Release 3");
    expect(within(list).getAllByTestId("takedown-request")).toHaveLength(3);
    expect(apiCalls("get", "/api/admin/takedowns").at(-1)?.url.searchParams.get("cursor")).toBe(
      "after-two",
    );
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
  });
});
