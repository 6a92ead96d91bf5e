import { Suspense } from "react";
import { useLocation } from "react-router";
import { ScreenSpinner } from "./components/Spinner.tsx";
import { ToasterHost } from "./components/ToasterHost.tsx";
import { AuthDialogProvider } from "./pages/auth/AuthDialogProvider.tsx";
import { RouteErrorBoundary } from "./RouteErrorScreen.tsx";
import { AppRoutes } from "./router.tsx";

/**
 * The app root inside the router: the one sign-in dialog (its code loads when first opened),
 * the one toaster (decision 5: the spec's alerts are toasts; mounted once something may toast)
 * and the routes. The realtime socket lives in the signed-in areas (SignedInLayout.tsx).
 */
export function RootLayout() {
  const { pathname } = useLocation();
  return (
    <AuthDialogProvider>
      <RouteErrorBoundary resetKey={pathname}>
        <Suspense fallback={<ScreenSpinner />}>
          <AppRoutes />
        </Suspense>
      </RouteErrorBoundary>
      <ToasterHost />
    </AuthDialogProvider>
  );
}
