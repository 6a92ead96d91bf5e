import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { Outlet } from "react-router";
import { checkSessionStillThere, meQuery, useSession } from "./api/session.ts";
import { ScrollOnNavigate } from "./components/ScrollOnNavigate.tsx";
import { requestToaster } from "./components/ToasterHost.tsx";
import { QueryProvider } from "./QueryProvider.tsx";
import { AccountEvents } from "./realtime/AccountEvents.tsx";
import { RealtimeProvider } from "./realtime/RealtimeProvider.tsx";
import { RouteAnnouncer } from "./shell/RouteAnnouncer.tsx";

/**
 * Around /dashboard and /admin: the tab's one realtime socket while someone is signed in, and
 * the toaster. Loaded with the signed-in app, never by the public pages.
 */
export function SignedInLayout() {
  return (
    <QueryProvider>
      <SignedInApp />
    </QueryProvider>
  );
}

function SignedInApp() {
  const session = useSession();
  const queryClient = useQueryClient();
  useEffect(requestToaster, []);
  return (
    <RealtimeProvider
      // No live connection while suspended (the server refuses it); a new one once active again.
      userId={session.user?.standing === "active" ? session.user.id : null}
      onResync={() => void queryClient.invalidateQueries()}
      onUnauthorized={() => checkSessionStillThere(queryClient)}
      onSuspended={() => void queryClient.invalidateQueries({ queryKey: meQuery.queryKey })}
      onRefused={(topic, code) => console.warn("realtime subscription refused", topic, code)}
    >
      <AccountEvents userId={session.user?.id} />
      <Outlet />
      <RouteAnnouncer />
      <ScrollOnNavigate />
    </RealtimeProvider>
  );
}
