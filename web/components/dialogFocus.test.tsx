import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useFocusFirstInvalid } from "@web/lib/useFocusFirstInvalid.ts";
import { renderInApp } from "@web/test/render.tsx";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { ConfirmDialog } from "./ConfirmDialog.tsx";
import { Modal } from "./Modal.tsx";

/** A page with a button that opens the dialog from state, as Offbeat's pages do. */
function Page({ kind }: { kind: "modal" | "confirm" }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button">Before</button>
      <button type="button" onClick={() => setOpen(true)}>
        Open it
      </button>
      {kind === "modal" ? (
        <Modal open={open} onOpenChange={setOpen} title="New Group">
          <input aria-label="Group name" />
          <button type="button" onClick={() => setOpen(false)}>
            Save
          </button>
        </Modal>
      ) : (
        <ConfirmDialog
          open={open}
          onOpenChange={setOpen}
          title="Delete draft?"
          description="This cannot be undone."
          confirmLabel="Delete"
          busy={false}
          onConfirm={() => setOpen(false)}
        />
      )}
    </>
  );
}

/** A list row whose button opens a dialog that removes the row (an approved release leaves). */
function Row() {
  const [open, setOpen] = useState(false);
  const [gone, setGone] = useState(false);
  return (
    <main id="main" tabIndex={-1}>
      {!gone && (
        <button type="button" onClick={() => setOpen(true)}>
          Review
        </button>
      )}
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Approve?"
        description="It leaves the list."
        confirmLabel="Approve"
        busy={false}
        onConfirm={() => {
          setGone(true);
          setOpen(false);
        }}
      />
    </main>
  );
}

/** A form confirmed in a dialog, the server refusing its amount as the dialog closes. */
function RefusedForm() {
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { container, focusFirstInvalid } = useFocusFirstInvalid<HTMLFormElement>();
  return (
    <form
      ref={container}
      onSubmit={(event) => {
        event.preventDefault();
        setConfirming(true);
      }}
    >
      <input aria-label="Reason" />
      <input aria-label="Amount" aria-invalid={error ? true : undefined} />
      {error && <p>{error}</p>}
      <button type="submit">Post</button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Post this?"
        description="It cannot be taken back."
        confirmLabel="Post it"
        busy={false}
        onConfirm={() => {
          setError("Noor is owed SEK 25.00.");
          focusFirstInvalid();
          setConfirming(false);
        }}
      />
    </form>
  );
}

describe("a dialog opened by a button", () => {
  it("(Modal) starts in its first field and gives focus back to the button on Escape or Save", async () => {
    const user = userEvent.setup();
    renderInApp(<Page kind="modal" />);
    const opener = screen.getByRole("button", { name: "Open it" });
    await user.click(opener);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Group name")));
    await user.keyboard("{Escape}");
    await waitFor(() => expect(document.activeElement).toBe(opener));

    await user.click(opener);
    await user.click(await screen.findByRole("button", { name: "Save" }));
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it("(ConfirmDialog) starts on Cancel and gives focus back to the button on Cancel or confirm", async () => {
    const user = userEvent.setup();
    renderInApp(<Page kind="confirm" />);
    const opener = screen.getByRole("button", { name: "Open it" });
    await user.click(opener);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("button", { name: "Cancel" })),
    );
    await user.keyboard("{Enter}");
    await waitFor(() => expect(document.activeElement).toBe(opener));

    await user.click(opener);
    await user.click(await screen.findByRole("button", { name: "Delete" }));
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it("leaves focus on the field a refused form moved it to as the confirmation closed", async () => {
    const user = userEvent.setup();
    renderInApp(<RefusedForm />);
    await user.click(screen.getByRole("button", { name: "Post" }));
    await user.click(await screen.findByRole("button", { name: "Post it" }));
    await screen.findByText("Noor is owed SEK 25.00.");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    // Radix's own return of focus comes a task later; wait past it.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.activeElement).toBe(screen.getByLabelText("Amount"));
  });

  it("gives focus to the page's main when the button that opened it is gone", async () => {
    const user = userEvent.setup();
    renderInApp(<Row />);
    await user.click(screen.getByRole("button", { name: "Review" }));
    await user.click(await screen.findByRole("button", { name: "Approve" }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("main")));
  });
});
