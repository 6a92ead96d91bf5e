import { render } from "@testing-library/react";
import { useEffect } from "react";
import { describe, expect, it } from "vitest";
import { setUnreadInTitle, usePageTitle } from "./usePageTitle.ts";

function Titled({ page }: { page: string }) {
  usePageTitle(page);
  return null;
}

/** As the signed-in shell sets it (shell/UnreadInTitle.tsx). */
function Unread({ count }: { count: number }) {
  useEffect(() => {
    setUnreadInTitle(count);
    return () => setUnreadInTitle(0);
  }, [count]);
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

  it("puts the shell's unread count in front, and takes it away when the shell goes", () => {
    const { rerender } = render(
      <>
        <Unread count={3} />
        <Titled page="Earnings" />
      </>,
    );
    expect(document.title).toBe("(3) Earnings | Offbeat");
    rerender(
      <>
        <Unread count={0} />
        <Titled page="Earnings" />
      </>,
    );
    expect(document.title).toBe("Earnings | Offbeat");
    rerender(
      <>
        <Unread count={120} />
        <Titled page="Messages" />
      </>,
    );
    expect(document.title).toBe("(99+) Messages | Offbeat");
    // Signed out: the shell (and its count) is gone; the next page's title has none.
    rerender(<Titled page="Page not found" />);
    expect(document.title).toBe("Page not found | Offbeat");
  });

  it("keeps the page titled when an inner part that named it too goes away", () => {
    // As /admin/tools does: the page names itself, and so does its PageHeader.
    const Page = ({ header }: { header: boolean }) => (
      <>
        <Titled page="Admin Tools" />
        {header && <Titled page="Admin Tools" />}
      </>
    );
    const { rerender, unmount } = render(<Page header />);
    rerender(<Page header={false} />);
    setUnreadInTitle(4);
    expect(document.title).toBe("(4) Admin Tools | Offbeat");
    setUnreadInTitle(0);
    unmount();
  });

  it("leaves the count out of a printed page and a page saved as PDF", () => {
    const { unmount } = render(
      <>
        <Unread count={2} />
        <Titled page="Statement October 2026" />
      </>,
    );
    expect(document.title).toBe("(2) Statement October 2026 | Offbeat");
    window.dispatchEvent(new Event("beforeprint"));
    expect(document.title).toBe("Statement October 2026 | Offbeat");
    window.dispatchEvent(new Event("afterprint"));
    expect(document.title).toBe("(2) Statement October 2026 | Offbeat");
    unmount();
  });
});
