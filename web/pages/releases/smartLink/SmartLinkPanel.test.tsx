import { SmartLinkMessages, type SmartLinkStats, type SmartLinkView } from "@common/smartLinks.ts";
import { screen, within } from "@testing-library/react";
import { apiCalls, failApi, serveApi } from "@web/test/api.ts";
import { findToast, renderInApp } from "@web/test/render.tsx";
import { describe, expect, it, vi } from "vitest";
import { SmartLinkPanel } from "./SmartLinkPanel.tsx";

const RELEASE = "00000000-0000-4000-8000-0000000000aa";

const store = (
  storeId: SmartLinkView["stores"][number]["storeId"],
  label: string,
  extra: Partial<SmartLinkView["stores"][number]> = {},
): SmartLinkView["stores"][number] => ({
  storeId,
  label,
  live: true,
  takenDown: false,
  url: null,
  source: null,
  hidden: false,
  shown: false,
  ...extra,
});

const aView = (overrides: Partial<SmartLinkView> = {}): SmartLinkView => ({
  releaseId: RELEASE,
  slug: "mira-sol-night-drive",
  url: "https://offbeat.example/r/mira-sol-night-drive",
  enabled: true,
  profilePrivate: false,
  takenDown: false,
  preRelease: false,
  releaseDate: "2026-03-06",
  stores: [
    store("spotify", "Spotify", {
      url: "https://open.spotify.com/album/1",
      source: "store",
      shown: true,
    }),
    store("deezer", "Deezer"),
    store("tidal", "TIDAL", { live: false }),
  ],
  fans: { confirmed: 12, pending: 3, notified: 0, shared: [] },
  ...overrides,
});

const stats: SmartLinkStats = {
  from: "2026-03-01",
  to: "2026-03-28",
  totals: { visits: 40, uniqueVisitors: 30, clicks: 10, clickThroughRate: 0.25 },
  days: [
    { day: "2026-03-27", visits: 15, uniqueVisitors: 10, clicks: 4 },
    { day: "2026-03-28", visits: 25, uniqueVisitors: 20, clicks: 6 },
  ],
  stores: [{ storeId: "spotify", label: "Spotify", clicks: 10 }],
  referrers: [
    { domain: "instagram.com", visits: 30 },
    { domain: "", visits: 10 },
  ],
  devices: [{ device: "mobile", visits: 40 }],
};

async function openPanel(view = aView()) {
  serveApi("get", "/api/releases/{id}/smart-link", view);
  serveApi("get", "/api/releases/{id}/smart-link/stats", stats);
  const rendered = renderInApp(<SmartLinkPanel releaseId={RELEASE} />);
  const panel = await screen.findByTestId("smart-link-panel");
  return { ...rendered, panel };
}

describe("SmartLinkPanel", () => {
  it("shows nothing for a release without a smart link", async () => {
    failApi("get", "/api/releases/{id}/smart-link", 404, {
      code: "NOT_FOUND",
      message: SmartLinkMessages.noSmartLink,
    });
    renderInApp(<SmartLinkPanel releaseId={RELEASE} />);
    await vi.waitFor(() =>
      expect(apiCalls("get", "/api/releases/{id}/smart-link")).toHaveLength(1),
    );
    expect(screen.queryByTestId("smart-link-panel")).not.toBeInTheDocument();
  });

  it("copies the page's address and says so", async () => {
    const { user, panel } = await openPanel();
    const writeText = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue();

    expect(within(panel).getByLabelText("Page address")).toHaveValue(aView().url);
    expect(within(panel).getByRole("img", { name: `QR code of ${aView().url}` })).toBeVisible();
    await user.click(within(panel).getByRole("button", { name: "Copy" }));

    expect(writeText).toHaveBeenCalledWith(aView().url);
    await findToast(SmartLinkMessages.linkCopied);
  });

  it("shows the server's message under a store's address field", async () => {
    const message = SmartLinkMessages.notAStoreUrl("deezer");
    failApi("put", "/api/releases/{id}/smart-link/stores/{storeId}", 400, {
      code: "BAD_REQUEST",
      message,
    });
    const { user, panel } = await openPanel();
    const deezer = within(panel).getByTestId("smart-link-store-deezer");
    const field = within(deezer).getByLabelText("Deezer web address");
    expect(field).toHaveAttribute("placeholder", "https://www.deezer.com/album/…");

    await user.type(field, "https://open.spotify.com/album/9");
    await user.click(within(deezer).getByRole("button", { name: "Save" }));

    expect(await within(deezer).findByText(message)).toBeVisible();
    expect(field).toHaveAttribute("aria-invalid", "true");
    const [call] = apiCalls("put", "/api/releases/{id}/smart-link/stores/{storeId}");
    expect(call?.url.pathname).toBe(`/api/releases/${RELEASE}/smart-link/stores/deezer`);
    expect(call?.body).toEqual({ url: "https://open.spotify.com/album/9" });
  });

  it("moves a store up by saving the new order, and shows the order the server answers", async () => {
    const { user, panel } = await openPanel();
    const reordered = aView();
    reordered.stores = [reordered.stores[1], reordered.stores[0], reordered.stores[2]].flatMap(
      (s) => (s ? [s] : []),
    );
    serveApi("patch", "/api/releases/{id}/smart-link", reordered);

    expect(within(panel).getByRole("button", { name: "Move Spotify up" })).toBeDisabled();
    await user.click(within(panel).getByRole("button", { name: "Move Deezer up" }));

    const [call] = apiCalls("patch", "/api/releases/{id}/smart-link");
    expect(call?.body).toEqual({ storeOrder: ["deezer", "spotify", "tidal"] });
    await vi.waitFor(() =>
      expect(
        within(within(panel).getByRole("list", { name: "Stores on the page" }))
          .getAllByRole("listitem")
          .map((li) => li.dataset.testid),
      ).toEqual(["smart-link-store-deezer", "smart-link-store-spotify", "smart-link-store-tidal"]),
    );
  });

  it("hides a store, and tells when the page is off or the profile private", async () => {
    const { user, panel } = await openPanel(aView({ enabled: false, profilePrivate: true }));
    serveApi("patch", "/api/releases/{id}/smart-link", aView());

    expect(within(panel).getByText(SmartLinkMessages.pageOff)).toBeVisible();
    expect(within(panel).getByText(SmartLinkMessages.profilePrivate)).toBeVisible();
    await user.click(within(panel).getByRole("button", { name: "Hide Spotify" }));

    expect(apiCalls("patch", "/api/releases/{id}/smart-link")[0]?.body).toEqual({
      hiddenStores: ["spotify"],
    });
  });

  it("says a taken-down release's page is gone and which stores took it down", async () => {
    const { panel } = await openPanel(
      aView({
        takenDown: true,
        stores: [
          store("spotify", "Spotify", { live: false, takenDown: true }),
          store("deezer", "Deezer", { live: false }),
        ],
      }),
    );
    expect(within(panel).getByTestId("smart-link-taken-down")).toHaveTextContent(
      SmartLinkMessages.releaseTakenDown,
    );
    // The switch is on, but nobody can open the page: it does not say they can.
    expect(panel).toHaveTextContent("On, but the page is hidden (see below).");
    expect(panel).not.toHaveTextContent("anyone with the link can open it");
    expect(within(panel).getByTestId("smart-link-store-spotify")).toHaveTextContent("Taken down");
    expect(within(panel).getByTestId("smart-link-store-deezer")).toHaveTextContent("Not live yet");
  });

  it("counts fans and lists only the addresses shared with the artist", async () => {
    const { panel } = await openPanel(
      aView({
        fans: {
          confirmed: 2,
          pending: 1,
          notified: 0,
          shared: [{ email: "fan@example.com", confirmedAt: "2026-03-01T10:00:00.000Z" }],
        },
      }),
    );
    const fans = within(panel).getByTestId("smart-link-fans");
    expect(fans).toHaveTextContent("2 fans signed up (+ 1 not confirmed yet)");
    expect(within(fans).getByRole("cell", { name: "fan@example.com" })).toBeVisible();
  });

  it("shows the range's totals, the click-through rate and the top referrers", async () => {
    const { panel } = await openPanel();
    const totals = await within(panel).findByTestId("smart-link-totals");
    expect(totals).toHaveTextContent("Visits40");
    expect(totals).toHaveTextContent("Click-through rate25%");
    const referrers = within(panel).getByTestId("smart-link-referrers");
    expect(referrers).toHaveTextContent("instagram.com30");
    expect(referrers).toHaveTextContent("Direct or unknown10");
    const [call] = apiCalls("get", "/api/releases/{id}/smart-link/stats");
    const from = call?.url.searchParams.get("from") ?? "";
    const to = call?.url.searchParams.get("to") ?? "";
    expect((Date.parse(to) - Date.parse(from)) / 86_400_000).toBe(27);
  });
});
