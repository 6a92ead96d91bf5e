import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { LoadMoreButton } from "./LoadMoreButton.tsx";

const list = (next: boolean, fetching = false) => ({
  hasNextPage: next,
  isFetchingNextPage: fetching,
  fetchNextPage: vi.fn(async () => undefined),
});

describe("LoadMoreButton", () => {
  it("asks for the next page, and is gone once the last page is in", async () => {
    const paged = list(true);
    const { rerender } = render(<LoadMoreButton list={paged} />);
    await userEvent.click(screen.getByRole("button", { name: "Load more" }));
    expect(paged.fetchNextPage).toHaveBeenCalledTimes(1);

    rerender(<LoadMoreButton list={list(false)} />);
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
  });

  it("says it is busy while the page loads, and asks for no second one", async () => {
    const paged = list(true, true);
    render(<LoadMoreButton list={paged} placement="page" label="Show more" />);
    const button = screen.getByRole("button", { name: "Show more" });
    expect(button).toHaveAttribute("aria-busy", "true");
    await userEvent.click(button);
    expect(paged.fetchNextPage).not.toHaveBeenCalled();
  });
});
