import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { usePageTitle } from "./usePageTitle.ts";

function Titled({ page }: { page: string }) {
  usePageTitle(page);
  return null;
}

describe("usePageTitle", () => {
  it("names the tab after the page and follows it when the page changes", () => {
    document.title = "About Offbeat";
    const { rerender } = render(<Titled page="Dashboard" />);
    expect(document.title).toBe("Dashboard | Offbeat");
    rerender(<Titled page="Earnings" />);
    expect(document.title).toBe("Earnings | Offbeat");
  });
});
