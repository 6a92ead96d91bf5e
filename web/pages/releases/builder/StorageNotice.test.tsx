import { UploadMessages } from "@common/uploads.ts";
import { screen } from "@testing-library/react";
import { apiCalls, serveApi } from "@web/test/api.ts";
import { aCompleteRelease } from "@web/test/builderFixtures.ts";
import { renderInApp } from "@web/test/render.tsx";
import { describe, expect, it } from "vitest";
import { BuilderWizard } from "./BuilderWizard.tsx";

const GB = 1024 ** 3;

function renderAt(step: "Tracks" | "Artwork", usedBytes: number) {
  serveApi("get", "/api/artists", {
    artists: [{ id: "3c9e5a1d-7b2f-4e8a-9c6d-0f1e2d3c4b5a", name: "Mira Sol" }],
  });
  serveApi("get", "/api/uploads/storage", { storage: { usedBytes, limitBytes: 20 * GB } });
  const view = renderInApp(<BuilderWizard initial={aCompleteRelease()} editId={null} />, {
    route: "/dashboard/release/new",
  });
  const number = step === "Tracks" ? 2 : 4;
  return {
    ...view,
    open: () =>
      view.user.click(
        screen.getByRole("button", { name: new RegExp(`^Step ${number}:\\s*${step}$`) }),
      ),
  };
}

describe("Release builder, the account's storage", () => {
  it("says nothing while drafts and unused uploads are under 80% of the limit", async () => {
    const { open } = renderAt("Tracks", 15 * GB);
    await open();
    expect(screen.getByRole("heading", { name: "Tracks" })).toBeVisible();
    await expect.poll(() => apiCalls("get", "/api/uploads/storage").length).toBe(1);
    expect(screen.queryByTestId("storage-notice")).not.toBeInTheDocument();
  });

  it("says how much is left on the upload steps from 80% on", async () => {
    const { open } = renderAt("Tracks", 17.2 * GB);
    await open();
    const notice = await screen.findByTestId("storage-notice");
    expect(notice).toHaveTextContent(UploadMessages.storageNearlyFull(17.2 * GB, 20 * GB));
    expect(notice).toHaveTextContent(
      "Your drafts and unused uploads take 17.2 GB of the 20 GB an account may keep until its releases are submitted; 2.8 GB left.",
    );
  });

  it("says that nothing more fits once the limit is reached, on the artwork step too", async () => {
    const { open } = renderAt("Artwork", 20 * GB);
    await open();
    expect(await screen.findByTestId("storage-notice")).toHaveTextContent(
      "Your drafts and unused uploads take 20 GB of the 20 GB an account may keep until its releases are submitted: no more files can be uploaded. Remove files or delete drafts you no longer need.",
    );
  });
});
