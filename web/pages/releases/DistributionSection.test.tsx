import { DistributionMessages, type ReleaseDelivery } from "@common/distribution.ts";
import { render, screen, within } from "@testing-library/react";
import { formatDateTime } from "@web/lib/formatTime.ts";
import { describe, expect, it } from "vitest";
import { DistributionSection } from "./DistributionSection.tsx";

const LIVE_AT = "2026-10-02T09:30:00.000Z";
const row = (
  storeId: ReleaseDelivery["storeId"],
  overrides: Partial<ReleaseDelivery>,
): ReleaseDelivery => ({
  storeId,
  storeName: storeId[0]?.toUpperCase() + storeId.slice(1),
  kind: "release",
  state: "live",
  label: "Live",
  reason: null,
  updatedAt: "2026-11-20T12:00:00.000Z",
  deliveredAt: "2026-10-01T09:00:00.000Z",
  liveAt: LIVE_AT,
  ...overrides,
});

describe("DistributionSection", () => {
  it("says a store still sells the release while its update is refused or on its way", () => {
    render(
      <DistributionSection
        deliveries={[
          row("deezer", {
            state: "failed",
            label: "Failed",
            reason: "Deezer refused the release: Artwork too small",
          }),
          row("tidal", { state: "uploading", label: "Uploading" }),
          row("spotify", { state: "failed", label: "Failed", reason: "Key refused", liveAt: null }),
        ]}
      />,
    );
    expect(screen.getByTestId("distribution-summary")).toHaveTextContent("Live on 2 of 3 stores");
    const since = formatDateTime(LIVE_AT);
    const deezer = screen.getByTestId("delivery-deezer");
    expect(deezer).toHaveTextContent(DistributionMessages.liveWhileUpdating(since, true));
    // The store's reason stays, for the artist to read, but not in the colour of a failure.
    expect(within(deezer).getByTestId("delivery-reason")).not.toHaveClass("text-danger");
    expect(screen.getByTestId("delivery-tidal")).toHaveTextContent(
      DistributionMessages.liveWhileUpdating(since, false),
    );
    // A store where the release never went live: a failure, in red.
    const spotify = screen.getByTestId("delivery-spotify");
    expect(spotify).not.toHaveTextContent("Live since");
    expect(within(spotify).getByTestId("delivery-reason")).toHaveClass("text-danger");
  });
});
