import type { QueryClient } from "@tanstack/react-query";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { apiCalls, failApi, holdApi, serveApi } from "@web/test/api.ts";
import { anEarningsView, aPayoutRequest, aUser, myPayouts } from "@web/test/fixtures.ts";
import { findToast, renderInApp } from "@web/test/render.tsx";
import { describe, expect, it } from "vitest";
import { earningsQuery, statementsQuery } from "../earningsQueries.ts";
import { WithdrawPage } from "./WithdrawPage.tsx";

describe("WithdrawPage while its balance loads", () => {
  it("shows its heading at once, the figures once the balance has come", async () => {
    const balance = holdApi("get", "/api/payouts");
    serveApi("get", "/api/me", { user: aUser() });
    renderInApp(<WithdrawPage />);
    expect(await screen.findByRole("heading", { name: "Withdraw", level: 1 })).toBeVisible();
    expect(screen.getByRole("status", { name: "Loading your balance" })).toBeVisible();
    expect(screen.queryByTestId("available-balance")).toBeNull();

    balance.release(myPayouts());
    expect(await screen.findByTestId("available-balance")).toBeVisible();
    expect(screen.queryByRole("status", { name: "Loading your balance" })).toBeNull();
  });

  it("says why under its heading when the balance cannot be loaded", async () => {
    failApi("get", "/api/payouts", 403, { code: "FORBIDDEN", message: "Not allowed." });
    renderInApp(<WithdrawPage />);
    expect(await screen.findByText("Not allowed.")).toBeVisible();
    expect(screen.getByRole("heading", { name: "Withdraw", level: 1 })).toBeVisible();
  });
});

describe("WithdrawPage's payout details", () => {
  it("moves focus into the form it opens and back to its button when cancelled", async () => {
    serveApi("get", "/api/payouts", myPayouts());
    serveApi("get", "/api/me", { user: aUser() });
    const user = userEvent.setup();
    renderInApp(<WithdrawPage />);
    const add = await screen.findByRole("button", { name: "Add payout details" });
    await user.click(add);
    // The button is gone; the keyboard is on the chosen method, not on the page's body.
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole("tab", { name: "Bank transfer", selected: true }),
      ),
    );
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole("button", { name: "Add payout details" }),
      ),
    );
  });

  it("says, while a withdrawal is in progress, that it still goes to the details it was requested with", async () => {
    serveApi("get", "/api/payouts", {
      ...myPayouts({ inProgress: "300.00" }),
      items: [aPayoutRequest({ amount: "300.00" })],
      details: { method: "swish", masked: "+46 7• ••• •• 67", updatedAt: "2026-11-20T10:00:00Z" },
    });
    serveApi("get", "/api/me", { user: aUser() });
    const user = userEvent.setup();
    renderInApp(<WithdrawPage />);
    await user.click(await screen.findByRole("button", { name: "Change" }));
    const note = await screen.findByTestId("details-for-next-requests");
    // Amounts are written with a no-break space ("SEK\u00a0300.00").
    expect(note.textContent?.replace(/\s+/g, " ")).toBe(
      "Your withdrawal in progress (SEK 300.00) is paid to the details it was requested with. New details are for your next withdrawals; write to support if it should go to them.",
    );
  });

  it("says nothing of it with no withdrawal in progress", async () => {
    serveApi("get", "/api/payouts", myPayouts());
    serveApi("get", "/api/me", { user: aUser() });
    const user = userEvent.setup();
    renderInApp(<WithdrawPage />);
    await user.click(await screen.findByRole("button", { name: "Add payout details" }));
    await screen.findByRole("tab", { name: "Bank transfer" });
    expect(screen.queryByTestId("details-for-next-requests")).toBeNull();
  });

  it("moves between payout methods with the arrow keys, showing each method's fields", async () => {
    serveApi("get", "/api/payouts", myPayouts());
    serveApi("get", "/api/me", { user: aUser() });
    const user = userEvent.setup();
    renderInApp(<WithdrawPage />);
    await user.click(await screen.findByRole("button", { name: "Add payout details" }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("tab", { name: "Bank transfer" })),
    );
    expect(screen.getByRole("tabpanel")).toContainElement(screen.getByLabelText("IBAN"));

    await user.keyboard("{ArrowRight}");
    const paypal = screen.getByRole("tab", { name: "PayPal", selected: true });
    expect(document.activeElement).toBe(paypal);
    expect(screen.getByLabelText("PayPal email")).toBeVisible();
    expect(screen.queryByLabelText("IBAN")).toBeNull();
    // One Tab stop for the row: the next Tab leaves it for the method's field.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByLabelText("PayPal email"));
  });
});

describe("WithdrawPage's request form", () => {
  it("sends the amount as the page writes it and as Swedish artists type it", async () => {
    serveApi("get", "/api/payouts", {
      ...myPayouts(),
      details: { method: "swish", masked: "+46 7• ••• •• 67", updatedAt: "2026-11-20T10:00:00Z" },
    });
    serveApi("get", "/api/me", { user: aUser() });
    serveApi("post", "/api/payouts", {
      message: "We received your withdrawal request.",
      request: aPayoutRequest(),
    });
    const user = userEvent.setup();
    renderInApp(<WithdrawPage />);
    const field = await screen.findByLabelText("Amount");
    for (const typed of ["1,445.60", "1 000,50", "250,5", "SEK 300"]) {
      await user.clear(field);
      await user.type(field, typed);
      await user.click(screen.getByRole("button", { name: "Withdraw" }));
      await waitFor(() => expect(field).toHaveValue(""));
    }
    expect(
      apiCalls("post", "/api/payouts").map((call) => (call.body as { amount: string }).amount),
    ).toEqual(["1445.60", "1000.50", "250.5", "300"]);
  });
});

describe("WithdrawPage and the Earnings page's balance", () => {
  /**
   * The Earnings page's queries as loaded before the artist came here: once out of date they
   * are fetched again when it shows, instead of showing the old Available and Withdraw button
   * until web/queryClient.ts's staleTime ends.
   */
  const earningsOutOfDate = (queryClient: QueryClient) =>
    [earningsQuery().queryKey, statementsQuery().queryKey].map(
      (key) => queryClient.getQueryState(key)?.isInvalidated,
    );

  it("marks the Earnings page's balance out of date once a withdrawal is requested", async () => {
    serveApi("get", "/api/payouts", {
      ...myPayouts(),
      details: { method: "swish", masked: "+46 7• ••• •• 67", updatedAt: "2026-11-20T10:00:00Z" },
    });
    serveApi("get", "/api/me", { user: aUser() });
    serveApi("post", "/api/payouts", {
      message: "We received your withdrawal request.",
      request: aPayoutRequest(),
    });
    const { user, queryClient } = renderInApp(<WithdrawPage />);
    queryClient.setQueryData(
      earningsQuery().queryKey,
      anEarningsView({ summary: { available: "1445.60" } }),
    );
    queryClient.setQueryData(statementsQuery().queryKey, {
      pages: [{ items: [], nextCursor: null, years: [] }],
      pageParams: [null],
    });
    expect(earningsOutOfDate(queryClient)).toEqual([false, false]);
    const field = await screen.findByLabelText("Amount");
    await user.type(field, "300");
    await user.click(screen.getByRole("button", { name: "Withdraw" }));
    // The form empties once the request is made and the page's queries are fetched again.
    await waitFor(() => expect(field).toHaveValue(""));
    expect(apiCalls("post", "/api/payouts")).toHaveLength(1);
    expect(earningsOutOfDate(queryClient)).toEqual([true, true]);
  });

  it("marks it out of date once a withdrawal is cancelled", async () => {
    const waiting = aPayoutRequest({ amount: "300.00" });
    serveApi("get", "/api/payouts", { ...myPayouts({ inProgress: "300.00" }), items: [waiting] });
    serveApi("get", "/api/me", { user: aUser() });
    serveApi("post", "/api/payouts/{id}/cancel", {
      request: { ...waiting, status: "cancelled", cancellable: false },
      message: "Your withdrawal was cancelled. The amount is back in your balance.",
    });
    const { user, queryClient } = renderInApp(<WithdrawPage />);
    queryClient.setQueryData(
      earningsQuery().queryKey,
      anEarningsView({ summary: { available: "1445.60" } }),
    );
    await user.click(await screen.findByRole("button", { name: /^Cancel withdrawal of/ }));
    await user.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", {
        name: "Cancel withdrawal",
      }),
    );
    await findToast("Your withdrawal was cancelled. The amount is back in your balance.");
    expect(queryClient.getQueryState(earningsQuery().queryKey)?.isInvalidated).toBe(true);
  });
});

describe("WithdrawPage's withdrawals", () => {
  const withRequests = (items: ReturnType<typeof aPayoutRequest>[]) => ({
    ...myPayouts({ inProgress: "300.00" }),
    items,
  });

  it("offers Cancel withdrawal only on a waiting request staff have not opened", async () => {
    serveApi(
      "get",
      "/api/payouts",
      withRequests([
        aPayoutRequest({ amount: "300.00" }),
        aPayoutRequest({ amount: "120.00", cancellable: false }),
        aPayoutRequest({ amount: "90.00", status: "paid", paidOn: "2026-11-02", reference: "B1" }),
      ]),
    );
    serveApi("get", "/api/me", { user: aUser() });
    renderInApp(<WithdrawPage />);
    const rows = within(await screen.findByTestId("my-withdrawals")).getAllByRole("listitem");
    expect(rows.map((row) => within(row).queryAllByRole("button").length)).toEqual([1, 0, 0]);
    const cancel = within(rows[0] as HTMLElement).getByRole("button");
    expect(cancel.textContent).toBe("Cancel withdrawal");
    // Its name says which, for a screen reader's list of buttons.
    expect(cancel.getAttribute("aria-label")).toMatch(
      /^Cancel withdrawal of SEK\u00a0300\.00 requested \w+ \d+, 2026$/,
    );
    // The one staff have opened says why it has no button.
    expect(rows.map((row) => row.textContent?.includes("Our team has started paying"))).toEqual([
      false,
      true,
      false,
    ]);
  });

  it("asks first, keeps it on Keep it, and cancels it on confirmation", async () => {
    const waiting = aPayoutRequest({ amount: "300.00" });
    serveApi("get", "/api/payouts", withRequests([waiting]));
    serveApi("get", "/api/me", { user: aUser() });
    const { user } = renderInApp(<WithdrawPage />);
    await user.click(await screen.findByRole("button", { name: /^Cancel withdrawal of/ }));
    const dialog = await screen.findByRole("alertdialog", { name: "Cancel this withdrawal?" });
    expect(dialog.textContent?.replace(/\s+/g, " ")).toContain(
      "SEK 300.00 goes back to your available balance.",
    );
    await user.click(within(dialog).getByRole("button", { name: "Keep it" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(apiCalls("post", "/api/payouts/{id}/cancel")).toHaveLength(0);

    const cancelled = { ...waiting, status: "cancelled" as const, cancellable: false };
    serveApi("post", "/api/payouts/{id}/cancel", {
      request: { ...cancelled, processedAt: "2026-11-30T12:00:00.000Z" },
      message: "Your withdrawal was cancelled. The amount is back in your balance.",
    });
    serveApi("get", "/api/payouts", {
      ...withRequests([{ ...cancelled, processedAt: "2026-11-30T12:00:00.000Z" }]),
      summary: myPayouts({ inProgress: "0.00" }).summary,
    });
    await user.click(await screen.findByRole("button", { name: /^Cancel withdrawal of/ }));
    const again = await screen.findByRole("alertdialog");
    await user.click(within(again).getByRole("button", { name: "Cancel withdrawal" }));
    await findToast("Your withdrawal was cancelled. The amount is back in your balance.");
    expect(apiCalls("post", "/api/payouts/{id}/cancel").map((call) => call.url.pathname)).toEqual([
      `/api/payouts/${waiting.id}/cancel`,
    ]);
    expect(await screen.findByText("Cancelled")).toBeVisible();
    expect(screen.queryByRole("button", { name: /^Cancel withdrawal of/ })).toBeNull();
  });

  it("says why when staff had just opened it, and shows it as it now is", async () => {
    const waiting = aPayoutRequest({ amount: "300.00" });
    serveApi("get", "/api/payouts", withRequests([waiting]));
    serveApi("get", "/api/me", { user: aUser() });
    const { user } = renderInApp(<WithdrawPage />);
    const message =
      "Our team has started paying this withdrawal, so it can no longer be cancelled here. Write to support if it should be stopped.";
    const button = await screen.findByRole("button", { name: /^Cancel withdrawal of/ });
    failApi("post", "/api/payouts/{id}/cancel", 409, { code: "CONFLICT", message });
    serveApi("get", "/api/payouts", withRequests([{ ...waiting, cancellable: false }]));
    await user.click(button);
    await user.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", {
        name: "Cancel withdrawal",
      }),
    );
    await findToast(message);
    await waitFor(() =>
      expect(screen.queryByRole("button", { name: /^Cancel withdrawal of/ })).toBeNull(),
    );
    expect(screen.getByText("Requested")).toBeVisible();
  });

  it("loads older withdrawals page by page on Load more, from where the latest end", async () => {
    const latest = aPayoutRequest({ amount: "300.00" });
    serveApi("get", "/api/payouts", { ...withRequests([latest]), nextCursor: "after-latest" });
    serveApi("get", "/api/me", { user: aUser() });
    const { user } = renderInApp(<WithdrawPage />);
    const list = await screen.findByTestId("my-withdrawals");
    expect(within(list).getAllByRole("listitem")).toHaveLength(1);

    const older = aPayoutRequest({ amount: "75.00", status: "paid", paidOn: "2025-01-10" });
    serveApi("get", "/api/payouts", { ...withRequests([older]), nextCursor: "after-older" });
    await user.click(screen.getByRole("button", { name: "Load more" }));
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(2));
    expect(list.textContent).toContain("SEK\u00a075.00");

    const oldest = aPayoutRequest({ amount: "60.00", status: "paid", paidOn: "2024-06-10" });
    serveApi("get", "/api/payouts", withRequests([oldest]));
    await user.click(screen.getByRole("button", { name: "Load more" }));
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(3));
    expect(
      apiCalls("get", "/api/payouts").map((call) => call.url.searchParams.get("cursor")),
    ).toEqual([null, "after-latest", "after-older"]);
    // The last page said there is nothing older.
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
  });
});
