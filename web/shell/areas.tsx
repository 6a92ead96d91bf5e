import { canUseAdminArea, canUseStaffArea } from "@common/permissions.ts";
import { AppShell } from "./AppShell.tsx";
import { RouteGuard } from "./RouteGuard.tsx";

/** /dashboard/* and /admin/tools: every signed-in user (Admin Tools answers others itself). */
export function DashboardArea() {
  return <RouteGuard>{(user) => <AppShell user={user} />}</RouteGuard>;
}

/** /admin, /admin/users: admins only; the same shell (spec §2: both areas share one layout). */
export function AdminArea() {
  return <RouteGuard allow={canUseAdminArea}>{(user) => <AppShell user={user} />}</RouteGuard>;
}

/** /admin/releases and /admin/deliveries: staff and admins (decision 2, issue 15). */
export function StaffArea() {
  return <RouteGuard allow={canUseStaffArea}>{(user) => <AppShell user={user} />}</RouteGuard>;
}
