import type { ReleaseDetail, Track } from "@common/releases.ts";
import { PreviewMessages } from "@common/trackPreview.ts";
import { screen, within } from "@testing-library/react";
import { apiCalls, failApi } from "@web/test/api.ts";
import { aDraftDetail } from "@web/test/builderFixtures.ts";
import { renderInApp } from "@web/test/render.tsx";
import { describe, expect, it } from "vitest";
import { EditDetailsForm } from "./EditDetailsForm.tsx";

const RELEASE = "00000000-0000-4000-8000-0000000000cc";

const track: Track = {
  id: "00000000-0000-4000-8000-0000000000c1",
  trackNumber: 1,
  title: "Night Drive",
  duration: 200,
  explicit: false,
  lyrics: null,
  isrc: "USOFB2600001",
  previewStartTime: 15,
  credits: [],
  splits: [],
  audio: null,
  audioUrl: null,
};

// A distributed single: staff correct its details (redeliver and correct metadata allowed).
const release: ReleaseDetail = aDraftDetail({
  id: RELEASE,
  genre: "Electronic",
  releaseDate: "2026-03-06",
  status: "distributed",
  upc: "123456789012",
  createdAt: "2026-01-05T10:00:00.000Z",
  updatedAt: "2026-01-05T10:00:00.000Z",
  stores: { live: 1, total: 1 },
  userId: "6f1c1f4e-4a43-4c5e-9d0e-1b2c3d4e5f60",
  tracks: [track],
  permissions: {
    editInBuilder: false,
    editRejected: false,
    delete: false,
    requestTakedown: false,
    approve: false,
    reject: false,
    distribute: false,
    redeliver: true,
    correctMetadata: true,
  },
});

describe("EditDetailsForm", () => {
  it("corrects a track's preview start with the builder's rules, in seconds", async () => {
    const tooLate = PreviewMessages.startTooLate(1, "Night Drive", 200);
    // The server's own check, placed under the field like the form's.
    const refused = {
      code: "BAD_REQUEST",
      message: "Checked again",
      fields: { "tracks.0.previewStartText": "Checked again" },
    };
    failApi("patch", "/api/admin/releases/{id}/metadata", 400, refused);
    const { user } = renderInApp(<EditDetailsForm release={release} onDone={() => undefined} />);
    const trackFields = screen.getByTestId("edit-track-1");
    const field = within(trackFields).getByLabelText("Track 1 preview start");
    expect(field).toHaveValue("0:15");
    // The select starts empty in happy-dom; a browser shows the saved genre.
    await user.selectOptions(screen.getByLabelText("Genre"), "Electronic");

    await user.clear(field);
    await user.type(field, "3:00");
    await user.click(screen.getByRole("button", { name: "Save details" }));
    expect(await within(trackFields).findByText(tooLate)).toBeVisible();
    expect(field).toHaveFocus();
    expect(apiCalls("patch", "/api/admin/releases/{id}/metadata")).toHaveLength(0);

    await user.clear(field);
    await user.type(field, "1:05");
    await user.click(screen.getByRole("button", { name: "Save details" }));
    expect(await within(trackFields).findByText("Checked again")).toBeVisible();
    // The field the server names takes focus, so its message is read out.
    expect(field).toHaveFocus();
    const [call] = apiCalls("patch", "/api/admin/releases/{id}/metadata");
    expect(call?.body).toMatchObject({ tracks: [{ id: track.id, previewStartTime: 65 }] });

    // Empty turns the preview off.
    await user.clear(field);
    await user.click(screen.getByRole("button", { name: "Save details" }));
    await expect
      .poll(() => apiCalls("patch", "/api/admin/releases/{id}/metadata").at(-1)?.body)
      .toMatchObject({ tracks: [{ previewStartTime: null }] });
  });
});
