import { ScreenSpinner } from "@web/components/Spinner.tsx";
import { createBrowserRouter } from "react-router";
import { RootLayout } from "./RootLayout.tsx";
import { RouteErrorScreen } from "./RouteErrorScreen.tsx";

/**
 * Routes, lazy-loaded per area so a visitor of the home page never downloads the dashboard.
 * /dashboard and /admin share one guarded shell (spec §2); admin routes need the admin role.
 */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteErrorScreen />,
    hydrateFallbackElement: <ScreenSpinner />,
    children: [
      {
        lazy: async () => ({
          Component: (await import("./pages/public/PublicLayout.tsx")).PublicLayout,
        }),
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (await import("./pages/public/HomePage.tsx")).HomePage,
            }),
          },
          {
            path: "reset-password",
            lazy: async () => ({
              Component: (await import("./pages/public/ResetPasswordPage.tsx")).ResetPasswordPage,
            }),
          },
          {
            path: "dev/mailbox",
            lazy: async () => ({
              Component: (await import("./pages/dev/MailboxPage.tsx")).MailboxPage,
            }),
          },
          {
            path: "*",
            lazy: async () => ({
              Component: (await import("./pages/public/NotFoundPage.tsx")).NotFoundPage,
            }),
          },
        ],
      },
      {
        path: "dashboard",
        lazy: async () => ({ Component: (await import("./shell/areas.tsx")).DashboardArea }),
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (await import("./pages/dashboard/DashboardHomePage.tsx"))
                .DashboardHomePage,
            }),
          },
          {
            path: "settings",
            lazy: async () => ({
              Component: (await import("./pages/settings/SettingsPage.tsx")).SettingsPage,
            }),
          },
          {
            path: "*",
            lazy: async () => ({
              Component: (await import("./shell/ShellNotFoundPage.tsx")).ShellNotFoundPage,
            }),
          },
        ],
      },
      {
        path: "admin",
        lazy: async () => ({ Component: (await import("./shell/areas.tsx")).AdminArea }),
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (await import("./pages/admin/AdminPanelPage.tsx")).AdminPanelPage,
            }),
          },
          {
            path: "*",
            lazy: async () => ({
              Component: (await import("./shell/ShellNotFoundPage.tsx")).ShellNotFoundPage,
            }),
          },
        ],
      },
    ],
  },
]);
