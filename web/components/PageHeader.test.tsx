import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PageHeader } from "./PageHeader.tsx";

describe("PageHeader", () => {
  it("keeps a page's action inside the header, whose margin then follows it", () => {
    render(
      <PageHeader
        title="My Releases"
        description="Every release you have saved or submitted."
        action={<button type="button">New Release</button>}
      />,
    );
    const header = screen.getByRole("heading", { name: "My Releases" }).parentElement
      ?.parentElement as HTMLElement;
    // On a phone the button wraps under the title: the space under the header is under it too.
    expect(header).toContainElement(screen.getByRole("button", { name: "New Release" }));
    expect(header).toHaveClass("mb-8", "flex-wrap");
  });

  it("is the title block alone without an action", () => {
    render(<PageHeader title="Settings" />);
    expect(screen.getByRole("heading", { name: "Settings" }).parentElement).toHaveClass("mb-8");
    expect(document.title).toBe("Settings | Offbeat");
  });
});
