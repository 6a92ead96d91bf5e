import { screen } from "@testing-library/react";
import { serveApi } from "@web/test/api.ts";
import { renderInApp } from "@web/test/render.tsx";
import { describe, expect, it } from "vitest";
import { DeliveriesNavBadge } from "./DeliveriesNavBadge.tsx";

describe("DeliveriesNavBadge", () => {
  it("counts both and says which is which to a screen reader", async () => {
    serveApi("get", "/api/admin/deliveries/waiting", { takedowns: 2, failed: 1 });
    renderInApp(<DeliveriesNavBadge />);
    const badge = await screen.findByTestId("deliveries-nav-waiting");
    expect(badge).toHaveAttribute("data-count", "3");
    expect(badge).toHaveTextContent("2 takedown requests to decide, 1 failed delivery");
  });

  it("shows nothing when nothing waits", async () => {
    serveApi("get", "/api/admin/deliveries/waiting", { takedowns: 0, failed: 0 });
    const { queryClient } = renderInApp(<DeliveriesNavBadge />);
    await expect.poll(() => queryClient.isFetching()).toBe(0);
    expect(screen.queryByTestId("deliveries-nav-waiting")).not.toBeInTheDocument();
  });
});
