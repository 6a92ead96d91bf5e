import type { AdminDelivery } from "@common/distribution.ts";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DeliveriesTable } from "./DeliveriesTable.tsx";

const delivery: AdminDelivery = {
  id: "00000000-0000-4000-8000-0000000000d1",
  releaseId: "00000000-0000-4000-8000-0000000000d2",
  releaseTitle: "Summer Static",
  artistName: "Nova Lind",
  upc: "200000000035",
  storeId: "spotify",
  storeName: "Spotify",
  kind: "release",
  state: "live",
  label: "Live",
  reason: null,
  updatedAt: "2026-11-30T16:17:00.000Z",
  deliveredAt: "2026-11-30T16:00:00.000Z",
  liveAt: "2026-11-30T16:17:00.000Z",
  attempts: 1,
  batchId: null,
  permissions: { retry: false, markLive: false },
};

describe("DeliveriesTable", () => {
  it("shows the artist and the whole UPC, wrapping on a phone rather than cutting it", () => {
    render(
      <DeliveriesTable
        deliveries={[delivery]}
        busyId={null}
        onRetry={() => undefined}
        onMarkLive={() => undefined}
      />,
    );
    const line = screen.getByTestId("delivery-artist-upc");
    expect(line).toHaveTextContent("Nova Lind · 200000000035");
    expect(line).not.toHaveClass("truncate");
    // The code itself never breaks in two.
    expect(screen.getByText("200000000035")).toHaveClass("whitespace-nowrap");
  });
});
