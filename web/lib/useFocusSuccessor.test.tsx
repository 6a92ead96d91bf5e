import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { useFocusSuccessor } from "./useFocusSuccessor.ts";

/** A review list as the admin pages draw it: each row's Approve takes the row away. */
function Reviews({ titles }: { titles: string[] }) {
  const [approved, setApproved] = useState<string[]>([]);
  const left = titles.filter((title) => !approved.includes(title));
  const list = useFocusSuccessor();
  return (
    <main id="main" tabIndex={-1}>
      <section ref={list} data-focus-list tabIndex={-1} aria-label="Pending Reviews">
        {left.length === 0 && <p>No pending reviews</p>}
        <ul>
          {left.map((title, index) => (
            <li key={title} data-focus-row>
              {/* Rows drawn differently: the first has an extra control. */}
              {index === 0 && <button type="button">Play {title}</button>}
              <button type="button">Review</button>
              <button type="button" onClick={() => setApproved((all) => [...all, title])}>
                Approve
              </button>
            </li>
          ))}
        </ul>
      </section>
      <button type="button">Elsewhere</button>
    </main>
  );
}

describe("useFocusSuccessor", () => {
  it("passes focus from a removed row's control to the same control of the row in its place", async () => {
    const user = userEvent.setup();
    render(<Reviews titles={["Night Bus", "Summer Static", "Block Party"]} />);
    await user.click(screen.getAllByRole("button", { name: "Approve" })[1] as HTMLElement);
    // Summer Static is gone: Block Party's Approve has its place.
    expect(screen.getAllByRole("button", { name: "Approve" })).toHaveLength(2);
    expect(screen.getAllByRole("button", { name: "Approve" })[1]).toHaveFocus();

    // The last row goes: the row before it, matched by text though drawn with one more control.
    await user.keyboard("{Enter}");
    expect(screen.getAllByRole("button", { name: "Approve" })[0]).toHaveFocus();

    // The list empties: the list itself, named, with its empty state.
    await user.keyboard("{Enter}");
    expect(screen.getByRole("region", { name: "Pending Reviews" })).toHaveFocus();
  });

  it("leaves focus alone when it moved on before a row went", async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Reviews titles={["Night Bus", "Summer Static"]} />);
    screen.getAllByRole("button", { name: "Review" })[0]?.focus();
    await user.click(screen.getByRole("button", { name: "Elsewhere" }));
    // Night Bus leaves the list by someone else's hand (a refetch).
    rerender(<Reviews titles={["Summer Static"]} />);
    expect(screen.getAllByRole("button", { name: "Review" })).toHaveLength(1);
    expect(screen.getByRole("button", { name: "Elsewhere" })).toHaveFocus();
  });
});

/** Deliveries as /admin/deliveries draws them: a retried failure stays, without its Retry. */
function Deliveries({ stores }: { stores: string[] }) {
  const [retried, setRetried] = useState<string[]>([]);
  const rows = useFocusSuccessor();
  return (
    <main id="main" tabIndex={-1}>
      <table>
        <tbody ref={rows} data-focus-list>
          {stores.map((store) => (
            <tr key={store} data-focus-row>
              <td>{store}</td>
              <td>
                {!retried.includes(store) && (
                  <button type="button" onClick={() => setRetried((all) => [...all, store])}>
                    Retry
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </main>
  );
}

describe("useFocusSuccessor, a control its row no longer offers", () => {
  it("goes to the next row's same control, then the one before, then the page's main", async () => {
    const user = userEvent.setup();
    render(<Deliveries stores={["Spotify", "Apple Music", "Deezer"]} />);
    await user.click(screen.getAllByRole("button", { name: "Retry" })[1] as HTMLElement);
    // Apple Music's Retry is gone, its row stays: Deezer's Retry.
    expect(screen.getAllByRole("button", { name: "Retry" })).toHaveLength(2);
    expect(screen.getAllByRole("button", { name: "Retry" })[1]).toHaveFocus();
    await user.keyboard("{Enter}");
    // None after it: Spotify's, before it.
    expect(screen.getByRole("button", { name: "Retry" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(screen.getByRole("main")).toHaveFocus();
  });
});
