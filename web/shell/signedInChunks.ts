import { matchPath } from "react-router";
import { preloadChunk } from "../lib/screenChunk.tsx";
import { preloadScreen, sidebarScreens } from "./sidebarScreens.ts";

/**
 * The signed-in area's chunks besides the sidebar's screens (sidebarScreens.ts), and their
 * fetching ahead: the router loads its screens from here. Apart from the router so the sign-in
 * dialog can fetch the dashboard ahead without importing the routes, which import it.
 */
export const loadAreas = () => import("./areas.tsx");
export const loadReleaseDetail = () => import("../pages/releases/ReleaseDetailPage.tsx");
export const loadReleaseEdit = () => import("../pages/releases/ReleaseEditPage.tsx");
export const loadStatement = () => import("../pages/earnings/StatementPage.tsx");
export const loadWithdraw = () => import("../pages/earnings/withdraw/WithdrawPage.tsx");

/**
 * Pages the sidebar does not lead to that are opened directly all the same: from a mail (a
 * statement, the withdraw page) or a notification (a release).
 */
const linkedScreens: [pattern: string, load: () => Promise<unknown>][] = [
  ["/dashboard/release/:id", loadReleaseDetail],
  ["/dashboard/releases/:id", loadReleaseDetail],
  ["/dashboard/release/:id/edit", loadReleaseEdit],
  ["/dashboard/earnings/statements/:period", loadStatement],
  ["/dashboard/withdraw", loadWithdraw],
];

/** Fetches the code of the page at `pathname` ahead, when it is one of the above or the sidebar's. */
function preloadPage(pathname: string): Promise<void> {
  if (pathname in sidebarScreens) return preloadScreen(pathname);
  const linked = linkedScreens.find(([pattern]) => matchPath(pattern, pathname));
  return linked ? preloadChunk(linked[1]) : Promise.resolve();
}

/**
 * The first signed-in page is three chunks deep (this layout, the area's guard, the page), each
 * found only once the one before has run: loading the layout fetches the other two alongside
 * it instead of one round trip after another (the page when it is one of those above). A
 * failure is reported by the load that needs it.
 */
export const loadSignedInLayout = () => {
  void preloadChunk(loadAreas);
  void preloadPage(window.location.pathname);
  return import("../SignedInLayout.tsx");
};

/** Fetches a signed-in page's chunks ahead; settles when all have loaded or failed. */
export async function preloadSignedInScreen(pathname: string): Promise<void> {
  await Promise.all([
    preloadChunk(loadSignedInLayout),
    preloadChunk(loadAreas),
    preloadPage(pathname),
  ]);
}
