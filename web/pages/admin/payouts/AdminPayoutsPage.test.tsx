import { PayoutMessages } from "@common/payouts/messages.ts";
import { screen } from "@testing-library/react";
import { apiCalls, serveApi } from "@web/test/api.ts";
import { anAdminPayout, aUser } from "@web/test/fixtures.ts";
import { renderInApp } from "@web/test/render.tsx";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { AdminPayoutsPage } from "./AdminPayoutsPage.tsx";

const waiting = anAdminPayout();

const lastQuery = () => apiCalls("get", "/api/admin/payouts").at(-1)?.url.searchParams;

describe("AdminPayoutsPage", () => {
  // The signed-in staff member: the table tells their own withdrawals apart.
  beforeEach(() => serveApi("get", "/api/me", { user: aUser({ role: "staff" }) }));

  it("searches the chosen status by artist, email or reference, and says when nothing matches", async () => {
    serveApi("get", "/api/admin/payouts", { items: [waiting], nextCursor: null });
    const { user } = renderInApp(<AdminPayoutsPage />, { route: "/admin/payouts" });
    expect((await screen.findAllByText("Harbour Choir")).length).toBeGreaterThan(0);
    expect(lastQuery()?.has("q")).toBe(false);

    serveApi("get", "/api/admin/payouts", { items: [], nextCursor: null });
    await user.type(
      screen.getByRole("searchbox", { name: "Search payouts by artist, email or reference" }),
      "BG-2026",
    );
    expect(await screen.findByText("No requested payouts match “BG-2026”.")).toBeTruthy();
    expect(lastQuery()?.get("q")).toBe("BG-2026");
    expect(lastQuery()?.get("status")).toBe("requested");

    await user.click(screen.getByRole("tab", { name: "Paid" }));
    expect(await screen.findByText("No paid payouts match “BG-2026”.")).toBeTruthy();
    expect(lastQuery()?.get("status")).toBe("paid");
  });

  it("opens the details written to be read out and checked: IBAN in fours, Swish number grouped", async () => {
    const bank = anAdminPayout({ method: "bank_transfer", maskedDetails: "SE45 •••• •••• 7466" });
    const swish = anAdminPayout({ artistName: "Night Ferry" });
    serveApi("get", "/api/admin/payouts", { items: [bank, swish], nextCursor: null });
    const { user } = renderInApp(<AdminPayoutsPage />, { route: "/admin/payouts" });
    serveApi("get", "/api/admin/payouts/{id}", {
      payout: bank,
      details: {
        method: "bank_transfer",
        iban: "SE4550000000058398257466",
        bic: "ESSESESS",
        accountHolder: "Harbour Choir AB",
      },
      detailsRemoved: false,
    });
    const [first] = await screen.findAllByRole("button", { name: "Show details" });
    if (!first) throw new Error("no Show details button");
    await user.click(first);
    const opened = await screen.findByTestId("opened-details");
    expect(opened.textContent).toContain("SE45 5000 0000 0583 9825 7466");
    expect(opened.textContent).toContain("Harbour Choir AB");
    expect(
      screen.getByText(
        "Now that its details are open, the artist can no longer cancel this withdrawal. Pay it or reject it.",
      ),
    ).toBeVisible();

    await user.keyboard("{Escape}");
    serveApi("get", "/api/admin/payouts/{id}", {
      payout: swish,
      details: { method: "swish", phone: "+46701234567" },
      detailsRemoved: false,
    });
    const buttons = screen.getAllByRole("button", { name: "Show details" });
    await user.click(buttons[1] as HTMLElement);
    expect((await screen.findByTestId("opened-details")).textContent).toContain("+46 70 123 45 67");
  });

  it("starts from the search and the tab in the address", async () => {
    serveApi("get", "/api/admin/payouts", { items: [waiting], nextCursor: null });
    renderInApp(<AdminPayoutsPage />, { route: "/admin/payouts?q=harbour&status=paid" });
    await vi.waitFor(() => expect(lastQuery()?.get("q")).toBe("harbour"));
    expect(lastQuery()?.get("status")).toBe("paid");
    expect(screen.getByRole("tab", { name: "Paid" })).toHaveAttribute("aria-selected", "true");
    expect(
      screen.getByRole<HTMLInputElement>("searchbox", {
        name: "Search payouts by artist, email or reference",
      }).value,
    ).toBe("harbour");
  });

  it("lists withdrawals their artists cancelled on their own tab, with no decision to make", async () => {
    const cancelled = anAdminPayout({
      status: "cancelled",
      processedAt: "2026-11-30T12:00:00.000Z",
      cancellable: false,
    });
    serveApi("get", "/api/admin/payouts", { items: [cancelled], nextCursor: null });
    const { user } = renderInApp(<AdminPayoutsPage />, { route: "/admin/payouts" });
    await user.click(await screen.findByRole("tab", { name: "Cancelled" }));
    await vi.waitFor(() => expect(lastQuery()?.get("status")).toBe("cancelled"));
    expect((await screen.findAllByText(/^Cancelled by the artist/)).length).toBeGreaterThan(0);
    expect(screen.queryByRole("button", { name: "Mark paid" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Reject" })).toBeNull();
  });

  it("warns not to pay a request its artist cancelled after the list was loaded", async () => {
    serveApi("get", "/api/admin/payouts", { items: [waiting], nextCursor: null });
    const { user } = renderInApp(<AdminPayoutsPage />, { route: "/admin/payouts" });
    serveApi("get", "/api/admin/payouts/{id}", {
      payout: { ...waiting, status: "cancelled", cancellable: false },
      details: { method: "swish", phone: "+46701234567" },
      detailsRemoved: false,
    });
    const [show] = await screen.findAllByRole("button", { name: "Show details" });
    await user.click(show as HTMLElement);
    await screen.findByTestId("opened-details");
    expect(screen.getByText("The artist cancelled this withdrawal. Do not pay it.")).toBeVisible();
    expect(screen.queryByText(/can no longer cancel/)).toBeNull();
  });

  it("says the details were removed with the account of an artist who deleted it", async () => {
    const paid = anAdminPayout({
      artistName: "Deleted user",
      status: "paid",
      reference: "BG-2026-0099",
      paidOn: "2026-11-02",
      cancellable: false,
    });
    serveApi("get", "/api/admin/payouts", { items: [paid], nextCursor: null });
    const { user } = renderInApp(<AdminPayoutsPage />, { route: "/admin/payouts?status=paid" });
    serveApi("get", "/api/admin/payouts/{id}", {
      payout: paid,
      details: null,
      detailsRemoved: true,
    });
    const [show] = await screen.findAllByRole("button", { name: "Show details" });
    await user.click(show as HTMLElement);
    expect((await screen.findByTestId("details-removed")).textContent).toBe(
      "The payment details were removed when the artist deleted their account. The method, the masked details, the amount and the reference stay for the books.",
    );
    const dialog = screen.getByTestId("payout-dialog");
    expect(dialog.textContent).toContain("Swish");
    expect(dialog.textContent).toContain(paid.maskedDetails);
    expect(screen.queryByTestId("opened-details")).toBeNull();
  });

  it("names who opened a waiting request's details, so a second staff member does not pay it too", async () => {
    const opened = anAdminPayout({
      artistName: "Night Ferry",
      cancellable: false,
      detailsOpened: { at: "2026-11-30T09:15:00.000Z", by: "Sam Staff" },
    });
    serveApi("get", "/api/admin/payouts", { items: [opened, waiting], nextCursor: null });
    renderInApp(<AdminPayoutsPage />, { route: "/admin/payouts" });
    const notes = await screen.findAllByTestId("payout-opened");
    expect(notes).toHaveLength(1);
    expect(notes[0]?.textContent).toMatch(/^Details opened by Sam Staff on \w+ \d+, 2026/);
  });

  it("offers no decision on the staff member's own withdrawal: someone else pays it", async () => {
    const me = aUser({ role: "staff" });
    const mine = anAdminPayout({ id: "00000000-0000-4000-8000-0000000000e1", userId: me.id });
    serveApi("get", "/api/admin/payouts", { items: [mine, waiting], nextCursor: null });
    renderInApp(<AdminPayoutsPage />, { route: "/admin/payouts" });
    expect(await screen.findByTestId("payout-own")).toHaveTextContent(
      PayoutMessages.ownWithdrawalNote,
    );
    // The other artist's request keeps its buttons; this one has only its details.
    expect(screen.getAllByRole("button", { name: "Mark paid" })).toHaveLength(1);
    expect(screen.getAllByRole("button", { name: "Show details" })).toHaveLength(2);
  });
});
