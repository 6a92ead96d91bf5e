import { canUseAdminArea, canUseStaffArea } from "@common/permissions.ts";
import type { CurrentUser } from "@common/users.ts";
import { useSession } from "@web/api/session.ts";
import { Navigate, Outlet } from "react-router";
import { AppShell } from "./AppShell.tsx";
import { RouteGuard } from "./RouteGuard.tsx";

/**
 * /dashboard/* and /admin/*: one guarded shell for every signed-in page (spec §2: both areas
 * share one layout). One, not one per area: a move from /dashboard to /admin/releases keeps the
 * sidebar mounted, so focus stays on the link just followed and the drawer, the bell and the
 * live subscriptions carry on instead of starting again.
 */
export function SignedInArea() {
  return <RouteGuard>{(user) => <AppShell user={user} />}</RouteGuard>;
}

/**
 * Inside the shell, who may see the routes below; anyone else goes to /dashboard (spec §2: /admin
 * is for admins; decision 2: staff also reach /admin/releases). The server refuses every call
 * they may not make anyway; this only decides what to show.
 */
function AreaGate({ allow }: { allow: (user: CurrentUser) => boolean }) {
  const { user } = useSession();
  // The guard above shows the shell only to a signed-in user; while it turns away one who just
  // signed out, this has nothing to decide.
  if (!user) return null;
  if (!allow(user)) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}

/** /admin, /admin/users: admins only. */
export function AdminOnly() {
  return <AreaGate allow={canUseAdminArea} />;
}

/** /admin/releases, /admin/deliveries, /admin/royalties, /admin/payouts: staff and admins. */
export function StaffOnly() {
  return <AreaGate allow={canUseStaffArea} />;
}
