import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { TableScroller } from "./TableParts.tsx";

/** happy-dom lays nothing out: the scroller's widths and position are set by hand. */
function layOut(scroller: HTMLElement, { client, content }: { client: number; content: number }) {
  Object.defineProperty(scroller, "clientWidth", { configurable: true, value: client });
  Object.defineProperty(scroller, "scrollWidth", { configurable: true, value: content });
}

function scrollTo(scroller: HTMLElement, left: number) {
  Object.defineProperty(scroller, "scrollLeft", { configurable: true, value: left });
  fireEvent.scroll(scroller);
}

const renderScroller = () =>
  render(
    <TableScroller label="Audit log entries">
      <table>
        <tbody>
          <tr>
            <td>Approve release</td>
          </tr>
        </tbody>
      </table>
    </TableScroller>,
  );

describe("TableScroller", () => {
  it("is a named group a keyboard can reach to scroll", () => {
    renderScroller();
    const region = screen.getByRole("group", { name: "Audit log entries" });
    expect(region).toHaveAttribute("tabindex", "0");
    region.focus();
    expect(region).toHaveFocus();
  });

  it("shades the side the table continues on, and none when it fits", () => {
    renderScroller();
    const region = screen.getByRole("group", { name: "Audit log entries" });
    expect(screen.queryByTestId("scroll-shade-start")).toBeNull();
    expect(screen.queryByTestId("scroll-shade-end")).toBeNull();

    // A 764 px table in a 302 px card, as the audit log on a phone.
    layOut(region, { client: 302, content: 764 });
    scrollTo(region, 0);
    expect(screen.queryByTestId("scroll-shade-start")).toBeNull();
    expect(screen.getByTestId("scroll-shade-end")).toBeInTheDocument();

    scrollTo(region, 200);
    expect(screen.getByTestId("scroll-shade-start")).toBeInTheDocument();
    expect(screen.getByTestId("scroll-shade-end")).toBeInTheDocument();

    scrollTo(region, 462);
    expect(screen.getByTestId("scroll-shade-start")).toBeInTheDocument();
    expect(screen.queryByTestId("scroll-shade-end")).toBeNull();
  });
});
