import { type ComponentType, type LazyExoticComponent, lazy } from "react";
import { Route, Routes } from "react-router";
import { loadChunk } from "./lib/loadChunk.ts";
import { lazyScreen } from "./lib/screenChunk.tsx";
import { PublicLayout } from "./pages/public/PublicLayout.tsx";
import { portalPageModule, publicPageModules } from "./pages/public/publicPages.ts";
import { sidebarScreens } from "./shell/sidebarScreens.ts";
import {
  loadAreas,
  loadReleaseDetail,
  loadReleaseEdit,
  loadSignedInLayout,
  loadStatement,
  loadWithdraw,
} from "./shell/signedInChunks.ts";

/** The same, for a screen that reads the API through TanStack Query: it brings the cache along. */
function lazyQueryScreen<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
): LazyExoticComponent<ComponentType> {
  return lazy(async () => {
    const [module, { QueryProvider }] = await Promise.all([
      loadChunk(load),
      loadChunk(() => import("./QueryProvider.tsx")),
    ]);
    const Screen = pick(module);
    return {
      default: () => (
        <QueryProvider>
          <Screen />
        </QueryProvider>
      ),
    };
  });
}

const publicPages = Object.entries(publicPageModules).map(([path, load]) => ({
  path,
  Page: lazy(() => loadChunk(load)),
}));
const PortalPage = lazy(() => loadChunk(portalPageModule));
const ResetPasswordPage = lazyQueryScreen(
  () => import("./pages/public/ResetPasswordPage.tsx"),
  (m) => m.ResetPasswordPage,
);
const MailboxPage = lazyQueryScreen(
  () => import("./pages/dev/MailboxPage.tsx"),
  (m) => m.MailboxPage,
);
const NotFoundPage = lazyScreen(
  () => import("./pages/public/NotFoundPage.tsx"),
  (m) => m.NotFoundPage,
);
const SignedInLayout = lazyScreen(loadSignedInLayout, (m) => m.SignedInLayout);
const SignedInArea = lazyScreen(loadAreas, (m) => m.SignedInArea);
const AdminOnly = lazyScreen(loadAreas, (m) => m.AdminOnly);
const StaffOnly = lazyScreen(loadAreas, (m) => m.StaffOnly);
const DashboardHomePage = lazyScreen(sidebarScreens["/dashboard"], (m) => m.DashboardHomePage);
const ReleaseBuilderPage = lazyScreen(
  sidebarScreens["/dashboard/release/new"],
  (m) => m.ReleaseBuilderPage,
);
const ReleaseDetailPage = lazyScreen(loadReleaseDetail, (m) => m.ReleaseDetailPage);
const ReleaseEditPage = lazyScreen(loadReleaseEdit, (m) => m.ReleaseEditPage);
const MyReleasesPage = lazyScreen(sidebarScreens["/dashboard/releases"], (m) => m.MyReleasesPage);
const SettingsPage = lazyScreen(sidebarScreens["/dashboard/settings"], (m) => m.SettingsPage);
const MessagesPage = lazyScreen(sidebarScreens["/dashboard/messages"], (m) => m.MessagesPage);
const AdminReleasesPage = lazyScreen(sidebarScreens["/admin/releases"], (m) => m.AdminReleasesPage);
const AdminDeliveriesPage = lazyScreen(
  sidebarScreens["/admin/deliveries"],
  (m) => m.AdminDeliveriesPage,
);
const AdminUsersPage = lazyScreen(sidebarScreens["/admin/users"], (m) => m.AdminUsersPage);
const AdminToolsPage = lazyScreen(sidebarScreens["/admin/tools"], (m) => m.AdminToolsPage);
const AdminPanelPage = lazyScreen(sidebarScreens["/admin"], (m) => m.AdminPanelPage);
const EarningsPage = lazyScreen(sidebarScreens["/dashboard/earnings"], (m) => m.EarningsPage);
const StatementPage = lazyScreen(loadStatement, (m) => m.StatementPage);
const WithdrawPage = lazyScreen(loadWithdraw, (m) => m.WithdrawPage);
const AdminRoyaltiesPage = lazyScreen(
  sidebarScreens["/admin/royalties"],
  (m) => m.AdminRoyaltiesPage,
);
const AdminPayoutsPage = lazyScreen(sidebarScreens["/admin/payouts"], (m) => m.AdminPayoutsPage);
const ShellNotFoundPage = lazyScreen(
  () => import("./shell/ShellNotFoundPage.tsx"),
  (m) => m.ShellNotFoundPage,
);

/**
 * Routes, each screen lazy-loaded, so a visitor of the home page never downloads the dashboard
 * (issue 6: the public pages' first load stays under 100 KB of gzipped JavaScript). The public
 * pages do without TanStack Query; the signed-in area and the form pages bring the query cache
 * with them (QueryProvider.tsx). Declarative routing on purpose: React Router's data router
 * would add 17 KB gzip to that first load, and Offbeat's data comes from TanStack Query, not
 * route loaders.
 * /dashboard and /admin share one guarded shell (spec §2); admin routes need the admin role.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        {publicPages.map(({ path, Page }) =>
          path === "/" ? (
            <Route key={path} index element={<Page />} />
          ) : (
            <Route key={path} path={path.slice(1)} element={<Page />} />
          ),
        )}
        <Route path="reset-password" element={<ResetPasswordPage />} />
        <Route path="dev/mailbox" element={<MailboxPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      {/* /portal sits outside the shared header and footer (spec document 1 §2). */}
      <Route path="portal" element={<PortalPage />} />
      <Route element={<SignedInLayout />}>
        <Route element={<SignedInArea />}>
          <Route path="dashboard">
            <Route index element={<DashboardHomePage />} />
            <Route path="release/new" element={<ReleaseBuilderPage />} />
            {/* Decision 3: both readings of the detail address show the release. */}
            <Route path="release/:id" element={<ReleaseDetailPage />} />
            <Route path="releases/:id" element={<ReleaseDetailPage />} />
            <Route path="release/:id/edit" element={<ReleaseEditPage />} />
            <Route path="releases" element={<MyReleasesPage />} />
            <Route path="earnings" element={<EarningsPage />} />
            <Route path="earnings/statements/:period" element={<StatementPage />} />
            <Route path="withdraw" element={<WithdrawPage />} />
            <Route path="messages" element={<MessagesPage />} />
            <Route path="settings" element={<SettingsPage />} />
            <Route path="*" element={<ShellNotFoundPage />} />
          </Route>
          <Route path="admin">
            <Route element={<AdminOnly />}>
              <Route index element={<AdminPanelPage />} />
              <Route path="users" element={<AdminUsersPage />} />
              <Route path="*" element={<ShellNotFoundPage />} />
            </Route>
            {/* Decision 2: staff review releases here; issue 15: and follow deliveries. */}
            <Route element={<StaffOnly />}>
              <Route path="releases" element={<AdminReleasesPage />} />
              <Route path="deliveries" element={<AdminDeliveriesPage />} />
              {/* Issue 19: store reports, the ledger's overview and withdrawals. */}
              <Route path="royalties" element={<AdminRoyaltiesPage />} />
              <Route path="payouts" element={<AdminPayoutsPage />} />
            </Route>
            {/* Spec: anyone but an admin sees "Admin access required." on this page itself. */}
            <Route path="tools" element={<AdminToolsPage />} />
          </Route>
        </Route>
      </Route>
    </Routes>
  );
}
