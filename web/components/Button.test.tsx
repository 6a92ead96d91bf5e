import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Button } from "./Button.tsx";

describe("Button, busy", () => {
  it("stays focusable and says it is unavailable while its action runs", () => {
    render(
      <Button busy onClick={() => undefined}>
        Save
      </Button>,
    );
    const save = screen.getByRole("button", { name: "Save" });
    expect(save).toBeEnabled();
    expect(save).toHaveAttribute("aria-disabled", "true");
    expect(save).toHaveAttribute("aria-busy", "true");
    save.focus();
    expect(save).toHaveFocus();
  });

  it("stays focusable while busy though its page disables every action meanwhile", () => {
    render(
      <Button busy disabled>
        Approve
      </Button>,
    );
    const approve = screen.getByRole("button", { name: "Approve" });
    expect(approve).toBeEnabled();
    expect(approve).toHaveAttribute("aria-disabled", "true");
  });

  it("ignores a press while busy, and takes it again once done", async () => {
    const user = userEvent.setup();
    const pressed = vi.fn();
    const { rerender } = render(
      <Button busy onClick={pressed}>
        Save
      </Button>,
    );
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(pressed).not.toHaveBeenCalled();
    rerender(<Button onClick={pressed}>Save</Button>);
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(pressed).toHaveBeenCalledTimes(1);
  });

  it("keeps its form from being sent again while busy, by click or by Enter in a field", async () => {
    const user = userEvent.setup();
    const submitted = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const form = (busy: boolean) => (
      <form onSubmit={submitted}>
        <input aria-label="Amount" />
        <Button type="submit" busy={busy}>
          Withdraw
        </Button>
      </form>
    );
    const { rerender } = render(form(true));
    await user.click(screen.getByRole("button", { name: "Withdraw" }));
    await user.type(screen.getByLabelText("Amount"), "100{Enter}");
    expect(submitted).not.toHaveBeenCalled();
    rerender(form(false));
    await user.type(screen.getByLabelText("Amount"), "{Enter}");
    expect(submitted).toHaveBeenCalledTimes(1);
  });
});
