import { CodeMessages } from "@common/codes.ts";
import { addDays, earliestReleaseDate } from "@common/releaseRules.ts";
import { PLATFORMS, ReleaseMessages } from "@common/releases.ts";
import { PreviewMessages } from "@common/trackPreview.ts";
import { screen, within } from "@testing-library/react";
import { apiCalls, failApi, holdApi, serveApi } from "@web/test/api.ts";
import { aCompleteRelease, aSplit, aTrack } from "@web/test/builderFixtures.ts";
import { findToast, renderInApp } from "@web/test/render.tsx";
import { Route, Routes } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { BuilderWizard } from "./BuilderWizard.tsx";
import { type BuilderState, newBuilderState, newDraftTrack } from "./builderState.ts";

const GB = 1024 ** 3;

function renderBuilder(initial: BuilderState = newBuilderState()) {
  serveApi("get", "/api/artists", {
    artists: [{ id: "3c9e5a1d-7b2f-4e8a-9c6d-0f1e2d3c4b5a", name: "Mira Sol" }],
  });
  serveApi("get", "/api/uploads/storage", { storage: { usedBytes: 0, limitBytes: 20 * GB } });
  const view = renderInApp(<BuilderWizard initial={initial} editId={null} />, {
    route: "/dashboard/release/new",
  });
  return {
    ...view,
    next: () => screen.getByRole("button", { name: "Next" }),
    // A screen reader says "Step 3: Platforms"; Testing Library's name computation drops the space.
    stepButton: (name: string) =>
      screen.getByRole("button", { name: new RegExp(`^${name.replace(": ", ":\\s*")}$`) }),
  };
}

describe("Release builder, step 1 (Release Info)", () => {
  it("lists what is missing and keeps Next off until it is filled in", async () => {
    const { user, next } = renderBuilder();
    // The artist select takes the first of my artist names by itself.
    await vi.waitFor(() => expect(screen.getByLabelText("Artist")).toHaveValue("Mira Sol"));

    expect(next()).toBeDisabled();
    expect(next()).toHaveAccessibleDescription(
      [
        "To continue:",
        ReleaseMessages.titleRequired,
        ReleaseMessages.genreRequired,
        ReleaseMessages.dateRequired,
      ].join(" "),
    );

    await user.type(screen.getByLabelText("Release title"), "Night Drive");
    await user.selectOptions(screen.getByLabelText("Genre"), "Pop");
    await user.type(screen.getByLabelText("Release date"), earliestReleaseDate());

    expect(screen.queryByText("To continue:")).not.toBeInTheDocument();
    await user.click(next());
    expect(screen.getByRole("heading", { name: "Tracks" })).toBeVisible();
    expect(next()).toHaveAccessibleDescription(
      [
        "To continue:",
        ReleaseMessages.trackTitleRequired(1),
        ReleaseMessages.trackAudioRequired(1),
      ].join(" "),
    );
  });

  it("refuses a release date less than 30 days ahead", async () => {
    const { user, next } = renderBuilder(aCompleteRelease({ releaseDate: "" }));
    const date = screen.getByLabelText("Release date");

    await user.type(date, addDays(earliestReleaseDate(), -1));

    expect(next()).toHaveAccessibleDescription(`To continue: ${ReleaseMessages.dateTooSoon}`);
    expect(next()).toBeDisabled();
    await user.clear(date);
    await user.type(date, earliestReleaseDate());
    expect(next()).toBeEnabled();
  });

  it("checks a UPC once the field is left, and Next waits for a valid one", async () => {
    const { user, next } = renderBuilder(aCompleteRelease());
    const upc = screen.getByLabelText("UPC / EAN");

    await user.type(upc, "12345");
    expect(upc).not.toHaveAttribute("aria-invalid");
    expect(next()).toBeDisabled();
    await user.tab();

    expect(upc).toHaveAttribute("aria-invalid", "true");
    expect(upc).toHaveAccessibleDescription(CodeMessages.upcFormat);
    await user.clear(upc);
    // A valid UPC-A (its check digit 2 matches).
    await user.type(upc, "036000291452");
    expect(upc).not.toHaveAttribute("aria-invalid");
    expect(next()).toBeEnabled();
  });
});

describe("Release builder, moving between steps", () => {
  it("opens a later step only when every step before it is valid", () => {
    const { stepButton } = renderBuilder();

    expect(stepButton("Step 1: Release Info")).toBeEnabled();
    for (const step of ["Step 2: Tracks", "Step 3: Platforms", "Step 6: Review"])
      expect(stepButton(step)).toBeDisabled();
  });

  it("lets a complete release jump straight to the review", async () => {
    const { user, stepButton } = renderBuilder(aCompleteRelease());

    await user.click(stepButton("Step 6: Review"));

    expect(stepButton("Step 6: Review")).toHaveAttribute("aria-current", "step");
    expect(screen.getByRole("button", { name: "Submit for Review" })).toBeEnabled();
    // No description: a dash, as for any other empty detail, not a blank.
    expect(screen.getByText("Description").nextElementSibling).toHaveTextContent(/^—$/);
  });
});

describe("Release builder, step 3 (Platforms)", () => {
  it("asks for at least one platform", async () => {
    const { user, next, stepButton } = renderBuilder(aCompleteRelease());
    await user.click(stepButton("Step 3: Platforms"));
    const platforms = screen.getByRole("group", { name: "Distribution platforms" });

    for (const box of within(platforms).getAllByRole("checkbox", { checked: true }))
      await user.click(box);

    expect(screen.getByText(`0 of ${PLATFORMS.length} platforms selected`)).toBeVisible();
    expect(next()).toHaveAccessibleDescription(`To continue: ${ReleaseMessages.platformRequired}`);
    expect(next()).toBeDisabled();
    expect(stepButton("Step 4: Artwork")).toBeDisabled();
    await user.click(within(platforms).getByRole("checkbox", { name: "Spotify" }));
    expect(next()).toBeEnabled();
  });
});

describe("Release builder, step 5 (Splits)", () => {
  it("starts an untouched track with the release's artist at 100%", async () => {
    const untouched = { ...aTrack("Night Drive", []), splits: newDraftTrack().splits };
    const { user, next, stepButton } = renderBuilder(aCompleteRelease({ tracks: [untouched] }));

    await user.click(stepButton("Step 5: Splits"));

    const editor = screen.getByRole("group", { name: "Track 1 splits" });
    expect(within(editor).getByRole("textbox", { name: "Collaborator name" })).toHaveValue(
      "Mira Sol",
    );
    expect(within(editor).getByText(/^Total:/)).toHaveTextContent("Total: 100%");
    expect(next()).toBeEnabled();
  });

  it("keeps the review closed until every track totals 100%", async () => {
    const tracks = [
      aTrack("Night Drive", [aSplit("Mira Sol", 100)]),
      aTrack("Low Tide", [aSplit("Mira Sol", 50), aSplit("Jon Beat", 20)]),
    ];
    const { user, next, stepButton } = renderBuilder(aCompleteRelease({ tracks }));
    await user.click(stepButton("Step 5: Splits"));

    expect(next()).toHaveAccessibleDescription(
      `To continue: ${ReleaseMessages.splitTotal(2, "70")}`,
    );
    expect(stepButton("Step 6: Review")).toBeDisabled();

    const second = screen.getByRole("group", { name: "Track 2 splits" });
    const [, jon] = within(second).getAllByRole("spinbutton", { name: "Percentage" });
    await user.tripleClick(jon as HTMLElement);
    await user.keyboard("50");

    expect(next()).toBeEnabled();
    expect(stepButton("Step 6: Review")).toBeEnabled();
  });

  it("asks for a collaborator on a track where nobody has a share", async () => {
    const tracks = [aTrack("Night Drive", [aSplit("Mira Sol", 0)])];
    const { user, next, stepButton } = renderBuilder(aCompleteRelease({ tracks }));
    await user.click(stepButton("Step 5: Splits"));

    expect(next()).toHaveAccessibleDescription(
      `To continue: ${ReleaseMessages.splitCollaboratorRequired(1)}`,
    );
  });
});

describe("Release builder, the last Next", () => {
  it("puts the keyboard on the new step's heading, so Enter twice does not submit", async () => {
    holdApi("post", "/api/releases");
    const { user, next, stepButton } = renderBuilder(aCompleteRelease());
    await user.click(stepButton("Step 5: Splits"));
    expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Splits" }));

    next().focus();
    await user.keyboard("{Enter}");
    await user.keyboard("{Enter}");

    expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Review" }));
    expect(screen.getByRole("button", { name: "Submit for Review" })).toBeEnabled();
    expect(apiCalls("post", "/api/releases")).toHaveLength(0);
  });

  it("does not submit on the second click of a double click on Next", async () => {
    holdApi("post", "/api/releases");
    const { user, next, stepButton } = renderBuilder(aCompleteRelease());
    await user.click(stepButton("Step 5: Splits"));

    await user.dblClick(next());

    expect(screen.getByRole("heading", { name: "Review" })).toBeVisible();
    expect(apiCalls("post", "/api/releases")).toHaveLength(0);
    // One deliberate click still submits.
    await user.click(screen.getByRole("button", { name: "Submit for Review" }));
    await vi.waitFor(() => expect(apiCalls("post", "/api/releases")).toHaveLength(1));
  });
});

describe("Release builder, submitting", () => {
  it("sends the whole release as submitted and shows that it is on its way", async () => {
    // Never answered: the screen stays as it is while the server works.
    holdApi("post", "/api/releases");
    const { user, stepButton } = renderBuilder(aCompleteRelease());
    await user.click(stepButton("Step 6: Review"));

    await user.click(screen.getByRole("button", { name: "Submit for Review" }));

    // Busy, not disabled: focus stays on it, and a second press does nothing.
    const submitting = await screen.findByRole("button", { name: "Submitting..." });
    expect(submitting).toHaveAttribute("aria-disabled", "true");
    expect(submitting).toHaveFocus();
    await user.click(submitting);
    expect(screen.getByRole("button", { name: "Save Draft" })).toBeDisabled();
    await vi.waitFor(() => expect(apiCalls("post", "/api/releases")).toHaveLength(1));
    expect(apiCalls("post", "/api/releases")[0]?.body).toMatchObject({
      status: "submitted",
      title: "Night Drive",
      artistName: "Mira Sol",
      tracks: [
        { title: "Night Drive", splits: [{ collaboratorName: "Mira Sol", percentage: 100 }] },
      ],
    });
  });

  it("stays on the review with the server's message when the submission is refused", async () => {
    failApi("post", "/api/releases", 400, {
      code: "VALIDATION_ERROR",
      message: ReleaseMessages.artistNotYours,
    });
    const { user, stepButton } = renderBuilder(aCompleteRelease());
    await user.click(stepButton("Step 6: Review"));

    await user.click(screen.getByRole("button", { name: "Submit for Review" }));

    await findToast(ReleaseMessages.artistNotYours);
    expect(screen.getByRole("button", { name: "Submit for Review" })).toBeEnabled();
  });
});

describe("Release builder, saving a draft the server refuses", () => {
  const DRAFT_ID = "5d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d";
  const PATH = `/dashboard/release/new?editId=${DRAFT_ID}`;

  /** A saved draft open in the builder, with the releases list to leave for. */
  async function editDraft() {
    serveApi("get", "/api/artists", {
      artists: [{ id: "3c9e5a1d-7b2f-4e8a-9c6d-0f1e2d3c4b5a", name: "Mira Sol" }],
    });
    const view = renderInApp(
      <Routes>
        <Route
          path="/dashboard/release/new"
          element={<BuilderWizard initial={aCompleteRelease()} editId={DRAFT_ID} />}
        />
        <Route path="/dashboard/releases" element={<p>My releases</p>} />
      </Routes>,
      { route: PATH },
    );
    const title = screen.getByLabelText("Release title");
    await view.user.clear(title);
    await view.user.type(title, "Night Drive (Remaster)");
    await view.user.click(screen.getByRole("button", { name: "Save Draft" }));
    return view;
  }

  it("stays with the edits and shows a taken UPC on its step (409 CODE_TAKEN)", async () => {
    failApi("put", "/api/releases/{id}", 409, {
      code: "CODE_TAKEN",
      message: CodeMessages.upcTaken,
      fields: { upc: CodeMessages.upcTaken },
    });
    await editDraft();

    await findToast(CodeMessages.upcTaken);
    expect(screen.queryByText("My releases")).not.toBeInTheDocument();
    expect(screen.getByLabelText("Release title")).toHaveValue("Night Drive (Remaster)");
    expect(screen.getByTestId("step-errors")).toHaveTextContent(CodeMessages.upcTaken);
    expect(screen.getByRole("button", { name: "Save Draft" })).toBeEnabled();
  });

  it("leaves for the list when the release is no longer a draft (409 CONFLICT)", async () => {
    failApi("put", "/api/releases/{id}", 409, {
      code: "CONFLICT",
      message: ReleaseMessages.onlyDraftsInBuilder,
    });
    await editDraft();

    await findToast(ReleaseMessages.onlyDraftsInBuilder);
    expect(await screen.findByText("My releases")).toBeInTheDocument();
  });
});

describe("Release builder, step 2 (a track's preview start)", () => {
  it("checks the start once the field is left against the audio, and Next waits", async () => {
    const { user, next, stepButton } = renderBuilder(aCompleteRelease());
    await user.click(stepButton("Step 2: Tracks"));
    const field = screen.getByLabelText("Track 1 preview start");

    // The audio is 3:34 long: a 30-second preview starts by 3:04.
    await user.type(field, "3:05");
    expect(field).not.toHaveAttribute("aria-invalid");
    await user.tab();
    const tooLate = PreviewMessages.startTooLate(1, "Night Drive", 214);
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field).toHaveAccessibleDescription(tooLate);
    expect(next()).toHaveAccessibleDescription(`To continue: ${tooLate}`);

    await user.clear(field);
    await user.type(field, "0:45");
    expect(field).not.toHaveAttribute("aria-invalid");
    expect(next()).toBeEnabled();
  });

  it("sends the start in seconds when the draft is saved", async () => {
    holdApi("post", "/api/releases");
    const { user, stepButton } = renderBuilder(aCompleteRelease());
    await user.click(stepButton("Step 2: Tracks"));
    await user.type(screen.getByLabelText("Track 1 preview start"), "1:15");
    await user.click(screen.getByRole("button", { name: "Save Draft" }));

    await vi.waitFor(() => expect(apiCalls("post", "/api/releases")).toHaveLength(1));
    const [call] = apiCalls("post", "/api/releases");
    expect(call?.body).toMatchObject({ tracks: [{ previewStartTime: 75 }] });
  });
});
