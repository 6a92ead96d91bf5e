import { screen } from "@testing-library/react";
import { apiCalls, serveApi } from "@web/test/api.ts";
import { aUser } from "@web/test/fixtures.ts";
import { renderInApp } from "@web/test/render.tsx";
import { describe, expect, it } from "vitest";
import { MenuDot } from "./MenuDot.tsx";

const waitingFor = (
  unread: number,
  payouts: number,
  reports: number,
  takedowns = 0,
  failed = 0,
) => {
  serveApi("get", "/api/conversations/unread-count", { total: unread });
  serveApi("get", "/api/admin/payouts/waiting", { count: payouts });
  serveApi("get", "/api/admin/royalty-reports/waiting", { count: reports });
  serveApi("get", "/api/admin/deliveries/waiting", { takedowns, failed });
};

describe("MenuDot", () => {
  it("shows an artist's unread messages and never asks for staff counts", async () => {
    waitingFor(2, 4, 4);
    renderInApp(<MenuDot user={aUser({ role: "artist" })} />);
    expect(await screen.findByTestId("menu-dot")).toHaveTextContent("Unread messages");
    expect(apiCalls("get", "/api/admin/payouts/waiting")).toHaveLength(0);
    expect(apiCalls("get", "/api/admin/royalty-reports/waiting")).toHaveLength(0);
    expect(apiCalls("get", "/api/admin/deliveries/waiting")).toHaveLength(0);
  });

  it("shows staff the withdrawals and store reports waiting when no message is", async () => {
    waitingFor(0, 1, 3);
    renderInApp(<MenuDot user={aUser({ role: "staff" })} />);
    expect(
      await screen.findByText("Withdrawals waiting, Store reports need attention"),
    ).toBeInTheDocument();
  });

  it("shows staff a takedown request or a failed delivery", async () => {
    waitingFor(0, 0, 0, 0, 1);
    renderInApp(<MenuDot user={aUser({ role: "staff" })} />);
    expect(
      await screen.findByText("Takedown requests or failed deliveries waiting"),
    ).toBeInTheDocument();
  });

  it("shows nothing when nothing waits", async () => {
    waitingFor(0, 0, 0);
    const { queryClient } = renderInApp(<MenuDot user={aUser({ role: "admin" })} />);
    // Every count has answered (and been rendered) before the dot is looked for.
    await expect.poll(() => queryClient.isFetching()).toBe(0);
    await expect.poll(() => queryClient.getQueryCache().getAll().length).toBe(4);
    expect(
      queryClient
        .getQueryCache()
        .getAll()
        .every((q) => q.state.status === "success"),
    ).toBe(true);
    expect(screen.queryByTestId("menu-dot")).not.toBeInTheDocument();
  });
});
