import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { apiCalls, serveApi } from "@web/test/api.ts";
import { emptyFinance } from "@web/test/fixtures.ts";
import { renderInApp } from "@web/test/render.tsx";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FinanceOverview } from "./FinanceOverview.tsx";

/**
 * Firefox and desktop Safari know no month input: they draw it as a text box, so what is typed
 * reaches the page unchecked. jsdom, like Chromium, keeps a month input to whole months; here it
 * does what Firefox does.
 */
const typeProperty = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "type");
const setAttribute = Element.prototype.setAttribute;
beforeEach(() => {
  Object.defineProperty(HTMLInputElement.prototype, "type", {
    configurable: true,
    get: typeProperty?.get,
    set(this: HTMLInputElement, type: string) {
      typeProperty?.set?.call(this, type === "month" ? "text" : type);
    },
  });
  Element.prototype.setAttribute = function (this: Element, name: string, value: string) {
    setAttribute.call(this, name, name === "type" && value === "month" ? "text" : value);
  };
});
afterEach(() => {
  if (typeProperty) Object.defineProperty(HTMLInputElement.prototype, "type", typeProperty);
  Element.prototype.setAttribute = setAttribute;
});

describe("FinanceOverview's months", () => {
  it("asks for a range typed into a text box (Firefox, desktop Safari) only once it is a whole month", async () => {
    serveApi("get", "/api/admin/finance", emptyFinance());
    const user = userEvent.setup();
    renderInApp(<FinanceOverview />);
    const from = await screen.findByLabelText("From");
    await vi.waitFor(() => expect(from).toHaveValue("2025-12"));
    expect(from).toHaveAttribute("type", "text");
    expect(from).toHaveAttribute("placeholder", "YYYY-MM");
    await user.clear(from);
    await user.type(from, "2026-0");
    expect(from).toHaveValue("2026-0");
    expect(from).toHaveAttribute("aria-invalid", "true");
    await user.type(from, "3");
    await vi.waitFor(() =>
      expect(
        apiCalls("get", "/api/admin/finance").map((c) => c.url.searchParams.get("from")),
      ).toContain("2026-03"),
    );
    const asked = apiCalls("get", "/api/admin/finance").map((c) => c.url.searchParams.get("from"));
    expect(asked.filter((month) => month !== null && !/^\d{4}-\d{2}$/.test(month))).toEqual([]);
    expect(from).not.toHaveAttribute("aria-invalid");
  });
});
