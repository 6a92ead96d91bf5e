import { screen } from "@testing-library/react";
import { serveApi } from "@web/test/api.ts";
import { aDraftDetail } from "@web/test/builderFixtures.ts";
import { renderInApp } from "@web/test/render.tsx";
import { describe, expect, it } from "vitest";
import { NowPlayingProvider } from "./NowPlayingProvider.tsx";
import { ReleaseReviewModal, type ReviewTarget } from "./ReleaseReviewModal.tsx";

const release = aDraftDetail({
  status: "submitted",
  permissions: { ...aDraftDetail().permissions, approve: true, reject: true },
});

function renderReview(target: ReviewTarget, detail = release) {
  serveApi("get", "/api/releases/{id}", { release: detail });
  serveApi("get", "/api/admin/releases/{id}/copyright", {
    releaseId: release.id,
    copyrightStatus: "clear",
    running: false,
    tracks: [],
  });
  // The dialog's track list plays through the page's player, as on /admin/releases.
  renderInApp(
    <NowPlayingProvider onLinkFailed={() => undefined}>
      <ReleaseReviewModal release={target} onClose={() => undefined} onReject={() => undefined} />
    </NowPlayingProvider>,
  );
}

describe("ReleaseReviewModal", () => {
  it("names the release's owner by name and email beside the account id", async () => {
    renderReview({
      id: release.id,
      title: release.title,
      artistName: release.artistName,
      owner: { fullName: "Nova Lind", email: "nova@demo.offbeat.local" },
    });
    const owner = await screen.findByTestId("review-owner");
    expect(owner).toHaveTextContent("Nova Lindnova@demo.offbeat.local");
    expect(screen.getByText("Owner")).toBeInTheDocument();
    expect(screen.getByText(release.userId)).toBeInTheDocument();
  });

  it("falls back to the account id when the list did not say whose it is", async () => {
    renderReview({ id: release.id, title: release.title, artistName: release.artistName });
    expect(await screen.findByText(release.userId)).toBeInTheDocument();
    expect(screen.queryByTestId("review-owner")).toBeNull();
  });

  it("offers Approve and Reject on a submitted release, and on the reviewer's own only a note", async () => {
    const target = { id: release.id, title: release.title, artistName: release.artistName };
    renderReview(target);
    expect(await screen.findByRole("button", { name: "Approve" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Reject" })).toBeInTheDocument();
    expect(screen.queryByTestId("review-own")).toBeNull();
  });

  it("shows the reviewer's own release without Approve and Reject, which the server refuses", async () => {
    const own = {
      ...release,
      permissions: { ...release.permissions, approve: false, reject: false },
    };
    renderReview({ id: own.id, title: own.title, artistName: own.artistName }, own);
    expect(await screen.findByTestId("review-own")).toHaveTextContent(
      "Your own release: another staff member approves or rejects it.",
    );
    expect(screen.queryByRole("button", { name: "Approve" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Reject" })).toBeNull();
  });
});
