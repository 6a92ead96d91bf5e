import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Suspense, use } from "react";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { PendingRouter } from "./PendingRouter.tsx";
import { useAddressParams } from "./useAddressParams.ts";

/** The Paid tab's rows, which have not come yet: the tab's navigation stays pending. */
const neverArrives = new Promise<never>(() => {});
function PaidRows() {
  use(neverArrives);
  return null;
}

function Payouts() {
  const [params, setParam] = useAddressParams();
  return (
    <>
      <input
        aria-label="Search"
        defaultValue={params.get("q") ?? ""}
        onChange={(event) => setParam("q", event.target.value)}
      />
      <button type="button" onClick={() => setParam("status", "paid")}>
        Paid
      </button>
      <Suspense fallback={<p>Loading</p>}>
        {params.get("status") === "paid" ? <PaidRows /> : <p>Requested rows</p>}
      </Suspense>
    </>
  );
}

afterEach(() => window.history.replaceState(null, "", "/"));

describe("useAddressParams", () => {
  it("keeps a tab clicked while its list loads when the search is typed next", async () => {
    window.history.replaceState(null, "", "/admin/payouts");
    render(
      <PendingRouter>
        <Routes>
          <Route path="/admin/payouts" element={<Payouts />} />
        </Routes>
      </PendingRouter>,
    );
    await screen.findByText("Requested rows");

    await act(() => userEvent.click(screen.getByRole("button", { name: "Paid" })));
    // The Paid list is on its way: the Requested rows stay, the address already says Paid.
    expect(screen.getByText("Requested rows")).toBeTruthy();
    expect(window.location.search).toBe("?status=paid");

    await act(() => userEvent.type(screen.getByRole("textbox", { name: "Search" }), "b"));
    expect(new URLSearchParams(window.location.search).get("status")).toBe("paid");
    expect(new URLSearchParams(window.location.search).get("q")).toBe("b");
  });
});
