import { useQueryClient } from "@tanstack/react-query";
import { Outlet, ScrollRestoration } from "react-router";
import { Toaster } from "sonner";
import { meQuery, useSession } from "./api/session.ts";
import { AuthDialogProvider } from "./pages/auth/AuthDialogProvider.tsx";
import { AccountEvents } from "./realtime/AccountEvents.tsx";
import { RealtimeProvider } from "./realtime/RealtimeProvider.tsx";

/**
 * The app root inside the router: the one sign-in dialog and the one toaster (decision 5:
 * the spec's alerts are toasts), and the tab's one realtime socket while someone is signed in.
 */
export function RootLayout() {
  const session = useSession();
  const queryClient = useQueryClient();
  return (
    <AuthDialogProvider>
      <RealtimeProvider
        userId={session.user?.id}
        onResync={() => void queryClient.invalidateQueries()}
        onUnauthorized={() => void queryClient.invalidateQueries({ queryKey: meQuery.queryKey })}
        onRefused={(topic, code) => console.warn("realtime subscription refused", topic, code)}
      >
        <AccountEvents userId={session.user?.id} />
        <Outlet />
      </RealtimeProvider>
      <ScrollRestoration />
      <Toaster
        theme="dark"
        position="top-right"
        richColors
        closeButton
        toastOptions={{ className: "font-sans" }}
      />
    </AuthDialogProvider>
  );
}
