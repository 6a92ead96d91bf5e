import { preloadChunk } from "../lib/screenChunk.tsx";

/**
 * The code of each screen the sidebar leads to, by its address. The router loads these screens
 * from here (router.tsx), and the sidebar fetches one ahead when its link is pointed at or
 * focused (`preloadScreen`), so the page is usually there by the time of the click.
 */
export const sidebarScreens = {
  "/dashboard": () => import("../pages/dashboard/DashboardHomePage.tsx"),
  "/dashboard/release/new": () => import("../pages/releases/builder/ReleaseBuilderPage.tsx"),
  "/dashboard/releases": () => import("../pages/releases/MyReleasesPage.tsx"),
  "/dashboard/earnings": () => import("../pages/earnings/EarningsPage.tsx"),
  "/dashboard/messages": () => import("../pages/messages/MessagesPage.tsx"),
  "/dashboard/settings": () => import("../pages/settings/SettingsPage.tsx"),
  "/admin": () => import("../pages/admin/AdminPanelPage.tsx"),
  "/admin/users": () => import("../pages/admin/users/AdminUsersPage.tsx"),
  "/admin/releases": () => import("../pages/admin/releases/AdminReleasesPage.tsx"),
  "/admin/deliveries": () => import("../pages/admin/deliveries/AdminDeliveriesPage.tsx"),
  "/admin/royalties": () => import("../pages/admin/royalties/AdminRoyaltiesPage.tsx"),
  "/admin/payouts": () => import("../pages/admin/payouts/AdminPayoutsPage.tsx"),
  "/admin/tools": () => import("../pages/admin/tools/AdminToolsPage.tsx"),
} as const;

const loaders: Record<string, (() => Promise<unknown>) | undefined> = sidebarScreens;

/**
 * Starts fetching the code of the screen at `path`, if it is one of the sidebar's. The promise
 * settles once it has loaded or failed, and never rejects.
 */
export async function preloadScreen(path: string): Promise<void> {
  // A fetch ahead that fails is not the user's error: the click loads the screen again, through
  // loadChunk's retry, and reports a failure there.
  const load = loaders[path];
  if (load) await preloadChunk(load);
}
