import { DRAFT_CHANGED_CODE, ReleaseMessages } from "@common/releases.ts";
import { screen, within } from "@testing-library/react";
import { apiCalls, failApi, serveApi } from "@web/test/api.ts";
import { aDraftDetail } from "@web/test/builderFixtures.ts";
import { findToast, renderInApp } from "@web/test/render.tsx";
import { Route, Routes } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { ReleaseBuilderPage } from "./ReleaseBuilderPage.tsx";

const DRAFT_ID = "5d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d";
const READ_AT = "2026-03-01T10:00:00.000Z";
const SAVED_ELSEWHERE_AT = "2026-03-01T10:05:00.123Z";

/** The draft open in the builder (?editId=), with the releases list to leave for. */
async function openDraft() {
  serveApi("get", "/api/artists", {
    artists: [{ id: "3c9e5a1d-7b2f-4e8a-9c6d-0f1e2d3c4b5a", name: "Mira Sol" }],
  });
  serveApi("get", "/api/releases/{id}", { release: aDraftDetail({ updatedAt: READ_AT }) });
  const view = renderInApp(
    <Routes>
      <Route path="/dashboard/release/new" element={<ReleaseBuilderPage />} />
      <Route path="/dashboard/releases" element={<p>My releases</p>} />
    </Routes>,
    { route: `/dashboard/release/new?editId=${DRAFT_ID}` },
  );
  const title = await screen.findByLabelText("Release title");
  expect(title).toHaveValue("Night Drive");
  return view;
}

const saveBodies = () =>
  apiCalls("put", "/api/releases/{id}").map((call) => call.body as Record<string, unknown>);

describe("Release builder, a draft saved in another tab meanwhile (409 DRAFT_CHANGED)", () => {
  it("keeps the edits, says so, and reloads the latest version on request", async () => {
    failApi("put", "/api/releases/{id}", 409, {
      code: DRAFT_CHANGED_CODE,
      message: ReleaseMessages.draftChanged,
    });
    const { user } = await openDraft();
    const title = screen.getByLabelText("Release title");
    await user.clear(title);
    await user.type(title, "Night Drive (Remaster)");

    await user.click(screen.getByRole("button", { name: "Save Draft" }));

    // The save said which version it was based on.
    await vi.waitFor(() => expect(saveBodies()).toHaveLength(1));
    expect(saveBodies()[0]).toMatchObject({ baseUpdatedAt: READ_AT });
    await findToast(ReleaseMessages.draftChanged);
    const alert = screen.getByTestId("form-error");
    expect(alert).toHaveTextContent(ReleaseMessages.draftChanged);
    // Still in the builder, the edits on screen, Save Draft ready again.
    expect(screen.queryByText("My releases")).not.toBeInTheDocument();
    expect(screen.getByLabelText("Release title")).toHaveValue("Night Drive (Remaster)");
    expect(screen.getByRole("button", { name: "Save Draft" })).toBeEnabled();

    // The other tab's save: a new title, a second track, a later version.
    serveApi("get", "/api/releases/{id}", {
      release: aDraftDetail({
        title: "Night Drive (from the other tab)",
        updatedAt: SAVED_ELSEWHERE_AT,
        totalTracks: 2,
      }),
    });
    await user.click(within(alert).getByRole("button", { name: "Reload draft" }));

    await vi.waitFor(() =>
      expect(screen.getByLabelText("Release title")).toHaveValue(
        "Night Drive (from the other tab)",
      ),
    );
    expect(apiCalls("get", "/api/releases/{id}")).toHaveLength(2);
    expect(screen.queryByTestId("form-error")).not.toBeInTheDocument();

    // Saving now is based on the version just read, and goes through.
    serveApi("put", "/api/releases/{id}", {
      release: aDraftDetail({ updatedAt: "2026-03-01T10:06:00.000Z" }),
      message: ReleaseMessages.savedDraft,
    });
    await user.click(screen.getByRole("button", { name: "Save Draft" }));
    expect(await screen.findByText("My releases")).toBeInTheDocument();
    expect(saveBodies()[1]).toMatchObject({
      title: "Night Drive (from the other tab)",
      baseUpdatedAt: SAVED_ELSEWHERE_AT,
    });
  });
});
