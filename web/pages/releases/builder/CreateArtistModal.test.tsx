import { ReleaseMessages } from "@common/releases.ts";
import { screen, within } from "@testing-library/react";
import { apiCalls, failApi } from "@web/test/api.ts";
import { renderInApp } from "@web/test/render.tsx";
import { describe, expect, it, vi } from "vitest";
import { CreateArtistModal } from "./CreateArtistModal.tsx";

/** The open dialog, with the name typed and Create pressed. */
async function create(name: string) {
  const onCreated = vi.fn();
  const { user } = renderInApp(
    <CreateArtistModal open onOpenChange={() => {}} onCreated={onCreated} />,
  );
  const dialog = await screen.findByTestId("create-artist");
  await user.type(within(dialog).getByLabelText("Artist name"), name);
  await user.click(within(dialog).getByRole("button", { name: "Create" }));
  await vi.waitFor(() => expect(apiCalls("post", "/api/artists")).toHaveLength(1));
  return { dialog, onCreated };
}

describe("Create Artist dialog, refused", () => {
  it("gives the spec's message for a name that is taken", async () => {
    failApi("post", "/api/artists", 409, {
      code: "CONFLICT",
      message: ReleaseMessages.artistCreateFailed,
    });
    const { dialog, onCreated } = await create("Echo Park");
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Failed to create artist. Ensure the name is unique.",
    );
    expect(onCreated).not.toHaveBeenCalled();
  });

  it("says when the account holds as many names as it may, not that the name is taken", async () => {
    failApi("post", "/api/artists", 400, {
      code: "BAD_REQUEST",
      message: ReleaseMessages.artistLimitReached,
    });
    const { dialog, onCreated } = await create("One Too Many");
    const alert = await within(dialog).findByRole("alert");
    expect(alert).toHaveTextContent(
      "This account already has 200 artist names, the most one account can hold.",
    );
    expect(alert).not.toHaveTextContent(ReleaseMessages.artistCreateFailed);
    expect(within(dialog).getByLabelText("Artist name")).toHaveValue("One Too Many");
    expect(onCreated).not.toHaveBeenCalled();
  });
});
