import type { SmartLinkStats, SmartLinkView } from "@common/smartLinks.ts";
import { act, screen, within } from "@testing-library/react";
import { RealtimeContext } from "@web/realtime/context.ts";
import { apiCalls, serveApi } from "@web/test/api.ts";
import { fakeConnection } from "@web/test/fakeRealtime.ts";
import { aUser } from "@web/test/fixtures.ts";
import { renderInApp } from "@web/test/render.tsx";
import { describe, expect, it, vi } from "vitest";
import { SmartLinkPanel } from "./smartLink/SmartLinkPanel.tsx";
import { useDeliveryEvents } from "./useDeliveryEvents.ts";

const RELEASE = "00000000-0000-4000-8000-0000000000bb";
const ME = aUser();

const deezer = (live: boolean): SmartLinkView["stores"][number] => ({
  storeId: "deezer",
  label: "Deezer",
  live,
  takenDown: false,
  url: live ? "https://www.deezer.com/album/1" : null,
  source: live ? "store" : null,
  hidden: false,
  shown: live,
});

const view = (live: boolean): SmartLinkView => ({
  releaseId: RELEASE,
  slug: "mira-sol-night-drive",
  url: "https://offbeat.example/r/mira-sol-night-drive",
  enabled: true,
  profilePrivate: false,
  takenDown: false,
  preRelease: false,
  releaseDate: "2026-03-06",
  stores: [deezer(live)],
  fans: { confirmed: 0, pending: 0, notified: 0, shared: [] },
});

const stats: SmartLinkStats = {
  from: "2026-03-01",
  to: "2026-03-28",
  totals: { visits: 0, uniqueVisitors: 0, clicks: 0, clickThroughRate: 0 },
  days: [],
  stores: [],
  referrers: [],
  devices: [],
};

function ReleasePageParts() {
  useDeliveryEvents();
  return <SmartLinkPanel releaseId={RELEASE} />;
}

describe("useDeliveryEvents", () => {
  it("refreshes the smart link panel when a store's delivery moves", async () => {
    serveApi("get", "/api/me", { user: ME });
    serveApi("get", "/api/releases/{id}/smart-link", view(false));
    serveApi("get", "/api/releases/{id}/smart-link/stats", stats);
    const hub = fakeConnection();
    renderInApp(
      <RealtimeContext.Provider value={hub.connection}>
        <ReleasePageParts />
      </RealtimeContext.Provider>,
    );
    const row = await screen.findByTestId("smart-link-store-deezer");
    expect(within(row).getByText("Not live yet")).toBeVisible();
    await vi.waitFor(() => expect(hub.subscribed(`user:${ME.id}`)).toBe(true));

    // Deezer went live: the hub tells the owner, and the panel shows the store's button.
    serveApi("get", "/api/releases/{id}/smart-link", view(true));
    act(() =>
      hub.publish({
        topic: `user:${ME.id}`,
        event: "release.deliveries-changed",
        data: { releaseId: RELEASE },
      }),
    );

    expect(
      await within(screen.getByTestId("smart-link-store-deezer")).findByText("On the page"),
    ).toBeVisible();
    expect(apiCalls("get", "/api/releases/{id}/smart-link")).toHaveLength(2);
  });
});
