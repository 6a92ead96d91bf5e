import { ReleaseMessages } from "@common/releases.ts";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { aSplit, aTrack } from "@web/test/builderFixtures.ts";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import type { DraftSplit, DraftTrack } from "./builderState.ts";
import { SplitEditor } from "./SplitEditor.tsx";

/** The splits step's way of holding one track: the editor is controlled by its parent. */
function OneTrack({ initial }: { initial: DraftTrack }) {
  const [track, setTrack] = useState(initial);
  return (
    <SplitEditor
      track={track}
      index={0}
      onChange={(splits) => setTrack((current) => ({ ...current, splits }))}
    />
  );
}

function renderSplits(splits: DraftSplit[], title = "Night Drive") {
  const user = userEvent.setup({ delay: null });
  render(<OneTrack initial={aTrack(title, splits)} />);
  const editor = screen.getByRole("group", { name: "Track 1 splits" });
  const shares = () => within(editor).getAllByRole("spinbutton", { name: "Percentage" });
  const names = () => within(editor).getAllByRole("textbox", { name: "Collaborator name" });
  const total = () => within(editor).getByText(/^Total:/);
  return { user, editor, shares, names, total };
}

/** Replaces a share as a user does: select what is there, type the new number, leave. */
async function typeShare(
  user: ReturnType<typeof userEvent.setup>,
  input: HTMLElement,
  text: string,
) {
  await user.tripleClick(input);
  await user.keyboard(text);
  await user.tab();
}

describe("SplitEditor", () => {
  it("shows the running total of the collaborators that count", async () => {
    const { user, shares, total } = renderSplits([aSplit("Mira Sol", 60), aSplit("Jon Beat", 20)]);
    expect(total()).toHaveTextContent("Total: 80%");

    await typeShare(user, shares()[1] as HTMLElement, "40");

    expect(total()).toHaveTextContent("Total: 100%");
  });

  // [rule, the shares before, the row typed into, what was typed, the share kept, the total]
  it.each([
    ["to what the other collaborators leave", [70, 10], 1, "55", 30, "100"],
    ["to 100 at most", [50], 0, "250", 100, "100"],
    ["to 0 at least", [50], 0, "-5", 0, "0"],
    ["to one decimal", [10], 0, "33.33", 33.3, "33.3"],
  ])("clamps a typed share %s", async (_rule, before, row, typed, kept, total) => {
    const splits = before.map((share, i) => aSplit(["Mira Sol", "Jon Beat"][i] ?? "", share));
    const view = renderSplits(splits);

    await typeShare(view.user, view.shares()[row] as HTMLElement, typed);

    expect(view.shares()[row]).toHaveValue(kept);
    expect(view.total()).toHaveTextContent(`Total: ${total}%`);
  });

  it("leaves a collaborator without a name out of the total", async () => {
    const { user, names, total } = renderSplits([aSplit("Mira Sol", 60), aSplit("Jon Beat", 40)]);

    await user.clear(names()[1] as HTMLElement);

    expect(total()).toHaveTextContent("Total: 60%");
  });

  it("gives a new collaborator the share still unassigned", async () => {
    const { user, editor, shares, names, total } = renderSplits([aSplit("Mira Sol", 65)]);

    await user.click(within(editor).getByRole("button", { name: "Add Collaborator" }));
    expect(shares()[1]).toHaveValue(35);
    await user.type(names()[1] as HTMLElement, "Jon Beat");

    expect(total()).toHaveTextContent("Total: 100%");
  });

  it("takes a removed collaborator's share off the total", async () => {
    const { user, editor, total } = renderSplits([aSplit("Mira Sol", 70), aSplit("Jon Beat", 30)]);

    await user.click(within(editor).getByRole("button", { name: "Remove collaborator 2" }));

    expect(within(editor).getAllByRole("textbox", { name: "Collaborator name" })).toHaveLength(1);
    expect(total()).toHaveTextContent("Total: 70%");
  });

  it("names a collaborator's bad email once the field is left", async () => {
    const { user, editor } = renderSplits([aSplit("Mira Sol", 100)]);
    const email = within(editor).getByRole("textbox", { name: "Collaborator email (optional)" });

    await user.type(email, "mira@");
    expect(email).not.toHaveAccessibleDescription();
    await user.tab();

    expect(email).toHaveAccessibleDescription(
      ReleaseMessages.splitEmailInvalid(1, "Night Drive", "Mira Sol", 1),
    );
  });
});
