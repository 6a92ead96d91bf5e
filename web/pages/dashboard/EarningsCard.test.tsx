import { screen, within } from "@testing-library/react";
import { serveApi } from "@web/test/api.ts";
import { myPayouts } from "@web/test/fixtures.ts";
import { renderInApp } from "@web/test/render.tsx";
import { describe, expect, it } from "vitest";
import { EarningsCard } from "./EarningsCard.tsx";

const plain = (text: string | null) => (text ?? "").replace(/\s+/g, " ");

describe("EarningsCard", () => {
  it("shows what can be withdrawn, what is pending and what was paid out, with Withdraw", async () => {
    serveApi("get", "/api/payouts", myPayouts());
    renderInApp(<EarningsCard />);
    const card = await screen.findByTestId("dashboard-earnings");
    expect(plain(card.textContent)).toContain("AvailableSEK 1,445.60");
    expect(plain(card.textContent)).toContain("PendingSEK 3,767.83");
    expect(plain(card.textContent)).toContain("Paid outSEK 0.00");
    expect(within(card).getByRole("link", { name: "Withdraw" })).toHaveAttribute(
      "href",
      "/dashboard/withdraw",
    );
    expect(within(card).getByRole("link", { name: "SEE EARNINGS" })).toHaveAttribute(
      "href",
      "/dashboard/earnings",
    );
  });

  it("offers no Withdraw below the minimum or while withdrawals are paused", async () => {
    serveApi("get", "/api/payouts", myPayouts({ available: "99.99" }));
    const first = renderInApp(<EarningsCard />);
    const card = await screen.findByTestId("dashboard-earnings");
    expect(plain(card.textContent)).toContain("AvailableSEK 99.99");
    expect(within(card).queryByRole("link", { name: "Withdraw" })).not.toBeInTheDocument();
    first.unmount();

    serveApi("get", "/api/payouts", myPayouts({ paused: true }));
    renderInApp(<EarningsCard />);
    const paused = await screen.findByTestId("dashboard-earnings");
    expect(within(paused).queryByRole("link", { name: "Withdraw" })).not.toBeInTheDocument();
  });
});
