import { CorrectionMessages } from "@common/royalties/corrections.ts";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { apiCalls, serveApi } from "@web/test/api.ts";
import { aUser, emptyFinance } from "@web/test/fixtures.ts";
import { renderInApp } from "@web/test/render.tsx";
import { describe, expect, it, vi } from "vitest";
import { LedgerCorrections } from "./LedgerCorrections.tsx";

const serveFinance = () => serveApi("get", "/api/admin/finance", emptyFinance());

async function fillIn(amount: string) {
  const user = userEvent.setup();
  renderInApp(<LedgerCorrections />);
  const field = await screen.findByLabelText("Amount (SEK)");
  await user.type(screen.getByLabelText("Artist to add to (email)"), "lena@example.com");
  await user.type(field, amount);
  await user.type(
    screen.getByLabelText("Reason (the artists read it on their statements)"),
    "Spotify October booked to the wrong artist.",
  );
  await user.click(screen.getByRole("button", { name: "Post correction" }));
  return field;
}

describe("LedgerCorrections' form", () => {
  it("asks to confirm the amount as typed the page's or the Swedish way, and posts it in the API's notation", async () => {
    serveApi("get", "/api/me", { user: aUser({ role: "admin" }) });
    serveFinance();
    serveApi("get", "/api/admin/ledger/corrections", { items: [], nextCursor: null });
    await fillIn("1 000,50");
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog).toHaveTextContent("SEK 1,000.50 from the label's share to lena@example.com.");
    serveApi("post", "/api/admin/ledger/corrections", {
      message: "Correction posted.",
      correction: {
        id: "00000000-0000-4000-8000-0000000000f1",
        createdAt: "2026-11-30T10:00:00.000Z",
        from: { kind: "label", userId: null, name: CorrectionMessages.labelShare },
        to: { kind: "artist", userId: null, name: "Lena Berg (lena@example.com)" },
        amount: "1000.50",
        currency: "SEK",
        reason: "Spotify October booked to the wrong artist.",
        postedBy: null,
      },
    });
    await userEvent.click(within(dialog).getByRole("button", { name: "Post correction" }));
    await vi.waitFor(() =>
      expect(apiCalls("post", "/api/admin/ledger/corrections")).toHaveLength(1),
    );
    expect(apiCalls("post", "/api/admin/ledger/corrections")[0]?.body).toMatchObject({
      amount: "1000.50",
    });
  });

  it("refuses more decimals than the currency has before asking, never confirming a rounded amount", async () => {
    serveApi("get", "/api/me", { user: aUser({ role: "admin" }) });
    serveApi("get", "/api/admin/finance", emptyFinance());
    serveApi("get", "/api/admin/ledger/corrections", { items: [], nextCursor: null });
    const field = await fillIn("1000.505");
    expect(await screen.findByText("Enter an amount with at most 2 decimals.")).toBeVisible();
    expect(field).toHaveFocus();
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(apiCalls("post", "/api/admin/ledger/corrections")).toHaveLength(0);
  });

  it("shows an amount it cannot read under the field, with no dialog asking to confirm SEK NaN", async () => {
    serveApi("get", "/api/me", { user: aUser({ role: "admin" }) });
    serveFinance();
    serveApi("get", "/api/admin/ledger/corrections", { items: [], nextCursor: null });
    const field = await fillIn("about 1000");
    expect(await screen.findByText(CorrectionMessages.amountFormat)).toBeVisible();
    expect(field).toHaveFocus();
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(screen.queryByText(/NaN/)).toBeNull();
    expect(within(document.body).queryByText(/Post this correction\?/)).toBeNull();
  });
});
